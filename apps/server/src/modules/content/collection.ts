import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import type { Db, Queryable } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import type { RecordChange } from './audit-hook.ts';
import { deleteOrHide, insertRow, listRows, updateColumns, type ListQuery, type ListSpec } from './rows.ts';

/**
 * One back-office collection over one table: list, read, create, update, delete-or-hide, each
 * write in one transaction with its audit row and followed by emptying the public caches. The
 * collections with their own rules (programs, events) are written apart; the others are this.
 */
export interface CollectionDef {
  /** The collection's name: the audit log's entity and the address under /api/admin/. */
  entity: string;
  table: string;
  list: ListSpec;
  /** Whether the table has `hidden` (then a referred-to row is hidden instead of deleted). */
  hides: boolean;
  /** Makes values safe to store (sanitised HTML). */
  clean?(values: Record<string, unknown>): Record<string, unknown>;
  /** Rules that need the database (a referred-to row exists), on the values being written. */
  check?(q: Queryable, values: Record<string, unknown>): Promise<void>;
  /** The field a unique index guards, named in the message when a value is taken. */
  uniqueField?: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export function createCollectionAdmin<Row extends { id: number }>(db: Db, def: CollectionDef) {
  const select = (q: Queryable, id: number, lock = false) =>
    q.one<Row>(`SELECT ${def.list.columns} FROM ${def.list.from} WHERE ${def.list.idColumn} = $1${lock ? ` FOR UPDATE OF ${def.list.from.split(' ')[1]}` : ''}`, [id]);

  async function load(q: Queryable, id: number, lock = false): Promise<Row> {
    const row = await select(q, id, lock);
    if (!row) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
    return row;
  }

  async function write<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    try {
      const result = await db.tx(fn);
      await publicContentChanged(db);
      return result;
    } catch (error) {
      if (def.uniqueField && isUniqueViolation(error)) {
        throw fieldError('content_duplicate', def.uniqueField, CONTENT_MESSAGES.duplicate, 409);
      }
      throw error;
    }
  }

  const prepare = async (q: Queryable, values: Record<string, unknown>) => {
    await def.check?.(q, values);
    return def.clean ? def.clean(values) : values;
  };

  return {
    list: (query: ListQuery) => listRows<Row>(db, def.list, query),

    get: (id: number) => load(db, id),

    create(values: Record<string, unknown>, record: RecordChange): Promise<Row> {
      return write(async (q) => {
        const id = await insertRow(q, def.table, await prepare(q, values));
        const after = await load(q, id);
        await record(q, { action: 'create', entity: def.entity, entityId: id, before: null, after });
        return after;
      });
    },

    update(id: number, patch: Record<string, unknown>, record: RecordChange): Promise<Row> {
      return write(async (q) => {
        const before = await load(q, id, true);
        await updateColumns(q, def.table, id, await prepare(q, patch));
        const after = await load(q, id);
        await record(q, { action: 'update', entity: def.entity, entityId: id, before, after });
        return after;
      });
    },

    /** Deleted when nothing refers to it; otherwise hidden (tables with `hidden`) and the caller says why. */
    remove(id: number, record: RecordChange): Promise<'deleted' | 'hidden'> {
      return write(async (q) => {
        const before = await load(q, id, true);
        const outcome = def.hides ? await deleteOrHide(q, def.table, id) : (await q.query(`DELETE FROM ${def.table} WHERE id = $1`, [id]), 'deleted' as const);
        const after = outcome === 'hidden' ? { ...before, hidden: true } : null;
        await record(q, { action: outcome === 'hidden' ? 'hide' : 'delete', entity: def.entity, entityId: id, before, after });
        return outcome;
      });
    },
  };
}

export type CollectionAdmin<Row extends { id: number }> = ReturnType<typeof createCollectionAdmin<Row>>;
