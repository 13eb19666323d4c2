import { BULK_CODES, BULK_MAX_ROWS, BULK_MESSAGES, type BulkRun, type BulkStartBody, type BulkWaitingStartBody } from '@portal/contract/bulk-actions';
import { WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound, refusedWithCode } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AdminRegistrationsService, CheckInService } from '../registrations/index.ts';
import type { WaitlistAdmin } from '../seats/index.ts';
import * as repo from './repository.ts';

/** Who starts a run: the staff member (id for the audit, role for what each row may do, name for the door's record). */
export interface BulkStaff {
  id: number;
  role: StaffRole;
  name: string;
}

/** A job run gives a long bulk run back after this long, so it stays inside the queue's expiry. */
const SLICE_MS = 40_000;
/** A 'running' run with no beat this long was left by a process that stopped: another job takes it up. */
const STALE_SECONDS = 120;

/** The registrations list's filters, none set (a run reads its own rows by id). */
const NO_FILTER = { q: '', event_id: undefined, program_id: undefined, status: undefined, payment: undefined, from: '', to: '' };

const view = (r: repo.BulkRunRow): BulkRun => ({
  id: r.id,
  action: r.action,
  state: r.state,
  total: r.ids.length,
  tried: r.tried,
  succeeded: r.succeeded,
  failures: r.failures,
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

/**
 * Bulk actions (docs/decisions/bulk-actions.md): a run fixes its rows when it starts, then the
 * bulk-actions job tries them one at a time through the single-row services (check-in at the
 * door, the back office's cancel), each in its own transaction: the same rules, the same message
 * to the devotee, the same audit row per registration. What a row refuses is kept as its reason.
 */
export function createBulkActions(deps: AppDeps, { registrations, checkIns, waitlist }: { registrations: AdminRegistrationsService; checkIns: CheckInService; waitlist: WaitlistAdmin }) {
  const { db } = deps;

  /** One row through its single-row service: undefined when done, else why not. */
  async function tryRow(run: repo.BulkRunRow, staff: BulkStaff, row: { id: number; event_id: number }): Promise<string | undefined> {
    if (run.action === 'check_in') {
      const res = await checkIns.checkIn(staff, { event_id: row.event_id, registration_id: row.id });
      // The door answers a second scan kindly; in a bulk report it is a row not done.
      return res.data.already ? `${BULK_MESSAGES.alreadyCheckedIn}: ${res.message}` : undefined;
    }
    await registrations.cancel(staff, row.id, { reason: run.options.reason ?? '', paid_money: run.options.paid_money });
    return undefined;
  }

  /**
   * One place on the waiting list through the list's single-row action (offer a seat to the
   * person, remove them): undefined when done. A place of another event than the run's is not touched.
   */
  async function tryPlace(run: repo.BulkRunRow, staff: BulkStaff, place: { id: number; event_id: number }): Promise<string | undefined> {
    if (place.event_id !== run.options.event_id) return WAITLIST_MESSAGES.placeNotFound;
    if (run.action === 'offer') await waitlist.offer(staff, place.id);
    else await waitlist.remove(staff, place.id, run.options.reason ?? '');
    return undefined;
  }

  /** A chunk of the run's rows as found now (id, event, how the report names it). */
  async function findRows(run: repo.BulkRunRow, staff: BulkStaff, chunk: number[]): Promise<Map<number, { id: number; event_id: number; label: string }>> {
    if (run.list === 'waiting_list') return new Map((await waitlist.labels(chunk)).map((p) => [p.id, { id: p.id, event_id: p.event_id, label: p.name }]));
    const rows = await registrations.exportBatch(staff, { ...NO_FILTER, ids: chunk }, 0, chunk.length);
    return new Map(rows.map((r) => [r.id, { id: r.id, event_id: r.event_id, label: `${r.name} (${r.reg_number})` }]));
  }

  async function work(run: repo.BulkRunRow, until: number): Promise<'done' | 'yielded'> {
    const staff: BulkStaff = { id: run.staff_id ?? 0, role: run.staff_role as StaffRole, name: '' };
    const rest = run.ids.slice(run.tried);
    for (let i = 0; i < rest.length; i += 100) {
      const chunk = rest.slice(i, i + 100);
      const found = await findRows(run, staff, chunk);
      for (const id of chunk) {
        if (Date.now() > until) {
          await repo.yieldRun(db, run.id);
          return 'yielded';
        }
        const row = found.get(id);
        const label = row ? row.label : `#${id}`;
        let reason: string | undefined;
        try {
          reason = !row ? BULK_MESSAGES.notFound : run.list === 'waiting_list' ? await tryPlace(run, staff, row) : await tryRow(run, staff, row);
        } catch (err) {
          // A refusal is the row's reason, as staff would read it on the single row; anything else is named too.
          reason = err instanceof AppError ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`;
        }
        await repo.recordRow(db, run.id, !reason, reason ? { id, label, reason } : undefined);
      }
    }
    await repo.finishRun(db, run.id);
    return 'done';
  }

  return {
    /** Fixes the rows (the ticked ones, or all the filter matches now) and queues the run; audited. */
    async start(staff: BulkStaff, body: BulkStartBody): Promise<BulkRun> {
      const ids = body.ids?.length
        ? [...new Set(body.ids)]
        : body.filter
          ? await registrations.matchingIds({ ...body.filter, ids: undefined }, BULK_MAX_ROWS + 1)
          : [];
      if (ids.length === 0) throw refusedWithCode(400, BULK_CODES.nothingChosen, BULK_MESSAGES.nothingChosen, { ids: BULK_MESSAGES.nothingChosen });
      if (ids.length > BULK_MAX_ROWS) throw refusedWithCode(400, BULK_CODES.tooMany, BULK_MESSAGES.tooMany, { filter: BULK_MESSAGES.tooMany });
      const options = body.action === 'cancel' ? { reason: body.reason, paid_money: body.paid_money } : {};
      return db.tx(async (q) => {
        const run = (await repo.insertRun(q, { action: body.action, options, ids, staffId: staff.id, staffRole: staff.role }))!;
        await recordAudit(q, { staffId: staff.id, action: `bulk-${body.action}`, entity: 'bulk_runs', entityId: run.id, after: { rows: ids.length, ...options, ...(body.ids?.length ? {} : { filter: body.filter }) } });
        return view(run);
      });
    },

    /**
     * The waiting list's bulk bar: fixes the places (the ticked ones, or everyone on the event's
     * list now, offers first and then in the list's order) and queues the run; audited.
     */
    async startWaiting(staff: BulkStaff, body: BulkWaitingStartBody): Promise<BulkRun> {
      const ids = body.ids?.length ? [...new Set(body.ids)] : body.all ? await waitlist.liveIds(body.event_id) : [];
      if (ids.length === 0) throw refusedWithCode(400, BULK_CODES.nothingChosen, BULK_MESSAGES.nothingChosen, { ids: BULK_MESSAGES.nothingChosen });
      if (ids.length > BULK_MAX_ROWS) throw refusedWithCode(400, BULK_CODES.tooMany, BULK_MESSAGES.tooMany, { ids: BULK_MESSAGES.tooMany });
      const options = { event_id: body.event_id, ...(body.action === 'remove' ? { reason: body.reason } : {}) };
      return db.tx(async (q) => {
        const run = (await repo.insertRun(q, { list: 'waiting_list', action: body.action, options, ids, staffId: staff.id, staffRole: staff.role }))!;
        await recordAudit(q, { staffId: staff.id, action: `bulk-${body.action}`, entity: 'bulk_runs', entityId: run.id, after: { list: 'waiting_list', rows: ids.length, ...options, ...(body.ids?.length ? {} : { all: true }) } });
        return view(run);
      });
    },
    async get(id: number): Promise<BulkRun> {
      const run = await repo.findRun(db, id);
      if (!run) throw notFound('bulk_not_found', BULK_MESSAGES.notFound);
      return view(run);
    },

    /** The bulk-actions job: works through waiting runs, oldest first, for at most a slice of time. */
    async runDue(): Promise<number> {
      const until = Date.now() + SLICE_MS;
      let finished = 0;
      while (Date.now() < until) {
        const run = await repo.claimRun(db, STALE_SECONDS);
        if (!run) break;
        if ((await work(run, until)) === 'done') finished++;
      }
      return finished;
    },
  };
}

export type BulkActions = ReturnType<typeof createBulkActions>;
