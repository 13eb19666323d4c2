import type { Queryable } from '../../db/client.ts';
import { inIstDays, spanOf, type IstPeriod } from '../../lib/ist-period.ts';
import { PLACED_STATUSES } from '@portal/contract/registrations';

/**
 * The payments module's read functions for the back office's dashboard: one query
 * each over payment_attempts (registrations and donations joined, read only). Amounts are minor
 * units per currency: two currencies are never added together.
 */

export interface ProgramMoney {
  program_id: number;
  currency: string;
  week_minor: number;
  year_minor: number;
}

/** When a paid attempt's money came in (older rows have only the confirmation time). */
const PAID_AT = 'coalesce(a.paid_at, a.confirmed_at)';

/** A paid attempt's amount less the refunds recorded against it: what the foundation still holds of it. */
const HELD = 'a.amount_minor - coalesce((SELECT sum(f.amount_minor) FROM payment_refunds f WHERE f.attempt_id = a.id), 0)';

/**
 * Money held for registrations (gateway and offline payments, less refunds recorded), by the
 * registration's program and currency. Only registrations that still hold a place count, as the
 * registrations beside it: a cancelled registration's money is refunded or owed back (refunds due),
 * so finance's "money held" is never swollen by money that has left or must leave.
 */
export const registrationMoneyByProgram = async (q: Queryable, week: IstPeriod, year: IstPeriod): Promise<ProgramMoney[]> =>
  (
    await q.query<ProgramMoney>(
      `SELECT r.program_id::int AS program_id, trim(a.currency) AS currency,
              coalesce(sum(${HELD}) FILTER (WHERE ${inIstDays(PAID_AT, '$1', '$2')}), 0)::bigint AS week_minor,
              coalesce(sum(${HELD}) FILTER (WHERE ${inIstDays(PAID_AT, '$3', '$4')}), 0)::bigint AS year_minor
         FROM payment_attempts a JOIN registrations r ON r.id = a.registration_id
        WHERE a.status = 'success' AND a.purpose = 'registration' AND r.status = ANY($7::text[]) AND ${inIstDays(PAID_AT, '$5', '$6')}
        GROUP BY r.program_id, trim(a.currency)`,
      [week.from, week.to, year.from, year.to, spanOf(week, year).from, spanOf(week, year).to, PLACED_STATUSES],
    )
  ).map((r) => ({ ...r, week_minor: Number(r.week_minor), year_minor: Number(r.year_minor) }));

export interface CurrencyTotal {
  currency: string;
  count: number;
  amount_minor: number;
}

const totals = (rows: CurrencyTotal[]) => rows.map((r) => ({ ...r, amount_minor: Number(r.amount_minor) }));

/** Attempts still open at a gateway (started or pending: the reconciler's queue), per currency. */
export const paymentsWaiting = async (q: Queryable) =>
  totals(
    await q.query<CurrencyTotal>(
      `SELECT trim(currency) AS currency, count(*)::int AS count, sum(amount_minor)::bigint AS amount_minor
         FROM payment_attempts WHERE status IN ('created', 'pending') GROUP BY trim(currency) ORDER BY 1`,
    ),
  );

/**
 * Orders still owing money back (registrations cancelled with refund due or overpaid, overpaid
 * donations: the refunds page's list), per currency, until the refunds are recorded.
 */
export const refundsDue = async (q: Queryable) =>
  totals(
    await q.query<CurrencyTotal>(
      `SELECT currency, count(*)::int AS count, sum(due)::bigint AS amount_minor
         FROM (SELECT trim(currency) AS currency, refund_due_minor AS due FROM registrations WHERE refund_due_minor > 0
               UNION ALL
               SELECT trim(currency), refund_due_minor FROM donations WHERE refund_due_minor > 0) o
        GROUP BY currency ORDER BY currency`,
    ),
  );
