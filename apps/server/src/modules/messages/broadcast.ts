import {
  BROADCAST_CODES,
  BROADCAST_LIMITS,
  BROADCAST_MESSAGES,
  DEVOTEE_AUDIENCES,
  GIVER_AUDIENCES,
  GIVER_BROADCAST_ROLES,
  DEVOTEE_BROADCAST_ROLES,
  BROADCAST_ROLES,
  type AnyAudience,
  type BroadcastChannel,
  type BroadcastDraft,
  type PeopleBroadcastDraft,
  type BroadcastPreview,
  type BroadcastRow,
  type BroadcastTemplate,
  type DonationsListFilter,
  type PaymentsListFilter,
} from '@portal/contract/broadcasts';
import { BULK_MAX_ROWS } from '@portal/contract/bulk-actions';
import { MESSAGE_LANGS, MESSAGE_SAMPLE, smsSegments, type MessageLang } from '@portal/contract/notifications';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { addIsoDays, systemClock } from '../../lib/clock.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { readMessageSettings } from '../../lib/message-settings.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './broadcast-repository.ts';
import { renderEmail, renderShort, type StoredData } from './render.ts';
import { eventData, renderContextOf } from './service.ts';

/** Who sends: the signed-in staff member (their id goes to the audit log, their role decides whom they may message). */
export interface Sender {
  id: number;
  role: StaffRole;
}

type Texts = Pick<BroadcastDraft, 'subject_en' | 'body_en' | 'subject_ta' | 'body_ta'>;
type Draft = Omit<BroadcastDraft, keyof Texts | 'template_id'> & Texts & { template_id?: number };
type PeopleDraft = Omit<PeopleBroadcastDraft, keyof Texts | 'template_id'> & Texts & { template_id?: number };

/**
 * The donations and payments lists' own filters as ids (their modules' list SQL, handed in by
 * services.ts): at most `limit` ids, in id order.
 */
export interface MatchingLists {
  donations: (f: DonationsListFilter, limit: number) => Promise<number[]>;
  payments: (f: PaymentsListFilter, limit: number) => Promise<number[]>;
}

/** 'YYYY-MM-DDTHH:MM' in India as an instant ('' → undefined: now). */
const istInstant = (v: string) => (v ? new Date(`${v}:00+05:30`) : undefined);

/** People queued per statement (each chunk its own transaction): small enough that a public request waits little between chunks. */
export const QUEUE_CHUNK = 500;
/** A 'queuing' broadcast whose heartbeat is older than this was left by a process that stopped: the broadcasts job resumes it. */
export const QUEUE_STALE_MS = 60_000;

/**
 * Who may message whom (docs/decisions/messages.md, "Messages to donors, payers and devotees";
 * the calls' roles say the same): an event's participants and devotees, coordinators; donors and
 * payers, finance; the owner, everyone.
 */
export function mayMessage(role: StaffRole, audience: AnyAudience): boolean {
  if (role === 'owner') return true;
  const roles: readonly StaffRole[] = (GIVER_AUDIENCES as readonly string[]).includes(audience)
    ? GIVER_BROADCAST_ROLES
    : (DEVOTEE_AUDIENCES as readonly string[]).includes(audience)
      ? DEVOTEE_BROADCAST_ROLES
      : BROADCAST_ROLES;
  return roles.includes(role);
}

/** The filters of a message without an event as the SQL takes them: India's days as instants, a financial year as its days. */
function sqlFilters(f: repo.StoredFilters): repo.PeopleFilters {
  let from = f.from ?? '';
  let to = f.to ?? '';
  if (f.financial_year) {
    const start = Number(f.financial_year.slice(0, 4));
    const fyFrom = `${start}-04-01`;
    const fyTo = `${start + 1}-03-31`;
    from = from && from > fyFrom ? from : fyFrom;
    to = to && to < fyTo ? to : fyTo;
  }
  return {
    ...(f.fund ? { fund: f.fund } : {}),
    ...(from ? { from: `${from}T00:00:00+05:30` } : {}),
    ...(to ? { to: `${addIsoDays(to, 1)}T00:00:00+05:30` } : {}),
    ...(f.program_id ? { program_id: f.program_id } : {}),
    ...(f.q ? { q: f.q } : {}),
    ...(f.user_ids?.length ? { user_ids: f.user_ids } : {}),
    ...(f.donation_ids?.length ? { donation_ids: f.donation_ids } : {}),
    ...(f.payment_ids?.length ? { payment_ids: f.payment_ids } : {}),
  };
}

