import type { z } from 'zod';
import { CONTENT_MESSAGES, type AdminProgram, type programPatchSchema } from '@portal/contract/admin-content';
import { PROGRAM_IDS, PROGRAMS, isProgramId } from '@portal/contract/programs';
import type { Db, Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { sanitizeEmbed, sanitizeStoryHtml } from '../../lib/sanitize.ts';
import type { RecordChange } from './audit-hook.ts';
import { listRows, updateColumns, type ListQuery, type ListSpec } from './rows.ts';

/** The programs of the back office: the eight rows are fixed (their ids drive routes and forms). */
const COLUMNS = `p.id, p.name, coalesce(p.name_ta, '') AS name_ta, p.headline, coalesce(p.headline_ta, '') AS headline_ta,
  p.image, p.banner, p.media_banner, p.story, coalesce(p.story_ta, '') AS story_ta, p.promise_status,
  p.promises, coalesce(p.promises_ta, '{}') AS promises_ta, p.benefits, coalesce(p.benefits_ta, '{}') AS benefits_ta,
  p.attend, coalesce(p.attend_ta, '{}') AS attend_ta, p.duration, p.timing, coalesce(p.timing_ta, '') AS timing_ta,
  p.upcome_date, p.upcome_address, coalesce(p.upcome_address_ta, '') AS upcome_address_ta,
  p.prereq_text, coalesce(p.prereq_text_ta, '') AS prereq_text_ta, p.prereq_media, p.hidden, p.collects_pan`;

const LIST: ListSpec = {
  from: 'programs p',
  columns: COLUMNS,
  search: ['p.name', 'p.name_ta', 'p.headline'],
  sorts: { id: 'p.id', name: 'p.name', sort_order: 'p.sort_order' },
  defaultSort: 'sort_order',
  idColumn: 'p.id',
};

type ProgramPatch = z.output<typeof programPatchSchema>;

/**
 * A program by id. Programs are 1 to 8 in a smallint column: any other id is simply not found,
 * never sent to a query where 32768 would overflow the column's type (a 500).
 */
const findProgram = async (q: Queryable, id: number, lock = false) =>
  isProgramId(id) ? q.one<AdminProgram>(`SELECT ${COLUMNS} FROM programs p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]) : undefined;

/** Rich text is stored sanitised, so every later reader gets clean HTML whatever it forgets. */
function cleanHtml(patch: ProgramPatch): ProgramPatch {
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
    list: (query: ListQuery) => listRows<AdminProgram>(db, LIST, query),

    get,

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

    /** The eight programs are fixed: "delete" hides one from the public site. */
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
