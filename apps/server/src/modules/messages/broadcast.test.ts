import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { BROADCAST_CODES } from '@portal/contract/broadcasts';
import { smsSegments } from '@portal/contract/notifications';
import type { Db } from '../../db/client.ts';
import { testClock } from '../../lib/clock.ts';
import { listOutbox, outboxSms, type SmsProvider } from '../../providers/messaging.ts';
import { addDays, createEvent, createUser } from '../../seed/factories.ts';
import { loginAs } from '../../test/harness.ts';
import { createRegistration } from '../donations/test-data.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * Messages to an event's participants: chosen by status, waiting list or check-in; previewed per
 * language with a real participant's data and the DLT template's segments; opted-out people
 * skipped and counted; queued as 'broadcast' messages that the delivery job sends (and retries);
 * sent now or at a time in India; audited.
 */
const clock = testClock(`${todayIso()}T06:30:00Z`); // 12:00 in India
let failNextSms = 0;
const flakySms = (db: Db): SmsProvider => {
  const inner = outboxSms(db);
  return {
    async send(to, body, options) {
      if (failNextSms > 0) {
        failNextSms--;
        throw new Error('gateway 503');
      }
      await inner.send(to, body, options);
    },
  };
};
const { ctx, coordinator, finance, ids } = useStaffTestApp({ PUBLIC_URL: 'https://portal.example.org' }, (db) => ({ clock, sms: flakySms(db) }));

const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
const texts = {
  subject_en: 'Bring a shawl',
  body_en: 'The hall is cold in the morning.',
  subject_ta: 'சால்வை கொண்டு வாருங்கள்',
  body_ta: 'காலையில் அரங்கம் குளிராக இருக்கும்.',
};

let n = 0;
const person = (name: string, language: 0 | 1 = 0, over: Record<string, unknown> = {}) =>
  createUser(ctx.db, { name, language, mobile: `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(2, '0')}`, ...over });

/** An event with one person of each kind: paid, part paid (Tamil), pay later, pending, cancelled, waiting, checked in. */
async function festival() {
  const event = await createEvent(ctx.db, { event_name: 'Navaratri Camp Madurai', event_date: addDays(todayIso(), 10), event_address: '4 North Car Street, Madurai' });
  const paid = await person('Anand Kumar');
  const part = await person('மீனாட்சி சுந்தரம்', 1);
  const later = await person('Ravi Shankar');
  const pending = await person('Pending Person');
  const cancelled = await person('Cancelled Person');
  const waiting = await person('Waiting Person');
  const came = await person('Checked In', 0, { whatsapp_number: '9811112222' });
  await createRegistration(ctx.db, { user_id: paid.id, event_id: event.id, status: 'success' });
  await createRegistration(ctx.db, { user_id: part.id, event_id: event.id, status: 'partialpay', paid_minor: 300_000 });
  await createRegistration(ctx.db, { user_id: later.id, event_id: event.id, status: 'paylater', paid_minor: 0 });
  await createRegistration(ctx.db, { user_id: pending.id, event_id: event.id, status: 'pending', paid_minor: 0 });
  await createRegistration(ctx.db, { user_id: cancelled.id, event_id: event.id, status: 'cancelled' });
  const cameReg = await createRegistration(ctx.db, { user_id: came.id, event_id: event.id, status: 'success' });
  await ctx.db.query('UPDATE registrations SET attended_at = now() WHERE id = $1', [cameReg.id]);
  await ctx.db.query(`INSERT INTO waiting_list (event_id, user_id, state) VALUES ($1, $2, 'waiting')`, [event.id, waiting.id]);
  return { event, paid, part, later, pending, cancelled, waiting, came };
}