/** The filters of a message without an event in words, for the list of messages sent. */
export function filtersText(f: repo.StoredFilters): string {
  const parts: string[] = [];
  if (f.fund) parts.push(`fund ${f.fund}`);
  if (f.financial_year) parts.push(`financial year ${f.financial_year}`);
  if (f.from && f.to) parts.push(`${f.from} to ${f.to}`);
  else if (f.from) parts.push(`from ${f.from}`);
  else if (f.to) parts.push(`until ${f.to}`);
  if (f.program_name) parts.push(`program ${f.program_name}`);
  if (f.q) parts.push(`matching "${f.q}"`);
  if (f.user_ids?.length) parts.push(`${f.user_ids.length} chosen in the list`);
  const how = f.matched ? "matching the list's filter" : 'chosen in the list';
  if (f.donation_ids?.length) parts.push(`the donors of ${f.donation_ids.length} ${f.donation_ids.length === 1 ? 'donation' : 'donations'} ${how}`);
  if (f.payment_ids?.length) parts.push(`the payers of ${f.payment_ids.length} ${f.payment_ids.length === 1 ? 'payment' : 'payments'} ${how}`);
  return parts.join(', ');
}

/** Whom a stored broadcast names. */
const specOf = (b: repo.BroadcastDbRow): repo.AudienceSpec =>
  b.event_id ? { eventId: b.event_id, audience: b.audience, ids: (b.audience === 'waiting_selected' ? b.waiting_ids : b.registration_ids) ?? undefined } : { eventId: null, audience: b.audience, filters: sqlFilters(b.filters ?? {}) };

/**
 * Messages to an event's participants (docs/decisions/messages.md): chosen by status, waiting
 * list or check-in; sent as messages of the kind 'broadcast' through the messages' delivery job,
 * with its retries; opted-out people are skipped and counted.
 */
