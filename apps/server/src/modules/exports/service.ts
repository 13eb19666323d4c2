import type { Readable } from 'node:stream';
import type { Queryable, Reader } from '../../db/client.ts';
import { seesMoney } from '@portal/contract/admin-registrations';
import type { ExportFormat, ExportName } from '@portal/contract/admin-exports';
import type { AdminDevotee } from '@portal/contract/admin-devotees';
import type { AdminContactMessage, AdminVolunteer } from '@portal/contract/admin-inbox';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../audit/index.ts';
import type { AdminDonationsService } from '../donations/index.ts';
import type { AdminPaymentsService } from '../payments/index.ts';
import type { DevoteesService, InboxService } from '../devotees/index.ts';
import type { Actor, AdminRegistrationsService } from '../registrations/index.ts';
import { answersOfRegistrations, questionsForExport } from '../questions/index.ts';
import * as columns from './columns.ts';
import type { Column } from './columns.ts';
import { csvStream, xlsxStream } from './writers.ts';

/**
 * The back office's exports, read on a reader of their own (`db.reader()`): on PostgreSQL a
 * connection outside the site's pool. Each list's own module reads its rows in keyset batches
 * (`WHERE id > last ORDER BY id LIMIT n`, with the list's own filter SQL), and only one batch is
 * in memory. On PGlite (one query at a time) the batches are small, sized to take about
 * `PGLITE_BATCH_MS` with their formatting, and each waits until the site's queries are answered:
 * a visitor's call waits for one short batch at most. This module writes the formats and never
 * reads a table.
 */

/** A list to export: its sheet name, columns, and how to read the batch after an id (on the export's reader). */
export interface ExportSource<T> {
  sheet: string;
  columns: Column<T>[];
  read: (q: Queryable, afterId: number, size: number) => Promise<T[]>;
  key: (row: T) => number;
}

const source = <T>(sheet: string, cols: Column<T>[], read: ExportSource<T>['read'], key: (row: T) => number): ExportSource<T> => ({ sheet, columns: cols, read, key });

/**
 * The time a batch and its formatting may take on PGlite, where a visitor's query waits for it:
 * a few milliseconds, about what a public call takes itself, keeps the site's 99th percentile
 * within twice its idle figure while an export runs.
 */
export const PGLITE_BATCH_MS = 4;
/** The smallest batch (the cost of a query of its own per row would make an export crawl). */
const MIN_BATCH = 20;

/**
 * The batches of a source in id order, at most `maxSize` rows each. The first is read at once (a
 * failing query is still an error answer, before any byte of the file is sent); each later one
 * only when the writer asks, after `reader.pause()`. With `targetMs` the size follows the time a
 * batch took from its query to the writer asking for the next one.
 */
export async function readBatches<T>(src: ExportSource<T>, reader: Reader, maxSize: number, targetMs?: number): Promise<AsyncIterable<T[]>> {
  let size = targetMs ? Math.min(maxSize, 100) : maxSize;
  let started = performance.now();
  const first = await src.read(reader, 0, size);
  if (!targetMs) {
    // A reader of its own (PostgreSQL): the next batch is asked for as soon as one arrives, so the
    // database reads it while this one is formatted and sent (the export's rate is then the
    // slower of the two, not their sum). At most one batch waits in memory.
    return (async function* () {
      let rows = first;
      while (rows.length) {
        const more = rows.length === size;
        const next = more ? src.read(reader, src.key(rows[rows.length - 1]!), size) : undefined;
        // A download that stops leaves the read asked for ahead unanswered: its failure is no one's.
        next?.catch(() => undefined);
        try {
          yield rows;
        } finally {
          if (next) await next.catch(() => undefined);
        }
        if (!next) return;
        await reader.pause();
        rows = await next;
      }
    })();
  }
  return (async function* () {
    let rows = first;
    for (;;) {
      if (rows.length) yield rows;
      if (rows.length < size) return;
      if (targetMs) {
        const took = Math.max(0.1, performance.now() - started);
        // Halfway towards the size that would have taken the target: steady, not jumpy.
        size = Math.round(Math.min(maxSize, Math.max(MIN_BATCH, (size + (size * targetMs) / took) / 2)));
      }
      await reader.pause();
      started = performance.now();
      rows = await src.read(reader, src.key(rows[rows.length - 1]!), size);
    }
  })();
}

type Filter<F> = Omit<F, 'format'>;
type AnswersFilter = { q: string; event_id: number | undefined; program_id: number | undefined };
type AnswersRow = columns.AnswersRowWithQuestions & { id: number };
const answersOnly = ({ id: _id, ...row }: AnswersRow): columns.AnswersRowWithQuestions => row;

