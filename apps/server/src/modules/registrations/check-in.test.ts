import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';
import { signHmacTicket } from './ticket.ts';

/** Check-in at the door: by ticket or number, once, refusals, search and counts, roles. */
let ctx: TestContext;
let owner: Headers;
let coordinator: Headers;
let coordinatorName: string;
let editor: Headers;
let finance: Headers;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = (await staffSession(ctx, 'owner')).headers;
  const c = await staffSession(ctx, 'coordinator', { name: 'Door Coordinator' });
  coordinator = c.headers;
  coordinatorName = c.staff.name;
  editor = (await staffSession(ctx, 'editor')).headers;
  finance = (await staffSession(ctx, 'finance')).headers;
});
afterAll(() => ctx.close());

const today = todayIso();
const checkIn = (headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/check-in', headers, payload });
const search = (headers: Headers, eventId: number, q = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/check-in/${eventId}${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers });
const ticketOf = (id: number) => signHmacTicket(id, ctx.deps.config.TICKET_SECRET);
const auditRows = (id: number) =>
  ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'registrations' AND entity_id = $1 AND action = 'check_in'`, [String(id)]);

/** A devotee registered for a new event, paid in full, part paid or not paid. */
async function registration(state: 'full' | 'advance' | 'pending', who: Record<string, unknown> = {}, eventId?: number) {
  const event = eventId ?? (await createEvent(ctx.db, { price_minor: 1_000_000, advance_minor: 300_000, event_date: addDays(today, 5) })).id;
  const person = await devotee(ctx, who);
  const txn = await registerTxn(ctx, person.headers, { event_id: event, payment_mode: state === 'advance' ? 'advance' : 'full' });
  if (state !== 'pending') await payThroughSandbox(ctx, txn, 'success');
  const id = (await attemptRow(ctx, txn))!.registration_id!;
  return { eventId: event, person, id };
}

describe('POST admin/check-in', () => {
  it('checks a paid registration in by its scanned ticket, once, and says who it is', async () => {
    const { id, person, eventId } = await registration('full', { name: 'Meena Raghavan' });
    const res = await checkIn(coordinator, { event_id: eventId, ticket: ticketOf(id) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, message: MESSAGES.checkInDone });
    expect(body.data).toMatchObject({ registration_id: id, name: 'Meena Raghavan', mobile: person.mobile, event_id: eventId, status: 'success', already: 0, checked_in_by: coordinatorName });
    expect(body.data.attended_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(await auditRows(id)).toHaveLength(1);

    const again = await checkIn(coordinator, { event_id: eventId, ticket: ticketOf(id) });
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.data).toMatchObject({ already: 1, attended_at: body.data.attended_at, checked_in_by: coordinatorName });
    expect(second.message).toMatch(/^Already checked in on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('checks a part-paid registration in by its number (the owner may too)', async () => {
    const { id, eventId } = await registration('advance');
    const res = await checkIn(owner, { event_id: eventId, registration_id: String(id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ registration_id: id, status: 'partialpay', already: 0 });
  });

  it('checks in only once when two scanners send the same ticket at the same moment', async () => {
    const { id, eventId } = await registration('full');
    const answers = await Promise.all([checkIn(coordinator, { event_id: eventId, ticket: ticketOf(id) }), checkIn(coordinator, { event_id: eventId, ticket: ticketOf(id) })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.already).sort()).toEqual([0, 1]);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('refuses an unpaid registration and a cancelled one with a clear message, changing nothing', async () => {
    const unpaid = await registration('pending');
    const res = await checkIn(coordinator, { event_id: unpaid.eventId, registration_id: unpaid.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: 0, code: 'check_in_unpaid', message: MESSAGES.checkInUnpaid });

    const paid = await registration('full');
    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/admin/registrations/${paid.id}/cancel`, headers: coordinator, payload: { reason: 'Could not travel', paid_money: 'refund_due' } });
    expect(cancel.statusCode).toBe(200);
    const refused = await checkIn(coordinator, { event_id: paid.eventId, ticket: ticketOf(paid.id) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: 0, code: 'check_in_cancelled', message: MESSAGES.checkInCancelled });
    const rows = await ctx.db.query<{ attended_at: string | null }>('SELECT attended_at FROM registrations WHERE id = ANY($1)', [[unpaid.id, paid.id]]);
    expect(rows.map((r) => r.attended_at)).toEqual([null, null]);
  });

  it('answers 400 naming the field for a forged ticket or an empty body, 404 for an unknown number', async () => {
    const { id, eventId } = await registration('full');
    const forged = await checkIn(coordinator, { event_id: eventId, ticket: `${ticketOf(id).slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: 0, code: 'check_in_bad_ticket', message: MESSAGES.checkInBadTicket, errors: { ticket: MESSAGES.checkInBadTicket } });
    const empty = await checkIn(coordinator, { event_id: eventId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(0);
    expect(empty.json().message).toContain(MESSAGES.checkInWhich);
    const unknown = await checkIn(coordinator, { event_id: eventId, registration_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: 0, code: 'admin_registration_not_found', message: MESSAGES.adminRegistrationNotFound });
  });
});

describe('one door, one event', () => {
  it("refuses a valid ticket for another event with that event's name, in English and Tamil, changing nothing", async () => {
    const other = await createEvent(ctx.db, { event_name: 'Kaivalya Madurai', price_minor: 1_000_000, advance_minor: 300_000, event_date: addDays(today, 9) });
    const door = await createEvent(ctx.db, { event_name: 'Divija Salem', price_minor: 1_000_000, event_date: addDays(today, 5) });
    const { id } = await registration('full', {}, other.id);
    const wrongDoor = await checkIn(coordinator, { event_id: door.id, ticket: ticketOf(id) });
    expect(wrongDoor.statusCode).toBe(422);
    expect(wrongDoor.json()).toEqual({ success: 0, code: 'check_in_other_event', message: 'This ticket is for another event: Kaivalya Madurai' });
    const byNumber = await checkIn(coordinator, { event_id: door.id, registration_id: id });
    expect(byNumber.json()).toEqual({ success: 0, code: 'check_in_other_event', message: 'This ticket is for another event: Kaivalya Madurai' });
    const tamil = await ctx.app.inject({ method: 'POST', url: '/api/admin/check-in', headers: { ...coordinator, 'accept-language': 'ta' }, payload: { event_id: door.id, ticket: ticketOf(id) } });
    expect(tamil.json().message).toBe('இந்த நுழைவுச்சீட்டு வேறு நிகழ்வுக்கானது: Kaivalya Madurai');
    const [row] = await ctx.db.query<{ attended_at: string | null }>('SELECT attended_at FROM registrations WHERE id = $1', [id]);
    expect(row!.attended_at).toBeNull();
    expect(await auditRows(id)).toHaveLength(0);

    // At its own door the same ticket lets the person in.
    expect((await checkIn(coordinator, { event_id: other.id, ticket: ticketOf(id) })).json().message).toBe(MESSAGES.checkInDone);
  });

  it('asks which door when the call names no event', async () => {
    const { id } = await registration('full');
    const res = await checkIn(coordinator, { ticket: ticketOf(id) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ event_id: MESSAGES.checkInChooseEvent });
  });
});

describe('GET admin/check-in/:event_id', () => {
  it('finds the people of an event by mobile or name, with counts registered / checked in', async () => {
    const first = await registration('full', { name: 'Arul Selvan' });
    const second = await registration('advance', { name: 'Bhavani Kumar' }, first.eventId);
    const unpaid = await registration('pending', { name: 'Chitra Devi' }, first.eventId);
    const before = (await search(coordinator, first.eventId)).json();
    expect(before.counts).toEqual({ registered: 2, checked_in: 0 });
    expect(before.data.map((p: { registration_id: number }) => p.registration_id)).toEqual([first.id, second.id, unpaid.id]);
    expect(before.data[2]).toMatchObject({ can_check_in: 0, status: 'pending', attended_at: null });

    const byMobile = (await search(coordinator, first.eventId, `+91 ${second.person.mobile}`)).json();
    expect(byMobile.data).toEqual([expect.objectContaining({ registration_id: second.id, name: 'Bhavani Kumar', can_check_in: 1 })]);
    expect((await search(coordinator, first.eventId, 'arul sel')).json().data.map((p: { registration_id: number }) => p.registration_id)).toEqual([first.id]);

    await checkIn(coordinator, { event_id: first.eventId, registration_id: first.id });
    const after = (await search(coordinator, first.eventId, 'Arul')).json();
    expect(after.counts).toEqual({ registered: 2, checked_in: 1 });
    expect(after.data[0].attended_at).not.toBeNull();
    expect(after.event).toMatchObject({ id: first.eventId });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await search(coordinator, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: 0, code: 'check_in_event_not_found', message: MESSAGES.checkInEventNotFound });
  });
});

describe('who may check in', () => {
  it('refuses editor and finance (403) and a devotee or no session (401)', async () => {
    const { id, eventId, person } = await registration('full');
    for (const headers of [editor, finance]) {
      const res = await checkIn(headers, { event_id: eventId, registration_id: id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
      expect((await search(headers, eventId)).statusCode).toBe(403);
    }
    for (const headers of [person.headers, {}]) {
      const res = await checkIn(headers, { event_id: eventId, registration_id: id });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(2);
      expect((await search(headers, eventId)).statusCode).toBe(401);
    }
    expect(await auditRows(id)).toHaveLength(0);
  });
});

describe('the door: the balance still due, taken in cash; a check-in undone', () => {
  const take = (headers: Headers, id: number, eventId: number) => ctx.app.inject({ method: 'POST', url: `/api/admin/check-in/${id}/take-payment`, headers, payload: { event_id: eventId } });
  const undo = (headers: Headers, id: number, eventId: number) => ctx.app.inject({ method: 'POST', url: `/api/admin/check-in/${id}/undo`, headers, payload: { event_id: eventId } });
  const money = (id: number) => ctx.db.one<{ status: string; paid_minor: number }>('SELECT status, paid_minor::int AS paid_minor FROM registrations WHERE id = $1', [id]);
  const actions = async (id: number) =>
    (await ctx.db.query<{ action: string; after: Record<string, unknown> }>(`SELECT action, after FROM audit_log WHERE entity = 'registrations' AND entity_id = $1 ORDER BY id`, [String(id)])).map(
      (a) => [a.action, a.after],
    );

  it('shows the balance due at the door, takes exactly that in cash (the amount is the server’s), and the devotee is told', async () => {
    const { id, eventId, person } = await registration('advance', { name: 'Balance Devi' });
    const found = (await search(coordinator, eventId, 'Balance Devi')).json().data;
    expect(found).toEqual([expect.objectContaining({ registration_id: id, status: 'partialpay', balance_due: 7000, currency: 'INR', can_check_in: 1 })]);

    const res = await take(coordinator, id, eventId);
    expect(res.json()).toEqual({ success: 1, message: 'Payment of ₹7,000 taken in cash' });
    expect(await money(id)).toEqual({ status: 'success', paid_minor: 1_000_000 });
    const cash = await ctx.db.one<{ provider: string; amount_minor: number; status: string }>(
      `SELECT provider, amount_minor::int AS amount_minor, status FROM payment_attempts WHERE registration_id = $1 AND provider = 'offline'`,
      [id],
    );
    expect(cash).toEqual({ provider: 'offline', amount_minor: 700_000, status: 'success' });
    expect((await actions(id)).find(([a]) => a === 'mark-paid')![1]).toMatchObject({ method: 'cash', amount_minor: 700_000, at: 'door', status: 'success' });
    // Settled as any payment is: the devotee receives the payment's confirmation.
    const told = await ctx.db.one<{ n: number }>(`SELECT count(DISTINCT subject_ref)::int AS n FROM messages WHERE user_id = $1 AND kind = 'payment-succeeded'`, [person.user.id]);
    // The advance online, then the balance at the door.
    expect(told!.n).toBe(2);
    expect((await search(coordinator, eventId, 'Balance Devi')).json().data[0]).toMatchObject({ balance_due: 0, status: 'success' });

    // Nothing more is due: a second tap changes nothing.
    const again = await take(coordinator, id, eventId);
    expect([again.statusCode, again.json().message]).toEqual([422, MESSAGES.adminNothingDue]);
  });

  it('refuses another event’s registration, one without a place, and roles other than the door’s', async () => {
    const { id, eventId } = await registration('advance');
    const other = await registration('full');
    const elsewhere = await take(coordinator, id, other.eventId);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toMatch(/^This ticket is for another event: /);
    const pending = await registration('pending');
    const res = await take(coordinator, pending.id, pending.eventId);
    expect([res.statusCode, res.json().message]).toEqual([422, MESSAGES.checkInNoPlace]);
    expect((await take(finance, id, eventId)).statusCode).toBe(403);
    expect((await take(editor, id, eventId)).statusCode).toBe(403);
    expect(await money(id)).toEqual({ status: 'partialpay', paid_minor: 300_000 });
  });

  it('undoes a check-in (audited with who and when it was), which may then be made again', async () => {
    const { id, eventId } = await registration('full');
    expect((await undo(coordinator, id, eventId)).json()).toEqual({ success: 0, code: 'check_in_not_checked_in', message: MESSAGES.checkInNotCheckedIn });
    const first = (await checkIn(coordinator, { event_id: eventId, registration_id: id })).json().data;
    expect((await search(coordinator, eventId)).json().counts).toEqual({ registered: 1, checked_in: 1 });

    expect((await undo(coordinator, id, (await registration('full')).eventId)).statusCode).toBe(422);
    expect((await undo(finance, id, eventId)).statusCode).toBe(403);
    const res = await undo(coordinator, id, eventId);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.checkInUndone });
    expect((await search(coordinator, eventId)).json()).toMatchObject({ counts: { registered: 1, checked_in: 0 }, data: [expect.objectContaining({ attended_at: null })] });
    const undone = (await actions(id)).find(([a]) => a === 'check_in_undo');
    expect(undone).toBeTruthy();
    const row = await ctx.db.one<{ before: Record<string, unknown> }>(`SELECT before FROM audit_log WHERE entity = 'registrations' AND entity_id = $1 AND action = 'check_in_undo'`, [String(id)]);
    expect(row!.before).toMatchObject({ attended_at: expect.any(String), checked_in_by: coordinatorName });

    const again = (await checkIn(coordinator, { event_id: eventId, registration_id: id })).json();
    expect(again.data).toMatchObject({ already: 0 });
    expect(again.data.attended_at >= first.attended_at).toBe(true);
  });

  it('attendance shows on the registration’s page and in the export, for every back-office role', async () => {
    const { id, eventId } = await registration('full');
    await checkIn(coordinator, { event_id: eventId, registration_id: id });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}`, headers: finance })).json().data.registration;
    expect(detail).toMatchObject({ checked_in_by: coordinatorName, attended_at: expect.stringMatching(/\+05:30$/) });
    const file = await ctx.app.inject({ method: 'GET', url: `/api/admin/exports/registrations?format=csv&event_id=${eventId}`, headers: coordinator });
    const [head, line] = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const cells = line!.split(',');
    const at = head!.split(',').indexOf('Checked in at');
    expect(cells[at]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[at + 1]).toBe(coordinatorName);
  });
});