export function createBroadcasts(deps: AppDeps, options: { chunk?: number; lists: MatchingLists }) {
  const { db } = deps;
  const chunkSize = options.chunk ?? QUEUE_CHUNK;
  const clock = deps.clock ?? systemClock;
  const { settings } = readMessageSettings(deps.config);
  const renderContext = renderContextOf(deps);

  async function event(q: Queryable, eventId: number) {
    const e = await repo.findEventFacts(q, eventId);
    if (!e) throw notFound('event_not_found');
    return e;
  }

  /** What each language's messages carry besides the person's name: the event and the texts staff wrote. */
  function dataOf(e: repo.EventFacts, t: Texts): Record<MessageLang, StoredData> {
    const of = (lang: MessageLang): StoredData => ({
      ...eventData(e, lang),
      broadcast_subject: lang === 'ta' ? t.subject_ta : t.subject_en,
      broadcast_body: lang === 'ta' ? t.body_ta : t.body_en,
    });
    return { en: of('en'), ta: of('ta') };
  }

  /** Counts of an audience: who gets it per channel and language, and who is skipped. */
  async function counts(q: Queryable, a: repo.AudienceSpec, channel: BroadcastChannel) {
    const rows = await repo.countTargets(q, a, channel);
    const c = { recipients: 0, by_channel: { email: 0, sms: 0, whatsapp: 0 }, by_lang: { en: 0, ta: 0 }, opted_out: 0, no_address: 0 };
    for (const r of rows) {
      if (r.opted_out) c.opted_out += r.n;
      else if (r.no_address) c.no_address += r.n;
      else {
        c.recipients += r.n;
        c.by_channel[r.channel] += r.n;
        c.by_lang[r.lang] += r.n;
      }
    }
    return c;
  }

  /** An SMS may be sent (the channel, or a preferred one that falls to SMS): each language's text must fit. */
  async function checkSmsLength(d: Pick<Draft, 'channel' | 'body_en' | 'body_ta'>) {
    if (d.channel === 'email' || d.channel === 'whatsapp') return;
    const errors: Record<string, string> = {};
    for (const lang of MESSAGE_LANGS) {
      const ctx = await renderContext(lang);
      const sms = renderShort('broadcast', lang, { name: '', broadcast_body: lang === 'ta' ? d.body_ta : d.body_en }, ctx).text;
      const s = smsSegments(sms);
      if (s.segments > BROADCAST_LIMITS.smsSegments) errors[`body_${lang}`] = `${BROADCAST_MESSAGES.smsTooLong} (${s.segments} > ${BROADCAST_LIMITS.smsSegments})`;
    }
    if (Object.keys(errors).length) throw refusedWithCode(400, BROADCAST_CODES.smsTooLong, BROADCAST_MESSAGES.smsTooLong, errors);
  }

  /** What a broadcast's messages carry: the event's facts for participants, only the texts for everyone else. */
  async function messageData(q: Queryable, b: repo.BroadcastDbRow): Promise<Record<MessageLang, StoredData>> {
    if (b.event_id) return dataOf(await event(q, b.event_id), b);
    const of = (lang: MessageLang): StoredData => ({ name: '', broadcast_subject: lang === 'ta' ? b.subject_ta : b.subject_en, broadcast_body: lang === 'ta' ? b.body_ta : b.body_en });
    return { en: of('en'), ta: of('ta') };
  }

  /**
   * Queues a 'queuing' broadcast's messages from where it stands, QUEUE_CHUNK people at a time
   * ("5,000 recipients queue in under 5 s without slowing the public pages"): each chunk is its
   * own transaction that locks the broadcast, adds the chunk's messages and moves queued_through
   * past it, so a chunk is done once or not at all; between chunks the event loop is let go so
   * public requests are answered. A stop mid-way leaves it 'queuing' for the job to resume.
   */
  async function queueAll(id: number): Promise<number> {
    const b = await repo.findBroadcast(db, id);
    if (!b) return 0;
    const spec = specOf(b);
    const data = await messageData(db, b);
    let queued = 0;
    for (;;) {
      const done = await db.tx(async (q) => {
        const at = await repo.lockQueuing(q, id);
        if (!at) return true;
        const r = await repo.queueBroadcastChunk(q, { ...spec, channel: b.channel, subject: `broadcast:${b.id}`, sendAt: new Date(b.send_at) }, { after: at.queued_through, limit: chunkSize }, data);
        if (r.last === null) {
          await repo.markQueued(q, id);
          return true;
        }
        await repo.chunkQueued(q, id, r.last, r.queued, clock.now());
        queued += r.queued;
        return false;
      });
      if (done) return queued;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Audience 'selected' names its registrations (the list's ticked rows), 'waiting_selected' its
   * places on the waiting list (that list's ticked rows); the other audiences none.
   */
  function selectedIds(d: Draft): number[] | undefined {
    if (d.audience === 'waiting_selected') {
      if (!d.waiting_ids?.length) throw refusedWithCode(400, BROADCAST_CODES.nothingSelected, BROADCAST_MESSAGES.nothingSelectedWaiting, { waiting_ids: BROADCAST_MESSAGES.nothingSelectedWaiting });
      return d.waiting_ids;
    }
    if (d.audience !== 'selected') return undefined;
    if (!d.registration_ids?.length) throw refusedWithCode(400, BROADCAST_CODES.nothingSelected, BROADCAST_MESSAGES.nothingSelected, { registration_ids: BROADCAST_MESSAGES.nothingSelected });
    return d.registration_ids;
  }

  async function rows(list: repo.BroadcastDbRow[]): Promise<BroadcastRow[]> {
    const progress = await repo.progressOf(db, list.map((b) => b.id));
    return list.map((b) => ({
      id: b.id,
      event_id: b.event_id,
      event_name: b.event_name,
      audience: b.audience,
      filters: b.event_id ? '' : filtersText(b.filters ?? {}),
      channel: b.channel,
      subject_en: b.subject_en,
      subject_ta: b.subject_ta,
      state: b.state,
      send_at: new Date(b.send_at).toISOString(),
      created_at: new Date(b.created_at).toISOString(),
      created_by: b.created_by,
      recipients: b.recipients,
      opted_out: b.opted_out,
      progress: Object.fromEntries(progress.filter((p) => p.subject_ref === `broadcast:${b.id}`).map((p) => [p.status, p.n])),
    }));
  }

  /** Who gets it, per channel and language, and each language's message with a real person's data. */
  async function previewOf(a: repo.AudienceSpec, d: Texts & { channel: BroadcastChannel }, data: Record<MessageLang, StoredData>): Promise<BroadcastPreview> {
    const c = await counts(db, a, d.channel);
    const samples = await repo.sampleTargets(db, a, d.channel);
    const langs = await Promise.all(
      MESSAGE_LANGS.map(async (lang) => {
        const person = samples.find((s) => s.lang === lang) ?? samples[0];
        const stored: StoredData = { ...data[lang], name: person?.name ?? MESSAGE_SAMPLE.name };
        const ctx = await renderContext(lang);
        const email = await renderEmail('broadcast', lang, stored, ctx);
        const sms = renderShort('broadcast', lang, stored, ctx).text;
        const seg = smsSegments(sms);
        return {
          lang,
          sample_name: person?.name ?? '',
          subject: email.subject,
          text: email.text,
          html: email.html,
          sms,
          sms_encoding: seg.encoding,
          sms_units: seg.units,
          sms_segments: seg.segments,
          dlt_template_id: settings.dltTemplate('broadcast', lang) ?? '',
          whatsapp_template: settings.whatsappTemplate('broadcast', lang) ?? '',
        };
      }),
    );
    return { ...c, sms_limit: BROADCAST_LIMITS.smsSegments, langs };
  }

  const textData = (t: Texts): Record<MessageLang, StoredData> => ({
    en: { name: '', broadcast_subject: t.subject_en, broadcast_body: t.body_en },
    ta: { name: '', broadcast_subject: t.subject_ta, broadcast_body: t.body_ta },
  });

  /** The rows a list's filter matches now, refused past BULK_MAX_ROWS (named by the field that carried the filter). */
  async function matched(field: 'donations_filter' | 'payments_filter', ids: Promise<number[]>): Promise<number[]> {
    const found = await ids;
    if (found.length > BULK_MAX_ROWS) throw refusedWithCode(400, BROADCAST_CODES.tooMany, BROADCAST_MESSAGES.tooMany, { [field]: BROADCAST_MESSAGES.tooMany });
    return found;
  }

  /** A message without an event: its role checked, its dates in order, its filters as kept (with the program's name for the list). */
  async function peopleOf(staff: Sender, d: PeopleDraft): Promise<{ spec: repo.AudienceSpec; stored: repo.StoredFilters; rows?: number }> {
    if (!mayMessage(staff.role, d.audience)) throw refusedWithCode(403, BROADCAST_CODES.notYours, BROADCAST_MESSAGES.notYours);
    if (d.from && d.to && d.from > d.to) throw refusedWithCode(400, BROADCAST_CODES.badRange, BROADCAST_MESSAGES.badRange, { to: BROADCAST_MESSAGES.badRange });
    // "Select all N matching" in the donations or payments list: the list's own filter, resolved to
    // its rows now and kept as those ids, so a message sent later reaches the people chosen today.
    if (d.audience === 'donors' && d.donations_filter) {
      const ids = await matched('donations_filter', options.lists.donations(d.donations_filter, BULK_MAX_ROWS + 1));
      return { spec: { eventId: null, audience: d.audience, filters: { donation_ids: ids } }, stored: { donation_ids: ids, matched: true }, rows: ids.length };
    }
    if (d.audience === 'payers' && d.payments_filter) {
      const ids = await matched('payments_filter', options.lists.payments(d.payments_filter, BULK_MAX_ROWS + 1));
      return { spec: { eventId: null, audience: d.audience, filters: { payment_ids: ids } }, stored: { payment_ids: ids, matched: true }, rows: ids.length };
    }
    // The rows ticked in the donations or payments list are the choice itself: no other filter applies.
    if (d.audience === 'donors' && d.donation_ids?.length) return { spec: { eventId: null, audience: d.audience, filters: { donation_ids: d.donation_ids } }, stored: { donation_ids: d.donation_ids } };
    if (d.audience === 'payers' && d.payment_ids?.length) return { spec: { eventId: null, audience: d.audience, filters: { payment_ids: d.payment_ids } }, stored: { payment_ids: d.payment_ids } };
    const stored: repo.StoredFilters = {};
    if (d.audience === 'donors' && d.fund) stored.fund = d.fund;
    if (d.audience !== 'devotees') {
      if (d.from) stored.from = d.from;
      if (d.to) stored.to = d.to;
      if (d.financial_year) stored.financial_year = d.financial_year;
    }
    if (d.audience === 'payers' && d.program_id) {
      stored.program_id = d.program_id;
      stored.program_name = (await repo.programName(db, d.program_id)) ?? String(d.program_id);
    }
    if (d.audience === 'devotees') {
      if (d.q) stored.q = d.q;
      if (d.user_ids?.length) stored.user_ids = d.user_ids;
    }
    return { spec: { eventId: null, audience: d.audience, filters: sqlFilters(stored) }, stored };
  }

  /**
   * Sends now (the broadcast is 'queuing' and its messages are added in chunks before the answer)
   * or at a time in India (the broadcasts job queues them then, for the audience as it is at that
   * moment). Audited.
   */
  async function sendAny(
    staff: Sender,
    d: Texts & { channel: BroadcastChannel; send_at: string; template_id?: number; audience: AnyAudience },
    target: { spec: repo.AudienceSpec; eventId: number | null; registrationIds: number[] | null; waitingIds: number[] | null; filters: repo.StoredFilters; nobody: string },
  ): Promise<{ message: string; data: BroadcastRow }> {
    const now = clock.now();
    const at = istInstant(d.send_at);
    // A minute's grace: a time picked for "now" in the form is not refused for being a few seconds old.
    if (at && at.getTime() < now.getTime() - 60_000) throw refusedWithCode(400, BROADCAST_CODES.timePassed, BROADCAST_MESSAGES.timePassed, { send_at: BROADCAST_MESSAGES.timePassed });
    await checkSmsLength(d);
    const c = await counts(db, target.spec, d.channel);
    if (c.recipients === 0) throw refusedWithCode(422, BROADCAST_CODES.nobody, target.nobody);
    const later = !!at && at.getTime() > now.getTime();
    const sendAt = later ? at : now;
    const id = await db.tx(async (q) => {
      const row = await repo.insertBroadcast(q, {
        eventId: target.eventId,
        audience: d.audience,
        channel: d.channel,
        subject_en: d.subject_en,
        body_en: d.body_en,
        subject_ta: d.subject_ta,
        body_ta: d.body_ta,
        templateId: d.template_id ?? null,
        sendAt,
        staffId: staff.id,
        registrationIds: target.registrationIds,
        waitingIds: target.waitingIds,
        filters: target.filters,
        state: later ? 'scheduled' : 'queuing',
        optedOut: later ? 0 : c.opted_out,
      });
      await recordAudit(q, {
        staffId: staff.id,
        action: later ? 'broadcast-schedule' : 'broadcast-send',
        entity: 'broadcasts',
        entityId: row!.id,
        after: { event_id: target.eventId, audience: d.audience, ...(target.eventId ? {} : { filters: target.filters }), channel: d.channel, subject_en: d.subject_en, send_at: sendAt.toISOString(), chosen: c.recipients, opted_out: c.opted_out },
      });
      return row!.id;
    });
    if (!later) await queueAll(id);
    const [row] = await rows([(await repo.findBroadcast(db, id))!]);
    return { message: later ? BROADCAST_MESSAGES.scheduled : BROADCAST_MESSAGES.sent, data: row! };
  }

  return {
    /** Who gets it, per channel and language, and each language's message with a real participant's data. */
    async preview(d: Draft): Promise<BroadcastPreview> {
      const e = await event(db, d.event_id);
      return previewOf({ eventId: d.event_id, audience: d.audience, ids: selectedIds(d) }, d, dataOf(e, d));
    },

    /** The same for donors, payers or devotees (the role checked per audience). */
    async previewPeople(staff: Sender, d: PeopleDraft): Promise<BroadcastPreview> {
      const { spec, rows } = await peopleOf(staff, d);
      const preview = await previewOf(spec, d, textData(d));
      return rows === undefined ? preview : { ...preview, rows };
    },

    /** To an event's participants, now or at a time. */
    async send(staff: Sender, d: Draft): Promise<{ message: string; data: BroadcastRow }> {
      await event(db, d.event_id);
      const ids = selectedIds(d);
      return sendAny(staff, d, { spec: { eventId: d.event_id, audience: d.audience, ids }, eventId: d.event_id, registrationIds: d.audience === 'selected' ? (ids ?? null) : null, waitingIds: d.audience === 'waiting_selected' ? (ids ?? null) : null, filters: {}, nobody: BROADCAST_MESSAGES.nobody });
    },

    /** To donors, payers or devotees, now or at a time. */
    async sendPeople(staff: Sender, d: PeopleDraft): Promise<{ message: string; data: BroadcastRow }> {
      const { spec, stored } = await peopleOf(staff, d);
      return sendAny(staff, d, { spec, eventId: null, registrationIds: null, waitingIds: null, filters: stored, nobody: BROADCAST_MESSAGES.nobodyChosen });
    },

    /** An event's, the messages without an event of one kind ('devotees', or 'givers': donors and payers), or all. */
    async list(f: { eventId?: number; people?: 'devotees' | 'givers' }): Promise<BroadcastRow[]> {
      const audiences = f.people === 'devotees' ? DEVOTEE_AUDIENCES : f.people === 'givers' ? GIVER_AUDIENCES : undefined;
      return rows(await repo.listBroadcasts(db, { eventId: f.eventId, audiences }));
    },

    async cancel(staff: Sender, id: number): Promise<void> {
      const b = await repo.findBroadcast(db, id);
      if (!b) throw notFound('broadcast_not_found', BROADCAST_MESSAGES.notFound);
      if (!mayMessage(staff.role, b.audience)) throw refusedWithCode(403, BROADCAST_CODES.notYours, BROADCAST_MESSAGES.notYours);
      await db.tx(async (q) => {
        if (!(await repo.cancelScheduled(q, id))) throw refusedWithCode(422, BROADCAST_CODES.notScheduled, BROADCAST_MESSAGES.notScheduled);
        await recordAudit(q, { staffId: staff.id, action: 'broadcast-cancel', entity: 'broadcasts', entityId: id, before: { state: 'scheduled' }, after: { state: 'cancelled' } });
      });
    },

    /**
     * The broadcasts job: queues the scheduled broadcasts whose time has come (the audience as it
     * is then, its opted-out people counted), and resumes those a stopped process left 'queuing'.
     * Returns how many broadcasts it queued.
     */
    async queueDue(): Promise<number> {
      let done = 0;
      for (;;) {
        const now = clock.now();
        const id = await db.tx(async (q) => {
          const due = await repo.claimBroadcastToQueue(q, now, new Date(now.getTime() - QUEUE_STALE_MS));
          if (!due) return undefined;
          let optedOut: number | null = null;
          if (due.state === 'scheduled') {
            const b = (await repo.findBroadcast(q, due.id))!;
            optedOut = (await counts(q, specOf(b), b.channel)).opted_out;
          }
          await repo.startQueuing(q, due.id, optedOut, now);
          return due.id;
        });
        if (id === undefined) return done;
        await queueAll(id);
        done++;
      }
    },

    templates: (): Promise<BroadcastTemplate[]> => repo.listTemplates(db),

    async saveTemplate(staff: Sender, t: Omit<BroadcastTemplate, 'id'>): Promise<BroadcastTemplate> {
      return db.tx(async (q) => {
        const row = (await repo.insertTemplate(q, t, staff.id))!;
        await recordAudit(q, { staffId: staff.id, action: 'broadcast-template-save', entity: 'broadcast_templates', entityId: row.id, after: { name: t.name } });
        return row;
      });
    },

    setOptOut: (userId: number, optOut: boolean) => repo.setOptOut(db, userId, optOut),
    isOptedOut: (userId: number) => repo.isOptedOut(db, userId),
  };
}
export type Broadcasts = ReturnType<typeof createBroadcasts>;
