import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import { jobNamed } from '../../jobs.ts';
import { testClock } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { devotee, payThroughSandbox, register, type Headers } from '../payments/test-helpers.ts';
import { WAITLIST_JOB } from './routes.ts';
import { buildServices } from '../../services.ts';

/**
 * Seats and the waiting list, on PGlite and (with DATABASE_URL) on PostgreSQL: the last
 * seats go to exactly as many registrations under 50 at once, a failed or abandoned payment frees
 * its seat for the next person in line, whose offer lapses with the clock.
 */
const clock = testClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, () => ({ clock }));
});
afterAll(() => ctx.close());

async function eventWithSeats(capacity: number) {
  const e = await createEvent(ctx.db, { program_id: 3 });
  await ctx.db.query('UPDATE events SET capacity = $2 WHERE id = $1', [e.id, capacity]);
  return e.id;
}

const registerFor = (headers: Headers, eventId: number) =>
  register(ctx, headers, { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F' });

const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const seatsOf = async (eventId: number, headers: Headers = {}) => (await call('GET', `/api/event/${eventId}/seats`, headers)).json().data;

const holds = (eventId: number) =>
  ctx.db.query<{ registration_id: number; state: string }>('SELECT registration_id, state FROM seat_holds WHERE event_id = $1 ORDER BY registration_id', [eventId]);

const offersTo = (userId: number) =>
  ctx.db.query<{ channel: string }>(`SELECT channel FROM messages WHERE user_id = $1 AND kind = 'waitlist-offer' ORDER BY channel`, [userId]);

const runOffersJob = () => jobNamed(ctx.app.jobs, WAITLIST_JOB)!.run();

describe('the last seats under 50 registrations at once', () => {
  it('gives exactly 10 seats for 10, refuses the other 40 with the waiting list, in the database too', async () => {
    const eventId = await eventWithSeats(10);
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await devotee(ctx));
    const answers = await Promise.all(people.map((p) => registerFor(p.headers, eventId)));
    const ok = answers.filter((r) => r.statusCode === 200 && r.json().success === 1);
    const full = answers.filter((r) => r.statusCode === 409 && r.json().message === SEAT_MESSAGES.eventFull);
    expect(ok).toHaveLength(10);
    expect(full).toHaveLength(40);
    expect((await holds(eventId)).map((h) => h.state)).toEqual(Array(10).fill('held'));
    // A refused submit leaves nothing behind: only the ten registrations exist.
    const regs = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE event_id = $1', [eventId]);
    expect(regs!.n).toBe(10);
    expect(await seatsOf(eventId)).toMatchObject({ capacity: 10, seats_left: 0, full: true, waiting_position: 0 });
  }, 120_000);
});

describe('the waiting list', () => {
  it('offers a freed seat to the next person by email and SMS, lets the offer lapse, then offers the one after', async () => {
    const eventId = await eventWithSeats(1);
    const [a, b, c, d] = [await devotee(ctx), await devotee(ctx), await devotee(ctx), await devotee(ctx)];
    const first = await registerFor(a.headers, eventId);
    expect(first.json().success).toBe(1);

    // Joining is for a full event only, once per person; the place is shown.
    expect((await registerFor(b.headers, eventId)).json().message).toBe(SEAT_MESSAGES.eventFull);
    const joined = await call('POST', '/api/waiting-list/join', b.headers, { event_id: eventId });
    expect(joined.json()).toMatchObject({ success: 1, message: SEAT_MESSAGES.joined, data: { waiting_position: 1, full: true } });
    expect((await call('POST', '/api/waiting-list/join', b.headers, { event_id: eventId })).json().data.waiting_position).toBe(1);
    expect((await call('POST', '/api/waiting-list/join', c.headers, { event_id: eventId })).json().data.waiting_position).toBe(2);
    expect((await call('POST', '/api/waiting-list/join', d.headers, { event_id: eventId })).json().data.waiting_position).toBe(3);
    const mine = await call('POST', '/api/waiting-list/join', a.headers, { event_id: eventId });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(SEAT_MESSAGES.alreadyRegistered);

    // D leaves: C stays second.
    expect((await call('POST', '/api/waiting-list/leave', d.headers, { event_id: eventId })).json()).toMatchObject({ success: 1, message: SEAT_MESSAGES.left, data: { waiting_position: 0 } });
    expect((await seatsOf(eventId, c.headers)).waiting_position).toBe(2);

    // A's payment fails: the seat goes to B as an offer (email and SMS), which keeps it from others.
    expect((await payThroughSandbox(ctx, first.json().data.txn_id, 'failed')).statusCode).toBe(303);
    expect(await holds(eventId)).toEqual([]);
    expect((await offersTo(b.user.id)).map((m) => m.channel)).toEqual(['email', 'sms']);
    const offered = await seatsOf(eventId, b.headers);
    expect(offered.offer_until).not.toBe('');
    expect(offered).toMatchObject({ seats_left: 0, full: true, waiting_position: 0 });
    expect((await seatsOf(eventId, c.headers)).waiting_position).toBe(1);
    expect((await registerFor(d.headers, eventId)).json().message).toBe(SEAT_MESSAGES.eventFull);

    // B lets the offer lapse: the job offers the seat to C, who takes it.
    clock.set(new Date(Date.parse(offered.offer_until) + 1000));
    await runOffersJob();
    expect((await seatsOf(eventId, b.headers)).offer_until).toBe('');
    expect((await offersTo(c.user.id))).toHaveLength(2);
    const taken = await registerFor(c.headers, eventId);
    expect(taken.json().success).toBe(1);
    expect((await holds(eventId)).map((h) => h.state)).toEqual(['held']);
    expect(await seatsOf(eventId, c.headers)).toMatchObject({ seats_left: 0, waiting_position: 0, offer_until: '' });
    // The job run again offers nothing more: the seat is C's.
    await runOffersJob();
    expect(await offersTo(d.user.id)).toEqual([]);
  });

  it('refuses to list anyone while seats are free, and answers 400 for a bad event id', async () => {
    const eventId = await eventWithSeats(5);
    const p = await devotee(ctx);
    const res = await call('POST', '/api/waiting-list/join', p.headers, { event_id: eventId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: 0, code: 'waitlist_event_not_full', message: SEAT_MESSAGES.notFull });
    const bad = await call('POST', '/api/waiting-list/join', p.headers, { event_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^event_id: /);
    expect((await call('POST', '/api/waiting-list/leave', p.headers, { event_id: eventId })).statusCode).toBe(404);
    expect(await seatsOf(eventId)).toMatchObject({ capacity: 5, seats_left: 5, full: false });
  });
});

describe('holds that end', () => {
  it('an abandoned payment frees its seat; its late success takes a free seat or is marked over capacity', async () => {
    const eventId = await eventWithSeats(1);
    const [a, b] = [await devotee(ctx), await devotee(ctx)];
    const txnA = (await registerFor(a.headers, eventId)).json().data.txn_id as string;
    expect((await registerFor(b.headers, eventId)).json().message).toBe(SEAT_MESSAGES.eventFull);

    // The payments module closes the checkout after an hour without an answer: the hold expires with it.
    await buildServices(ctx.deps).payments.reconcileDue(new Date(Date.now() + 61 * 60_000));
    expect(await holds(eventId)).toEqual([]);
    const txnB = (await registerFor(b.headers, eventId)).json().data.txn_id as string;
    expect(txnB).toBeTruthy();

    // A pays after all: the money is real, but B has the seat — A is over capacity, for staff to decide.
    await payThroughSandbox(ctx, txnA, 'success');
    const regA = (await ctx.db.one<{ id: number; status: string }>('SELECT id, status FROM registrations WHERE user_id = $1', [a.user.id]))!;
    expect(regA.status).toBe('success');
    expect(await holds(eventId)).toEqual(expect.arrayContaining([{ registration_id: regA.id, state: 'over' }]));
    // B pays: the held seat is kept.
    await payThroughSandbox(ctx, txnB, 'success');
    expect((await holds(eventId)).map((h) => h.state).sort()).toEqual(['kept', 'over']);
    expect((await seatsOf(eventId)).seats_left).toBe(0);
  });

  it('a free place is kept at once', async () => {
    const e = await createEvent(ctx.db, { program_id: 3, price_minor: 0 });
    await ctx.db.query('UPDATE events SET capacity = 1 WHERE id = $1', [e.id]);
    const p = await devotee(ctx);
    expect((await registerFor(p.headers, e.id)).json().success).toBe(1);
    expect((await holds(e.id)).map((h) => h.state)).toEqual(['kept']);
  });
});
