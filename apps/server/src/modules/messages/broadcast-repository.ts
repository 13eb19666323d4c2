import type { AnyAudience, BroadcastChannel } from '@portal/contract/broadcasts';
import { personSearchSql } from '../../lib/person-search.ts';
import type { MessageLang } from '@portal/contract/notifications';
import type { Queryable } from '../../db/client.ts';
import type { RegistrationFacts, RegistrationOnly } from './repository.ts';
import type { StoredData } from './render.ts';

/** SQL of messages to an event's participants: the broadcasts, their templates, the opt-outs, and who they reach. */

export type EventFacts = Omit<RegistrationFacts, RegistrationOnly | 'user_id'>;

export const findEventFacts = (q: Queryable, eventId: number) =>
  q.one<EventFacts>(
    `SELECT e.id AS event_id, e.event_name, e.event_date, e.end_date, e.event_address, e.city_name,
            e.program_id::int AS program_id, p.name AS program_name,
            e.start_time::text AS start_time, e.end_time::text AS end_time, p.timing, coalesce(p.timing_ta, '') AS timing_ta
       FROM events e JOIN programs p ON p.id = e.program_id WHERE e.id = $1`,
    [eventId],
  );

/** Registrations holding a place: paid in full or in part, or allowed to pay later. */
const PLACED = `r.status IN ('success', 'partialpay', 'paylater')`;

/**
 * Whom a broadcast names: an event's participants (`eventId` and an event audience, `ids` the
 * registrations ticked for 'selected', the waiting-list places for 'waiting_selected') or, without an event, donors, payers or devotees chosen by
 * `filters` (from/to already India's day bounds as instants).
 */
export interface AudienceSpec {
  eventId: number | null;
  audience: AnyAudience;
  ids?: readonly number[];
  filters?: PeopleFilters;
}

/** The filters of a message without an event, as the SQL uses them (dates as instants). */
export interface PeopleFilters {
  fund?: string;
  from?: string;
  to?: string;
  program_id?: number;
  q?: string;
  user_ids?: number[];
  donation_ids?: number[];
  payment_ids?: number[];
}

/**
 * The people an audience names: one or more queries of user ids (their union is the audience);
 * their parameters are pushed onto `params`.
 */
