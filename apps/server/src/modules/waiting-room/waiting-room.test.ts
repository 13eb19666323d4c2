import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_ROOM_CODES } from '@portal/contract/waiting-room';
import { testClock } from '../../lib/clock.ts';
import { createRedis, redisReady } from '../../lib/redis.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { sharedTestRedis } from '../../test/redis-server.ts';
import { devotee, register, type Headers } from '../payments/test-helpers.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { admissionKey, signAdmission } from './admission.ts';
import { drawnScore } from './order.ts';
import { nextRate, TARGET_P95_MS } from './pace.ts';
import { ROOM_CACHE_MS } from './service.ts';

/**
 * The waiting room: off, everyone registers; on, the register call needs a valid admission (not
 * expired, this account, this event, signed by the server); those who came before the opening
 * stand in the order the seed draws, later ones after them; admissions follow the rate. The same
 * rules run on the database queue and on the Redis queue.
 */
const OPENING = new Date('2026-12-01T04:30:00Z'); // 10:00 in India

for (const store of ['database', 'redis'] as const) {
  describe(`the waiting room, its queue in the ${store}`, () => {
    const clock = testClock(new Date(OPENING.getTime() - 60_000));
    let ctx: TestContext;
    let coordinator: Headers;
    let redisStop: (() => Promise<void>) | undefined;
    let redisClient: ReturnType<typeof createRedis> | undefined;
    beforeAll(async () => {
      if (store === 'redis') {
        const r = await sharedTestRedis();
        redisStop = r.stop;
        redisClient = createRedis(r.url);
        await redisReady(redisClient);
      }
      ctx = await startTestApp({}, () => ({ clock, ...(redisClient ? { redis: redisClient } : {}) }));
      coordinator = (await staffSession(ctx, 'coordinator')).headers;
    }, 60_000);
    afterAll(async () => {
      await ctx.close();
      redisClient?.disconnect();
      await redisStop?.();
    });

    const newEvent = async () => (await createEvent(ctx.db, { program_id: 3 })).id;
    const save = (eventId: number, body: object, headers = coordinator) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/waiting-room`, headers, payload: body });
    const enter = async (eventId: number, headers: Headers) => {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/event/${eventId}/waiting-room`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data as { active: boolean; place: number; admission: string; wait_seconds: number; poll_seconds: number };
    };
    const registerWith = (eventId: number, headers: Headers, admission?: string) =>
      register(ctx, headers, { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F', ...(admission !== undefined ? { admission } : {}) });
    /** A room opening at OPENING, admitting one a second; its seed fixed so the order is known. */
    async function roomOn(eventId: number, seed = `seed-${randomBytes(4).toString('hex')}`) {
      const res = await save(eventId, { active: true, opens_at: '2026-12-01T10:00', max_rate: 1 });
      expect(res.statusCode).toBe(200);
      await ctx.db.query('UPDATE waiting_rooms SET seed = $2 WHERE event_id = $1', [eventId, seed]);
      return seed;
    }

    it('lets everyone through when the event has no room or its room is off', async () => {
      clock.set(new Date(OPENING.getTime() - 60_000));
      const eventId = await newEvent();
      const a = await devotee(ctx);
      expect((await enter(eventId, a.headers)).active).toBe(false);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/event/999999/waiting-room', headers: a.headers })).statusCode).toBe(404);
      expect((await registerWith(eventId, a.headers)).json().success).toBe(1);
      const b = await devotee(ctx);
      expect((await save(eventId, { active: false, opens_at: '2026-12-01T10:00', max_rate: 5 })).json().message).toMatch(/off/);
      expect((await registerWith(eventId, b.headers)).json().success).toBe(1);
    });

    it('is set by coordinators and owners only; bad input is refused naming the field', async () => {
      const eventId = await newEvent();
      const editor = (await staffSession(ctx, 'editor')).headers;
      expect((await save(eventId, { active: true, opens_at: '2026-12-01T10:00', max_rate: 5 }, editor)).statusCode).toBe(403);
      const bad = await save(eventId, { active: true, opens_at: 'tomorrow', max_rate: 0 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(['opens_at']));
      expect(await ctx.db.one('SELECT 1 FROM waiting_rooms WHERE event_id = $1', [eventId])).toBeUndefined();
      const ok = await save(eventId, { active: true, opens_at: '2026-12-01T10:00', max_rate: 5 });
      expect(ok.json().data).toMatchObject({ active: true, opens_at: '2026-12-01T10:00', max_rate: 5, rate: 5, waiting: 0, admitted: 0 });
      const audit = await ctx.db.one<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'waiting_rooms' AND entity_id = $1`, [String(eventId)]);
      expect(audit?.action).toBe('waiting-room-save');
    });

    it('sees a change to the room at once through this process, and within the cache time when made elsewhere', async () => {
      clock.set(new Date(OPENING.getTime() - 60_000));
      const eventId = await newEvent();
      const a = await devotee(ctx);
      expect((await enter(eventId, a.headers)).active).toBe(false); // now kept: the event has no room
      await roomOn(eventId);
      expect((await enter(eventId, a.headers)).active).toBe(true);
      expect((await registerWith(eventId, a.headers)).statusCode).toBe(409);
      // Another process turns it off (its bus message does not reach this one): the kept row
      // serves until the cache time is over, then the change shows.
      await ctx.db.query('UPDATE waiting_rooms SET active = false WHERE event_id = $1', [eventId]);
      expect((await enter(eventId, a.headers)).active).toBe(true);
      clock.advance(ROOM_CACHE_MS + 1);
      expect((await enter(eventId, a.headers)).active).toBe(false);
      expect((await registerWith(eventId, a.headers)).json().success).toBe(1);
    });

    it('refuses the register call without a valid admission while it is on: none, forged, expired, another account, another event', async () => {
      clock.set(new Date(OPENING.getTime() - 60_000));
      const [eventId, otherEvent] = [await newEvent(), await newEvent()];
      await roomOn(eventId);
      const [a, b] = [await devotee(ctx), await devotee(ctx)];
      const key = admissionKey(ctx.deps.config.TICKET_SECRET);
      const later = new Date(clock.now().getTime() + 120_000);
      const refusedWith = async (headers: Headers, admission?: string) => {
        const res = await registerWith(eventId, headers, admission);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe(WAITING_ROOM_CODES.required);
      };
      await refusedWith(a.headers);
      await refusedWith(a.headers, signAdmission(Buffer.from('not the server key'), a.user.id, eventId, later));
      const real = signAdmission(key, a.user.id, eventId, later);
      const [head, payload] = real.split('.');
      const otherPayload = Buffer.from(JSON.stringify({ u: b.user.id, e: eventId, x: Math.floor(later.getTime() / 1000) })).toString('base64url');
      await refusedWith(b.headers, `${head}.${otherPayload}.${real.split('.')[2]}`);
      await refusedWith(a.headers, `${head}.${payload}.`);
      await refusedWith(b.headers, real);
      await refusedWith(a.headers, signAdmission(key, a.user.id, otherEvent, later));
      await refusedWith(a.headers, signAdmission(key, a.user.id, eventId, new Date(clock.now().getTime() - 1000)));
      expect(await ctx.db.one('SELECT 1 FROM registrations WHERE event_id = $1', [eventId])).toBeUndefined();
      // The real one registers.
      expect((await registerWith(eventId, a.headers, real)).json().success).toBe(1);
    });

    it('orders those who came before the opening by the seed, then first come first served, admitting at the rate', async () => {
      clock.set(new Date(OPENING.getTime() - 60_000));
      const eventId = await newEvent();
      const seed = await roomOn(eventId, `fixed-seed-${store}-${randomBytes(3).toString('hex')}`);
      const early = [];
      for (let i = 0; i < 5; i++) early.push(await devotee(ctx));
      for (const d of early) {
        const before = await enter(eventId, d.headers);
        expect(before.admission).toBe('');
        expect(before.wait_seconds).toBeGreaterThanOrEqual(60);
      }
      // Asking again before the opening changes nothing (no advantage to refreshing).
      await enter(eventId, early[0]!.headers);

      clock.set(new Date(OPENING.getTime() + 1)); // the opening: nobody admitted yet
      const late = await devotee(ctx);
      expect((await enter(eventId, late.headers)).place).toBe(6);
      const expected = [...early].sort((x, y) => drawnScore(seed, x.user.id) - drawnScore(seed, y.user.id));
      for (const [i, d] of expected.entries()) expect((await enter(eventId, d.headers)).place).toBe(i + 1);

      // Two seconds at one a second: the first two in the drawn order are admitted, the others move up.
      clock.set(new Date(OPENING.getTime() + 2001));
      const first = await enter(eventId, expected[0]!.headers);
      expect(first).toMatchObject({ place: 0, poll_seconds: 0 });
      expect(first.admission).toMatch(/^wr1\./);
      expect((await enter(eventId, expected[1]!.headers)).admission).not.toBe('');
      expect(await enter(eventId, expected[2]!.headers)).toMatchObject({ place: 1, admission: '' });
      expect((await enter(eventId, late.headers)).place).toBe(4);
      expect((await registerWith(eventId, expected[0]!.headers, first.admission)).json().success).toBe(1);

      const status = (await ctx.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/waiting-room`, headers: coordinator })).json().data;
      expect(status).toMatchObject({ active: true, joined: 6, admitted: 2, waiting: 4, max_rate: 1 });

      // An admission lasts five minutes; an admitted devotee who asks again later gets a fresh one.
      clock.set(new Date(OPENING.getTime() + 2001 + 301_000));
      const again = await enter(eventId, expected[1]!.headers);
      expect((await registerWith(eventId, expected[1]!.headers, again.admission)).json().success).toBe(1);
      // The places were kept where the store says (Redis: the sorted set, not the database fallback).
      if (redisClient) expect(await redisClient.zcard(`portal:wr:${eventId}:${seed}:queue`)).toBe(6);
      else expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM waiting_room_entries WHERE event_id = $1', [eventId]))?.n).toBe(6);
    });

    it('once the event is full lets those still waiting through at the most a second set; an event with seats rises gently', async () => {
      clock.set(new Date(OPENING.getTime() + 1000));
      const [full, open] = [await newEvent(), await newEvent()];
      await ctx.db.query('UPDATE events SET capacity = CASE WHEN id = $1 THEN 1 ELSE 50 END WHERE id IN ($1, $2)', [full, open]);
      // The one seat taken before the room was on.
      expect((await registerWith(full, (await devotee(ctx)).headers)).json().success).toBe(1);
      for (const eventId of [full, open]) {
        expect((await save(eventId, { active: true, opens_at: '2026-12-01T10:00', max_rate: 40 })).statusCode).toBe(200);
        // The rate the latency had brought down to one a second.
        await ctx.db.query('UPDATE waiting_rooms SET rate = 1, rate_changed_at = $2 WHERE event_id = $1', [eventId, clock.now()]);
      }
      clock.advance(ROOM_CACHE_MS + 2001);
      const someone = await devotee(ctx);
      for (const eventId of [full, open]) await enter(eventId, someone.headers);
      const rateOf = async (eventId: number) =>
        (await ctx.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/waiting-room`, headers: coordinator })).json().data.rate;
      expect(await rateOf(full)).toBe(40);
      expect(await rateOf(open)).toBe(2);
    });
  });
}

describe('the admission rate', () => {
  it('drops while the register step is slow and rises back when it is quick, within 1 and the most set', () => {
    expect(nextRate(20, 20, TARGET_P95_MS + 1)).toBe(14);
    expect(nextRate(1, 20, 5000)).toBe(1);
    expect(nextRate(14, 20, 10)).toBeCloseTo(16.8);
    expect(nextRate(19, 20, 0)).toBe(20);
    expect(nextRate(10, 20, TARGET_P95_MS * 0.7)).toBe(10);
    // A full event's queue only hears "full": the most a second, however slow the step.
    expect(nextRate(1, 20, 5000, true)).toBe(20);
  });

  it('draws the same order from the same seed, a different one from another', () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const order = (seed: string) => [...ids].sort((a, b) => drawnScore(seed, a) - drawnScore(seed, b));
    expect(order('s1')).toEqual(order('s1'));
    expect(order('s1')).not.toEqual(order('s2'));
    expect(order('s1')).not.toEqual(ids);
  });
});
