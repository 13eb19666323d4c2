import type { z } from 'zod';
import { CONTENT_MESSAGES, type AdminProgram, type programCreateSchema, type programPatchSchema } from '@portal/contract/admin-content';
import { PROGRAM_IDS, PROGRAMS, isProgramId, isProgramNumber, programRoute } from '@portal/contract/programs';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, notFound, refusedWithCode } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { sanitizeEmbed, sanitizeStoryHtml } from '../../lib/sanitize.ts';
import type { RecordChange } from './audit-hook.ts';
import { listRows, updateColumns, type ListQuery, type ListSpec } from './rows.ts';

/**
 * The programs of the back office: the eight built-in rows (their ids drive their own routes and
 * forms) and the programs the office adds (ids 9 and up, the generic page and registration screen).
 * A program is never deleted: events, registrations and receipts keep pointing at it; it is hidden.
 */
const COLUMNS = `p.id, p.name, coalesce(p.name_ta, '') AS name_ta, p.headline, coalesce(p.headline_ta, '') AS headline_ta,
  p.image, p.banner, p.media_banner, p.story, coalesce(p.story_ta, '') AS story_ta, p.promise_status,
  p.promises, coalesce(p.promises_ta, '{}') AS promises_ta, p.benefits, coalesce(p.benefits_ta, '{}') AS benefits_ta,
  p.attend, coalesce(p.attend_ta, '{}') AS attend_ta, p.duration, p.timing, coalesce(p.timing_ta, '') AS timing_ta,
  p.upcome_date, p.upcome_address, coalesce(p.upcome_address_ta, '') AS upcome_address_ta,
  p.prereq_text, coalesce(p.prereq_text_ta, '') AS prereq_text_ta, p.prereq_media, p.hidden, p.collects_pan, p.sort_order`;

const LIST: ListSpec = {
  from: 'programs p',
  columns: COLUMNS,
  search: ['p.name', 'p.name_ta', 'p.headline'],
  sorts: { id: 'p.id', name: 'p.name', sort_order: 'p.sort_order' },
  defaultSort: 'sort_order',
  idColumn: 'p.id',
};

type ProgramPatch = z.output<typeof programPatchSchema>;
type ProgramCreate = z.output<typeof programCreateSchema>;
type ProgramRow = Omit<AdminProgram, 'built_in' | 'register_path'>;

/** What staff see of a row: also whether it is one of the eight and where it registers. */
const withRoutes = (row: ProgramRow): AdminProgram => ({ ...row, built_in: isProgramId(row.id), register_path: programRoute(row.id)! });

/**
 * A program by id. Ids live in a smallint column: a number it cannot hold is simply not found,
 * never sent to a query where 32768 would overflow the column's type (a 500).
 */