export function createExportsService(
  deps: AppDeps,
  { registrations, payments, donations, people, inbox }: { registrations: AdminRegistrationsService; payments: AdminPaymentsService; donations: AdminDonationsService; people: DevoteesService; inbox: InboxService },
) {
  const batchSize = deps.config.EXPORT_BATCH_SIZE;

  /**
   * The answers rows keep their own id for the keyset, then leave it out. The office's questions
   * (the questions module) each get a column; each batch reads its rows' answers to them.
   */
  const answers = async (sheet: string, kind: 'feedback' | 'form', f: AnswersFilter, read: typeof inbox.feedbackBatch) => {
    const form = kind === 'feedback' ? 'feedback' : 'details';
    const asked = await questionsForExport(deps.db, form, f.program_id);
    const cols = columns.answersColumns(kind, f.program_id, asked);
    const withId = cols.map((c) => ({ ...c, value: (r: AnswersRow) => c.value(answersOnly(r)) }));
    const readWithQuestions = async (q: Queryable, after: number, size: number): Promise<AnswersRow[]> => {
      const rows = await read(f, after, size, q);
      if (!asked.length) return rows;
      const given = await answersOfRegistrations(q, form, rows.map((r) => r.registration_id));
      return rows.map((r) => ({ ...r, questions: Object.fromEntries((given.get(r.registration_id) ?? []).map((a) => [a.name, a.value])) }));
    };
    return source<AnswersRow>(sheet, withId, readWithQuestions, (r) => r.id);
  };

  const sources = {
    registrations: (actor: Actor, f: Filter<Parameters<typeof registrations.exportBatch>[1]>) =>
      source('Registrations', columns.registrationColumns(seesMoney(actor.role)), (q, after, size) => registrations.exportBatch(actor, f, after, size, q), (r) => r.id),
    payments: (_actor: Actor, f: Parameters<typeof payments.exportBatch>[0]) =>
      source('Payments', columns.paymentColumns, (q, after, size) => payments.exportBatch(f, after, size, q), (r) => r.id),
    refunds: (_actor: Actor, f: Parameters<typeof payments.refundBatch>[0]) =>
      source('Refunds', columns.refundColumns, (q, after, size) => payments.refundBatch(f, after, size, q), (r) => r.id),
    donations: (_actor: Actor, f: Parameters<typeof donations.exportBatch>[0]) =>
      source('Donations', columns.donationColumns, (q, after, size) => donations.exportBatch(f, after, size, q), (r) => r.id),
    devotees: (_actor: Actor, f: Parameters<typeof people.exportBatch>[0]) =>
      source<AdminDevotee>('Devotees', columns.devoteeColumns, (q, after, size) => people.exportBatch(f, after, size, q), (r) => r.id),
    volunteers: (_actor: Actor, f: Parameters<typeof inbox.volunteerBatch>[0]) =>
      source<AdminVolunteer>('Volunteers', columns.volunteerColumns, (q, after, size) => inbox.volunteerBatch(f, after, size, q), (r) => r.id),
    'contact-messages': (_actor: Actor, f: Parameters<typeof inbox.contactBatch>[0]) =>
      source<AdminContactMessage>('Contact messages', columns.contactColumns, (q, after, size) => inbox.contactBatch(f, after, size, q), (r) => r.id),
    feedback: (_actor: Actor, f: AnswersFilter) => answers('Feedback', 'feedback', f, inbox.feedbackBatch),
    'form-answers': (_actor: Actor, f: AnswersFilter) => answers('Form answers', 'form', f, inbox.formAnswersBatch),
  } satisfies Record<ExportName, unknown>;

  return {
    sources,
    /**
     * The file of a list: the first batch read (errors answer before the file starts), then a
     * stream that reads each next batch as the writer needs it. The export itself is audited
     * (who took which list, with which filters): it carries people's data out of the site.
     */
    async open<T>(actor: Actor, name: ExportName, format: ExportFormat, filter: object, src: ExportSource<T>): Promise<Readable> {
      const reader = await deps.db.reader();
      try {
        const batches = await readBatches(src, reader, batchSize, deps.db.kind === 'pglite' ? PGLITE_BATCH_MS : undefined);
        await recordAudit(deps.db, { staffId: actor.id, action: 'export', entity: 'exports', entityId: name, after: { format, filter } });
        const file = format === 'csv' ? csvStream(src.columns, batches) : xlsxStream(src.sheet, src.columns, batches);
        // The reader (a connection of its own on PostgreSQL) goes back when the file is sent or the download stops.
        file.once('close', () => void reader.release());
        return file;
      } catch (err) {
        await reader.release();
        throw err;
      }
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
