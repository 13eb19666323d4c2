import type { Queryable } from '../../db/client.ts';

/** SQL of the seats module: seat_counters, seat_holds and waiting_list are written here only. */

export type HoldState = 'held' | 'kept' | 'over';

/**
 * Locks the event's seat counter row (made on first use) for the rest of the transaction: every
 * change to the event's seats and offers happens under it, so a count is never stale.
 */
export async function lockEventSeats(q: Queryable, eventId: number): Promise<void> {
  await q.query('INSERT INTO seat_counters (event_id) VALUES ($1) ON CONFLICT DO NOTHING', [eventId]);
  await q.query('SELECT event_id FROM seat_counters WHERE event_id = $1 FOR UPDATE', [eventId]);
}

/** What a seat claim needs (seat_claim, migrations 20261201040000 and 20261202020000). */
export interface Claim {
  eventId: number;
  registrationId: number;
  userId: number;
  /** The registration's ticket type: one with its own seats is counted too (null: the event's seats only). */
  ticketTypeId?: number | null;
  state: 'held' | 'kept';
  now: Date;
  confirmedOver: number;
}

/**
 * The seat claim in one statement: the counter locked, the seats counted, an offer taken and the
 * hold written inside the database. Returns how many seats over capacity the place goes; the
 * hold was written when that is at most `confirmedOver`.
 */
export const claimSeat = async (q: Queryable, c: Claim): Promise<number> =>
  (await q.one<{ over: number }>('SELECT seat_claim($1, $2, $3, $4, $5, $6, false, $7::int) AS over', [
    c.eventId, c.registrationId, c.userId, c.state, c.now, c.confirmedOver, c.ticketTypeId ?? null,
  ]))!.over;

/**
 * The claim and the transaction's COMMIT sent in one message (PostgreSQL's simple protocol), so
 * that the event's counter row is unlocked by the database as soon as the hold is written, not
 * when this process next reads its socket. True: the seat is taken and the transaction committed
 * (the caller's own COMMIT then finds none in progress, a warning only). False: refused, and the
 * transaction aborted (the caller rolls back). The values are inlined: the simple protocol takes
 * no parameters, so they are checked to be integers, a state and a time first.
 */
export async function claimSeatAndCommit(q: Queryable, c: Omit<Claim, 'confirmedOver'>): Promise<boolean> {
  const ids = [c.eventId, c.registrationId, c.userId];
  const type = c.ticketTypeId ?? null;
  if (![...ids, type ?? 0].every((n) => Number.isSafeInteger(n))) throw new Error(`seat claim: ids must be integers (${ids.join(', ')}, ${type})`);
  const state = c.state === 'kept' ? 'kept' : 'held';
  try {
    await q.query(`SELECT seat_claim(${ids.join(', ')}, '${state}', '${c.now.toISOString()}'::timestamptz, 0, true, ${type ?? 'NULL'}::int); COMMIT`);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'SEATF') return false;
    throw err;
  }
}

/**
 * Whether the event is full for this person, read without the lock: a hint that spares a
 * registration the work of a transaction the claim would refuse. Never full while the person has
 * a live seat (a renewed registration) or a running offer; the claim decides in every other case.
 */
export const looksFull = async (q: Queryable, eventId: number, userId: number, now: Date): Promise<boolean> =>
  !!(await q.one(
    `SELECT 1 FROM events e
      WHERE e.id = $1 AND e.capacity IS NOT NULL
        AND (SELECT count(*) FROM seat_holds h WHERE h.event_id = e.id AND h.state IN ('held', 'kept'))
          + (SELECT count(*) FROM waiting_list w WHERE w.event_id = e.id AND w.state = 'offered' AND w.offer_expires_at > $3) >= e.capacity
        AND NOT EXISTS (SELECT 1 FROM seat_holds h JOIN registrations r ON r.id = h.registration_id
                         WHERE h.event_id = e.id AND r.user_id = $2 AND h.state IN ('held', 'kept'))
        AND NOT EXISTS (SELECT 1 FROM waiting_list w WHERE w.event_id = e.id AND w.user_id = $2 AND w.state = 'offered' AND w.offer_expires_at > $3)`,
    [eventId, userId, now],
  ));

