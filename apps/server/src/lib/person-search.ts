import { containsPattern } from './collection/search.ts';

/**
 * The SQL condition for a search typed by staff: the text anywhere in the given columns (LIKE
 * wildcards in it taken literally), or, when it holds four digits or more, the person's mobile by
 * its digits, whatever spaces or dial code were typed ("+91 98765 43210" finds 9876543210).
 * The parameters are pushed onto `params`; the condition refers to them by position.
 */
export function personSearchSql(text: string, params: unknown[], columns: readonly string[], mobileColumn = 'u.mobile'): string {
  params.push(containsPattern(text));
  const like = `$${params.length}`;
  const conditions = columns.map((column) => `${column} ILIKE ${like}`);
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 4) {
    params.push(digits.length > 10 ? digits.slice(-10) : digits);
    conditions.push(`${mobileColumn} LIKE '%' || $${params.length} || '%'`);
  }
  return `(${conditions.join(' OR ')})`;
}
