import { containsPattern } from './collection/search.ts';

/**
 * A WHERE clause built from a list's optional filters: `add('r.status = ?', value)` numbers the
 * placeholder, `search` matches a person by name, email, other text columns or mobile digits.
 */
export function sqlWhere() {
  const where: string[] = [];
  const params: unknown[] = [];
  return {
    params,
    add(sql: string, value: unknown) {
      params.push(value);
      where.push(sql.replaceAll('?', `$${params.length}`));
    },
    raw(sql: string) {
      where.push(sql);
    },
    /**
     * `q` anywhere in the text columns (case-insensitive, taken literally), and its digits in the
     * mobile column whatever spaces or dial code the search carries (from 4 digits).
     */
    search(q: string, columns: readonly string[], mobileColumn: string) {
      if (!q) return;
      const like = `$${params.push(containsPattern(q))}`;
      const parts = columns.map((c) => `${c} ILIKE ${like}`);
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 4) parts.push(`${mobileColumn} LIKE '%' || $${params.push(digits.length > 10 ? digits.slice(-10) : digits)} || '%'`);
      where.push(`(${parts.join(' OR ')})`);
    },
    clause: () => (where.length ? `WHERE ${where.join(' AND ')}` : ''),
  };
}
