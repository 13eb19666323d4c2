import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGE_KINDS, MESSAGE_LANGS, MESSAGE_SAMPLE, MESSAGE_TEXTS, smsSegments } from '@portal/contract/notifications';
import type { Db } from '../../db/client.ts';
import { addIsoDays, testClock } from '../../lib/clock.ts';
import { listOutbox, outboxEmail, type EmailProvider, type OutboxEntry } from '../../providers/messaging.ts';
import { createEvent, createUser } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createAttempt, createDonation, createRegistration } from '../donations/test-data.ts';
import type { MessageRequest, MessagesService } from './service.ts';
import { buildServices } from '../../services.ts';

/**
 * Messages on PGlite (and PostgreSQL with DATABASE_URL): each kind reaches the right person in
 * the account's language, with its attachment and link, exactly once even when the delivery job
 * runs twice at once or the provider fails once.
 */
const clock = testClock(`${todayIso()}T06:30:00Z`); // 12:00 in India
let failNextEmails = 0;
/** The outbox email provider, failing the next `failNextEmails` sends as a provider outage would. */
const flakyEmail = (db: Db): EmailProvider => {
  const inner = outboxEmail(db);
  return {
    async send(message) {
      if (failNextEmails > 0) {
        failNextEmails--;
        throw new Error('SMTP 421 try again later');
      }
      await inner.send(message);
    },
  };
};

let ctx: TestContext;
let messages: MessagesService;
let english: { id: number; email: string; mobile: string; name: string };
let tamil: { id: number; email: string; mobile: string; name: string };

beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.org' }, (db) => ({ clock, email: flakyEmail(db) }));
  messages = buildServices(ctx.deps).messages;
  english = await createUser(ctx.db, { name: 'Anand Kumar', language: 0 });
  tamil = await createUser(ctx.db, { name: 'மீனாட்சி சுந்தரம்', language: 1 });
});
afterAll(() => ctx.close());

const queue = (req: MessageRequest) => ctx.db.tx((q) => messages.queueMessage(q, req));
const outboxFor = async (to: string): Promise<OutboxEntry[]> => (await listOutbox(ctx.db, 1000)).filter((m) => m.recipient === to).reverse();
const rowsOf = (userId: number, kind: string) =>
  ctx.db.query<{ channel: string; lang: string; status: string; attempts: number; last_error: string }>(
    'SELECT channel, lang, status, attempts, last_error FROM messages WHERE user_id = $1 AND kind = $2 ORDER BY channel',
    [userId, kind],
  );

async function paidRegistration(userId: number, status: 'success' | 'partialpay' = 'success', eventDate = addIsoDays(todayIso(), 20)) {
  const event = await createEvent(ctx.db, { program_id: 3, event_name: 'Divija Camp Salem', event_date: eventDate, event_address: '4 Hill Road, Salem', price_minor: 1_000_000 });
  const reg = await createRegistration(ctx.db, { user_id: userId, event_id: event.id, status, ...(status === 'partialpay' ? { paid_minor: 300_000 } : {}) });
  const attempt = await createAttempt(ctx.db, { user_id: userId, purpose: 'registration', registration_id: reg.id, amount_minor: status === 'partialpay' ? 300_000 : reg.total_minor });
  return { event, reg, attempt };
}

