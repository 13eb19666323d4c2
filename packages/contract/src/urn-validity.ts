import { istWallClock } from './fields.ts';

/**
 * The validity of the foundation's 80G registration, as the owner writes it in Site settings
 * ("80G validity"): the assessment years the Income Tax department's approval names, such as
 * "AY 2022-23 to AY 2026-27". A donation counts in the assessment year after its financial year
 * (1 April to 31 March, India time): a gift of 27/11/2026 is in FY 2026-27, AY 2027-28. An 80G
 * receipt is printed only for a date inside the validity (docs/decisions/tax.md).
 */
export interface UrnValidity {
  /** First and last assessment year, by the calendar year they start in (AY 2022-23 → 2022). */
  fromAy: number;
  toAy: number;
}

/** An assessment year as written: 'AY 2022-23', '2022-23', 'A.Y. 2022-2023'. */
const AY = String.raw`(?:A\.?\s*Y\.?\s*)?(\d{4})\s*-\s*(\d{2}|\d{4})`;
const RANGE = new RegExp(String.raw`^\s*${AY}\s*(?:to|-|–|—|till|until)\s*${AY}\s*$`, 'i');

function startYear(first: string, second: string): number | null {
  const start = Number(first);
  const end = Number(second);
  // The second half is the next year (2022-23, 2022-2023); anything else is a typo, not an AY.
  const next = second.length === 2 ? (start + 1) % 100 : start + 1;
  return end === next ? start : null;
}

/** The validity the setting states, or null when it cannot be read as a range of assessment years. */
export function parseUrnValidity(text: string): UrnValidity | null {
  const m = RANGE.exec(text);
  if (!m) return null;
  const fromAy = startYear(m[1]!, m[2]!);
  const toAy = startYear(m[3]!, m[4]!);
  if (fromAy === null || toAy === null || toAy < fromAy) return null;
  return { fromAy, toAy };
}

/** The assessment year (by its start year) a gift made at this moment counts in. */
export function assessmentYearOf(moment: Date | string): number {
  const india = istWallClock(moment);
  const year = india.getUTCFullYear();
  // January to March belong to the financial year that began the April before.
  const fyStart = india.getUTCMonth() >= 3 ? year : year - 1;
  return fyStart + 1;
}

/** Whether an 80G receipt dated `moment` may print a registration of this validity. */
export function urnValidityCovers(validity: UrnValidity, moment: Date | string): boolean {
  const ay = assessmentYearOf(moment);
  return ay >= validity.fromAy && ay <= validity.toAy;
}

/** 'AY 2027-28' for a start year, as the settings and messages write it. */
export const ayLabel = (startYear: number) => `AY ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
