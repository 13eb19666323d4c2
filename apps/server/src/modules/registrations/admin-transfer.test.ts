import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';

/** The back office's transfer of a registration to another event of the same program. */
const { ctx, owner, coordinator, finance, ids } = useStaffTestApp();

const today = todayIso();
const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const row = (id: number) =>
  ctx.db.one<{ event_id: number; status: string; total_minor: number; paid_minor: number; refund_due_minor: number }>(
    'SELECT event_id, status, total_minor, paid_minor, refund_due_minor FROM registrations WHERE id = $1',
    [id],
  );
const holdOf = (id: number) => ctx.db.one<{ event_id: number; state: string }>('SELECT event_id, state FROM seat_holds WHERE registration_id = $1', [id]);
const auditRows = (id: number) =>
  ctx.db.query<{ staff_id: number; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'registrations' AND entity_id = $1 ORDER BY id`,
    [String(id)],
  );

/** A devotee who paid ₹10,000 in full (or ₹4,000 as advance) for an event of program 3. */
async function paid(mode: 'full' | 'advance' = 'full') {
  const event = await createEvent(ctx.db, { program_id: 3, price_minor: 1_000_000, advance_minor: 400_000, event_date: addDays(today, 10) });
  const person = await devotee(ctx);
  const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: mode });
  await payThroughSandbox(ctx, txn, 'success');
  return { event, person, id: (await attemptRow(ctx, txn))!.registration_id! };
}
const otherEvent = (price: number, extra: Record<string, unknown> = {}) =>
  createEvent(ctx.db, { program_id: 3, price_minor: price, event_date: addDays(today, 30), ...extra });

describe('POST admin/registrations/:id/transfer', () => {
  it('moves to a dearer event: the seat moves, a balance is left due, the audit keeps both events', async () => {
    const { event, id } = await paid();
    const target = await otherEvent(1_500_000);
    const targets = await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}/transfer-targets`, headers: owner });
    expect(targets.statusCode).toBe(200);
    expect(targets.json().data).toContainEqual(expect.objectContaining({ id: target.id, total: 15000, seats_left: null }));
    expect(targets.json().data.map((t: { id: number }) => t.id)).not.toContain(event.id);
    const res = await post(`/api/admin/registrations/${id}/transfer`, coordinator, { event_id: target.id });
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.adminTransferred });
    expect(await row(id)).toMatchObject({ event_id: target.id, status: 'partialpay', total_minor: 1500000, paid_minor: 1000000, refund_due_minor: 0 });
    expect(await holdOf(id)).toMatchObject({ event_id: target.id, state: 'kept' });
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ staff_id: ids.coordinator, action: 'transfer', before: { event_id: event.id, total_minor: 1_000_000 }, after: { event_id: target.id, total_minor: 1_500_000, excess_minor: 0 } });
  });

  it('moves to a cheaper event: the excess becomes refund due or is forfeit, as chosen; without a choice, 400', async () => {
    const a = await paid();
    const cheap = await otherEvent(600_000);
    const none = await post(`/api/admin/registrations/${a.id}/transfer`, coordinator, { event_id: cheap.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(`excess_money: ${MESSAGES.adminTransferExcessChoice}`);
    expect((await row(a.id))!.event_id).toBe(a.event.id);
    expect((await post(`/api/admin/registrations/${a.id}/transfer`, coordinator, { event_id: cheap.id, excess_money: 'refund_due' })).statusCode).toBe(200);
    expect(await row(a.id)).toMatchObject({ status: 'success', total_minor: 600000, paid_minor: 600000, refund_due_minor: 400000 });

    const b = await paid();
    const cheap2 = await otherEvent(600_000);
    expect((await post(`/api/admin/registrations/${b.id}/transfer`, owner, { event_id: String(cheap2.id), excess_money: 'forfeit' })).statusCode).toBe(200);
    expect(await row(b.id)).toMatchObject({ status: 'success', paid_minor: 600000, refund_due_minor: 0 });
    expect((await auditRows(b.id))[0]!.after).toMatchObject({ excess_minor: 400_000, excess_money: 'forfeit' });
  });

  it('tells every role which events cost less than was paid (a coordinator sees no amount but must choose refund due or forfeit)', async () => {
    const { id } = await paid();
    const cheaper = await otherEvent(600_000);
    const dearer = await otherEvent(1_500_000);
    const same = await otherEvent(1_000_000);
    const targets = async (headers: Headers) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}/transfer-targets`, headers });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { id: number; total: number | null; leaves_excess: boolean }[];
      return [cheaper, dearer, same].map((e) => data.find((t) => t.id === e.id)!);
    };
    expect((await targets(coordinator)).map((t) => [t.total, t.leaves_excess])).toEqual([[null, true], [null, false], [null, false]]);
    expect((await targets(owner)).map((t) => [t.total, t.leaves_excess])).toEqual([[6000, true], [15000, false], [10000, false]]);
  });

  it('moves to a full event only when staff confirm going over capacity (as pay later and cash), audited on its own row', async () => {
    const { event, id } = await paid('advance');
    const full = await otherEvent(1_000_000);
    await ctx.db.query('UPDATE events SET capacity = 0 WHERE id = $1', [full.id]);
    const targets = (await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}/transfer-targets`, headers: coordinator })).json().data;
    expect(targets).toContainEqual(expect.objectContaining({ id: full.id, seats_left: 0, over_by: 1 }));
    const fullRes = await post(`/api/admin/registrations/${id}/transfer`, coordinator, { event_id: full.id });
    expect(fullRes.statusCode).toBe(409);
    expect(fullRes.json()).toEqual({ success: 0, code: 'admin_over_capacity', message: MESSAGES.adminOverCapacity, errors: { over_capacity: MESSAGES.adminOverCapacity } });
    expect(await row(id)).toMatchObject({ event_id: event.id, status: 'partialpay' });
    expect(await holdOf(id)).toMatchObject({ event_id: event.id, state: 'kept' });
    expect(await auditRows(id)).toEqual([]);

    const confirmed = await post(`/api/admin/registrations/${id}/transfer`, coordinator, { event_id: full.id, over_capacity: 1 });
    expect(confirmed.json()).toEqual({ success: 1, message: MESSAGES.adminTransferred });
    expect(await row(id)).toMatchObject({ event_id: full.id, status: 'partialpay' });
    expect(await holdOf(id)).toMatchObject({ event_id: full.id, state: 'kept' });
    expect((await auditRows(id)).map((a) => [a.action, a.staff_id])).toEqual([
      ['over-capacity', ids.coordinator],
      ['transfer', ids.coordinator],
    ]);
    expect((await auditRows(id))[0]!.after).toEqual({ event_id: full.id, capacity: 0, over_by: 1, confirmed: 1, because: 'transfer' });
  });

  it('refuses another program, the same event, an event over, a cancelled registration', async () => {
    const { event, id, person } = await paid('advance');

    const elsewhere = await createEvent(ctx.db, { program_id: 4, event_date: addDays(today, 30) });
    const cases: [object, number, string][] = [
      [{ event_id: elsewhere.id }, 400, `event_id: ${MESSAGES.adminTransferOtherProgram}`],
      [{ event_id: event.id }, 400, `event_id: ${MESSAGES.adminTransferSameEvent}`],
      [{ event_id: 99_999_999 }, 400, `event_id: ${MESSAGES.adminTransferEventNotFound}`],
      [{ event_id: 'x' }, 400, `event_id: ${MESSAGES.invalidNumber}`],
      [{ event_id: (await otherEvent(100, { status: 'cancelled' })).id }, 422, MESSAGES.adminTransferEventOver],
      [{ event_id: (await otherEvent(100, { event_date: addDays(today, -3) })).id }, 422, MESSAGES.adminTransferEventOver],
    ];
    for (const [body, code, message] of cases) {
      const res = await post(`/api/admin/registrations/${id}/transfer`, coordinator, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([code, message]);
    }
    // Already registered for the target.
    const target = await otherEvent(1_000_000);
    const txn = await registerTxn(ctx, person.headers, { event_id: target.id, payment_mode: 'full' });
    expect(txn).toBeTruthy();
    expect((await post(`/api/admin/registrations/${id}/transfer`, coordinator, { event_id: target.id })).json().message).toBe(MESSAGES.adminTransferAlreadyThere);

    await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Asked to cancel', paid_money: 'forfeit' });
    const cancelled = await post(`/api/admin/registrations/${id}/transfer`, coordinator, { event_id: (await otherEvent(1_000)).id });
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([422, MESSAGES.adminTransferCancelled]);
    expect((await auditRows(id)).map((a) => a.action)).toEqual(['cancel']);
  });

  it('is for coordinators and owners: finance 403, no staff session 401', async () => {
    const { id } = await paid();
    const target = await otherEvent(1_000_000);
    const asFinance = await post(`/api/admin/registrations/${id}/transfer`, finance, { event_id: target.id });
    expect([asFinance.statusCode, asFinance.json().success]).toEqual([403, 0]);
    const anon = await post(`/api/admin/registrations/${id}/transfer`, {}, { event_id: target.id });
    expect([anon.statusCode, anon.json().success]).toEqual([401, 2]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}/transfer-targets`, headers: finance })).statusCode).toBe(403);
    expect(await row(id)).toMatchObject({ status: 'success', event_id: expect.any(Number) });
  });
});