function audienceSql(a: AudienceSpec, params: unknown[]): string[] {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const f = a.filters ?? {};
  // The rows ticked in the donations or payments list: their people (with an account) exactly,
  // whatever the row's state; a gift recorded without an account has nobody to write to. A list's
  // filter that matched no rows is an empty list here: nobody, not every donor or payer.
  if (a.audience === 'donors' && f.donation_ids) return [`SELECT d.user_id FROM donations d WHERE d.id = ANY(${p(f.donation_ids)}::int[]) AND d.user_id IS NOT NULL`];
  if (a.audience === 'payers' && f.payment_ids) return [`SELECT pa.user_id FROM payment_attempts pa WHERE pa.id = ANY(${p(f.payment_ids)}::int[])`];
  if (a.audience === 'donors') {
    const w = [`d.status = 'success'`, 'd.user_id IS NOT NULL'];
    if (f.fund) w.push(`d.category = ${p(f.fund)}`);
    if (f.from) w.push(`d.paid_at >= ${p(f.from)}::timestamptz`);
    if (f.to) w.push(`d.paid_at < ${p(f.to)}::timestamptz`);
    return [`SELECT d.user_id FROM donations d WHERE ${w.join(' AND ')}`];
  }
  if (a.audience === 'payers') {
    // Paid for a registration: in full or in part, whatever way (online, at the desk); the dates are the registration's.
    const w = [`r.status IN ('success', 'partialpay')`, 'r.paid_minor > 0'];
    if (f.program_id) w.push(`r.program_id = ${p(f.program_id)}`);
    if (f.from) w.push(`r.created_at >= ${p(f.from)}::timestamptz`);
    if (f.to) w.push(`r.created_at < ${p(f.to)}::timestamptz`);
    return [`SELECT r.user_id FROM registrations r WHERE ${w.join(' AND ')}`];
  }
  if (a.audience === 'devotees') {
    const w = ['true'];
    if (f.q) w.push(personSearchSql(f.q, params, ['u.name', 'u.email'], 'u.mobile'));
    if (f.user_ids?.length) w.push(`u.id = ANY(${p(f.user_ids)}::int[])`);
    return [`SELECT u.id AS user_id FROM users u WHERE ${w.join(' AND ')}`];
  }
  const event = p(a.eventId);
  const regs = (where: string) => `SELECT r.user_id FROM registrations r WHERE r.event_id = ${event} AND ${where}`;
  const waiting = `SELECT w.user_id FROM waiting_list w WHERE w.event_id = ${event} AND w.state IN ('waiting', 'offered')`;
  switch (a.audience) {
    case 'everyone':
      return [regs(PLACED), waiting];
    case 'paid':
      return [regs(`r.status = 'success'`)];
    case 'part_paid':
      return [regs(`r.status = 'partialpay'`)];
    case 'pay_later':
      return [regs(`r.status = 'paylater'`)];
    case 'waiting':
      return [waiting];
    case 'checked_in':
      return [regs(`r.attended_at IS NOT NULL AND r.status <> 'cancelled'`)];
    case 'not_checked_in':
      return [regs(`${PLACED} AND r.attended_at IS NULL`)];
    case 'selected':
      return [regs(`r.id = ANY(${p([...(a.ids ?? [])])}::int[])`)];
    case 'waiting_selected':
      return [`${waiting} AND w.id = ANY(${p([...(a.ids ?? [])])}::int[])`];
  }
}

/**
 * The channel and address of each person: the one chosen, or their preferred one (WhatsApp when
 * they gave a WhatsApp number, else email when they have one, else SMS to the mobile).
 */
function channelSql(channel: BroadcastChannel): { channel: string; recipient: string } {
  switch (channel) {
    case 'email':
      return { channel: `'email'`, recipient: 'u.email' };
    case 'sms':
      return { channel: `'sms'`, recipient: 'u.mobile' };
    case 'whatsapp':
      return { channel: `'whatsapp'`, recipient: `coalesce(nullif(u.whatsapp_number, ''), u.mobile)` };
    case 'preferred':
      return {
        channel: `CASE WHEN u.whatsapp_number <> '' THEN 'whatsapp' WHEN u.email <> '' THEN 'email' ELSE 'sms' END`,
        recipient: `CASE WHEN u.whatsapp_number <> '' THEN u.whatsapp_number WHEN u.email <> '' THEN u.email ELSE u.mobile END`,
      };
  }
}

/**
 * Everyone an audience names, once each, with their language, channel, address and whether they
 * opted out; accounts closed or erased are left out. `chunk`: only the next `limit` people after
 * the person `after` (in id order), what one step of the chunked queue takes.
 */
function targetsSql(a: AudienceSpec, channel: BroadcastChannel, params: unknown[], chunk?: { after: number; limit: number }): string {
  const c = channelSql(channel);
  const parts = audienceSql(a, params);
  let people = parts.join(' UNION ');
  let chosen = 'SELECT DISTINCT user_id FROM people';
  if (chunk) {
    params.push(chunk.after, chunk.limit);
    const after = `$${params.length - 1}`;
    const limit = `$${params.length}`;
    // Each part gives its own first `limit` people after the cursor (an index range, not the whole
    // audience again each chunk); the first `limit` of their union are the chunk.
    people = parts.map((part) => `(SELECT DISTINCT user_id FROM (${part}) x WHERE user_id > ${after} ORDER BY user_id LIMIT ${limit})`).join(' UNION ');
    chosen = `SELECT DISTINCT user_id FROM people ORDER BY user_id LIMIT ${limit}`;
  }
  return `WITH people AS (${people}),
    chosen AS (${chosen}),
    targets AS (
      SELECT u.id AS user_id, u.name, CASE WHEN u.language = 1 THEN 'ta' ELSE 'en' END AS lang,
             ${c.channel} AS channel, coalesce(${c.recipient}, '') AS recipient,
             EXISTS (SELECT 1 FROM message_opt_outs o WHERE o.user_id = u.id) AS opted_out
        FROM chosen p JOIN users u ON u.id = p.user_id
       WHERE u.erased_at IS NULL AND u.deactivated_at IS NULL)`;
}

