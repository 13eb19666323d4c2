import { format, parse, isValid } from 'date-fns';

/** Dates are shown DD/MM/YYYY and sent YYYY-MM-DD (spec 000 section 9). */
export const DISPLAY_DATE = 'dd/MM/yyyy';

export function toIsoDate(d: Date | null | undefined): string {
  return d && isValid(d) ? format(d, 'yyyy-MM-dd') : '';
}

export function fromIsoDate(s: string | null | undefined): Date | null {
  if (!s) return null;
  const d = parse(s.slice(0, 10), 'yyyy-MM-dd', new Date());
  return isValid(d) ? d : null;
}

export function displayDate(s: string | null | undefined): string {
  const d = fromIsoDate(s);
  return d ? format(d, DISPLAY_DATE) : '';
}
