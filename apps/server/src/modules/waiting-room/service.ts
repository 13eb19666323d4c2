import { randomBytes } from 'node:crypto';
import { istWallClock } from '@portal/contract/fields';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import { WAITING_ROOM_CODES, WAITING_ROOM_MESSAGES, type WaitingPlace, type WaitingRoomSave, type WaitingRoomStatus } from '@portal/contract/waiting-room';
import type { AppDeps } from '../../app-deps.ts';
import type { SeatsService } from '../seats/index.ts';
import { onPublicContentChange, publicContentChanged } from '../../lib/cache-bus.ts';
import { systemClock } from '../../lib/clock.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/index.ts';
import { ADMISSION_SECONDS, admissionKey, admissionValid, signAdmission } from './admission.ts';
import { drawnScore } from './order.ts';
import { ADJUST_EVERY_MS, createLatencyWindow, nextRate } from './pace.ts';
import { redisQueue, sqlQueue, type Queue } from './queue.ts';
import * as repo from './repository.ts';

/** An India wall-clock time (YYYY-MM-DDTHH:mm) as an instant, and back. */
const fromIst = (local: string) => new Date(`${local}:00+05:30`);
const toIst = (d: Date) => istWallClock(d).toISOString().slice(0, 16);

/** When the page asks again: every 2 s near the front, less often further back (at most 30 s). */
export function pollSeconds(waitSeconds: number): number {
  return Math.round(Math.min(30, Math.max(2, waitSeconds / 4)));
}

/**
 * How long a process keeps an event's room row. Every queue poll and every register call needs it,
 * and at the opening thousands of pages poll; a change made through this process is seen at once
 * (the cache is dropped), one made elsewhere within this time (the cache bus drops it sooner).
 */
export const ROOM_CACHE_MS = 1000;

/** An event's room as this process knows it; `exists` is only looked up when it has none. */
interface KnownRoom {
  room: repo.RoomRow | undefined;
  exists: boolean;
}

const off = (eventId: number): WaitingPlace => ({ event_id: eventId, active: false, opens_at: '', place: 0, wait_seconds: 0, admission: '', admission_until: '', poll_seconds: 0 });

