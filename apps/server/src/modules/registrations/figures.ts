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

export interface CodeUses {
  code: string;
  event_id: number;
  event_name: string;
  currency: string;
  week: number;
  year: number;
  week_minor: number;
  year_minor: number;
}

/**
 * Discount codes used by registrations holding a place, per code, event and currency, in the week
 * and the year (by the day the registration was made, in India): the uses and what they took off.
 */
export const codeUsesByEvent = (q: Queryable, week: IstPeriod, year: IstPeriod) =>
  q.query<CodeUses>(
    `SELECT r.discount_code AS code, r.event_id, e.event_name, trim(r.currency) AS currency,
            count(*) FILTER (WHERE ${inIstDays('r.created_at', '$1', '$2')})::int AS week,
            count(*) FILTER (WHERE ${inIstDays('r.created_at', '$3', '$4')})::int AS year,
            coalesce(sum(r.code_minor) FILTER (WHERE ${inIstDays('r.created_at', '$1', '$2')}), 0)::bigint AS week_minor,
            coalesce(sum(r.code_minor) FILTER (WHERE ${inIstDays('r.created_at', '$3', '$4')}), 0)::bigint AS year_minor
       FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.discount_code <> '' AND r.status = ANY($5::text[]) AND ${inIstDays('r.created_at', '$6', '$7')}
      GROUP BY r.discount_code, r.event_id, e.event_name, trim(r.currency)
      ORDER BY r.discount_code, e.event_name, r.event_id`,
    [week.from, week.to, year.from, year.to, PLACED_STATUSES, spanOf(week, year).from, spanOf(week, year).to],
  );
