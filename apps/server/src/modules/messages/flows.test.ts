import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { addIsoDays } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { lastSms, startTestApp, type TestContext } from '../../test/harness.ts';
import { completeSandboxPayment } from '../donations/test-payments.ts';
import { devotee, payThroughSandbox, register, registerTxn, sandboxChoose, sandboxReturn } from '../payments/test-helpers.ts';
import type { MessagesService } from './service.ts';
import { buildServices } from '../../services.ts';

/**
 * The flows queue their messages (one call of queueMessage each, inside the flow's transaction):
 * registration made, payment outcome, donation paid, password reset. A repeated callback queues
 * nothing more.
 */
let ctx: TestContext;
let messages: MessagesService;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.org' });
  messages = buildServices(ctx.deps).messages;
});
afterAll(() => ctx.close());

const queued = (userId: number) =>
  ctx.db.query<{ kind: string; subject_ref: string; channel: string }>(
    'SELECT kind, subject_ref, channel FROM messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const kindsOf = async (userId: number) => [...new Set((await queued(userId)).map((m) => m.kind))];
const attemptId = async (txn: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM payment_attempts WHERE txn_id = $1', [txn]))!.id;
const regOf = async (txn: string) => (await ctx.db.one<{ registration_id: number }>('SELECT registration_id FROM payment_attempts WHERE txn_id = $1', [txn]))!.registration_id;

describe('registration and payment', () => {
  it('a paid registration: received, payment succeeded, then the detail form request; a repeated callback adds nothing', async () => {
    const me = await devotee(ctx);
    const event = await createEvent(ctx.db, { program_id: 3, event_name: 'Flow Divija Camp', price_minor: 500_000 });
    const txn = await registerTxn(ctx, me.headers, { event_id: event.id });
    const regId = await regOf(txn);
    expect(await kindsOf(me.user.id)).toEqual(['registration-received']);

    const fields = await sandboxChoose(ctx, txn, 'success');
    await sandboxReturn(ctx, fields);
    await sandboxReturn(ctx, fields);
    const id = await attemptId(txn);
    expect(await queued(me.user.id)).toEqual([
      { kind: 'registration-received', subject_ref: `registration:${regId}`, channel: 'email' },
      { kind: 'registration-received', subject_ref: `registration:${regId}`, channel: 'sms' },
      { kind: 'payment-succeeded', subject_ref: `attempt:${id}`, channel: 'email' },
      { kind: 'payment-succeeded', subject_ref: `attempt:${id}`, channel: 'sms' },
      { kind: 'details-form-request', subject_ref: `registration:${regId}`, channel: 'email' },
      { kind: 'details-form-request', subject_ref: `registration:${regId}`, channel: 'sms' },
    ]);

    await messages.deliverDue();
    const emails = (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data.filter(
      (m: { recipient: string; channel: string }) => m.recipient === me.user.email && m.channel === 'email',
    ) as Array<{ subject: string; body: string; meta: { attachments?: Array<{ filename: string }> } }>;
    expect(emails.map((e) => e.subject).reverse()).toEqual([
      'Registration received: Flow Divija Camp',
      'Payment received: Flow Divija Camp',
      'One more step for Flow Divija Camp',
    ]);
    const paid = emails.find((e) => e.subject.startsWith('Payment received'))!;
    expect(paid.meta.attachments?.[0]?.filename).toMatch(/^invoice-MFR-\d{4}-\d{6}\.pdf$/);
    expect(emails.find((e) => e.subject.startsWith('One more step'))!.body).toContain(`https://portal.example.org/divija-reg/${regId}`);
  });

  it('a failed payment: a message with a link to try again; a pending one: a message that it waits for the bank', async () => {
    const me = await devotee(ctx);
    const event = await createEvent(ctx.db, { program_id: 1, event_name: 'Flow Ulchemy', price_minor: 500_000 });
    const failed = await registerTxn(ctx, me.headers, { event_id: event.id });
    await payThroughSandbox(ctx, failed, 'failed');
    expect((await queued(me.user.id)).filter((m) => m.kind === 'payment-failed').map((m) => m.subject_ref)).toEqual([
      `attempt:${await attemptId(failed)}`,
      `attempt:${await attemptId(failed)}`,
    ]);
    const pending = await registerTxn(ctx, me.headers, { event_id: event.id });
    await payThroughSandbox(ctx, pending, 'pending');
    expect(await kindsOf(me.user.id)).toEqual(['registration-received', 'payment-failed', 'payment-pending']);
    await messages.deliverDue();
    expect((await lastSms(ctx.db, me.mobile))!.body).toContain('pending with the bank');
  });

  it('a free registration: received, confirmed at once', async () => {
    const me = await devotee(ctx);
    const event = await createEvent(ctx.db, { program_id: 7, event_name: 'Flow Seva Day', price_minor: 0 });
    const res = await register(ctx, me.headers, {
      event_id: event.id, accept_terms: true, nature: 'Calm', interest: 'Seva', dream: 'Service', know_program: 'Friend', motivation: 'To help',
    });
    expect(res.json().success).toBe(1);
    await messages.deliverDue();
    const sms = await lastSms(ctx.db, me.mobile);
    expect(sms!.body).toContain('your registration for Flow Seva Day is received');
    const email = (await ctx.db.one<{ body: string }>(`SELECT body FROM outbox WHERE recipient = $1 AND channel = 'email'`, [me.user.email]))!;
    expect(email.body).toContain('Your place is confirmed.');
  });
});

describe('donations and accounts', () => {
  it('a paid donation: received, with the 80G receipt', async () => {
    const me = await devotee(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers: me.headers, payload: { amount: 2500, pan_number: 'PQRST6789Z', payment_type: 0 } });
    const txn = res.json().data.txn_id as string;
    await completeSandboxPayment(ctx, txn, 'success');
    await completeSandboxPayment(ctx, txn, 'success').catch(() => undefined);
    const donation = (await ctx.db.one<{ donation_id: number }>('SELECT donation_id FROM payment_attempts WHERE txn_id = $1', [txn]))!.donation_id;
    expect(await queued(me.user.id)).toEqual([
      { kind: 'donation-received', subject_ref: `donation:${donation}`, channel: 'email' },
      { kind: 'donation-received', subject_ref: `donation:${donation}`, channel: 'sms' },
    ]);
    await messages.deliverDue();
    const email = (await ctx.db.one<{ subject: string; meta: { attachments: Array<{ filename: string; contentType: string }> } }>(
      `SELECT subject, meta FROM outbox WHERE recipient = $1 AND channel = 'email'`,
      [me.user.email],
    ))!;
    expect(email.subject).toMatch(/^Thank you for your offering - receipt /);
    expect(email.meta.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^80G-receipt-.+\.pdf$/) });
  });

  it('a password reset: the owner is told, in the account language', async () => {
    const me = await devotee(ctx, { language: 1 });
    await ctx.app.inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile: me.mobile } });
    const otp = /(\d{6})/.exec((await lastSms(ctx.db, me.mobile))!.body)![1]!;
    const done = await ctx.app.inject({ method: 'POST', url: '/api/reset/password', payload: { mobile: me.mobile, otp, password: 'a-new-secret' } });
    expect(done.json().success).toBe(1);
    expect(await kindsOf(me.user.id)).toEqual(['password-changed']);
    await messages.deliverDue();
    // Named as the site settings say: no Tamil name is set here, so the English one (the environment's).
    expect((await lastSms(ctx.db, me.mobile))!.body).toBe(`${ctx.deps.config.FOUNDATION_NAME}: கடவுச்சொல் மாற்றப்பட்டது. நீங்கள் அல்லவெனில் அழையுங்கள்.`);
  });

  it('a mobile number change: the previous number is told, the email says the new one\'s last digits', async () => {
    const me = await devotee(ctx);
    const target = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/profile/mobile/request', headers: me.headers, payload: { mobile: target, password: 'password123' } });
    expect(sent.json().success).toBe(1);
    const otp = /code is (\d{6})/.exec((await lastSms(ctx.db, target))!.body)![1]!;
    const done = await ctx.app.inject({ method: 'POST', url: '/api/profile/mobile/confirm', headers: me.headers, payload: { mobile: target, otp } });
    expect(done.json().success).toBe(1);
    expect(await queued(me.user.id)).toEqual([
      { kind: 'mobile-changed', subject_ref: expect.stringMatching(/^mobile-change:\d+$/), channel: 'email' },
      { kind: 'mobile-changed', subject_ref: expect.stringMatching(/^mobile-change:\d+$/), channel: 'sms' },
    ]);
    await messages.deliverDue();
    expect((await lastSms(ctx.db, me.mobile))!.body).toContain(`changed to one ending in ${target.slice(-4)}`);
  });
});

describe('reminders read the registration as it is', () => {
  it('an event tomorrow reminds its paid participants (the job, not a flow)', async () => {
    const me = await devotee(ctx);
    const event = await createEvent(ctx.db, { program_id: 2, event_name: 'Flow Elite Tomorrow', price_minor: 500_000, event_date: addIsoDays(todayIso(), 1) });
    const txn = await registerTxn(ctx, me.headers, { event_id: event.id });
    await payThroughSandbox(ctx, txn, 'success');
    await messages.queueReminders();
    expect(await kindsOf(me.user.id)).toContain('event-reminder');
  });
});
