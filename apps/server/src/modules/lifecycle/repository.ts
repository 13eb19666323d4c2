import type { Queryable } from '../../db/client.ts';
import { cameToEvent } from '../../lib/attendance.ts';

/** SQL of the event lifecycle: events move forward by date; `today` is the foundation's (IST) date. */
export interface MovedEvent {
  id: number;
  status: 'notstarted' | 'ongoing' | 'completed';
}

/**
 * Not started → ongoing from the start date; not started or ongoing → completed after the last
 * day (the end date, or the start date for a one-day event). Cancelled and completed events stay
 * as they are. The date is a parameter: the rules read the app's clock, never the database's.
 *
 * With `eventId`, only that event, and an ongoing event whose start date was moved to a later
 * day goes back to not started (its dates were edited: the status follows them at once). The
 * periodic run looks only at events that have begun, so it locks no future event.
 */
export const advanceEvents = (q: Queryable, today: string, eventId?: number) =>
  q.query<MovedEvent>(
    `WITH due AS (
       SELECT id, CASE WHEN event_date > $1::date THEN 'notstarted'
                       WHEN coalesce(end_date, event_date) < $1::date THEN 'completed' ELSE 'ongoing' END AS next
         FROM events
        WHERE status IN ('notstarted', 'ongoing') AND ${eventId === undefined ? 'event_date <= $1::date' : 'id = $2'}
        FOR UPDATE
     )
     UPDATE events e SET status = due.next FROM due
      WHERE e.id = due.id AND e.status <> due.next
      RETURNING e.id, e.status`,
    eventId === undefined ? [today] : [today, eventId],
  );

export interface FeedbackDue {
  registration_id: number;
  user_id: number;
}

/** Registrations of these events whose person came (lib/attendance.ts), whose program has a feedback form (1 to 5), and no feedback yet. */
export const feedbackDue = (q: Queryable, eventIds: number[]) =>
  q.query<FeedbackDue>(
    `SELECT r.id AS registration_id, r.user_id
       FROM registrations r
      WHERE r.event_id = ANY($1::int[]) AND ${cameToEvent('r')} AND r.program_id BETWEEN 1 AND 5
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.registration_id = r.id)
      ORDER BY r.id`,
    [eventIds],
  );

export interface EventState {
  id: number;
  status: 'notstarted' | 'ongoing' | 'completed' | 'cancelled';
  event_name: string;
}

/** The event, locked for the cancel action. */
export const lockEvent = (q: Queryable, id: number) =>
  q.one<EventState>('SELECT id, status, event_name FROM events WHERE id = $1 FOR UPDATE', [id]);

/** Staff cancelled the event: the one status move not made by the dates. */
export const markCancelled = (q: Queryable, id: number) => q.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [id]);