describe('messages: right person, language, attachment, link', () => {
  it('payment succeeded: English email with the invoice PDF and the registration link, one-segment SMS with a DLT id', async () => {
    const { reg, attempt } = await paidRegistration(english.id);
    expect(await queue({ kind: 'payment-succeeded', userId: english.id, subject: `attempt:${attempt.id}`, attemptId: attempt.id })).toBe(2);
    await messages.deliverDue();

    const [email] = await outboxFor(english.email);
    expect(email!.subject).toBe('Payment received: Divija Camp Salem');
    expect(email!.body).toContain('Dear Anand Kumar,');
    expect(email!.body).toContain(`View my registration: https://portal.example.org/eventdetail/${reg.id}`);
    expect(email!.html).toContain(`href="https://portal.example.org/eventdetail/${reg.id}"`);
    expect(email!.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email!.meta.attachments).toEqual([{ filename: `invoice-${reg.reg_number}.pdf`, contentType: 'application/pdf', bytes: expect.any(Number) }]);
    expect((email!.meta.attachments as Array<{ bytes: number }>)[0]!.bytes).toBeGreaterThan(1000);

    const [sms] = await outboxFor(english.mobile);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toContain('Rs. 9,000');
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(sms!.meta).toEqual({ dlt_template_id: 'DEV-DLT-payment-succeeded-en' });
  });

  it('donation received: Tamil email with the 80G receipt PDF, Tamil SMS within one UCS-2 segment', async () => {
    const donation = await createDonation(ctx.db, { user_id: tamil.id, status: 'success', paid_at: new Date(), amount_minor: 500_000 });
    await ctx.db.query(`UPDATE donations SET receipt_fy = '2026-27', receipt_seq = 7, receipt_number = '80G/2026-27/000007' WHERE id = $1`, [donation.id]);
    const attempt = await createAttempt(ctx.db, { user_id: tamil.id, purpose: 'donation', donation_id: donation.id, amount_minor: 500_000 });
    await queue({ kind: 'donation-received', userId: tamil.id, subject: `donation:${donation.id}`, donationId: donation.id, attemptId: attempt.id });
    await messages.deliverDue();

    const [email] = await outboxFor(tamil.email);
    expect(email!.subject).toBe('உங்கள் காணிக்கைக்கு நன்றி - ரசீது 80G/2026-27/000007');
    expect(email!.body).toContain('அன்புள்ள மீனாட்சி சுந்தரம்,');
    expect(email!.body).toContain('https://portal.example.org/donation-list');
    expect(email!.html).toContain('lang="ta"');
    expect(email!.meta.attachments).toEqual([{ filename: '80G-receipt-80G-2026-27-000007.pdf', contentType: 'application/pdf', bytes: expect.any(Number) }]);

    const [sms] = await outboxFor(tamil.mobile);
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(sms!.meta).toEqual({ dlt_template_id: 'DEV-DLT-donation-received-ta' });
  });

  it('payment failed: a link to try again (the program page for a first payment, Pay Now for a balance)', async () => {
    const user = await createUser(ctx.db, { language: 0 });
    const event = await createEvent(ctx.db, { program_id: 1, event_name: 'Ulchemy Weekend' });
    const reg = await createRegistration(ctx.db, { user_id: user.id, event_id: event.id, status: 'failed', paid_minor: 0 });
    const first = await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, amount_minor: 1000, status: 'failed' });
    const balance = await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, kind: 'balance', amount_minor: 1000, status: 'failed' });
    await queue({ kind: 'payment-failed', userId: user.id, subject: `attempt:${first.id}`, attemptId: first.id });
    await queue({ kind: 'payment-failed', userId: user.id, subject: `attempt:${balance.id}`, attemptId: balance.id });
    await messages.deliverDue();
    const emails = await outboxFor(user.email);
    expect(emails.map((e) => e.body.match(/Try again: (\S+)/)?.[1])).toEqual([
      'https://portal.example.org/ulchemy',
      `https://portal.example.org/eventdetail/${reg.id}`,
    ]);
    expect((await outboxFor(user.mobile))[0]!.body).toBe('Matangi Foundation: your payment of Rs. 10 did not go through. Try again: https://portal.example.org/ulchemy');
  });

  it('refuses to write to one person about another person\'s registration', async () => {
    const { attempt } = await paidRegistration(english.id);
    await expect(queue({ kind: 'payment-succeeded', userId: tamil.id, subject: `attempt:${attempt.id}`, attemptId: attempt.id })).rejects.toThrow(/not user/);
    expect(await rowsOf(tamil.id, 'payment-succeeded')).toEqual([]);
  });

  it('mobile changed: the short message goes to the previous number, the email says the new number\'s last digits', async () => {
    const user = await createUser(ctx.db, { mobile: '9123400001', language: 0 });
    await ctx.db.query(`UPDATE users SET mobile = '9123409876' WHERE id = $1`, [user.id]);
    await queue({ kind: 'mobile-changed', userId: user.id, subject: 'mobile:9123409876', shortTo: '9123400001' });
    await messages.deliverDue();
    expect((await outboxFor(user.email))[0]!.body).toContain('ending in 9876');
    expect((await outboxFor('9123400001'))[0]!.body).toContain('changed to one ending in 9876');
    expect(await outboxFor('9123409876')).toEqual([]);
  });
});