export interface TargetCount {
  channel: 'email' | 'sms' | 'whatsapp';
  lang: MessageLang;
  opted_out: boolean;
  no_address: boolean;
  n: number;
}

/** How many an audience reaches, per channel, language, opted out and without an address. */
export function countTargets(q: Queryable, a: AudienceSpec, channel: BroadcastChannel) {
  const params: unknown[] = [];
  const sql = targetsSql(a, channel, params);
  return q.query<TargetCount>(`${sql} SELECT channel, lang, opted_out, recipient = '' AS no_address, count(*)::int AS n FROM targets GROUP BY 1, 2, 3, 4`, params);
}

/** A real person of each language (not opted out, with an address), for the preview. */
export function sampleTargets(q: Queryable, a: AudienceSpec, channel: BroadcastChannel) {
  const params: unknown[] = [];
  const sql = targetsSql(a, channel, params);
  return q.query<{ user_id: number; name: string; lang: MessageLang }>(
    `${sql} SELECT DISTINCT ON (lang) user_id, name, lang FROM targets WHERE NOT opted_out AND recipient <> '' ORDER BY lang, user_id`,
    params,
  );
}

/**
 * Queues the messages of the kind 'broadcast' of one chunk of an audience: the next `limit`
 * people after the person `after` (those not opted out and with an address get one), the texts
 * of each language with the person's name, keyed `broadcast:<subject>:<channel>` per person so that
 * queuing twice sends once. Returns the last person of the chunk (null: nobody left) and how
 * many were queued.
 */
export async function queueBroadcastChunk(
  q: Queryable,
  b: AudienceSpec & { channel: BroadcastChannel; subject: string; sendAt: Date },
  chunk: { after: number; limit: number },
  data: Record<MessageLang, StoredData>,
): Promise<{ last: number | null; queued: number }> {
  const params: unknown[] = [];
  const sql = targetsSql(b, b.channel, params, chunk);
  params.push(b.subject, JSON.stringify(data.en), JSON.stringify(data.ta), b.sendAt);
  const n = params.length;
  const row = await q.one<{ last: number | null; queued: number }>(
    `${sql},
     added AS (
       INSERT INTO messages (user_id, kind, subject_ref, channel, lang, idempotency_key, recipient, data, next_attempt_at)
       SELECT t.user_id, 'broadcast', $${n - 3}, t.channel, t.lang, 'broadcast:' || $${n - 3} || ':' || t.channel, t.recipient,
              (CASE WHEN t.lang = 'ta' THEN $${n - 1}::jsonb ELSE $${n - 2}::jsonb END) || jsonb_build_object('name', t.name), $${n}
         FROM targets t WHERE NOT t.opted_out AND t.recipient <> ''
       ON CONFLICT DO NOTHING
       RETURNING 1)
     SELECT (SELECT max(user_id) FROM chosen) AS last, (SELECT count(*)::int FROM added) AS queued`,
    params,
  );
  return { last: row?.last ?? null, queued: row?.queued ?? 0 };
}

// ---------------------------------------------------------------- broadcasts

