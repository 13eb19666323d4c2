import type { Queryable } from '../../db/client.ts';
import type { IstPeriod } from '../../lib/ist-period.ts';

/**
 * The seats module's read function for the back office's dashboard: the events on the
 * days of a period (events and programs joined, read only) with the seats taken, in one query.
 */

export interface EventSeats {
  id: number;
  name: string;
  program_name: string;
  event_date: string;
  end_date: string | null;
  capacity: number | null;
  taken: number;
}

/** Events (not cancelled) that run on any day of the period, by date, with seats held or kept by registrations. */
export const eventSeatsDuring = (q: Queryable, period: IstPeriod) =>
  q.query<EventSeats>(
    `SELECT e.id, e.event_name AS name, p.name AS program_name, to_char(e.event_date, 'YYYY-MM-DD') AS event_date,
            CASE WHEN e.end_date IS NULL THEN NULL ELSE to_char(e.end_date, 'YYYY-MM-DD') END AS end_date, e.capacity,
            (SELECT count(*)::int FROM seat_holds h WHERE h.event_id = e.id AND h.state IN ('held', 'kept')) AS taken
       FROM events e JOIN programs p ON p.id = e.program_id
      WHERE e.status <> 'cancelled' AND e.event_date <= $2::date AND coalesce(e.end_date, e.event_date) >= $1::date
      ORDER BY e.event_date, e.id
      LIMIT 200`,
    [period.from, period.to],
  );