describe('messages: the detail form request', () => {
  it('only for a program with a detail form, while the form is not filled in', async () => {
    const user = await createUser(ctx.db, { language: 0 });
    const withForm = await paidRegistration(user.id);
    const seva = await createEvent(ctx.db, { program_id: 7, event_name: 'Seva Day' });
    const noForm = await createRegistration(ctx.db, { user_id: user.id, event_id: seva.id });
    const filled = await paidRegistration(user.id);
    await ctx.db.query(`UPDATE registrations SET details = '{"goal_life":"Peace"}' WHERE id = $1`, [filled.reg.id]);
    for (const reg of [withForm.reg, noForm, filled.reg]) {
      await queue({ kind: 'details-form-request', userId: user.id, subject: `registration:${reg.id}`, registrationId: reg.id });
    }
    const rows = await ctx.db.query<{ subject_ref: string }>(`SELECT DISTINCT subject_ref FROM messages WHERE user_id = $1 AND kind = 'details-form-request'`, [user.id]);
    expect(rows).toEqual([{ subject_ref: `registration:${withForm.reg.id}` }]);
    await messages.deliverDue();
    expect((await outboxFor(user.email))[0]!.body).toContain(`Fill in the form: https://portal.example.org/divija-reg/${withForm.reg.id}`);
  });
});

describe('messages: exactly once', () => {
  it('queueing twice makes one message; two delivery runs at once send it once', async () => {
    const { reg } = await paidRegistration(english.id);
    const req: MessageRequest = { kind: 'registration-received', userId: english.id, subject: `registration:${reg.id}`, registrationId: reg.id };
    expect(await queue(req)).toBe(2);
    expect(await queue(req)).toBe(0);
    const before = (await outboxFor(english.email)).length;
    const runs = await Promise.all([messages.deliverDue(), messages.deliverDue()]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    await messages.deliverDue();
    const emails = (await outboxFor(english.email)).slice(before);
    expect(emails.map((e) => e.subject)).toEqual(['Registration received: Divija Camp Salem']);
    expect((await rowsOf(english.id, 'registration-received')).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
    ]);
  });

  it('a provider failure is retried after a wait, then sent once', async () => {
    const user = await createUser(ctx.db, { language: 1 });
    failNextEmails = 1;
    await queue({ kind: 'password-changed', userId: user.id, subject: 'password:1' });
    const first = await messages.deliverDue();
    expect(first).toMatchObject({ sent: 1, retry: 1 });
    expect(await outboxFor(user.email)).toEqual([]);
    expect((await rowsOf(user.id, 'password-changed'))[0]).toMatchObject({ channel: 'email', status: 'queued', attempts: 1, last_error: 'SMTP 421 try again later' });

    // Not due again before the wait is over.
    expect(await messages.deliverDue()).toMatchObject({ sent: 0 });
    clock.advance(61_000);
    expect(await messages.deliverDue()).toMatchObject({ sent: 1 });
    expect(await messages.deliverDue()).toMatchObject({ sent: 0 });
    const emails = await outboxFor(user.email);
    expect(emails.map((e) => e.subject)).toEqual(['உங்கள் கடவுச்சொல் மாற்றப்பட்டது']);
    expect((await rowsOf(user.id, 'password-changed'))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: '' });
  });
});