export interface BroadcastDbRow {
  id: number;
  event_id: number | null;
  event_name: string;
  audience: AnyAudience;
  channel: BroadcastChannel;
  subject_en: string;
  body_en: string;
  subject_ta: string;
  body_ta: string;
  state: 'scheduled' | 'queuing' | 'queued' | 'cancelled';
  send_at: Date | string;
  created_at: Date | string;
  created_by: string;
  recipients: number;
  opted_out: number;
  registration_ids: number[] | null;
  waiting_ids: number[] | null;
  filters: StoredFilters;
  queued_through: number;
}

/** What a broadcast without an event keeps of its filters (as chosen: dates as India's days). */
export interface StoredFilters {
  fund?: string;
  from?: string;
  to?: string;
  financial_year?: string;
  program_id?: number;
  program_name?: string;
  q?: string;
  user_ids?: number[];
  /** The donations ticked in the donations list (donors), the payment attempts ticked in the payments list (payers). */
  donation_ids?: number[];
  payment_ids?: number[];
  /** The ids above are the rows the list's filter matched when sent ("Select all N matching"), not rows ticked one by one. */
  matched?: boolean;
}

const BROADCAST_COLUMNS = `b.id, b.event_id, coalesce(e.event_name, '') AS event_name, b.audience, b.channel, b.subject_en, b.body_en, b.subject_ta, b.body_ta,
  b.state, b.send_at, b.created_at, coalesce(s.name, '') AS created_by, b.recipients, b.opted_out, b.registration_ids, b.waiting_ids, b.filters, b.queued_through`;
const BROADCAST_FROM = `FROM broadcasts b LEFT JOIN events e ON e.id = b.event_id LEFT JOIN staff s ON s.id = b.created_by`;

export const insertBroadcast = (
  q: Queryable,
  b: {
    eventId: number | null;
    audience: string;
    channel: string;
    subject_en: string;
    body_en: string;
    subject_ta: string;
    body_ta: string;
    templateId: number | null;
    sendAt: Date;
    staffId: number;
    registrationIds: number[] | null;
    waitingIds: number[] | null;
    filters: StoredFilters;
    /** 'queuing' when it is sent now (its messages are added at once), else 'scheduled'. */
    state: 'scheduled' | 'queuing';
    optedOut: number;
  },
) =>
  q.one<{ id: number }>(
    `INSERT INTO broadcasts (event_id, audience, channel, subject_en, body_en, subject_ta, body_ta, template_id, send_at, created_by, registration_ids, waiting_ids, filters, state, opted_out, queue_heartbeat)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::int[], $12::int[], $13::jsonb, $14, $15, $16) RETURNING id`,
    [b.eventId, b.audience, b.channel, b.subject_en, b.body_en, b.subject_ta, b.body_ta, b.templateId, b.sendAt, b.staffId, b.registrationIds, b.waitingIds, JSON.stringify(b.filters), b.state, b.optedOut, b.state === 'queuing' ? b.sendAt : null],
  );

export const findBroadcast = (q: Queryable, id: number) => q.one<BroadcastDbRow>(`SELECT ${BROADCAST_COLUMNS} ${BROADCAST_FROM} WHERE b.id = $1`, [id]);

/**
 * Claims a broadcast to queue (one of them; another run takes the next): a scheduled one whose
 * time has come, or one left 'queuing' whose heartbeat went quiet before `staleBefore` (the
 * process queuing it stopped). It becomes 'queuing' with a fresh heartbeat.
 */
