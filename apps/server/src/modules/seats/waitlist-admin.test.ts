import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract/calls';
import { callUrl, type CallDef } from '@portal/contract/call';
import { WAITLIST_CODES, WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import { testClock } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { devotee, register, type Headers } from '../payments/test-helpers.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * The waiting list in the back office: the order staff see is the order offers go in; offering
 * the next seat now, skipping, removing, moving up (with its reason in the audit log) and closing
 * the list; each change that touches a person tells them.
 */
const clock = testClock(new Date());
let ctx: TestContext;
let coordinator: Headers;
let finance: Headers;
beforeAll(async () => {
  ctx = await startTestApp({}, () => ({ clock }));
  coordinator = (await staffSession(ctx, 'coordinator')).headers;
  finance = (await staffSession(ctx, 'finance')).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, headers: Headers, opts: { params?: Record<string, unknown>; body?: object } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params), headers, ...(opts.body ? { payload: opts.body } : {}) });

/** A full event (one seat, taken) with `n` people on its list, in the order they joined. */
async function fullEventWithList(n: number) {
  const e = await createEvent(ctx.db, { program_id: 3 });
  await ctx.db.query('UPDATE events SET capacity = 1 WHERE id = $1', [e.id]);
  const first = await devotee(ctx);
  expect((await register(ctx, first.headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' })).json().success).toBe(1);
  const people = [];
  for (let i = 0; i < n; i++) {
    const p = await devotee(ctx, { name: `Waiting ${i + 1}` });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/waiting-list/join', headers: p.headers, payload: { event_id: e.id } })).json().success).toBe(1);
    people.push(p);
  }
  return { eventId: e.id, people };
}

const listOf = async (eventId: number) => (await send(calls.adminWaitingList, coordinator, { params: { id: eventId } })).json().data;
const namesInOrder = async (eventId: number) => ((await listOf(eventId)).rows as Array<{ name: string; state: string }>).filter((r) => r.state === 'waiting').map((r) => r.name);
const placeOf = async (headers: Headers, eventId: number) => (await send(calls.waitingPlace, headers, { params: { id: eventId } })).json().data;
const messagesTo = (userId: number, kind: string) =>
  ctx.db.query<{ channel: string; data: Record<string, unknown> }>('SELECT channel, data FROM messages WHERE user_id = $1 AND kind = $2 ORDER BY id', [userId, kind]);
const audit = (action: string, placeId: number) =>
  ctx.db.query<{ before: Record<string, unknown>; after: Record<string, unknown>; staff_id: number }>(
    `SELECT before, after, staff_id FROM audit_log WHERE action = $1 AND entity = 'waiting_list' AND entity_id = $2`,
    [action, String(placeId)],
  );

describe('the waiting list of an event, for a coordinator', () => {
  it('lists who waits in the order they joined, since when and their place; the devotee reads the same place', async () => {
    const { eventId, people } = await fullEventWithList(3);
    const list = await listOf(eventId);
    expect(list.event).toMatchObject({ id: eventId, capacity: 1, taken: 1, offered: 0, seats_left: 0, closed: false });
    expect(list.rows.map((r: { name: string; position: number; state: string }) => [r.name, r.position, r.state])).toEqual([
      ['Waiting 1', 1, 'waiting'],
      ['Waiting 2', 2, 'waiting'],
      ['Waiting 3', 3, 'waiting'],
    ]);
    expect(Date.parse(list.rows[0].joined_at)).not.toBeNaN();
    expect(list.rows[0]).toMatchObject({ offered_at: null, offer_expires_at: null, offers_sent: 0 });
    expect(await placeOf(people[2]!.headers, eventId)).toMatchObject({ waiting_position: 3, offer_until: '' });
  });

  it('offers the next seat now when one is free, refuses with a code when none is', async () => {
    const { eventId, people } = await fullEventWithList(2);
    const none = await send(calls.adminWaitingListOffer, coordinator, { params: { id: eventId } });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ success: 0, code: WAITLIST_CODES.noFreeSeat, message: WAITLIST_MESSAGES.noFreeSeat });

    // A seat added (the offers job has not run yet): the coordinator need not wait for it.
    await ctx.db.query('UPDATE events SET capacity = 2 WHERE id = $1', [eventId]);
    const offered = await send(calls.adminWaitingListOffer, coordinator, { params: { id: eventId } });
    expect(offered.json()).toEqual({ success: 1, message: WAITLIST_MESSAGES.offered });
    const list = await listOf(eventId);
    expect(list.rows[0]).toMatchObject({ name: 'Waiting 1', state: 'offered', position: 0, offers_sent: 1 });
    expect(Date.parse(list.rows[0].offer_expires_at) - Date.parse(list.rows[0].offered_at)).toBe(24 * 3_600_000);
    expect(list.rows[1]).toMatchObject({ name: 'Waiting 2', position: 1 });
    expect(list.event).toMatchObject({ offered: 1, seats_left: 0 });
    expect((await messagesTo(people[0]!.user.id, 'waitlist-offer')).map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(await placeOf(people[0]!.headers, eventId)).toMatchObject({ waiting_position: 0, offer_until: list.rows[0].offer_expires_at });
    expect(await audit('waitlist-offer', list.rows[0].id)).toHaveLength(1);

    // Again: no seat is free any more.
    expect((await send(calls.adminWaitingListOffer, coordinator, { params: { id: eventId } })).json().code).toBe(WAITLIST_CODES.noFreeSeat);
  });

  it('skips someone (one place down) and tells them their new place', async () => {
    const { eventId, people } = await fullEventWithList(3);
    const first = (await listOf(eventId)).rows[0];
    expect((await send(calls.adminWaitingPlaceSkip, coordinator, { params: { id: first.id } })).json()).toEqual({ success: 1, message: WAITLIST_MESSAGES.skipped });
    expect(await namesInOrder(eventId)).toEqual(['Waiting 2', 'Waiting 1', 'Waiting 3']);
    expect(await placeOf(people[0]!.headers, eventId)).toMatchObject({ waiting_position: 2 });
    const told = await messagesTo(people[0]!.user.id, 'waitlist-moved');
    expect(told.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(told[0]!.data).toMatchObject({ waiting_place: '2' });

    // The last person cannot be skipped.
    const last = (await listOf(eventId)).rows[2];
    const refused = await send(calls.adminWaitingPlaceSkip, coordinator, { params: { id: last.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(WAITLIST_CODES.alreadyLast);
  });

  it('moves someone up with a reason, in the audit log; the next free seat goes to them first', async () => {
    const { eventId, people } = await fullEventWithList(4);
    const fourth = (await listOf(eventId)).rows[3];
    const noReason = await send(calls.adminWaitingPlaceMove, coordinator, { params: { id: fourth.id }, body: { position: 1 } });
    expect(noReason.statusCode).toBe(400);
    const down = await send(calls.adminWaitingPlaceMove, coordinator, { params: { id: fourth.id }, body: { position: 4, reason: 'Not up' } });
    expect(down.json()).toMatchObject({ code: WAITLIST_CODES.notHigher });

    const moved = await send(calls.adminWaitingPlaceMove, coordinator, { params: { id: fourth.id }, body: { position: 2, reason: 'Travelling from abroad, booked flights' } });
    expect(moved.json()).toEqual({ success: 1, message: WAITLIST_MESSAGES.moved });
    expect(await namesInOrder(eventId)).toEqual(['Waiting 1', 'Waiting 4', 'Waiting 2', 'Waiting 3']);
    const [row] = await audit('waitlist-move', fourth.id);
    expect(row!.before).toMatchObject({ position: 4 });
    expect(row!.after).toMatchObject({ position: 2, reason: 'Travelling from abroad, booked flights' });
    expect((await messagesTo(people[3]!.user.id, 'waitlist-moved'))[0]!.data).toMatchObject({ waiting_place: '2' });

    // To the top: the next seat that frees is offered to them, not to the one who joined first.
    await send(calls.adminWaitingPlaceMove, coordinator, { params: { id: fourth.id }, body: { position: 1, reason: 'Speaker of the evening' } });
    await ctx.db.query('UPDATE events SET capacity = 2 WHERE id = $1', [eventId]);
    await send(calls.adminWaitingListOffer, coordinator, { params: { id: eventId } });
    expect((await listOf(eventId)).rows[0]).toMatchObject({ name: 'Waiting 4', state: 'offered' });
    // Someone joining now still comes last.
    const late = await devotee(ctx, { name: 'Waiting late' });
    await ctx.app.inject({ method: 'POST', url: '/api/waiting-list/join', headers: late.headers, payload: { event_id: eventId } });
    expect(await namesInOrder(eventId)).toEqual(['Waiting 1', 'Waiting 2', 'Waiting 3', 'Waiting late']);
  });

  it('removes someone, tells them, and passes a seat offered to them to the next in line', async () => {
    const { eventId, people } = await fullEventWithList(3);
    await ctx.db.query('UPDATE events SET capacity = 2 WHERE id = $1', [eventId]);
    await send(calls.adminWaitingListOffer, coordinator, { params: { id: eventId } });
    const offered = (await listOf(eventId)).rows[0];
    const removed = await send(calls.adminWaitingPlaceRemove, coordinator, { params: { id: offered.id }, body: { reason: 'Asked us by phone to be taken off' } });
    expect(removed.json()).toEqual({ success: 1, message: WAITLIST_MESSAGES.removed });
    const told = await messagesTo(people[0]!.user.id, 'waitlist-removed');
    expect(told.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(told[0]!.data).toMatchObject({ reason: 'Asked us by phone to be taken off' });
    expect(await placeOf(people[0]!.headers, eventId)).toMatchObject({ waiting_position: 0, offer_until: '' });
    // The seat went on to Waiting 2 at once.
    const rows = (await listOf(eventId)).rows;
    expect(rows.map((r: { name: string; state: string }) => [r.name, r.state])).toEqual([
      ['Waiting 2', 'offered'],
      ['Waiting 3', 'waiting'],
    ]);
    expect((await audit('waitlist-remove', offered.id))[0]!.after).toMatchObject({ state: 'removed', reason: 'Asked us by phone to be taken off' });
    // Twice: nothing left to remove.
    expect((await send(calls.adminWaitingPlaceRemove, coordinator, { params: { id: offered.id }, body: {} })).json().code).toBe(WAITLIST_CODES.notWaiting);
  });

  it('closes the list to new people (those on it keep their places) and opens it again', async () => {
    const { eventId, people } = await fullEventWithList(1);
    const closed = await send(calls.adminWaitingListClose, coordinator, { params: { id: eventId }, body: { closed: true } });
    expect(closed.json()).toEqual({ success: 1, message: WAITLIST_MESSAGES.listClosed });
    expect((await listOf(eventId)).event.closed).toBe(true);
    const newcomer = await devotee(ctx);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/waiting-list/join', headers: newcomer.headers, payload: { event_id: eventId } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: 0, code: WAITLIST_CODES.closed, message: WAITLIST_MESSAGES.closed });
    expect(await placeOf(people[0]!.headers, eventId)).toMatchObject({ waiting_position: 1 });

    expect((await send(calls.adminWaitingListClose, coordinator, { params: { id: eventId }, body: { closed: false } })).json().message).toBe(WAITLIST_MESSAGES.listOpened);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/waiting-list/join', headers: newcomer.headers, payload: { event_id: eventId } })).json().data.waiting_position).toBe(2);
    const trail = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'events' AND entity_id = $1 ORDER BY id`, [String(eventId)]);
    expect(trail.map((a) => a.action)).toEqual(['waitlist-close', 'waitlist-open']);
  });

  it('is the coordinator’s and the owner’s: finance is refused, a devotee too', async () => {
    const { eventId } = await fullEventWithList(1);
    expect((await send(calls.adminWaitingList, finance, { params: { id: eventId } })).statusCode).toBe(403);
    expect((await send(calls.adminWaitingListOffer, finance, { params: { id: eventId } })).statusCode).toBe(403);
    const person = await devotee(ctx);
    expect((await send(calls.adminWaitingList, person.headers, { params: { id: eventId } })).statusCode).toBe(401);
    expect((await send(calls.adminWaitingList, coordinator, { params: { id: 999_999 } })).statusCode).toBe(404);
  });
});
