import type { Queryable } from '../../db/client.ts';
import { inIstDays, spanOf, type IstPeriod } from '../../lib/ist-period.ts';

/**
 * The donations module's read functions for the back office's dashboard: one query
 * over donation_funds and donations, which this module owns.
 */

export interface FundFigures {
  fund: string;
  /** The fund's name today. */
  label: string;
  /** null for a fund with no donation in the year. */
  currency: string | null;
  week_count: number;
  year_count: number;
  week_minor: number;
  year_minor: number;
}

/**
 * Every fund (in the office's order) with the donations received (online and offline, by the day they were received in
 * India) in the week and the year, per currency. A gift in kind is counted but is no money.
 */
export const donationsByFund = async (q: Queryable, week: IstPeriod, year: IstPeriod): Promise<FundFigures[]> =>
  (
    await q.query<FundFigures>(
      `SELECT f.category AS fund, f.label_en AS label, trim(d.currency) AS currency,
              count(d.id) FILTER (WHERE ${inIstDays('d.paid_at', '$1', '$2')})::int AS week_count,
              count(d.id) FILTER (WHERE ${inIstDays('d.paid_at', '$3', '$4')})::int AS year_count,
              coalesce(sum(d.amount_minor) FILTER (WHERE d.mode <> 'kind' AND ${inIstDays('d.paid_at', '$1', '$2')}), 0)::bigint AS week_minor,
              coalesce(sum(d.amount_minor) FILTER (WHERE d.mode <> 'kind' AND ${inIstDays('d.paid_at', '$3', '$4')}), 0)::bigint AS year_minor
         FROM donation_funds f
         LEFT JOIN donations d ON d.category = f.category AND d.status = 'success' AND ${inIstDays('d.paid_at', '$5', '$6')}
        -- A hidden fund is listed only when it had gifts in the year.
        GROUP BY f.category, f.label_en, f.position, f.hidden, trim(d.currency)
       HAVING NOT f.hidden OR count(d.id) > 0
        ORDER BY f.position, f.category`,
      [week.from, week.to, year.from, year.to, spanOf(week, year).from, spanOf(week, year).to],
    )
  ).map((r) => ({ ...r, week_minor: Number(r.week_minor), year_minor: Number(r.year_minor) }));
