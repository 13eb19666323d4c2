import { financialYearLabel } from '@portal/contract/financial-year';
import { addIsoDays, istToday, type Clock } from './clock.ts';

/**
 * Periods of the foundation's calendar (India) for figures: this week (Monday to today), this
 * Indian financial year (1 April – 31 March) and this calendar month, as YYYY-MM-DD days read on
 * the IST calendar (`istToday`), so 31 March 23:30 UTC (1 April 05:00 in India) is the new year.
 */
export interface IstPeriod {
  /** First day counted (YYYY-MM-DD, India). */
  from: string;
  /** Last day counted. */
  to: string;
}

/** SQL: the timestamptz column falls on the days from..to in India (both counted); from and to are placeholders. */
export const inIstDays = (col: string, from: string, to: string) =>
  `${col} >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata' AND ${col} < ((${to}::date) + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`;


export function istPeriods(clock: Clock) {
  const today = istToday(clock);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addIsoDays(today, -((weekday + 6) % 7));
  const [y, m] = today.split('-').map(Number) as [number, number];
  const fyStart = m >= 4 ? y : y - 1;
  const monthEnd = addIsoDays(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`, -1);
  return {
    today,
    week: { from: monday, to: today },
    year: { from: `${fyStart}-04-01`, to: today, label: financialYearLabel(fyStart) },
    month: { from: `${today.slice(0, 7)}-01`, to: monthEnd },
  };
}

/** The days of both periods (a week may begin in the last financial year): what a query reads before it splits by period. */
export const spanOf = (a: IstPeriod, b: IstPeriod): IstPeriod => ({ from: a.from < b.from ? a.from : b.from, to: a.to > b.to ? a.to : b.to });