describe('messages: reminders from the clock', () => {
  it('the day before: event reminder with date, venue, map link and a calendar file; a balance reminder for part-paid only', async () => {
    const user = await createUser(ctx.db, { language: 0 });
    const partly = await paidRegistration(user.id, 'partialpay', addIsoDays(todayIso(), 3));
    const tomorrow = await paidRegistration(user.id, 'success', addIsoDays(todayIso(), 1));
    // 05:00 in India: queued now, sent from 09:00.
    clock.set(`${addIsoDays(todayIso(), -1)}T23:30:00Z`);
    await messages.queueReminders();
    await messages.queueReminders();
    expect(await messages.deliverDue()).toMatchObject({ sent: 0 });
    clock.set(`${todayIso()}T03:30:00Z`);
    await messages.deliverDue();

    const emails = await outboxFor(user.email);
    expect(emails.map((e) => e.subject).sort()).toEqual(['Balance due for Divija Camp Salem', 'Tomorrow: Divija Camp Salem']);
    const reminder = emails.find((e) => e.subject.startsWith('Tomorrow'))!;
    expect(reminder.body).toContain(`Date: ${addIsoDays(todayIso(), 1).split('-').reverse().join('/')}`);
    expect(reminder.body).toContain('Venue: 4 Hill Road, Salem');
    expect(reminder.body).toContain('Open the map: https://www.google.com/maps/search/?api=1&query=4%20Hill%20Road%2C%20Salem');
    expect(reminder.meta.attachments).toEqual([{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', bytes: expect.any(Number) }]);
    const balance = emails.find((e) => e.subject.startsWith('Balance'))!;
    expect(balance.body).toContain(`Pay now: https://portal.example.org/eventdetail/${partly.reg.id}`);
    expect(balance.body).toContain('Balance due: Rs. 6,000');
    expect(tomorrow.reg.id).toBeGreaterThan(0);
  });

  it('the calendar file is a valid all-day event over the event\'s days', async () => {
    const { calendarFile } = await import('./attachments.ts');
    const file = calendarFile(
      { name: 'x', event_name: 'Kaivalya Silence', event_address: 'Ooty', event_start_iso: '2026-12-10', event_end_iso: '2026-12-12', map_url: 'https://maps.example/ooty' },
      'uid-1@test',
    );
    const text = file.content.toString('utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('DTSTART;VALUE=DATE:20261210');
    expect(text).toContain('DTEND;VALUE=DATE:20261213');
    expect(text).toContain('SUMMARY:Kaivalya Silence');
  });
});

describe('messages: WhatsApp instead of SMS for the kinds the setting names', () => {
  it('sends the approved template with its parameters in order', async () => {
    const app = await startTestApp({ WHATSAPP_KINDS: 'password-changed', WHATSAPP_TEMPLATES: '{"password-changed":{"en":"pw_changed_v2"}}' }, () => ({ clock }));
    try {
      const user = await createUser(app.db, { language: 0, whatsapp_number: '919812345678' });
      const service = buildServices(app.deps).messages;
      await app.db.tx((q) => service.queueMessage(q, { kind: 'password-changed', userId: user.id, subject: 'password:9' }));
      await service.deliverDue();
      const [wa] = (await listOutbox(app.db)).filter((m) => m.channel === 'whatsapp');
      expect(wa).toMatchObject({ recipient: '919812345678', subject: 'pw_changed_v2' });
      expect(wa!.meta).toEqual({ template: 'pw_changed_v2', language: 'en', parameters: [user.name, '+91 90000 00000'] });
      expect((await listOutbox(app.db)).filter((m) => m.channel === 'sms')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('message texts', () => {
  const sample = MESSAGE_SAMPLE;
  it.each(MESSAGE_KINDS)('%s: English SMS is one GSM-7 segment, Tamil SMS one UCS-2 segment', (kind) => {
    expect(smsSegments(MESSAGE_TEXTS.en[kind](sample).sms)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const ta = smsSegments(MESSAGE_TEXTS.ta[kind](sample).sms);
    expect(ta.segments, MESSAGE_TEXTS.ta[kind](sample).sms).toBe(1);
    for (const lang of MESSAGE_LANGS) expect(MESSAGE_TEXTS[lang][kind](sample).subject).not.toMatch(/undefined/);
  });
});