const preview = async (eventId: number, audience: string, channel = 'email', body: Record<string, unknown> = texts) => {
  const res = await post('/api/admin/broadcasts/preview', coordinator, { event_id: eventId, audience, channel, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const messagesOf = (id: number) =>
  ctx.db.query<{ user_id: number; channel: string; lang: string; status: string; attempts: number; last_error: string; recipient: string }>(
    `SELECT user_id, channel, lang, status, attempts, last_error, recipient FROM messages WHERE kind = 'broadcast' AND subject_ref = $1 ORDER BY user_id, channel`,
    [`broadcast:${id}`],
  );

describe('who a message to participants reaches', () => {
  it('by registration status, waiting list and check-in; each person once; not pending or cancelled', async () => {
    const f = await festival();
    const count = async (audience: string) => (await preview(f.event.id, audience)).recipients;
    expect(await count('paid')).toBe(2);
    expect(await count('part_paid')).toBe(1);
    expect(await count('pay_later')).toBe(1);
    expect(await count('waiting')).toBe(1);
    expect(await count('checked_in')).toBe(1);
    expect(await count('not_checked_in')).toBe(3);
    expect(await count('everyone')).toBe(5);
    // Each person's preferred channel: WhatsApp when they gave a number, else email.
    const preferred = await preview(f.event.id, 'everyone', 'preferred');
    expect(preferred.by_channel).toEqual({ email: 4, sms: 0, whatsapp: 1 });
    expect(preferred.by_lang).toEqual({ en: 4, ta: 1 });
  });

  it('previews each language with a real participant, the DLT template and its segments', async () => {
    const f = await festival();
    const p = await preview(f.event.id, 'everyone', 'sms');
    const ta = p.langs.find((l: { lang: string }) => l.lang === 'ta');
    const en = p.langs.find((l: { lang: string }) => l.lang === 'en');
    expect(ta.sample_name).toBe('மீனாட்சி சுந்தரம்');
    expect(ta.subject).toBe('சால்வை கொண்டு வாருங்கள்');
    expect(ta.text).toContain('அன்புள்ள மீனாட்சி சுந்தரம்,');
    expect(ta.text).toContain('Navaratri Camp Madurai');
    expect(ta.dlt_template_id).toBe('DEV-DLT-broadcast-ta');
    expect(ta.sms).toMatch(/: காலையில் அரங்கம் குளிராக இருக்கும்.$/);
    expect(ta).toMatchObject({ sms_encoding: 'UCS-2', sms_segments: smsSegments(ta.sms).segments, sms_units: ta.sms.length });
    expect(en).toMatchObject({ sms_encoding: 'GSM-7', sms_segments: 1, dlt_template_id: 'DEV-DLT-broadcast-en' });
    expect(p.sms_limit).toBe(4);
  });

  it('refuses an SMS longer than the segments allowed, naming the language; email may be longer', async () => {
    const f = await festival();
    const long = { ...texts, body_ta: 'காலையில் அரங்கம் குளிராக இருக்கும். '.repeat(10) };
    const res = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'everyone', channel: 'sms', ...long });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: BROADCAST_CODES.smsTooLong, errors: { body_ta: expect.stringContaining('too long for an SMS') } });
    expect((await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'everyone', channel: 'email', ...long })).statusCode).toBe(200);
  });

  it('refuses bad input with the field named, an unknown event with 404, and finance with 403', async () => {
    const f = await festival();
    const bad = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'vips', channel: 'email', ...texts });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('audience');
    const noTa = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'paid', channel: 'email', ...texts, body_ta: '' });
    expect(noTa.json().errors).toHaveProperty('body_ta');
    expect((await post('/api/admin/broadcasts', coordinator, { event_id: 999999, audience: 'paid', channel: 'email', ...texts })).statusCode).toBe(404);
    expect((await post('/api/admin/broadcasts', finance, { event_id: f.event.id, audience: 'paid', channel: 'email', ...texts })).statusCode).toBe(403);
    const empty = await createEvent(ctx.db, {});
    const nobody = await post('/api/admin/broadcasts', coordinator, { event_id: empty.id, audience: 'paid', channel: 'email', ...texts });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().code).toBe(BROADCAST_CODES.nobody);
  });
});