export interface SeatCount {
  capacity: number | null;
  /** Seats held or kept by registrations. */
  taken: number;
  /** Seats offered to people on the waiting list whose offer still runs. */
  offered: number;
}

/** The event's capacity and what occupies it at `now` (call under lockEventSeats for a decision). */
export const countSeats = async (q: Queryable, eventId: number, now: Date): Promise<SeatCount> =>
  (await q.one<SeatCount>(
    `SELECT e.capacity,
            (SELECT count(*)::int FROM seat_holds h WHERE h.event_id = e.id AND h.state IN ('held', 'kept')) AS taken,
            (SELECT count(*)::int FROM waiting_list w WHERE w.event_id = e.id AND w.state = 'offered' AND w.offer_expires_at > $2) AS offered
       FROM events e WHERE e.id = $1`,
    [eventId, now],
  )) ?? { capacity: null, taken: 0, offered: 0 };

/**
 * What joining the waiting list checks, in one statement (the festival peak: most of a burst joins
 * the list): the seat count, whether the person holds a seat, and whether staff closed the list.
 */
export const joinFacts = async (q: Queryable, eventId: number, userId: number, now: Date): Promise<SeatCount & { has_seat: boolean; closed: boolean }> =>
  (await q.one<SeatCount & { has_seat: boolean; closed: boolean }>(
    `SELECT e.capacity,
            (SELECT count(*)::int FROM seat_holds h WHERE h.event_id = e.id AND h.state IN ('held', 'kept')) AS taken,
            (SELECT count(*)::int FROM waiting_list w WHERE w.event_id = e.id AND w.state = 'offered' AND w.offer_expires_at > $3) AS offered,
            EXISTS (SELECT 1 FROM seat_holds h JOIN registrations r ON r.id = h.registration_id
                     WHERE h.event_id = e.id AND r.user_id = $2 AND h.state IN ('held', 'kept')) AS has_seat,
            EXISTS (SELECT 1 FROM waiting_list_closures c WHERE c.event_id = e.id) AS closed
       FROM events e WHERE e.id = $1`,
    [eventId, userId, now],
  )) ?? { capacity: null, taken: 0, offered: 0, has_seat: false, closed: false };

export const findHold = (q: Queryable, registrationId: number) =>
  q.one<{ registration_id: number; event_id: number; state: HoldState }>(
    'SELECT registration_id, event_id, state FROM seat_holds WHERE registration_id = $1',
    [registrationId],
  );

/** A live hold (held or kept) becomes kept; false when there is none (no hold, or one over capacity). */
export const keepLiveHold = async (q: Queryable, registrationId: number) =>
  (
    await q.query(
      `UPDATE seat_holds SET state = 'kept', updated_at = now() WHERE registration_id = $1 AND state IN ('held', 'kept') RETURNING registration_id`,
      [registrationId],
    )
  ).length > 0;

export const saveHold = (q: Queryable, registrationId: number, eventId: number, state: HoldState) =>
  q.query(
    `INSERT INTO seat_holds (registration_id, event_id, state) VALUES ($1, $2, $3)
     ON CONFLICT (registration_id) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
    [registrationId, eventId, state],
  );

/** How many seats of a ticket type with its own count are held or kept (0 for a type without one). */
export const typeSeatsTaken = async (q: Queryable, ticketTypeId: number) =>
  (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM seat_holds WHERE ticket_type_id = $1 AND state IN ('held', 'kept')`, [ticketTypeId]))!.n;

export const deleteHold = (q: Queryable, registrationId: number) =>
  q.query('DELETE FROM seat_holds WHERE registration_id = $1', [registrationId]);

export const deleteEventHolds = (q: Queryable, eventId: number) => q.query('DELETE FROM seat_holds WHERE event_id = $1', [eventId]);

// ---- the waiting list

