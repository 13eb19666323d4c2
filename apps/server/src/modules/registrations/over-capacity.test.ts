import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import { todayIso } from '@portal/contract/fields';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, register, registerTxn, registrationRow, type Headers } from '../payments/test-helpers.ts';

/**
 * No silent overbooking, on PGlite and (with DATABASE_URL) PostgreSQL: every staff path that gives
 * a registration a place (pay later, a payment received offline) takes a seat through the seats
 * module or is refused; going over capacity is the staff member's explicit choice of how many
 * seats over, audited on its own row.
 */
const { ctx, coordinator, finance, ids } = useStaffTestApp();
const today = todayIso();

const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const detail = async (id: number, headers: Headers) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}`, headers })).json().data;
const seatsLeft = async (eventId: number) => (await ctx.app.inject({ method: 'GET', url: `/api/event/${eventId}/seats` })).json().data;
const holdOf = async (id: number) => (await ctx.db.one<{ state: string }>('SELECT state FROM seat_holds WHERE registration_id = $1', [id]))?.state;
const overRows = (id: number) =>
  ctx.db.query<{ staff_id: number; after: Record<string, unknown> }>(
    `SELECT staff_id, after FROM audit_log WHERE entity = 'registrations' AND entity_id = $1 AND action = 'over-capacity' ORDER BY id`,
    [String(id)],
  );
const offlineAttempts = async (id: number) =>
  (await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM payment_attempts WHERE registration_id = $1 AND provider = 'offline'`, [id]))!.n;

/** A ₹3,000 event of `capacity` seats. */
async function eventOf(capacity: number) {
  const e = await createEvent(ctx.db, { price_minor: 300_000, event_date: addDays(today, 15) });
  await ctx.db.query('UPDATE events SET capacity = $2 WHERE id = $1', [e.id, capacity]);
  return e;
}

/** A devotee's registration whose payment failed: its seat went back to the event. */
async function failedRegistration(eventId: number) {
  const person = await devotee(ctx);
  const txn = await registerTxn(ctx, person.headers, { event_id: eventId });
  await payThroughSandbox(ctx, txn, 'failed');
  return (await attemptRow(ctx, txn))!.registration_id!;
}

/** Fills the event's free seats with paid registrations. */
async function fill(eventId: number, n: number) {
  for (let i = 0; i < n; i++) {
    const person = await devotee(ctx);
    await payThroughSandbox(ctx, await registerTxn(ctx, person.headers, { event_id: eventId }), 'success');
  }
}

const cash = (over?: number) => ({ method: 'cash', amount: '3000', paid_on: today, ...(over === undefined ? {} : { over_capacity: over }) });

