import type { Queryable } from '../../db/client.ts';

/** The SQL of the waiting room's tables (waiting_rooms, waiting_room_entries). */

export interface RoomRow {
  event_id: number;
  active: boolean;
  opens_at: Date;
  max_rate: number;
  rate: number;
  rate_changed_at: Date;
  seed: string;
}

export const findRoom = (q: Queryable, eventId: number) =>
  q.one<RoomRow>('SELECT event_id, active, opens_at, max_rate, rate, rate_changed_at, seed FROM waiting_rooms WHERE event_id = $1', [eventId]);

export const findEventName = async (q: Queryable, eventId: number) =>
  (await q.one<{ event_name: string }>('SELECT event_name FROM events WHERE id = $1', [eventId]))?.event_name;

/** Creates or changes the room; a new room starts at its most a second with a fresh seed. */
export const saveRoom = (q: Queryable, r: { eventId: number; active: boolean; opensAt: Date; maxRate: number; seed: string; now: Date }) =>
  q.one<RoomRow>(
    `INSERT INTO waiting_rooms (event_id, active, opens_at, max_rate, rate, seed, rate_changed_at, ticked_at, updated_at)
     VALUES ($1, $2, $3, $4::integer, $4::integer, $5, $6::timestamptz, $6::timestamptz, $6::timestamptz)
     ON CONFLICT (event_id) DO UPDATE SET active = EXCLUDED.active, opens_at = EXCLUDED.opens_at, max_rate = EXCLUDED.max_rate,
       rate = LEAST(waiting_rooms.rate, EXCLUDED.max_rate), updated_at = EXCLUDED.updated_at
     RETURNING event_id, active, opens_at, max_rate, rate, rate_changed_at, seed`,
    [r.eventId, r.active, r.opensAt, r.maxRate, r.seed, r.now],
  );

/** Sets the rate when no process changed it within `everyMs` (one process wins each round). */
export const adjustRate = (q: Queryable, eventId: number, rate: number, now: Date, everyMs: number) =>
  q.query(
    `UPDATE waiting_rooms SET rate = $2, rate_changed_at = $3
     WHERE event_id = $1 AND rate_changed_at <= $3::timestamptz - make_interval(secs => $4::double precision / 1000)`,
    [eventId, rate, now, everyMs],
  );

// ---- the queue in PostgreSQL / PGlite (without Redis)

export const entryScore = async (q: Queryable, eventId: number, userId: number) =>
  (await q.one<{ score: number }>('SELECT score FROM waiting_room_entries WHERE event_id = $1 AND user_id = $2', [eventId, userId]))?.score;

/**
 * Takes a place: the room's arrival counter and the entry in one statement. Before the opening the
 * drawn score, after it the arrival number. Two tabs of one account race harmlessly: the second
 * insert does nothing and its counter step leaves a gap.
 */
export const addEntry = async (q: Queryable, eventId: number, userId: number, drawn: number | null, now: Date) =>
  (
    await q.one<{ score: number }>(
      `WITH n AS (UPDATE waiting_rooms SET joined = joined + 1 WHERE event_id = $1 RETURNING joined)
       INSERT INTO waiting_room_entries (event_id, user_id, score, joined_at)
       SELECT $1, $2, COALESCE($3::double precision, n.joined), $4 FROM n
       ON CONFLICT (event_id, user_id) DO NOTHING
       RETURNING score`,
      [eventId, userId, drawn, now],
    )
  )?.score;

/**
 * Admits by the rate since the last tick, in one UPDATE (a token bucket kept in the row): never
 * more than have taken a place, so an empty queue saves up no burst. Nothing before the opening.
 */
export const tick = (q: Queryable, eventId: number, now: Date) =>
  q.one<{ admitted: number; joined: number }>(
    `UPDATE waiting_rooms
        SET admitted = LEAST(joined, admitted + rate * GREATEST(0, EXTRACT(EPOCH FROM ($2::timestamptz - GREATEST(ticked_at, opens_at))))),
            ticked_at = GREATEST(ticked_at, $2::timestamptz)
      WHERE event_id = $1 AND opens_at < $2::timestamptz
      RETURNING admitted, joined`,
    [eventId, now],
  );

export const counters = (q: Queryable, eventId: number) =>
  q.one<{ admitted: number; joined: number }>('SELECT admitted, joined FROM waiting_rooms WHERE event_id = $1', [eventId]);

/** How many stand before a score (0 = first). */
export const rankOf = async (q: Queryable, eventId: number, score: number) =>
  Number((await q.one<{ n: number | string }>('SELECT count(*) AS n FROM waiting_room_entries WHERE event_id = $1 AND score < $2', [eventId, score]))?.n ?? 0);
