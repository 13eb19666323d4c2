import type { Queryable } from '../../db/client.ts';
import { QUEUE_ORDER } from './repository.ts';

/** SQL of the back office's waiting list (the seats module owns waiting_list and waiting_list_closures). */

export interface ListEvent {
  id: number;
  event_name: string;
  event_date: string;
  capacity: number | null;
}

export const findListEvent = (q: Queryable, eventId: number) =>
  q.one<ListEvent>(`SELECT id, event_name, to_char(event_date, 'YYYY-MM-DD') AS event_date, capacity FROM events WHERE id = $1`, [eventId]);

export interface PlaceRow {
  id: number;
  event_id: number;
  user_id: number;
  name: string;
  mobile: string;
  email: string;
  state: 'waiting' | 'offered';
  joined_at: Date;
  offered_at: Date | null;
  offer_expires_at: Date | null;
  offers_sent: number;
}

/** Offers still running, then the people waiting in their order (people's names read, not written). */
export const livePlaces = (q: Queryable, eventId: number, now: Date) =>
  q.query<PlaceRow>(
    `SELECT w.id, w.event_id, w.user_id, u.name, u.mobile, u.email, w.state, w.created_at AS joined_at, w.offered_at, w.offer_expires_at,
            (SELECT count(*)::int FROM waiting_list o WHERE o.event_id = w.event_id AND o.user_id = w.user_id AND o.offered_at IS NOT NULL) AS offers_sent
       FROM waiting_list w JOIN users u ON u.id = w.user_id
      WHERE w.event_id = $1 AND (w.state = 'waiting' OR (w.state = 'offered' AND w.offer_expires_at > $2))
      ORDER BY w.state = 'waiting', coalesce(w.queue_key, w.id::float8), w.id`,
    [eventId, now],
  );

export interface Place {
  id: number;
  event_id: number;
  user_id: number;
  state: string;
  offer_expires_at: Date | null;
}

export const findPlace = (q: Queryable, id: number) =>
  q.one<Place>('SELECT id, event_id, user_id, state, offer_expires_at FROM waiting_list WHERE id = $1', [id]);

/** The ids of the people waiting, in their order. */
export const waitingOrder = async (q: Queryable, eventId: number) =>
  (await q.query<{ id: number }>(`SELECT id FROM waiting_list WHERE event_id = $1 AND state = 'waiting' ORDER BY ${QUEUE_ORDER}`, [eventId])).map(
    (r) => r.id,
  );

/**
 * Writes a new order of the people waiting (keys 1..n). Someone joining later has their id as key,
 * which is larger than any count of rows, so they still come last.
 */
export async function saveOrder(q: Queryable, ids: number[]) {
  await q.query(
    `UPDATE waiting_list w SET queue_key = o.k, updated_at = now()
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, k) WHERE w.id = o.id`,
    [ids],
  );
}

export async function setClosed(q: Queryable, eventId: number, closed: boolean, staffId: number) {
  if (closed) await q.query('INSERT INTO waiting_list_closures (event_id, closed_by) VALUES ($1, $2) ON CONFLICT DO NOTHING', [eventId, staffId]);
  else await q.query('DELETE FROM waiting_list_closures WHERE event_id = $1', [eventId]);
}

/** Places with their person's name and event (any state): how a bulk run's report names them. */
export const placeNames = (q: Queryable, ids: number[]) =>
  q.query<{ id: number; event_id: number; name: string }>(
    'SELECT w.id, w.event_id, u.name FROM waiting_list w JOIN users u ON u.id = w.user_id WHERE w.id = ANY($1::int[])',
    [ids],
  );
