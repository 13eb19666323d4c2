import type { BroadcastAudience, BroadcastChannel } from '@portal/contract/broadcasts';
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
 * The people of an event an audience names (user ids; $1 is the event; `ids` the registrations of
 * 'selected', the waiting-list places of 'waiting_selected').
 */
function audienceSql(audience: BroadcastAudience, ids: readonly number[] = []): string {
  const regs = (where: string) => `SELECT r.user_id FROM registrations r WHERE r.event_id = $1 AND ${where}`;
  const waiting = `SELECT w.user_id FROM waiting_list w WHERE w.event_id = $1 AND w.state IN ('waiting', 'offered')`;
  // Validated integers (the contract's ids), written as an array literal: the statement keeps its parameters.
  const idList = `'{${ids.map((id) => Math.trunc(Number(id))).filter((id) => id > 0).join(',')}}'::int[]`;
  switch (audience) {
    case 'everyone':
      return `${regs(PLACED)} UNION ${waiting}`;
    case 'paid':
      return regs(`r.status = 'success'`);
    case 'part_paid':
      return regs(`r.status = 'partialpay'`);
    case 'pay_later':
      return regs(`r.status = 'paylater'`);
    case 'waiting':
      return waiting;
    case 'checked_in':
      return regs(`r.attended_at IS NOT NULL AND r.status <> 'cancelled'`);
    case 'not_checked_in':
      return regs(`${PLACED} AND r.attended_at IS NULL`);
    case 'selected':
      return regs(`r.id = ANY(${idList})`);
    case 'waiting_selected':
      return `${waiting} AND w.id = ANY(${idList})`;
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
 * opted out; accounts closed or erased are left out. `$1` is the event.
 */
function targetsSql(audience: BroadcastAudience, channel: BroadcastChannel, ids?: readonly number[]): string {
  const c = channelSql(channel);
  return `WITH people AS (${audienceSql(audience, ids)}),
    targets AS (
      SELECT u.id AS user_id, u.name, CASE WHEN u.language = 1 THEN 'ta' ELSE 'en' END AS lang,
             ${c.channel} AS channel, coalesce(${c.recipient}, '') AS recipient,
             EXISTS (SELECT 1 FROM message_opt_outs o WHERE o.user_id = u.id) AS opted_out
        FROM (SELECT DISTINCT user_id FROM people) p JOIN users u ON u.id = p.user_id
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
export const countTargets = (q: Queryable, eventId: number, audience: BroadcastAudience, channel: BroadcastChannel, ids?: readonly number[]) =>
  q.query<TargetCount>(
    `${targetsSql(audience, channel, ids)}
     SELECT channel, lang, opted_out, recipient = '' AS no_address, count(*)::int AS n FROM targets GROUP BY 1, 2, 3, 4`,
    [eventId],
  );

/** A real participant of each language (not opted out, with an address), for the preview. */
export const sampleTargets = (q: Queryable, eventId: number, audience: BroadcastAudience, channel: BroadcastChannel, ids?: readonly number[]) =>
  q.query<{ user_id: number; name: string; lang: MessageLang }>(
    `${targetsSql(audience, channel, ids)}
     SELECT DISTINCT ON (lang) user_id, name, lang FROM targets WHERE NOT opted_out AND recipient <> '' ORDER BY lang, user_id`,
    [eventId],
  );

/**
 * Queues one message of the kind 'broadcast' to everyone the audience names (not opted out, with
 * an address) in one statement: the texts of each language with the person's name, keyed
 * `broadcast:<subject>:<channel>` per person so that queuing twice sends once. Returns how many.
 */
export async function queueBroadcastMessages(
  q: Queryable,
  b: { eventId: number; audience: BroadcastAudience; channel: BroadcastChannel; subject: string; sendAt: Date; ids?: readonly number[] },
  data: Record<MessageLang, StoredData>,
): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `${targetsSql(b.audience, b.channel, b.ids)},
     added AS (
       INSERT INTO messages (user_id, kind, subject_ref, channel, lang, idempotency_key, recipient, data, next_attempt_at)
       SELECT t.user_id, 'broadcast', $2, t.channel, t.lang, 'broadcast:' || $2 || ':' || t.channel, t.recipient,
              (CASE WHEN t.lang = 'ta' THEN $4::jsonb ELSE $3::jsonb END) || jsonb_build_object('name', t.name), $5
         FROM targets t WHERE NOT t.opted_out AND t.recipient <> ''
       ON CONFLICT DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [b.eventId, b.subject, JSON.stringify(data.en), JSON.stringify(data.ta), b.sendAt],
  );
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------- broadcasts

export interface BroadcastDbRow {
  id: number;
  event_id: number;
  event_name: string;
  audience: BroadcastAudience;
  channel: BroadcastChannel;
  subject_en: string;
  body_en: string;
  subject_ta: string;
  body_ta: string;
  state: 'scheduled' | 'queued' | 'cancelled';
  send_at: Date | string;
  created_at: Date | string;
  created_by: string;
  recipients: number;
  opted_out: number;
  registration_ids: number[] | null;
  waiting_ids: number[] | null;
}

const BROADCAST_COLUMNS = `b.id, b.event_id, e.event_name, b.audience, b.channel, b.subject_en, b.body_en, b.subject_ta, b.body_ta,
  b.state, b.send_at, b.created_at, coalesce(s.name, '') AS created_by, b.recipients, b.opted_out, b.registration_ids, b.waiting_ids`;
const BROADCAST_FROM = `FROM broadcasts b JOIN events e ON e.id = b.event_id LEFT JOIN staff s ON s.id = b.created_by`;

export const insertBroadcast = (
  q: Queryable,
  b: { eventId: number; audience: string; channel: string; subject_en: string; body_en: string; subject_ta: string; body_ta: string; templateId: number | null; sendAt: Date; staffId: number; registrationIds: number[] | null; waitingIds: number[] | null },
) =>
  q.one<{ id: number }>(
    `INSERT INTO broadcasts (event_id, audience, channel, subject_en, body_en, subject_ta, body_ta, template_id, send_at, created_by, registration_ids, waiting_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::int[], $12::int[]) RETURNING id`,
    [b.eventId, b.audience, b.channel, b.subject_en, b.body_en, b.subject_ta, b.body_ta, b.templateId, b.sendAt, b.staffId, b.registrationIds, b.waitingIds],
  );

export const findBroadcast = (q: Queryable, id: number) => q.one<BroadcastDbRow>(`SELECT ${BROADCAST_COLUMNS} ${BROADCAST_FROM} WHERE b.id = $1`, [id]);

/** Locks a scheduled broadcast whose time has come (one of them; another run takes the next). */
export const claimDueBroadcast = (q: Queryable, now: Date) =>
  q.one<{ id: number }>(`SELECT id FROM broadcasts WHERE state = 'scheduled' AND send_at <= $1 ORDER BY send_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`, [now]);

export const markQueued = (q: Queryable, id: number, recipients: number, optedOut: number) =>
  q.query(`UPDATE broadcasts SET state = 'queued', recipients = $2, opted_out = $3 WHERE id = $1`, [id, recipients, optedOut]);

export const cancelScheduled = (q: Queryable, id: number) =>
  q.one<{ id: number }>(`UPDATE broadcasts SET state = 'cancelled' WHERE id = $1 AND state = 'scheduled' RETURNING id`, [id]);

export const listBroadcasts = (q: Queryable, eventId: number | undefined) =>
  q.query<BroadcastDbRow>(
    `SELECT ${BROADCAST_COLUMNS} ${BROADCAST_FROM} ${eventId ? 'WHERE b.event_id = $1' : ''} ORDER BY b.id DESC LIMIT 50`,
    eventId ? [eventId] : [],
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
