import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import type { Db, Queryable } from '../db/client.ts';
import { publicContentChanged } from './cache-bus.ts';
import { badRequest, notFound } from './errors.ts';

/**
 * The writes of a back-office item a module owns (gallery images, audio and video items): each
 * in one transaction with its audit row (before and after), then the public caches emptied at
 * once. The module gives how a row is read and does its own SQL through its repository.
 */
export type AuditChange = { action: string; entity: string; entityId: number; before: unknown; after: unknown };
export type Audit = (q: Queryable, change: AuditChange) => Promise<void>;

export function auditedItems<Row>(db: Db, entity: string, read: (q: Queryable, id: number, lock: boolean) => Promise<Row | undefined>) {
  async function load(q: Queryable, id: number, lock = false): Promise<Row> {
    const row = await read(q, id, lock);
    if (!row) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
    return row;
  }

  async function write<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const result = await db.tx(fn);
    await publicContentChanged(db);
    return result;
  }

  return {
    load,
    write,
    /** Inserts (the callback answers the new id) and records the row as created. */
    create: (insert: (q: Queryable) => Promise<number>, audit: Audit) =>
      write(async (q) => {
        const id = await insert(q);
        const after = await load(q, id);
        await audit(q, { action: 'create', entity, entityId: id, before: null, after });
        return after;
      }),
    /** Changes the locked row and records it before and after. */
    update: (id: number, change: (q: Queryable, before: Row) => Promise<void>, audit: Audit) =>
      write(async (q) => {
        const before = await load(q, id, true);
        await change(q, before);
        const after = await load(q, id);
        await audit(q, { action: 'update', entity, entityId: id, before, after });
        return after;
      }),
    /** Deletes the row and records what it was. */
    remove: (id: number, remove: (q: Queryable) => Promise<unknown>, audit: Audit) =>
      write(async (q) => {
        const before = await load(q, id, true);
        await remove(q);
        await audit(q, { action: 'delete', entity, entityId: id, before, after: null });
      }),
  };
}

/** ORDER BY of a list's `sort` (`-name` descending, `fallback` when none); an unknown name is a 400 naming `sort`. */
export function adminOrderBy(sorts: Record<string, string>, sort: string, fallback: string, idColumn: string): string {
  const wanted = sort || fallback;
  const column = sorts[wanted.replace(/^-/, '')];
  if (!column) {
    const message = `Sort by one of: ${Object.keys(sorts).join(', ')}`;
    throw badRequest('unknown_sort', `sort: ${message}`, { sort: message });
  }
  const dir = wanted.startsWith('-') ? 'DESC' : 'ASC';
  return `${column} ${dir}, ${idColumn} ${dir}`;
}
