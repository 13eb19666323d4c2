import type { MessageKind, MessageLang } from '@portal/contract/notifications';
import { MESSAGE_TEXT_KINDS, type MessageTextKind, type MessageTextSet } from '@portal/contract/message-texts';
import type { QueuedTexts } from './render.ts';
import type { Queryable } from '../../db/client.ts';

/** SQL of the office's message texts (table message_texts): one row per kind and language. */
export interface MessageTextRow extends MessageTextSet {
  kind: MessageTextKind;
  lang: MessageLang;
  updated_at: string;
  updated_by: string;
}

const COLUMNS = `t.kind, t.lang, t.subject, t.heading, t.body, t.sms, t.dlt_template_id, t.dlt_template_text, t.whatsapp_template,
  t.updated_at::text AS updated_at, coalesce(s.name, '') AS updated_by`;

export const listTexts = (q: Queryable) =>
  q.query<MessageTextRow>(`SELECT ${COLUMNS} FROM message_texts t LEFT JOIN staff s ON s.id = t.updated_by ORDER BY t.kind, t.lang`);

export const textsOfKind = (q: Queryable, kind: MessageTextKind) =>
  q.query<MessageTextRow>(`SELECT ${COLUMNS} FROM message_texts t LEFT JOIN staff s ON s.id = t.updated_by WHERE t.kind = $1 ORDER BY t.lang`, [kind]);

export const upsertText = (q: Queryable, kind: MessageTextKind, lang: MessageLang, t: MessageTextSet, staffId: number, at: Date) =>
  q.query(
    `INSERT INTO message_texts (kind, lang, subject, heading, body, sms, dlt_template_id, dlt_template_text, whatsapp_template, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (kind, lang) DO UPDATE SET subject = $3, heading = $4, body = $5, sms = $6, dlt_template_id = $7,
       dlt_template_text = $8, whatsapp_template = $9, updated_by = $10, updated_at = $11`,
    [kind, lang, t.subject, t.heading, t.body, t.sms, t.dlt_template_id, t.dlt_template_text, t.whatsapp_template, staffId, at],
  );

export const deleteTexts = (q: Queryable, kind: MessageTextKind) => q.query(`DELETE FROM message_texts WHERE kind = $1`, [kind]);

/** The key of a kind and language in `officeTexts`. */
export const textsKey = (kind: MessageKind, lang: MessageLang) => `${kind}:${lang}`;

/** Every text the office wrote, by kind and language (a kind absent: the built-in texts); a handful of rows. */
export async function officeTexts(q: Queryable): Promise<Map<string, QueuedTexts>> {
  const rows = await q.query<MessageTextRow>(
    `SELECT t.kind, t.lang, t.subject, t.heading, t.body, t.sms, t.dlt_template_id, t.whatsapp_template FROM message_texts t`,
  );
  return new Map(
    rows
      .filter((r) => (MESSAGE_TEXT_KINDS as readonly string[]).includes(r.kind))
      .map((r) => [textsKey(r.kind, r.lang), { subject: r.subject, heading: r.heading, body: r.body, sms: r.sms, dlt_template_id: r.dlt_template_id, whatsapp_template: r.whatsapp_template }]),
  );
}
