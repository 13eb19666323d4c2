import type { z } from 'zod';
import { CONTENT_MESSAGES, type AdminEvent, type eventPatchSchema, type eventWriteSchema } from '@portal/contract/admin-content';
import { toMajor, toMinor } from '@portal/contract/payments';
import { todayIso } from '@portal/contract/fields';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, notFound, refused } from '../../lib/errors.ts';
import { richTextHtml } from '../../lib/sanitize.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { registrationClosedReason, type ClosingFacts } from '../registrations/index.ts';
import { PLACED_STATUSES } from '@portal/contract/registrations';
import type { RecordChange } from './audit-hook.ts';
import { categoryExists } from './collections.ts';
import { programExists } from './programs.ts';
import { deleteOrHide, insertRow, likePattern, listRows, updateColumns, type ListQuery, type ListSpec } from './rows.ts';
import { EVENT_CHOICE_LIMIT, type EventChoice } from '@portal/contract/admin-event-choices';

/**
 * Events in the back office. Money is stored in minor units and edited in major ones; the status
 * follows the dates (the lifecycle module, called when the dates are saved, and its job) or the
 * cancel action and is never written here; whether
 * registrations are open is the one rule of registrations/closing.ts.
 */
const COLUMNS = `e.id, e.program_id::int AS program_id, e.category_id, e.event_name, coalesce(e.event_name_ta, '') AS event_name_ta,
  e.event_date, e.end_date, e.start_time::text AS start_time, e.end_time::text AS end_time,
  e.city_name, coalesce(e.city_name_ta, '') AS city_name_ta, e.event_address, coalesce(e.event_address_ta, '') AS event_address_ta,
  e.event_image, e.event_desc, coalesce(e.event_desc_ta, '') AS event_desc_ta, trim(e.currency) AS currency,
  e.price_minor, e.discount_percent, e.early_bird_minor, e.early_bird_until, e.advance_minor, e.capacity,
  e.registration_opens_on, e.registration_closes_on, e.payment_link, e.published, e.hidden, e.status, e.is_closed,
  (SELECT count(*)::int FROM registrations r WHERE r.event_id = e.id) AS registrations,
  (SELECT count(*)::int FROM registrations r WHERE r.event_id = e.id AND r.status IN (${PLACED_STATUSES.map((st) => `'${st}'`).join(', ')})) AS places`;

/** Any registration of the event holding money (paid, or a refund still due). */
const hasPaidRegistrations = async (q: Queryable, eventId: number) =>
  !!(await q.one('SELECT 1 FROM registrations WHERE event_id = $1 AND (paid_minor > 0 OR refund_due_minor > 0) LIMIT 1', [eventId]));

const LIST: ListSpec = {
  from: 'events e',
  columns: COLUMNS,
  search: ['e.event_name', 'e.event_name_ta', 'e.city_name', 'e.event_address'],
  sorts: { id: 'e.id', event_date: 'e.event_date', event_name: 'e.event_name', program_id: 'e.program_id', status: 'e.status' },
  defaultSort: '-event_date',
  idColumn: 'e.id',
};

interface EventDbRow extends ClosingFacts, Omit<AdminEvent, 'event_price' | 'early_bird_amount' | 'advance_amount' | 'event_close' | 'closed_reason'> {
  price_minor: number;
  early_bird_minor: number;
  advance_minor: number;
  discount_percent: number;
}

type EventWrite = z.output<typeof eventWriteSchema>;
type EventPatch = z.output<typeof eventPatchSchema>;


function toAdminEvent(row: EventDbRow, today: string): AdminEvent {
  const { price_minor, early_bird_minor, advance_minor, ...rest } = row;
  const reason = registrationClosedReason(row, today) ?? '';
  const major = (minor: number) => toMajor(Number(minor), row.currency);
  return {
    ...rest,
    // An older plain description reaches the editor as paragraphs, as the public page reads it.
    event_desc: richTextHtml(row.event_desc),
    event_desc_ta: richTextHtml(row.event_desc_ta),
    start_time: row.start_time?.slice(0, 5) ?? null,
    end_time: row.end_time?.slice(0, 5) ?? null,
    discount_percent: Number(row.discount_percent),
    event_price: major(price_minor),
    early_bird_amount: major(early_bird_minor),
    advance_amount: major(advance_minor),
    event_close: reason ? 1 : 0,
    closed_reason: reason,
  };
}

