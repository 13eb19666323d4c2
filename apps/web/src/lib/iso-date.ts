/**
 * 'YYYY-MM-DD' → day, month and 'DD/MM/YYYY' by plain string work. lib/dates.ts does the same
 * with date-fns, which costs ~9 kB gzip; the home and program pages only show server dates and
 * must stay light on a cheap phone.
 */
export interface IsoParts {
  year: number;
  month: number; // 1-12
  day: number;
}

export function isoParts(iso: string | null | undefined): IsoParts | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : undefined;
}

/** DD/MM/YYYY, '' when the text is not a date. */
export function isoToDisplay(iso: string | null | undefined): string {
  const p = isoParts(iso);
  return p ? `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}` : '';
}
