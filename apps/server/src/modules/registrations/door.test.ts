import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { parseSignedTicket } from '@portal/contract/door-ticket';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';
import { legacyTicketDigest, signHmacTicket, ticketKeys, verifyDoorTicket } from './ticket.ts';

/** The door offline: its manifest, the sync of its scans (idempotent, earliest wins) and the conflicts. */
let ctx: TestContext;
let coordinator: Headers;
let editor: Headers;
beforeAll(async () => {
  ctx = await startTestApp();
  coordinator = (await staffSession(ctx, 'coordinator', { name: 'North Door' })).headers;
  editor = (await staffSession(ctx, 'editor')).headers;
});
afterAll(() => ctx.close());

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (headers: Headers, url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

async function paid(eventId: number, who: Record<string, unknown> = {}, mode: 'full' | 'advance' | 'pending' = 'full') {
  const person = await devotee(ctx, who);
  const txn = await registerTxn(ctx, person.headers, { event_id: eventId, payment_mode: mode === 'advance' ? 'advance' : 'full' });
  if (mode !== 'pending') await payThroughSandbox(ctx, txn, 'success');
  const id = (await attemptRow(ctx, txn))!.registration_id!;
  return { id, person };
}
const newEvent = () => createEvent(ctx.db, { price_minor: 1_000_000, advance_minor: 300_000, event_date: addDays(todayIso(), 3) });
const scan = (registration_id: number, scanned_at: string, scan_id = randomUUID()) => ({ scan_id, registration_id, scanned_at });
/** Yesterday at hh:mm in India (a scan's time is never later than now). */
const yesterdayAt = (hhmm: string) => `${addDays(todayIso(), -1)}T${hhmm}:00+05:30`;

describe('GET admin/check-in/{event}/manifest', () => {
  it('lists who may enter, the cancelled, balances due and initials, with the keys that verify the tickets', async () => {
    const e = await newEvent();
    const full = await paid(e.id, { name: 'Meena Raghavan' });
    const part = await paid(e.id, { name: 'Arun Kumar' }, 'advance');
    const cancelled = await paid(e.id, { name: 'Zara Cancelled' });
    await ctx.db.query(`UPDATE registrations SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [cancelled.id]);

    const res = await get(coordinator, `/admin/check-in/${e.id}/manifest`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const keys = ticketKeys(ctx.deps.config);
    expect(body.keys).toEqual({ [keys.current.kid]: keys.current.publicKey });
    expect(body.generated_at).toMatch(/\+05:30$/);
    const byId = Object.fromEntries(body.people.map((p: { registration_id: number }) => [p.registration_id, p]));
    expect(byId[full.id]).toMatchObject({ name: 'Meena Raghavan', initials: 'MR', status: 'success', can_check_in: 1, balance_due: 0, attended_at: null, legacy: legacyTicketDigest(full.id, ctx.deps.config.TICKET_SECRET) });
    expect(byId[part.id]).toMatchObject({ initials: 'AK', status: 'partialpay', can_check_in: 1, balance_due: 7000 });
    expect(byId[cancelled.id]).toMatchObject({ status: 'cancelled', can_check_in: 0, balance_due: 0 });
    expect(JSON.stringify(body)).not.toContain(full.person.mobile);

    // The devotee's ticket is signed for this event, with their initials; the door verifies it with the manifest's key alone.
    const ticket = (await get(full.person.headers, `/registration/${full.id}/extras`)).json().data.ticket;
    expect(parseSignedTicket(ticket)!.claims).toMatchObject({ registrationId: full.id, eventId: e.id, initials: 'MR', kid: keys.current.kid });
    expect(verifyDoorTicket(keys, ticket)).toBeTruthy();
  }, 60_000);

  it('is for door staff only; an unknown event is a 404', async () => {
    const e = await newEvent();
    expect((await get(editor, `/admin/check-in/${e.id}/manifest`)).statusCode).toBe(403);
    expect((await get(coordinator, `/admin/check-in/999999/manifest`)).statusCode).toBe(404);
  });
});

describe('POST admin/check-in/{event}/sync', () => {
  it('checks in once whatever the order; later scans are kept as "also scanned"; a second sync changes nothing', async () => {
    const e = await newEvent();
    const a = await paid(e.id, { name: 'Lakshmi Iyer' });
    const b = await paid(e.id);
    const doorA = [scan(a.id, yesterdayAt('10:01')), scan(b.id, yesterdayAt('10:02'))];
    const doorB = [scan(a.id, yesterdayAt('10:05'))];
    const early = [scan(b.id, yesterdayAt('09:58'))];

    // Door B syncs first, with the later scan: it is the check-in until door A's earlier one arrives.
    const first = await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'door-b', scans: doorB });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([{ scan_id: doorB[0]!.scan_id, registration_id: a.id, outcome: 'checked_in', reason: '' }]);
    const second = (await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'door-a', scans: doorA })).json().data;
    expect(second.map((r: { outcome: string }) => r.outcome)).toEqual(['checked_in', 'checked_in']);
    const third = (await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'door-c', scans: early })).json().data;
    expect(third[0].outcome).toBe('checked_in');

    // Syncing again (a phone that lost the answer) changes nothing and answers the same.
    const again = (await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'door-a', scans: doorA })).json().data;
    expect(again.map((r: { outcome: string }) => r.outcome)).toEqual(['checked_in', 'also']);

    const rows = await ctx.db.query<{ id: number; attended_at: string }>(
      `SELECT id, to_char(attended_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS attended_at FROM registrations WHERE id = ANY($1) ORDER BY id`, [[a.id, b.id]]);
    expect(rows).toEqual([{ id: a.id, attended_at: '10:01' }, { id: b.id, attended_at: '09:58' }]);
    const scans = await ctx.db.query<{ n: number; checked_in: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE outcome = 'checked_in')::int AS checked_in FROM door_scans WHERE event_id = $1`, [e.id]);
    expect(scans).toEqual([{ n: 4, checked_in: 2 }]);

    // The coordinator sees both registrations, each scan with its door and time, the first check-in first.
    const conflicts = (await get(coordinator, `/admin/check-in/${e.id}/conflicts`)).json().data;
    const ofA = conflicts.find((c: { registration_id: number }) => c.registration_id === a.id);
    expect(ofA).toMatchObject({ name: 'Lakshmi Iyer', attended_at: yesterdayAt('10:01') });
    expect(ofA.scans.map((s: { device: string; outcome: string; staff: string }) => [s.device, s.outcome, s.staff])).toEqual([['door-a', 'checked_in', 'North Door'], ['door-b', 'also', 'North Door']]);
    expect(conflicts).toHaveLength(2);
  });

  it('keeps a scan the server refuses (cancelled since the manifest, another event, unknown) for the coordinator', async () => {
    const e = await newEvent();
    const other = await newEvent();
    const cancelled = await paid(e.id);
    await ctx.db.query(`UPDATE registrations SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [cancelled.id]);
    const elsewhere = await paid(other.id);
    const unpaid = await paid(e.id, {}, 'pending');
    const res = await post(coordinator, `/admin/check-in/${e.id}/sync`, {
      device: 'door-a',
      scans: [scan(cancelled.id, yesterdayAt('10:00')), scan(elsewhere.id, yesterdayAt('10:00')), scan(unpaid.id, yesterdayAt('10:00')), scan(2_000_000_000, yesterdayAt('10:00'))],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { outcome: string; reason: string }) => `${r.outcome}:${r.reason}`)).toEqual(['refused:cancelled', 'refused:other_event', 'refused:unpaid', 'refused:unknown']);
    const attended = await ctx.db.query(`SELECT id FROM registrations WHERE id = ANY($1) AND attended_at IS NOT NULL`, [[cancelled.id, elsewhere.id, unpaid.id]]);
    expect(attended).toEqual([]);
    const conflicts = (await get(coordinator, `/admin/check-in/${e.id}/conflicts`)).json().data;
    // Another event's registration let in at this door is listed too: the coordinator sends the person on.
    expect(conflicts.map((c: { registration_id: number }) => c.registration_id).sort()).toEqual([cancelled.id, elsewhere.id, unpaid.id].sort());
  });

  it('an online check-in and an offline one: the earlier wins, the other is listed; undo forgets both', async () => {
    const e = await newEvent();
    const a = await paid(e.id);
    const online = await post(coordinator, '/admin/check-in', { event_id: e.id, ticket: signHmacTicket(a.id, ctx.deps.config.TICKET_SECRET) });
    expect(online.json().data.already).toBe(0);
    const later = new Date(Date.now() + 60_000).toISOString();
    const res = (await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'door-b', scans: [scan(a.id, later)] })).json().data;
    expect(res[0].outcome).toBe('also');
    const conflicts = (await get(coordinator, `/admin/check-in/${e.id}/conflicts`)).json().data;
    expect(conflicts[0].scans.map((s: { device: string; outcome: string }) => [s.device, s.outcome])).toEqual([['', 'checked_in'], ['door-b', 'also']]);
    expect((await post(coordinator, `/admin/check-in/${a.id}/undo`, { event_id: e.id })).statusCode).toBe(200);
    expect((await get(coordinator, `/admin/check-in/${e.id}/conflicts`)).json().data).toEqual([]);
  });

  it('refuses bad input with the field named, a scan id reused for another scan, and other roles', async () => {
    const e = await newEvent();
    const a = await paid(e.id);
    const bad = await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'd', scans: [{ scan_id: 'x', registration_id: a.id, scanned_at: 'soon' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).join(' ')).toMatch(/scan_id/);
    const s = scan(a.id, yesterdayAt('10:00'));
    expect((await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'd', scans: [s] })).statusCode).toBe(200);
    const b = await paid(e.id);
    const reused = await post(coordinator, `/admin/check-in/${e.id}/sync`, { device: 'd', scans: [{ ...s, registration_id: b.id }] });
    expect(reused.statusCode).toBe(400);
    expect((await post(editor, `/admin/check-in/${e.id}/sync`, { device: 'd', scans: [s] })).statusCode).toBe(403);
    expect((await post(coordinator, `/admin/check-in/999999/sync`, { device: 'd', scans: [scan(a.id, yesterdayAt('10:00'))] })).statusCode).toBe(404);
  });
});
