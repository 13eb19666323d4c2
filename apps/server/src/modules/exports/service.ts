import type { Readable } from 'node:stream';
import { seesMoney } from '@portal/contract/admin-registrations';
import type { ExportFormat, ExportName } from '@portal/contract/admin-exports';
import type { AdminDevotee } from '@portal/contract/admin-devotees';
import type { AdminAnswersRow, AdminContactMessage, AdminVolunteer } from '@portal/contract/admin-inbox';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../audit/index.ts';
import { createAdminDonationsService } from '../donations/index.ts';
import { createAdminPaymentsService } from '../payments/index.ts';
import { createInboxService } from '../devotees/index.ts';
import { createDevoteesService } from '../devotees/index.ts';
import { createAdminRegistrationsService, type Actor } from '../registrations/index.ts';
import * as columns from './columns.ts';
import type { Column } from './columns.ts';
import { csvStream, xlsxStream } from './writers.ts';

/**
 * The back office's exports. Each list's own module reads its rows in keyset batches
 * (`WHERE id > last ORDER BY id LIMIT n`, with the list's own filter SQL): every batch is one short
 * query, so the site keeps answering while a large export runs (PGlite answers one query at a
 * time), and only one batch is in memory. This module writes the formats and never reads a table.
 */

/** A list to export: its sheet name, columns, and how to read the batch after an id. */
export interface ExportSource<T> {
  sheet: string;
  columns: Column<T>[];
  read: (afterId: number, size: number) => Promise<T[]>;
  key: (row: T) => number;
}

const source = <T>(sheet: string, cols: Column<T>[], read: ExportSource<T>['read'], key: (row: T) => number): ExportSource<T> => ({ sheet, columns: cols, read, key });

/**
 * The batches of a source in id order. The first is read at once (a failing query is still an
 * error answer, before any byte of the file is sent); each later one only when the writer asks.
 */
export async function readBatches<T>(src: ExportSource<T>, size: number): Promise<AsyncIterable<T[]>> {
  const first = await src.read(0, size);
  return (async function* () {
    let rows = first;
    for (;;) {
      if (rows.length) yield rows;
      if (rows.length < size) return;
      // Let the event loop turn between two batches: other requests (and the socket) go first.
      await new Promise((resolve) => setImmediate(resolve));
      rows = await src.read(src.key(rows[rows.length - 1]!), size);
    }
  })();
}

type Filter<F> = Omit<F, 'format'>;
type AnswersFilter = { q: string; event_id: number | undefined; program_id: number | undefined };
const answersOnly = ({ id: _id, ...row }: AdminAnswersRow & { id: number }): AdminAnswersRow => row;

export function createExportsService(deps: AppDeps) {
  const registrations = createAdminRegistrationsService(deps);
  const payments = createAdminPaymentsService(deps);
  const donations = createAdminDonationsService(deps);
  const people = createDevoteesService(deps);
  const inbox = createInboxService(deps);
  const batchSize = deps.config.EXPORT_BATCH_SIZE;

  /** The answers rows keep their own id for the keyset, then leave it out. */
  const answers = (sheet: string, kind: 'feedback' | 'form', f: AnswersFilter, read: typeof inbox.feedbackBatch) => {
    const cols = columns.answersColumns(kind, f.program_id);
    const withId = cols.map((c) => ({ ...c, value: (r: AdminAnswersRow & { id: number }) => c.value(answersOnly(r)) }));
    return source<AdminAnswersRow & { id: number }>(sheet, withId, (after, size) => read(f, after, size), (r) => r.id);
  };

  const sources = {
    registrations: (actor: Actor, f: Filter<Parameters<typeof registrations.exportBatch>[1]>) =>
      source('Registrations', columns.registrationColumns(seesMoney(actor.role)), (after, size) => registrations.exportBatch(actor, f, after, size), (r) => r.id),
    payments: (_actor: Actor, f: Parameters<typeof payments.exportBatch>[0]) =>
      source('Payments', columns.paymentColumns, (after, size) => payments.exportBatch(f, after, size), (r) => r.id),
    refunds: (_actor: Actor, f: Parameters<typeof payments.refundBatch>[0]) =>
      source('Refunds', columns.refundColumns, (after, size) => payments.refundBatch(f, after, size), (r) => r.id),
    donations: (_actor: Actor, f: Parameters<typeof donations.exportBatch>[0]) =>
      source('Donations', columns.donationColumns, (after, size) => donations.exportBatch(f, after, size), (r) => r.id),
    devotees: (_actor: Actor, f: Parameters<typeof people.exportBatch>[0]) =>
      source<AdminDevotee>('Devotees', columns.devoteeColumns, (after, size) => people.exportBatch(f, after, size), (r) => r.id),
    volunteers: (_actor: Actor, f: Parameters<typeof inbox.volunteerBatch>[0]) =>
      source<AdminVolunteer>('Volunteers', columns.volunteerColumns, (after, size) => inbox.volunteerBatch(f, after, size), (r) => r.id),
    'contact-messages': (_actor: Actor, f: Parameters<typeof inbox.contactBatch>[0]) =>
      source<AdminContactMessage>('Contact messages', columns.contactColumns, (after, size) => inbox.contactBatch(f, after, size), (r) => r.id),
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
      const batches = await readBatches(src, batchSize);
      await recordAudit(deps.db, { staffId: actor.id, action: 'export', entity: 'exports', entityId: name, after: { format, filter } });
      return format === 'csv' ? csvStream(src.columns, batches) : xlsxStream(src.sheet, src.columns, batches);
    },
  };
}