const findProgram = async (q: Queryable, id: number, lock = false) => {
  if (!isProgramNumber(id)) return undefined;
  const row = await q.one<ProgramRow>(`SELECT ${COLUMNS} FROM programs p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ? withRoutes(row) : undefined;
};

/**
 * Refuses (400, the field named) a program id that is not a program: what events, testimonials,
 * event categories and discount codes check before they refer to one, so a missing program is a
 * clear refusal and not a foreign-key failure.
 */
export async function programExists(q: Queryable, id: number | null | undefined, field = 'program_id'): Promise<void> {
  if (id === null || id === undefined) return;
  if (!isProgramNumber(id) || !(await q.one('SELECT 1 FROM programs WHERE id = $1', [id]))) {
    throw refusedWithCode(400, 'unknown_program', `${field}: ${CONTENT_MESSAGES.unknownProgram}`, { [field]: CONTENT_MESSAGES.unknownProgram });
  }
}

/** Rich text is stored sanitised, so every later reader gets clean HTML whatever it forgets. */
function cleanHtml<T extends ProgramPatch>(patch: T): T {
  const clean = (v: string | undefined) => (v === undefined ? undefined : sanitizeStoryHtml(v));
  return {
    ...patch,
    story: clean(patch.story),
    story_ta: clean(patch.story_ta),
    prereq_text: clean(patch.prereq_text),
    prereq_text_ta: clean(patch.prereq_text_ta),
    prereq_media: patch.prereq_media === undefined ? undefined : sanitizeEmbed(patch.prereq_media),
  };
}

/**
 * The eight fixed programs exist in every database: a site started without demo content gets
 * them hidden, with only their names, so the owner can fill one in and show it (the public site
 * stays empty until then). Programs already there are left as they are.
 */
export async function ensureFixedPrograms(q: Queryable): Promise<void> {
  for (const id of PROGRAM_IDS) {
    const { name, headline } = PROGRAMS[id];
    await q.query(
      `INSERT INTO programs (id, name, headline, sort_order, hidden) VALUES ($1, $2, $3, $4, true) ON CONFLICT (id) DO NOTHING`,
      [id, name, headline, id],
    );
  }
}

export function createProgramsAdmin(db: Db) {
  async function get(id: number): Promise<AdminProgram> {
    const row = await findProgram(db, id);
    if (!row) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
    return row;
  }

  return {
    async list(query: ListQuery): Promise<{ rows: AdminProgram[]; total: number }> {
      const { rows, total } = await listRows<ProgramRow>(db, LIST, query);
      return { rows: rows.map(withRoutes), total };
    },

    get,

    /** Every program by name in the public order, for pickers (a list of programs is short). */
    choices: () => db.query<{ id: number; name: string; hidden: boolean }>('SELECT id::int AS id, name, hidden FROM programs ORDER BY sort_order, id'),

    /**
     * Adds a program with the next free id (9 and up: ids are never reused, as a hidden program
     * keeps its id) at the end of the order, hidden unless asked otherwise; audited.
     */
    async create(data: ProgramCreate, record: RecordChange): Promise<AdminProgram> {
      const after = await db.tx(async (q) => {
        // Two editors adding at once must not pick the same id: the table is locked for the choice.
        await q.query('LOCK TABLE programs IN SHARE ROW EXCLUSIVE MODE');
        const next = await q.one<{ id: number; sort_order: number }>(
          `SELECT greatest(coalesce(max(id), 0), ${PROGRAM_IDS.length})::int + 1 AS id, coalesce(max(sort_order), 0)::int + 1 AS sort_order FROM programs`,
        );
        if (!next || !isProgramNumber(next.id)) throw refusedWithCode(422, 'programs_full', CONTENT_MESSAGES.unknownProgram);
        const values = cleanHtml(data);
        // event_status 1: its page's "Upcoming" line follows its next event (the eight's demo rows set it too).
        await q.query(`INSERT INTO programs (id, name, headline, sort_order, hidden, event_status) VALUES ($1, $2, '', $3, $4, 1)`, [
          next.id,
          values.name,
          next.sort_order,
          values.hidden,
        ]);
        const { name: _name, hidden: _hidden, ...rest } = values;
        await updateColumns(q, 'programs', next.id, rest);
        const created = (await findProgram(q, next.id))!;
        await record(q, { action: 'create', entity: 'programs', entityId: next.id, before: null, after: created });
        return created;
      });
      await publicContentChanged(db);
      return after;
    },

    /** The public order (lists, menus, sitemap): every program once, first shown first; audited. */
    async reorder(ids: number[], record: RecordChange): Promise<void> {
      await db.tx(async (q) => {
        const rows = await q.query<{ id: number; sort_order: number }>('SELECT id, sort_order FROM programs ORDER BY sort_order, id FOR UPDATE');
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
          throw badRequest('program_order_incomplete', `ids: ${CONTENT_MESSAGES.orderNotAllPrograms}`, { ids: CONTENT_MESSAGES.orderNotAllPrograms });
        }
        for (const [i, id] of ids.entries()) await q.query('UPDATE programs SET sort_order = $2 WHERE id = $1', [id, i + 1]);
        await record(q, { action: 'reorder', entity: 'programs', entityId: 0, before: rows.map((r) => r.id), after: ids });
      });
      await publicContentChanged(db);
    },

    async update(id: number, patch: ProgramPatch, record: RecordChange): Promise<AdminProgram> {
      const after = await db.tx(async (q) => {
        const before = await findProgram(q, id, true);
        if (!before) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
        await updateColumns(q, 'programs', id, cleanHtml(patch));
        const changed = (await findProgram(q, id))!;
        await record(q, { action: 'update', entity: 'programs', entityId: id, before, after: changed });
        return changed;
      });
      await publicContentChanged(db);
      return after;
    },

    /** The owner's mark that the program asks for a PAN at registration; audited. */
    async setCollectsPan(id: number, collectsPan: boolean, record: RecordChange): Promise<AdminProgram> {
      return db.tx(async (q) => {
        const before = await findProgram(q, id, true);
        if (!before) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
        await updateColumns(q, 'programs', id, { collects_pan: collectsPan });
        const after = (await findProgram(q, id))!;
        await record(q, { action: collectsPan ? 'collect-pan' : 'stop-collecting-pan', entity: 'programs', entityId: id, before, after });
        return after;
      });
    },

    /** A program is never deleted (its events and registrations keep it): "delete" hides it from the public site. */
    async hide(id: number, record: RecordChange): Promise<void> {
      await db.tx(async (q) => {
        const before = await findProgram(q, id, true);
        if (!before) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
        await updateColumns(q, 'programs', id, { hidden: true });
        await record(q, { action: 'hide', entity: 'programs', entityId: id, before, after: { ...before, hidden: true } });
      });
      await publicContentChanged(db);
    },
  };
}