/** The rules between fields, checked on the event as it would be after the change. */
function checkEvent(e: Omit<EventWrite, 'published'>) {
  const problems: Record<string, string> = {};
  if (e.end_date && e.end_date < e.event_date) problems.end_date = CONTENT_MESSAGES.endBeforeStart;
  const sameDay = !e.end_date || e.end_date === e.event_date;
  if (sameDay && e.start_time && e.end_time && e.end_time <= e.start_time) problems.end_time = CONTENT_MESSAGES.endTimeBeforeStart;
  if (e.registration_opens_on && e.registration_closes_on && e.registration_closes_on < e.registration_opens_on) {
    problems.registration_closes_on = CONTENT_MESSAGES.windowOrder;
  } else if (e.registration_closes_on && e.registration_closes_on > e.event_date) {
    problems.registration_closes_on = CONTENT_MESSAGES.windowAfterEvent;
  }
  if (e.early_bird_until && e.early_bird_until > e.event_date) problems.early_bird_until = CONTENT_MESSAGES.earlyBirdAfterEvent;
  if (e.early_bird_amount > 0 && !e.early_bird_until) problems.early_bird_until = CONTENT_MESSAGES.earlyBirdNoDate;
  if (e.early_bird_amount > e.event_price) problems.early_bird_amount = CONTENT_MESSAGES.amountAbovePrice;
  if (e.advance_amount > e.event_price) problems.advance_amount = CONTENT_MESSAGES.amountAbovePrice;
  const first = Object.entries(problems)[0];
  if (first) throw badRequest('event_dates_inconsistent', `${first[0]}: ${first[1]}`, problems);
}

/** The form's fields as table columns (money to minor units). */
function toColumns(e: Partial<EventWrite> & { hidden?: boolean }, currency: string): Record<string, unknown> {
  const { event_price, early_bird_amount, advance_amount, ...rest } = e;
  const minor = (v: number | undefined) => (v === undefined ? undefined : toMinor(v, currency));
  // The description is stored as the story rules' HTML, whatever the editor or an API client sent.
  const rich = (v: string | undefined) => (v === undefined ? undefined : richTextHtml(v));
  return { ...rest, event_desc: rich(rest.event_desc), event_desc_ta: rich(rest.event_desc_ta), price_minor: minor(event_price), early_bird_minor: minor(early_bird_amount), advance_minor: minor(advance_amount) };
}