describe('the registrations ticked in the list', () => {
  it("audience 'selected' reaches only the ticked registrations of the event; without them it is refused, naming the field", async () => {
    const f = await festival();
    const other = await festival();
    const regOf = async (eventId: number, userId: number) => (await ctx.db.one<{ id: number }>('SELECT id FROM registrations WHERE event_id = $1 AND user_id = $2', [eventId, userId]))!.id;
    const ids = [await regOf(f.event.id, f.paid.id), await regOf(f.event.id, f.part.id), await regOf(other.event.id, other.later.id)];
    const p = await preview(f.event.id, 'selected', 'email', { ...texts, registration_ids: ids } as never);
    // The other event's registration is not this event's participant.
    expect(p).toMatchObject({ recipients: 2, by_lang: { en: 1, ta: 1 } });
    const sent = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'selected', channel: 'email', registration_ids: ids, ...texts });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await messagesOf(sent.json().data.id)).map((r) => r.user_id).sort()).toEqual([f.paid.id, f.part.id].sort());
    const none = await post('/api/admin/broadcasts/preview', coordinator, { event_id: f.event.id, audience: 'selected', channel: 'email', ...texts });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: BROADCAST_CODES.nothingSelected, errors: { registration_ids: expect.any(String) } });
  });
});

describe('sending', () => {
  it('skips and counts a person who opted out; queues the rest in their language; audited', async () => {
    const f = await festival();
    const me = await loginAs(ctx, { name: 'Opted Out Devotee' });
    await createRegistration(ctx.db, { user_id: me.user.id, event_id: f.event.id, status: 'success' });
    const state = async () => (await ctx.app.inject({ method: 'GET', url: '/api/account/message-opt-out', headers: me.headers })).json().data.opt_out;
    expect(await state()).toBe(false);
    expect((await post('/api/account/message-opt-out', me.headers, { opt_out: true })).statusCode).toBe(200);
    // The profile's switch reads it back.
    expect(await state()).toBe(true);
    const p = await preview(f.event.id, 'paid');
    expect(p).toMatchObject({ recipients: 2, opted_out: 1 });

    const res = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'paid', channel: 'email', ...texts });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ state: 'queued', recipients: 2, opted_out: 1, progress: { queued: 2 } });
    const rows = await messagesOf(b.id);
    expect(rows.map((r) => r.user_id).sort()).toEqual([f.paid.id, f.came.id].sort());
    expect(rows.every((r) => r.channel === 'email' && r.lang === 'en')).toBe(true);
    const audit = await ctx.db.one<{ staff_id: number; action: string }>(`SELECT staff_id, action FROM audit_log WHERE entity = 'broadcasts' AND entity_id = $1`, [String(b.id)]);
    expect(audit).toMatchObject({ staff_id: ids.coordinator, action: 'broadcast-send' });

    // Opting back in: the next message reaches them.
    expect((await post('/api/account/message-opt-out', me.headers, { opt_out: false })).statusCode).toBe(200);
    expect((await preview(f.event.id, 'paid')).opted_out).toBe(0);
  });

  it('part-paid participants in Tamil by SMS: the delivery job sends it, a gateway failure is retried', async () => {
    const f = await festival();
    const res = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'part_paid', channel: 'sms', ...texts });
    const b = res.json().data;
    expect(await messagesOf(b.id)).toEqual([{ user_id: f.part.id, channel: 'sms', lang: 'ta', status: 'queued', attempts: 0, last_error: '', recipient: f.part.mobile }]);

    const messages = buildServices(ctx.deps).messages;
    failNextSms = 1;
    await messages.deliverDue(100);
    expect((await messagesOf(b.id))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: 'gateway 503' });
    clock.advance(2 * 60_000);
    await messages.deliverDue(100);
    expect((await messagesOf(b.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const sms = (await listOutbox(ctx.db, 1000)).find((m) => m.recipient === f.part.mobile && m.channel === 'sms');
    expect(sms!.body).toContain('காலையில் அரங்கம் குளிராக இருக்கும்.');
    expect(sms!.meta.dlt_template_id).toBe('DEV-DLT-broadcast-ta');
    const list = await ctx.app.inject({ method: 'GET', url: `/api/admin/broadcasts?event_id=${f.event.id}`, headers: coordinator });
    expect(list.json().data[0]).toMatchObject({ id: b.id, progress: { sent: 1 } });
    // Per recipient in the back office's messages.
    const view = await ctx.app.inject({ method: 'GET', url: `/api/admin/messages?kind=broadcast&subject=broadcast:${b.id}`, headers: coordinator });
    expect(view.json()).toMatchObject({ total: 1, data: [{ status: 'sent', lang: 'ta', attempts: 2 }] });
  });

  it('at a time in India: nothing is queued before; the job queues it then, for the audience as it is; a scheduled one can be cancelled', async () => {
    const f = await festival();
    // 18:30 IST today (the clock is 12:00 IST).
    const at = `${todayIso()}T18:30`;
    const res = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'pay_later', channel: 'email', ...texts, send_at: at });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ state: 'scheduled', send_at: new Date(`${at}:00+05:30`).toISOString() });
    const broadcasts = buildServices(ctx.deps).broadcasts;
    await broadcasts.queueDue();
    expect(await messagesOf(b.id)).toEqual([]);
    // Someone allowed to pay later in the meantime is reached too.
    const late = await person('Late Payer');
    await createRegistration(ctx.db, { user_id: late.id, event_id: f.event.id, status: 'paylater', paid_minor: 0 });

    const other = (await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'paid', channel: 'email', ...texts, send_at: at })).json().data;
    expect((await post(`/api/admin/broadcasts/${other.id}/cancel`, coordinator, {})).statusCode).toBe(200);

    clock.advance(7 * 3600_000);
    expect(await broadcasts.queueDue()).toBe(1);
    expect((await messagesOf(b.id)).map((m) => m.user_id).sort()).toEqual([f.later.id, late.id].sort());
    expect(await messagesOf(other.id)).toEqual([]);
    const again = await post(`/api/admin/broadcasts/${b.id}/cancel`, coordinator, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(BROADCAST_CODES.notScheduled);
    expect((await post('/api/admin/broadcasts/999999/cancel', coordinator, {})).statusCode).toBe(404);
    clock.set(`${todayIso()}T06:30:00Z`);
  });

  it('refuses a time that has passed', async () => {
    const f = await festival();
    const res = await post('/api/admin/broadcasts', coordinator, { event_id: f.event.id, audience: 'paid', channel: 'email', ...texts, send_at: `${todayIso()}T08:00` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: BROADCAST_CODES.timePassed, errors: { send_at: expect.any(String) } });
  });

  it('saves a template and lists it', async () => {
    const res = await post('/api/admin/broadcast-templates', coordinator, { name: 'Cold hall', ...texts });
    expect(res.statusCode, res.body).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/broadcast-templates', headers: coordinator });
    expect(list.json().data).toContainEqual({ id: res.json().data.id, name: 'Cold hall', ...texts });
  });

  it('queues one message to 5,000 participants, chunk by chunk, each once (its speed is measured by npm run bench)', async () => {
    const event = await createEvent(ctx.db, { event_name: 'Mass Satsang' });
    await ctx.db.query(
      `INSERT INTO users (name, email, mobile, password_hash, language)
       SELECT 'Bulk ' || g, 'bulk' || g || '@example.org', '97' || lpad(g::text, 8, '0'), 'x', g % 2 FROM generate_series(1, 5000) g`,
    );
    await ctx.db.query(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, discount_percent, discount_minor, total_minor, advance_minor, paid_minor, accept_terms)
       SELECT u.id, $1, 1, 'success', 'INR', 1000, 0, 0, 1000, 0, 1000, true FROM users u WHERE u.name LIKE 'Bulk %'`,
      [event.id],
    );
    const res = await post('/api/admin/broadcasts', coordinator, { event_id: event.id, audience: 'paid', channel: 'email', ...texts });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'queued', recipients: 5000 });
    const queued = await ctx.db.one<{ n: number; people: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS people FROM messages WHERE kind = 'broadcast' AND subject_ref = $1`,
      [`broadcast:${res.json().data.id}`],
    );
    expect(queued).toEqual({ n: 5000, people: 5000 });
  }, 60_000);
});
