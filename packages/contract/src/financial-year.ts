import { istWallClock } from './fields.ts';

/**
 * The Indian financial year (1 April – 31 March), named as receipts, Form 10BD and the dashboard
 * name it: '2026-27' for the year starting 1 April 2026.
 */
export const financialYearLabel = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** '2026-27': four digits, then the two last digits of the next year. */
export function isFinancialYearLabel(fy: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(fy);
  return !!m && financialYearLabel(Number(m[1])) === fy;
}

/** The financial year a moment falls in, on the IST calendar: 31 March 23:59 IST (18:29 UTC) is still the old year. */
export function financialYearOf(d: Date): string {
  const ist = istWallClock(d);
  const year = ist.getUTCFullYear();
  return financialYearLabel(ist.getUTCMonth() >= 3 ? year : year - 1); // getUTCMonth: 3 = April
}