export function createWaitingRoomService(deps: AppDeps, { seats }: { seats: Pick<SeatsService, 'looksFull'> }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const key = admissionKey(deps.config.TICKET_SECRET);
  const sql = sqlQueue(db);
  const shared: Queue | undefined = deps.redis && redisQueue(deps.redis);
  // The register step's latency as this process sees it (the rate follows it).
  const latency = createLatencyWindow();
  const rooms = new PublicCache(ROOM_CACHE_MS, 1000, () => clock.now().getTime());
  onPublicContentChange(db, () => rooms.clear());
  const knownRoom = (eventId: number) =>
    rooms.get<KnownRoom>(String(eventId), async () => {
      const room = await repo.findRoom(db, eventId);
      return { room, exists: !!room || (await repo.findEventName(db, eventId)) !== undefined };
    });

  /** Redis when configured; while it is away the queue carries on in the database. */
  async function withQueue<T>(fn: (q: Queue) => Promise<T>): Promise<T> {
    if (!shared) return fn(sql);
    try {
      return await fn(shared);
    } catch {
      return fn(sql);
    }
  }

  async function pace(room: repo.RoomRow, now: Date) {
    if (now.getTime() - room.rate_changed_at.getTime() < ADJUST_EVERY_MS) return room;
    // A newcomer (nobody's own seat counted) would find the event full.
    const full = await seats.looksFull(room.event_id, 0);
    const rate = nextRate(Number(room.rate), room.max_rate, latency.p95(), full);
    if (rate === Number(room.rate)) return room;
    await repo.adjustRate(db, room.event_id, rate, now, ADJUST_EVERY_MS);
    // The cached row takes the new rate too (whether this process's update won or another's did),
    // so the polls that follow within the cache time do not try again.
    room.rate = rate;
    room.rate_changed_at = now;
    return room;
  }

  async function status(eventId: number): Promise<WaitingRoomStatus> {
    const name = await repo.findEventName(db, eventId);
    if (name === undefined) throw notFound('event_not_found', REGISTRATION_MESSAGES.eventNotFound);
    const room = await repo.findRoom(db, eventId);
    const c = room ? await withQueue((q) => q.counters(room)) : { admitted: 0, joined: 0 };
    return {
      event_id: eventId,
      event_name: name,
      active: !!room?.active,
      opens_at: room ? toIst(room.opens_at) : '',
      max_rate: room?.max_rate ?? 0,
      rate: room ? Math.round(Number(room.rate) * 10) / 10 : 0,
      waiting: Math.max(0, c.joined - c.admitted),
      admitted: c.admitted,
      joined: c.joined,
      register_p95_ms: Math.round(latency.p95()),
    };
  }

  return {
    /** The register step's duration, measured by the registrations module (ms). */
    observeRegister: (ms: number) => latency.add(ms),

    /** Takes or keeps the caller's place; once it is their turn the answer carries a fresh admission. */
    async enter(userId: number, eventId: number): Promise<WaitingPlace> {
      const { room: found, exists } = await knownRoom(eventId);
      if (!exists) throw notFound('event_not_found', REGISTRATION_MESSAGES.eventNotFound);
      if (!found?.active) return off(eventId);
      const now = clock.now();
      const room = await pace(found, now);
      const early = now.getTime() <= room.opens_at.getTime();
      const a = await withQueue((q) => q.enter(room, userId, early ? drawnScore(room.seed, userId) : null, now));
      const rate = Math.max(Number(room.rate), 0.1);
      const opensIn = Math.max(0, (room.opens_at.getTime() - now.getTime()) / 1000);
      if (a.rank < a.admitted) {
        const until = new Date(now.getTime() + ADMISSION_SECONDS * 1000);
        return { event_id: eventId, active: true, opens_at: room.opens_at.toISOString(), place: 0, wait_seconds: 0, admission: signAdmission(key, userId, eventId, until), admission_until: until.toISOString(), poll_seconds: 0 };
      }
      const place = a.rank - a.admitted + 1;
      const wait = Math.ceil(opensIn + place / rate);
      return { event_id: eventId, active: true, opens_at: room.opens_at.toISOString(), place, wait_seconds: wait, admission: '', admission_until: '', poll_seconds: pollSeconds(wait) };
    },

    /** While the event's room is on, the register call needs a valid admission (refused with a code). */
    async requireAdmission(userId: number, eventId: number, admission: string | undefined) {
      const { room } = await knownRoom(eventId);
      if (!room?.active) return;
      if (admissionValid(key, admission, userId, eventId, clock.now())) return;
      throw refusedWithCode(409, WAITING_ROOM_CODES.required, WAITING_ROOM_MESSAGES.required);
    },

    status,

    /** Turns the room on or off (audited); its queue is kept, so turning it on again keeps the places. */
    async save(staffId: number, eventId: number, body: WaitingRoomSave): Promise<WaitingRoomStatus> {
      if ((await repo.findEventName(db, eventId)) === undefined) throw notFound('event_not_found', REGISTRATION_MESSAGES.eventNotFound);
      await db.tx(async (q) => {
        const before = await repo.findRoom(q, eventId);
        const saved = await repo.saveRoom(q, { eventId, active: body.active, opensAt: fromIst(body.opens_at), maxRate: body.max_rate, seed: randomBytes(16).toString('hex'), now: clock.now() });
        await recordAudit(q, {
          staffId,
          action: 'waiting-room-save',
          entity: 'waiting_rooms',
          entityId: eventId,
          before: before ? { active: before.active, opens_at: before.opens_at.toISOString(), max_rate: before.max_rate } : null,
          after: saved ? { active: saved.active, opens_at: saved.opens_at.toISOString(), max_rate: saved.max_rate } : null,
        });
      });
      // Every process drops its copy of the room: this one at once, the others when the bus tells them.
      await publicContentChanged(db);
      return status(eventId);
    },
  };
}
export type WaitingRoomService = ReturnType<typeof createWaitingRoomService>;

