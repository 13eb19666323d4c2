import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * SQL shared by the back office's content collections: a searched, sorted, paged list with its
 * total, an update of the given columns only, and "delete, or hide when referred to".
 * Table and column names come from the collections' own constant lists, never from input.
 */

export interface ListQuery {
  q?: string;
  page: number;
  per_page: number;
  sort?: string;
}

export interface ListSpec {
  /** `FROM` clause with the alias the columns use. */
  from: string;
  /** The SELECT list. */
  columns: string;
  /** Text columns `q` searches (case-insensitive, anywhere in the text). */
  search: string[];
  /** Sort names staff may pick → SQL expressions; `-name` sorts descending. */
  sorts: Record<string, string>;
  defaultSort: string;
  /** The row's id expression, the tie-breaker that keeps pages stable. */
  idColumn: string;
}

/** `%`, `_` and `\` typed by a person are searched for as they are. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY of the asked sort; a name the collection does not sort by is a 400 naming `sort`. */
function orderBy(spec: ListSpec, sort: string | undefined): string {
  if (sort && !spec.sorts[sort.replace(/^-/, '')]) {
    const message = `Sort by one of: ${Object.keys(spec.sorts).join(', ')}`;
    throw badRequest('unknown_sort', `sort: ${message}`, { sort: message });
  }
  const wanted = sort || spec.defaultSort;
  const desc = wanted.startsWith('-');
  const expression = spec.sorts[wanted.replace(/^-/, '')]!;
  return `${expression} ${desc ? 'DESC' : 'ASC'} NULLS LAST, ${spec.idColumn} ${desc ? 'DESC' : 'ASC'}`;
}

export async function listRows<T>(q: Queryable, spec: ListSpec, query: ListQuery): Promise<{ rows: T[]; total: number }> {
  const text = query.q?.trim() ?? '';
  const where = text ? `WHERE (${spec.search.map((c) => `${c} ILIKE $1`).join(' OR ')})` : '';
  const params: unknown[] = text ? [likePattern(text)] : [];
  const counted = await q.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${spec.from} ${where}`, params);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const rows = await q.query<T>(
    `SELECT ${spec.columns} FROM ${spec.from} ${where} ORDER BY ${orderBy(spec, query.sort)} LIMIT ${limit} OFFSET ${offset}`,
    [...params, query.per_page, (query.page - 1) * query.per_page],
  );
  return { rows, total: Number(counted?.total ?? 0) };
}

/** UPDATE of the given columns (undefined values are left alone); false when the row is gone. */
export async function updateColumns(q: Queryable, table: string, id: number, values: Record<string, unknown>): Promise<boolean> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return !!(await q.one(`SELECT 1 FROM ${table} WHERE id = $1`, [id]));
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  const row = await q.one(`UPDATE ${table} SET ${sets} WHERE id = $1 RETURNING id`, [id, ...entries.map(([, v]) => v)]);
  return !!row;
}

export async function insertRow(q: Queryable, table: string, values: Record<string, unknown>): Promise<number> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  const columns = entries.map(([c]) => c).join(', ');
  const placeholders = entries.map((_, i) => `$${i + 1}`).join(', ');
  const row = await q.one<{ id: number }>(`INSERT INTO ${table} (${columns}) VALUES (${placeholders}) RETURNING id`, entries.map(([, v]) => v));
  return row!.id;
}

const isForeignKeyViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

/**
 * Deletes the row, or hides it when another row refers to it (the foreign key says so): an event
 * with registrations, a category with events. Runs inside the caller's transaction.
 */
export async function deleteOrHide(q: Queryable, table: string, id: number): Promise<'deleted' | 'hidden'> {
  await q.query('SAVEPOINT delete_or_hide');
  try {
    await q.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    await q.query('RELEASE SAVEPOINT delete_or_hide');
    return 'deleted';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await q.query('ROLLBACK TO SAVEPOINT delete_or_hide');
    await q.query(`UPDATE ${table} SET hidden = true WHERE id = $1`, [id]);
    return 'hidden';
  }
}
