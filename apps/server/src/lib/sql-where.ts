import { personSearchSql } from './person-search.ts';

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
    /** A person by name, email, other text columns or mobile digits (lib/person-search.ts). */
    search(q: string, columns: readonly string[], mobileColumn: string) {
      if (q) where.push(personSearchSql(q, params, columns, mobileColumn));
    },
    clause: () => (where.length ? `WHERE ${where.join(' AND ')}` : ''),
  };
}
