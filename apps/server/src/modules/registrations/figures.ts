import type { Queryable } from '../../db/client.ts';
import { PLACED_STATUSES } from '@portal/contract/registrations';
import { inIstDays, spanOf, type IstPeriod } from '../../lib/ist-period.ts';

/**
 * The registrations module's read functions for the back office's dashboard: one
 * query each, over the registrations table this module owns (programs joined, read only).
 */

export interface ProgramRegistrations {
  program_id: number;
  name: string;
  week: number;
  year: number;
}

/** Every program, with the registrations made in the week and in the year (by the day they were made, in India). */
export const registrationsByProgram = (q: Queryable, week: IstPeriod, year: IstPeriod) =>
  q.query<ProgramRegistrations>(
    `SELECT p.id::int AS program_id, p.name,
            count(r.id) FILTER (WHERE ${inIstDays('r.created_at', '$1', '$2')})::int AS week,
            count(r.id) FILTER (WHERE ${inIstDays('r.created_at', '$3', '$4')})::int AS year
       FROM programs p
       LEFT JOIN registrations r ON r.program_id = p.id AND r.status = ANY($5::text[]) AND ${inIstDays('r.created_at', '$6', '$7')}
      GROUP BY p.id, p.name, p.sort_order
      ORDER BY p.sort_order, p.id`,
    [week.from, week.to, year.from, year.to, PLACED_STATUSES, spanOf(week, year).from, spanOf(week, year).to],
  );