export const claimBroadcastToQueue = (q: Queryable, now: Date, staleBefore: Date) =>
  q.one<{ id: number; state: 'scheduled' | 'queuing' }>(
    `SELECT id, state FROM broadcasts
      WHERE (state = 'scheduled' AND send_at <= $1) OR (state = 'queuing' AND queue_heartbeat < $2)
      ORDER BY send_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now, staleBefore],
  );

/** The claimed broadcast is 'queuing' (with the opted-out people counted when it starts; null keeps the count). */
export const startQueuing = (q: Queryable, id: number, optedOut: number | null, now: Date) =>
  q.query(`UPDATE broadcasts SET state = 'queuing', queue_heartbeat = $3, opted_out = coalesce($2, opted_out) WHERE id = $1`, [id, optedOut, now]);

/** Locks a 'queuing' broadcast for one chunk: where its queue stands (undefined: not queuing any more). */
export const lockQueuing = (q: Queryable, id: number) =>
  q.one<{ queued_through: number }>(`SELECT queued_through FROM broadcasts WHERE id = $1 AND state = 'queuing' FOR UPDATE`, [id]);

/** One chunk done: the queue moves on past `through`, and its messages are counted. */
export const chunkQueued = (q: Queryable, id: number, through: number, queued: number, now: Date) =>
  q.query(`UPDATE broadcasts SET queued_through = $2, recipients = recipients + $3, queue_heartbeat = $4 WHERE id = $1`, [id, through, queued, now]);

/** Everyone is queued. */
export const markQueued = (q: Queryable, id: number) => q.query(`UPDATE broadcasts SET state = 'queued', queue_heartbeat = NULL WHERE id = $1 AND state = 'queuing'`, [id]);

export const programName = async (q: Queryable, id: number) => (await q.one<{ name: string }>('SELECT name FROM programs WHERE id = $1', [id]))?.name;

export const cancelScheduled = (q: Queryable, id: number) =>
  q.one<{ id: number }>(`UPDATE broadcasts SET state = 'cancelled' WHERE id = $1 AND state = 'scheduled' RETURNING id`, [id]);

/** The newest 50: of an event, of the given audiences (messages without an event), or all. */
export const listBroadcasts = (q: Queryable, f: { eventId?: number; audiences?: readonly string[] }) =>
  q.query<BroadcastDbRow>(
    `SELECT ${BROADCAST_COLUMNS} ${BROADCAST_FROM}
      ${f.eventId ? 'WHERE b.event_id = $1' : f.audiences ? 'WHERE b.event_id IS NULL AND b.audience = ANY($1::text[])' : ''} ORDER BY b.id DESC LIMIT 50`,
    f.eventId ? [f.eventId] : f.audiences ? [f.audiences] : [],
  );

/** The messages of these broadcasts by delivery state. */
export const progressOf = (q: Queryable, ids: number[]) =>
  ids.length
    ? q.query<{ subject_ref: string; status: string; n: number }>(
        `SELECT subject_ref, status, count(*)::int AS n FROM messages WHERE kind = 'broadcast' AND subject_ref = ANY($1::text[]) GROUP BY 1, 2`,
        [ids.map((id) => `broadcast:${id}`)],
      )
    : Promise.resolve([]);

// ---------------------------------------------------------------- templates and opt-outs

export interface TemplateRow {
  id: number;
  name: string;
  subject_en: string;
  body_en: string;
  subject_ta: string;
  body_ta: string;
}

export const listTemplates = (q: Queryable) =>
  q.query<TemplateRow>('SELECT id, name, subject_en, body_en, subject_ta, body_ta FROM broadcast_templates ORDER BY lower(name), id');

export const insertTemplate = (q: Queryable, t: Omit<TemplateRow, 'id'>, staffId: number) =>
  q.one<TemplateRow>(
    `INSERT INTO broadcast_templates (name, subject_en, body_en, subject_ta, body_ta, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, name, subject_en, body_en, subject_ta, body_ta`,
    [t.name, t.subject_en, t.body_en, t.subject_ta, t.body_ta, staffId],
  );

export const setOptOut = (q: Queryable, userId: number, optOut: boolean) =>
  optOut
    ? q.query('INSERT INTO message_opt_outs (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId])
    : q.query('DELETE FROM message_opt_outs WHERE user_id = $1', [userId]);

export const isOptedOut = async (q: Queryable, userId: number) =>
  !!(await q.one<{ n: number }>('SELECT 1 AS n FROM message_opt_outs WHERE user_id = $1', [userId]));