export interface WaitingRow {
  id: number;
  event_id: number;
  user_id: number;
  state: 'waiting' | 'offered';
  offer_expires_at: string | null;
}

const WAITING_COLUMNS = 'id, event_id, user_id, state, offer_expires_at::text AS offer_expires_at';

/** The person's live place (waiting, or offered and not yet lapsed) on the event's list. */
export const findLivePlace = (q: Queryable, eventId: number, userId: number, now: Date) =>
  q.one<WaitingRow>(
    `SELECT ${WAITING_COLUMNS} FROM waiting_list
      WHERE event_id = $1 AND user_id = $2 AND (state = 'waiting' OR (state = 'offered' AND offer_expires_at > $3))`,
    [eventId, userId, now],
  );

/**
 * The order of a list: the key staff set by moving someone (waiting-list-admin), else the order of
 * joining; the id breaks ties.
 */
export const QUEUE_ORDER = 'coalesce(queue_key, id::float8), id';

/** 1 for the next person to be offered a seat. */
export const positionOf = async (q: Queryable, place: { id: number; event_id: number }) =>
  (await q.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM waiting_list w, (SELECT coalesce(queue_key, id::float8) AS k, id FROM waiting_list WHERE id = $2) me
      WHERE w.event_id = $1 AND w.state = 'waiting' AND (coalesce(w.queue_key, w.id::float8), w.id) <= (me.k, me.id)`,
    [place.event_id, place.id],
  ))!.n;

export const joinList = (q: Queryable, eventId: number, userId: number) =>
  q.one<WaitingRow>(
    `INSERT INTO waiting_list (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ${WAITING_COLUMNS}`,
    [eventId, userId],
  );

export const setPlaceState = (q: Queryable, id: number, state: 'took' | 'left' | 'expired' | 'removed') =>
  q.query('UPDATE waiting_list SET state = $2, updated_at = now() WHERE id = $1', [id, state]);

/** The next people in line, oldest first (the rows locked: one offer per place). */
export const nextWaiting = (q: Queryable, eventId: number, limit: number) =>
  q.query<WaitingRow>(
    `SELECT ${WAITING_COLUMNS} FROM waiting_list WHERE event_id = $1 AND state = 'waiting' ORDER BY ${QUEUE_ORDER} LIMIT $2 FOR UPDATE`,
    [eventId, limit],
  );

/** One place, locked (its state is decided under the event's lock the caller holds). */
export const waitingPlace = (q: Queryable, id: number) =>
  q.one<Omit<WaitingRow, 'state'> & { state: string }>(`SELECT ${WAITING_COLUMNS} FROM waiting_list WHERE id = $1 FOR UPDATE`, [id]);

export const markOffered = (q: Queryable, id: number, now: Date, until: Date) =>
  q.query(`UPDATE waiting_list SET state = 'offered', offered_at = $2, offer_expires_at = $3, updated_at = now() WHERE id = $1`, [id, now, until]);

/** Offers whose time ran out: they lapse, and their events offer the seat to the next person. */
export const expireOffers = (q: Queryable, now: Date) =>
  q.query<{ event_id: number }>(
    `UPDATE waiting_list SET state = 'expired', updated_at = now()
      WHERE state = 'offered' AND offer_expires_at <= $1 RETURNING event_id`,
    [now],
  );

export const clearEventList = (q: Queryable, eventId: number) =>
  q.query(`UPDATE waiting_list SET state = 'left', updated_at = now() WHERE event_id = $1 AND state IN ('waiting', 'offered')`, [eventId]);

/** Events with people waiting (the job looks for seats to offer there). */
export const eventsWithWaiting = async (q: Queryable) =>
  (await q.query<{ event_id: number }>(`SELECT DISTINCT event_id FROM waiting_list WHERE state = 'waiting'`)).map((r) => r.event_id);

/** Staff closed the event's list: nobody new joins. */
export const isListClosed = async (q: Queryable, eventId: number) =>
  !!(await q.one('SELECT 1 FROM waiting_list_closures WHERE event_id = $1', [eventId]));