describe('the three-seat retreat: a failed payment, the seat taken by another, then staff', () => {
  it('refuses pay later on the full event without a confirmation, and gives the place over capacity by 1 when confirmed, audited', async () => {
    const e = await eventOf(3);
    const late = await failedRegistration(e.id);
    await fill(e.id, 3);
    // A fourth registration at the door of the site is refused: the event is full.
    const fourth = await devotee(ctx);
    expect((await register(ctx, fourth.headers, { event_id: e.id, accept_terms: true })).json().message).toBe(SEAT_MESSAGES.eventFull);

    // The back office shows what a place would mean: no seat, 3 of 3 taken, over capacity by 1.
    expect((await detail(late, coordinator)).registration.seat).toEqual({ state: 'none', capacity: 3, taken: 3, over_by: 1 });
    const refused = await post(`/api/admin/registrations/${late}/allow-pay-later`, coordinator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: 0, code: 'admin_over_capacity', message: MESSAGES.adminOverCapacity, errors: { over_capacity: MESSAGES.adminOverCapacity } });
    expect(await registrationRow(ctx, late)).toMatchObject({ status: 'failed' });
    expect(await holdOf(late)).toBeUndefined();

    const confirmed = await post(`/api/admin/registrations/${late}/allow-pay-later`, coordinator, { over_capacity: 1 });
    expect(confirmed.json()).toEqual({ success: 1, message: MESSAGES.adminPayLaterAllowed });
    expect(await registrationRow(ctx, late)).toMatchObject({ status: 'paylater' });
    expect(await holdOf(late)).toBe('kept');
    expect(await overRows(late)).toEqual([
      { staff_id: ids.coordinator, after: { event_id: e.id, capacity: 3, over_by: 1, confirmed: 1, because: 'allow-pay-later' } },
    ]);
    // Four places for three seats, on purpose: the event shows no seat left, and the place counts.
    expect(await seatsLeft(e.id)).toMatchObject({ capacity: 3, seats_left: 0, full: true });
    expect((await detail(late, finance)).registration.seat).toEqual({ state: 'kept', capacity: 3, taken: 4, over_by: 0 });

    // The cash that follows pays for the place given: nothing more to confirm.
    const paid = await post(`/api/admin/registrations/${late}/mark-paid`, finance, cash());
    expect(paid.json()).toEqual({ success: 1, message: MESSAGES.adminMarkedPaid });
    expect(await registrationRow(ctx, late)).toMatchObject({ status: 'success', paid_minor: 300_000 });
    expect(await overRows(late)).toHaveLength(1);
  });

  it('refuses cash on the full event without a confirmation (nothing recorded), and a confirmation of fewer seats than the overshoot', async () => {
    const e = await eventOf(3);
    const first = await failedRegistration(e.id);
    const second = await failedRegistration(e.id);
    await fill(e.id, 3);
    expect((await post(`/api/admin/registrations/${first}/mark-paid`, finance, cash(1))).statusCode).toBe(200);

    // Now 4 of 3: a place for the second one puts the event over by 2, and staff confirmed only 1.
    expect((await detail(second, finance)).registration.seat).toMatchObject({ state: 'none', over_by: 2 });
    for (const over of [undefined, 0, 1]) {
      const res = await post(`/api/admin/registrations/${second}/mark-paid`, finance, cash(over));
      expect(res.statusCode, String(over)).toBe(409);
      expect(res.json().errors).toEqual({ over_capacity: MESSAGES.adminOverCapacity });
    }
    expect(await registrationRow(ctx, second)).toMatchObject({ status: 'failed', paid_minor: 0 });
    expect(await offlineAttempts(second)).toBe(0);
    expect(await overRows(second)).toEqual([]);

    expect((await post(`/api/admin/registrations/${second}/mark-paid`, finance, cash(2))).statusCode).toBe(200);
    expect(await registrationRow(ctx, second)).toMatchObject({ status: 'success', paid_minor: 300_000 });
    expect(await holdOf(second)).toBe('kept');
    expect((await overRows(second))[0]!.after).toMatchObject({ capacity: 3, over_by: 2, confirmed: 2, because: 'mark-paid' });
    expect(await offlineAttempts(second)).toBe(1);
  });

  it('takes a free seat without any confirmation and audits no overshoot', async () => {
    const e = await eventOf(3);
    const late = await failedRegistration(e.id);
    await fill(e.id, 1);
    expect((await detail(late, coordinator)).registration.seat).toEqual({ state: 'none', capacity: 3, taken: 1, over_by: 0 });
    expect((await post(`/api/admin/registrations/${late}/allow-pay-later`, coordinator)).statusCode).toBe(200);
    expect(await holdOf(late)).toBe('kept');
    expect(await overRows(late)).toEqual([]);
    expect(await seatsLeft(e.id)).toMatchObject({ seats_left: 1 });
  });

  it('validates the confirmation: a whole number of seats, naming the field', async () => {
    const e = await eventOf(1);
    const late = await failedRegistration(e.id);
    for (const over_capacity of [-1, 1.5, 'many', true]) {
      const res = await post(`/api/admin/registrations/${late}/allow-pay-later`, coordinator, { over_capacity });
      expect(res.statusCode, String(over_capacity)).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, errors: { over_capacity: expect.any(String) } });
    }
    expect(await registrationRow(ctx, late)).toMatchObject({ status: 'failed' });
  });
});
