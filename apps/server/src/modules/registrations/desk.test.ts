import { describe, expect, it } from 'vitest';
import { DESK_CODES, DESK_MESSAGES } from '@portal/contract/admin-desk';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays, createEvent, createUser } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import { ticketKeys, verifyDoorTicket } from './ticket.ts';
import { listOutbox } from '../../providers/messaging.ts';
import { buildServices } from '../../services.ts';

/**
 * The desk: a walk-in found or added, registered under the online rules (price computed here, a
 * seat or staff's confirmed overshoot), the money taken there (cash, UPI, card) or left to pay
 * later with the Pay Now link; the invoice issued, the ticket answered and sent, every step audited.
 */
const { ctx, coordinator, finance, editor, ids } = useStaffTestApp({ PUBLIC_URL: 'https://portal.example.org' });
const today = todayIso();

const post = (url: string, headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const messagesOf = (userId: number) =>
  ctx.db.query<{ kind: string; channel: string; lang: string; subject_ref: string }>('SELECT kind, channel, lang, subject_ref FROM messages WHERE user_id = $1 ORDER BY id', [userId]);
const auditOf = (entity: string, id: number) =>
  ctx.db.query<{ action: string; staff_id: number; after: Record<string, unknown> }>('SELECT action, staff_id, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(id)]);
const holdOf = async (id: number) => (await ctx.db.one<{ state: string }>('SELECT state FROM seat_holds WHERE registration_id = $1', [id]))?.state;

/** A ₹2,500 event of `capacity` seats (10% off: ₹2,250 is what the server asks). */
async function eventOf(capacity: number | null = null) {
  const e = await createEvent(ctx.db, { event_name: 'Ulchemy Weekend Madurai', price_minor: 250_000, discount_percent: 10, event_date: addDays(today, 12) });
  if (capacity !== null) await ctx.db.query('UPDATE events SET capacity = $2 WHERE id = $1', [e.id, capacity]);
  return e;
}

/** A person with an account (made as a sign-up makes it). */
const walkIn = (overrides: Record<string, unknown> = {}) => createUser(ctx.db, { mobile: newMobile(), ...overrides });

const register = (headers: Headers, payload: Record<string, unknown>) => post('/api/admin/desk/registrations', headers, payload);

describe('finding and adding the devotee', () => {
  it('finds an existing devotee by mobile, name or email through the devotees list', async () => {
    const p = await walkIn({ name: 'Kamala Devi Desk', email: `kamala.${Date.now()}@example.org` });
    for (const q of [p.mobile, 'Kamala Devi Desk', p.email]) {
      const res = await get(`/api/admin/devotees?q=${encodeURIComponent(q)}`, coordinator);
      expect(res.json().data.map((d: { id: number }) => d.id), q).toContain(p.id);
    }
  });

  it('adds a walk-in with name, mobile and city: audited, and an SMS tells them how to set a password', async () => {
    const city = (await get('/api/admin/desk/cities?q=Chennai', coordinator)).json().data[0];
    expect(city).toMatchObject({ name: expect.stringMatching(/Chennai/i) });
    const mobile = newMobile();
    const res = await post('/api/admin/desk/devotees', coordinator, { name: 'Selvi Raman', mobile, city_id: city.id, language: 'ta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: DESK_MESSAGES.deskDevoteeCreated, data: { name: 'Selvi Raman', mobile } });
    const id = res.json().data.id as number;
    expect(await ctx.db.one('SELECT city_id, language, email FROM users WHERE id = $1', [id])).toEqual({ city_id: city.id, language: 1, email: '' });
    expect(await messagesOf(id)).toEqual([{ kind: 'desk-account-created', channel: 'sms', lang: 'ta', subject_ref: `desk-account:${id}` }]);
    expect(await auditOf('devotees', id)).toEqual([
      { action: 'desk-create', staff_id: ids.coordinator, after: { name: 'Selvi Raman', mobile, email: '', city_id: city.id, language: 'ta' } },
    ]);
    // The password is set through the reset flow: a code goes to the number.
    expect((await post('/api/forgot/password', {}, { mobile })).statusCode).toBe(200);
    expect(await ctx.db.one('SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1', [id])).toEqual({ n: 1 });
  });

  it('refuses a number another account uses (409 with its code), an unknown city and bad fields, naming the field', async () => {
    const p = await walkIn();
    const city = (await get('/api/admin/desk/cities?q=', coordinator)).json().data[0];
    const taken = await post('/api/admin/desk/devotees', coordinator, { name: 'Someone Else', mobile: p.mobile, city_id: city.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: 0, code: DESK_CODES.mobileTaken, errors: { mobile: MESSAGES.devoteeMobileTaken } });
    const nowhere = await post('/api/admin/desk/devotees', coordinator, { name: 'Someone Else', mobile: newMobile(), city_id: 999_999_999 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ code: DESK_CODES.unknownCity, errors: { city_id: DESK_MESSAGES.deskUnknownCity } });
    const bad = await post('/api/admin/desk/devotees', coordinator, { name: 'X Y', mobile: '12', city_id: city.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ mobile: MESSAGES.invalidMobile });
  });
});

describe('registering at the desk', () => {
  it('cash: the price computed by the server, a seat taken, paid, the invoice issued, the ticket answered and sent, audited', async () => {
    const e = await eventOf(5);
    const p = await walkIn({ name: 'Ravi Shankar' });
    const quote = (await get(`/api/admin/desk/quote?event_id=${e.id}&user_id=${p.id}`, coordinator)).json().data;
    expect(quote).toMatchObject({ event_id: e.id, total: 2250, currency: 'INR', capacity: 5, taken: 0, over_by: 0, registered: '' });

    // An amount sent by the browser is not a field: the server's price is what is taken.
    const res = await register(coordinator, { user_id: p.id, event_id: e.id, payment: 'cash', amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(DESK_MESSAGES.deskRegistered);
    expect(data).toMatchObject({ status: 'success', total: 2250, payment: 'cash', name: 'Ravi Shankar', event_name: 'Ulchemy Weekend Madurai' });
    expect(data.reg_number).toMatch(/^MFR-\d{4}-\d{6}$/);
    expect(verifyDoorTicket(ticketKeys(ctx.deps.config), data.ticket)?.registrationId).toBe(data.registration_id);

    const id = data.registration_id as number;
    expect(await ctx.db.one('SELECT status, paid_minor::int AS paid, total_minor::int AS total FROM registrations WHERE id = $1', [id])).toEqual({ status: 'success', paid: 225_000, total: 225_000 });
    expect(await holdOf(id)).toBe('kept');
    expect((await get(`/api/admin/desk/quote?event_id=${e.id}`, coordinator)).json().data).toMatchObject({ taken: 1 });
    // The payment is an offline one, recorded as cash; the invoice is issued with it.
    expect(await ctx.db.one(`SELECT provider, provider_status, amount_minor::int AS amount, status FROM payment_attempts WHERE registration_id = $1`, [id])).toEqual({
      provider: 'offline', provider_status: 'cash', amount: 225_000, status: 'success',
    });
    expect(await ctx.db.one(`SELECT count(*)::int AS n FROM document_identities WHERE kind = 'registration_invoice' AND ref_id = $1`, [id])).toEqual({ n: 1 });
    // The devotee hears of the payment (invoice attached) and gets the ticket.
    const kinds = (await messagesOf(p.id)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['payment-succeeded', 'desk-ticket']));
    // Audited: the payment (where it was taken) and the desk's registration.
    const audit = await auditOf('registrations', id);
    expect(audit.map((a) => a.action)).toEqual(['mark-paid', 'desk-register']);
    expect(audit[0]!.after).toMatchObject({ method: 'cash', amount_minor: 225_000, at: 'desk' });
    expect(audit[1]).toMatchObject({ staff_id: ids.coordinator, after: { event_id: e.id, user_id: p.id, status: 'success', payment: 'cash', total_minor: 225_000 } });

    // A second registration of the same person for the event is refused.
    const again = await register(coordinator, { user_id: p.id, event_id: e.id, payment: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: DESK_CODES.alreadyRegistered, message: DESK_MESSAGES.deskAlreadyRegistered });
    expect((await get(`/api/admin/desk/quote?event_id=${e.id}&user_id=${p.id}`, coordinator)).json().data.registered).toBe('success');
  });

  it('UPI and card need their reference; finance may take the money; the reference is kept; a Tamil devotee gets the ticket in Tamil', async () => {
    const e = await eventOf();
    const p = await walkIn({ language: 1 });
    const missing = await register(finance, { user_id: p.id, event_id: e.id, payment: 'upi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reference: DESK_MESSAGES.deskReferenceNeeded });
    const res = await register(finance, { user_id: p.id, event_id: e.id, payment: 'card', reference: 'SLIP 004512' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.registration_id as number;
    expect(await ctx.db.one(`SELECT provider_status, raw_response->>'reference' AS reference FROM payment_attempts WHERE registration_id = $1`, [id])).toEqual({ provider_status: 'card', reference: 'SLIP 004512' });
    const ticket = (await messagesOf(p.id)).filter((m) => m.kind === 'desk-ticket');
    expect(ticket.map((m) => [m.channel, m.lang])).toEqual([['email', 'ta'], ['sms', 'ta']]);
    await buildServices(ctx.deps).messages.deliverDue(100);
    const regNumber = res.json().data.reg_number as string;
    const sent = (await listOutbox(ctx.db, 1000)).filter((m) => m.recipient === p.mobile || m.recipient === p.email);
    expect(sent.find((m) => m.subject === 'உங்கள் டிக்கெட்: Ulchemy Weekend Madurai')?.body).toContain(`உங்கள் பதிவு எண் ${regNumber} தான் உங்கள் டிக்கெட்`);
    expect(sent.some((m) => m.channel === 'sms' && m.body.includes(`டிக்கெட் எண் ${regNumber}`))).toBe(true);
    // An editor has no desk.
    expect((await register(editor, { user_id: p.id, event_id: e.id, payment: 'cash' })).statusCode).toBe(403);
  });

  it('pay later: the place is held, the Pay Now link is sent, no ticket yet', async () => {
    const e = await eventOf(3);
    const p = await walkIn();
    const res = await register(coordinator, { user_id: p.id, event_id: e.id, payment: 'later' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: DESK_MESSAGES.deskPayLater, data: { status: 'paylater', ticket: '', total: 2250 } });
    const id = res.json().data.registration_id as number;
    expect(await holdOf(id)).toBe('kept');
    const sent = await messagesOf(p.id);
    expect(sent.filter((m) => m.kind === 'pay-later-allowed').map((m) => m.subject_ref)).toContain(`registration:${id}`);
    expect(sent.map((m) => m.kind)).not.toContain('desk-ticket');
    expect((await auditOf('registrations', id)).map((a) => a.action)).toEqual(['allow-pay-later', 'desk-register']);
  });

  it('a full event is refused without confirmation (nothing left behind) and registered over capacity when confirmed, audited', async () => {
    const e = await eventOf(1);
    await register(coordinator, { user_id: (await walkIn()).id, event_id: e.id, payment: 'cash' });
    const p = await walkIn();
    expect((await get(`/api/admin/desk/quote?event_id=${e.id}&user_id=${p.id}`, coordinator)).json().data).toMatchObject({ capacity: 1, taken: 1, over_by: 1 });

    const refused = await register(coordinator, { user_id: p.id, event_id: e.id, payment: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: 0, message: MESSAGES.adminOverCapacity, errors: { over_capacity: MESSAGES.adminOverCapacity } });
    expect(await ctx.db.one('SELECT count(*)::int AS n FROM registrations WHERE user_id = $1', [p.id])).toEqual({ n: 0 });
    expect(await ctx.db.one(`SELECT count(*)::int AS n FROM payment_attempts WHERE user_id = $1`, [p.id])).toEqual({ n: 0 });

    const confirmed = await register(coordinator, { user_id: p.id, event_id: e.id, payment: 'cash', over_capacity: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = confirmed.json().data.registration_id as number;
    const audit = await auditOf('registrations', id);
    expect(audit.map((a) => a.action)).toEqual(['over-capacity', 'mark-paid', 'desk-register']);
    expect(audit[0]!.after).toEqual({ event_id: e.id, capacity: 1, over_by: 1, confirmed: 1, because: 'mark-paid' });
  });

  it('a free event: confirmed at once with its ticket, no payment', async () => {
    const e = await createEvent(ctx.db, { price_minor: 0, event_date: addDays(today, 5) });
    const p = await walkIn();
    const res = await register(coordinator, { user_id: p.id, event_id: e.id, payment: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'success', total: 0 });
    expect(res.json().data.ticket).not.toBe('');
    expect(await ctx.db.one('SELECT count(*)::int AS n FROM payment_attempts WHERE user_id = $1', [p.id])).toEqual({ n: 0 });
  });

  it('unknown devotee or event: 404; a closed event: refused as online', async () => {
    const e = await eventOf();
    const p = await devotee(ctx);
    expect((await register(coordinator, { user_id: 999_999_998, event_id: e.id, payment: 'cash' })).statusCode).toBe(404);
    expect((await register(coordinator, { user_id: p.user.id, event_id: 999_999_998, payment: 'cash' })).statusCode).toBe(404);
    const closed = await createEvent(ctx.db, { price_minor: 100_000, event_date: addDays(today, 5), is_closed: true });
    const res = await register(coordinator, { user_id: p.user.id, event_id: closed.id, payment: 'cash' });
    expect(res.statusCode).toBe(422);
    expect((await get(`/api/admin/desk/quote?event_id=${closed.id}`, coordinator)).statusCode).toBe(422);
  });
});