const findEvent = (q: Queryable, id: number, lock = false) =>
  q.one<EventDbRow>(`SELECT ${COLUMNS} FROM events e WHERE e.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);


/** Sets an event's status from its dates in the caller's transaction (the lifecycle module's rule). */
export type FollowDates = (q: Queryable, id: number) => Promise<unknown>;

/** What one word of the picker's search may match: the names in both languages, the city, the program, the date as shown. */
const CHOICE_FIELDS = [
  'e.event_name', "coalesce(e.event_name_ta, '')", 'e.city_name', "coalesce(e.city_name_ta, '')", 'p.name',
  "to_char(e.event_date, 'DD/MM/YYYY')", "to_char(e.event_date, 'YYYY-MM-DD')",
];

/**
 * The event picker's choices: every word of `text` found in one of CHOICE_FIELDS (or the id
 * itself), the coming events first by date, then the past ones newest first; `chosen` (the
 * filter's current event) comes first whatever the text.
 */
async function findChoices(q: Queryable, text: string, today: string, chosen?: number): Promise<EventChoice[]> {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 6);
  const params: unknown[] = [today, EVENT_CHOICE_LIMIT, chosen ?? null];
  const conditions = words.map((w) => {
    params.push(likePattern(w));
    const like = `$${params.length}`;
    const byId = /^\d{1,9}$/.test(w) ? ` OR e.id = ${Number(w)}` : '';
    return `(${CHOICE_FIELDS.map((f) => `${f} ILIKE ${like}`).join(' OR ')}${byId})`;
  });
  return q.query<EventChoice>(
    `SELECT e.id, e.event_name, to_char(e.event_date, 'YYYY-MM-DD') AS event_date, e.city_name, e.program_id::int AS program_id,
            p.name AS program_name, e.status, e.published
       FROM events e JOIN programs p ON p.id = e.program_id
      WHERE ${conditions.length ? conditions.join(' AND ') : 'true'} OR e.id = $3
      ORDER BY e.id = $3 DESC NULLS LAST, e.event_date < $1::date, CASE WHEN e.event_date >= $1::date THEN e.event_date END,
               e.event_date DESC, e.id
      LIMIT $2`,
    params,
  );
}

export function createEventsAdmin(db: Db, today: () => string = () => todayIso(), followDates?: FollowDates) {
  async function load(q: Queryable, id: number, lock = false): Promise<AdminEvent> {
    const row = await findEvent(q, id, lock);
    if (!row) throw notFound('content_not_found', CONTENT_MESSAGES.notFound);
    return toAdminEvent(row, today());
  }

  /** One write in one transaction with its audit row; the public caches empty afterwards. */
  async function write<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const result = await db.tx(fn);
    await publicContentChanged(db);
    return result;
  }

  return {
    async list(query: ListQuery): Promise<{ rows: AdminEvent[]; total: number }> {
      const { rows, total } = await listRows<EventDbRow>(db, LIST, query);
      const day = today();
      return { rows: rows.map((r) => toAdminEvent(r, day)), total };
    },

    get: (id: number) => load(db, id),

    choices: (text: string, chosen?: number) => findChoices(db, text, today(), chosen),

    async create(data: EventWrite, record: RecordChange): Promise<AdminEvent> {
      checkEvent(data);
      return write(async (q) => {
        await programExists(q, data.program_id);
        await categoryExists(q, data.category_id);
        const id = await insertRow(q, 'events', toColumns(data, data.currency));
        // An event created with past or current dates takes its status from them at once.
        if (followDates) await followDates(q, id);
        const after = await load(q, id);
        await record(q, { action: 'create', entity: 'events', entityId: id, before: null, after });
        return after;
      });
    },

    /** `allowed` sees the event as it stands (locked) and refuses a change the caller may not make. */
    update(id: number, patch: EventPatch, record: RecordChange, allowed?: (before: AdminEvent) => void): Promise<AdminEvent> {
      return write(async (q) => {
        const before = await load(q, id, true);
        allowed?.(before);
        const merged = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as EventWrite;
        checkEvent(merged);
        await programExists(q, patch.program_id);
        await categoryExists(q, patch.category_id);
        // Amounts are converted with the currency the event will have after the change.
        await updateColumns(q, 'events', id, toColumns(patch, merged.currency));
        // New dates move the status in this same request, not at the lifecycle job's next run.
        if (followDates && (before.event_date !== merged.event_date || before.end_date !== merged.end_date)) await followDates(q, id);
        const after = await load(q, id);
        await record(q, { action: 'update', entity: 'events', entityId: id, before, after });
        return after;
      });
    },

    /**
     * Deleted when nothing refers to it; with registrations it is hidden instead. With money paid
     * it is refused (422, nothing changed): hiding would leave paying devotees untold and their
     * money unsettled; cancelling the event tells them and records refunds. A cancelled event
     * has done that already and may be hidden.
     */
    remove(id: number, record: RecordChange): Promise<'deleted' | 'hidden'> {
      return write(async (q) => {
        const before = await load(q, id, true);
        if (before.status !== 'cancelled' && (await hasPaidRegistrations(q, id))) throw refused('paid_event_not_deleted', CONTENT_MESSAGES.paidEventNotDeleted);
        const outcome = await deleteOrHide(q, 'events', id);
        const after = outcome === 'hidden' ? { ...before, hidden: true } : null;
        await record(q, { action: outcome === 'hidden' ? 'hide' : 'delete', entity: 'events', entityId: id, before, after });
        return outcome;
      });
    },

    /**
     * The close-registrations / open-registrations actions (staff's own switch, `is_closed`).
     * A cancelled event's registrations stay closed for good: both are refused (422, nothing changed).
     */
    setClosed(id: number, closed: boolean, record: RecordChange): Promise<AdminEvent> {
      return write(async (q) => {
        const before = await load(q, id, true);
        if (before.status === 'cancelled') throw refused('cancelled_stays_closed', CONTENT_MESSAGES.cancelledStaysClosed);
        await updateColumns(q, 'events', id, { is_closed: closed });
        const after = await load(q, id);
        const action = closed ? 'close-registrations' : 'open-registrations';
        await record(q, { action, entity: 'events', entityId: id, before, after });
        return after;
      });
    },
  };
}
