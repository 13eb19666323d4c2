import { z } from './zod.ts';
import { dataResponse, defineCall } from './call.ts';
import { MESSAGE_KINDS, MESSAGE_LANGS, MESSAGE_TEXTS, smsSegments, type MessageData, type MessageKind, type MessageLang } from './notifications.ts';
import type { StaffRole } from './staff.ts';

/**
 * The foundation's own wording of its messages (docs/decisions/messages.md, "Message texts the
 * office edits"): per kind and language, the email's subject, heading and body, the SMS text with
 * the DLT template it was registered under, and the WhatsApp template's name. The built-in texts
 * (notifications.ts) stay the defaults; what the office saves is data and applies to messages
 * queued after it.
 */

/** Who edits them besides the owner: whoever edits the site's public content (the role table's content rows). */
export const MESSAGE_TEXT_ROLES = ['editor'] as const satisfies readonly StaffRole[];

/** A broadcast's text is written by staff for each broadcast: it has no wording of its own to edit. */
export const MESSAGE_TEXT_KINDS = MESSAGE_KINDS.filter((k): k is Exclude<MessageKind, 'broadcast'> => k !== 'broadcast');
export type MessageTextKind = (typeof MESSAGE_TEXT_KINDS)[number];

export const MESSAGE_TEXT_FIELDS = ['subject', 'heading', 'body', 'sms', 'dlt_template_id', 'dlt_template_text', 'whatsapp_template'] as const;
export type MessageTextField = (typeof MESSAGE_TEXT_FIELDS)[number];
export type MessageTextSet = Record<MessageTextField, string>;

export const MESSAGE_TEXT_LIMITS = { subject: 200, heading: 200, body: 4000, sms: 640, dlt_template_id: 40, dlt_template_text: 640, whatsapp_template: 100 } as const;

/** What the SMS's registered DLT template marks a variable with. */
export const DLT_VARIABLE = '{#var#}';

export const MESSAGE_TEXT_CODES = {
  unknownPlaceholder: 'message_text_unknown_placeholder',
  dltMismatch: 'message_text_dlt_mismatch',
  notFound: 'message_text_not_found',
} as const;

export const MESSAGE_TEXT_MESSAGES = {
  saved: 'The texts are saved: messages queued from now on use them',
  restored: 'The built-in texts are back: messages queued from now on use them',
  unknownPlaceholder: 'A placeholder this message does not have',
  dltMismatch: 'The SMS does not match its registered DLT template',
  dltCount: 'The SMS has a different number of placeholders than the DLT template has {#var#}',
  dltWords: 'The SMS words differ from the DLT template',
  notFound: 'There is no such message',
  required: 'This field is required!',
} as const;

/** `{name}`, `{event_name}`: the placeholders of a text, in order. */
const PLACEHOLDER = /\{([a-z_0-9]+)\}/g;
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** A text with its placeholders filled from the data (an absent value fills nothing). */
export const fillText = (text: string, data: MessageData): string =>
  text.replace(PLACEHOLDER, (_, key: string) => {
    const v: unknown = Object.entries(data).find(([k]) => k === key)?.[1];
    return typeof v === 'string' ? v : '';
  });

/**
 * The built-in texts as editable templates: the contract's functions rendered with a marker in
 * place of each value, then the markers written as `{key}`. Yes/no data takes its most common
 * answer (a paid event, a gift with 80G, an email given): the edited text is one wording.
 */
const MARK_OPEN = '\u0001';
const MARK_CLOSE = '\u0002';
const STRING_KEYS = [
  'name', 'event_name', 'program_name', 'event_date', 'event_end', 'event_time', 'event_starts', 'event_address', 'map_url',
  'amount', 'due', 'reg_number', 'receipt_number', 'txn_id', 'mobile_tail', 'link', 'phone', 'org', 'offer_until',
  'waiting_place', 'reason', 'refund', 'forfeit', 'fy', 'refunded_on', 'reference', 'purpose', 'old_receipt', 'received_on',
] as const satisfies ReadonlyArray<keyof MessageData>;
const markerData = (): MessageData => {
  const d: MessageData = { name: '', free: false, no_80g: false, emailed: true };
  for (const k of STRING_KEYS) d[k] = `${MARK_OPEN}${k}${MARK_CLOSE}`;
  // Several days would write the dates as a range: one day reads as one placeholder.
  delete d.event_end;
  return d;
};
const unmark = (s: string) => s.replace(new RegExp(`${MARK_OPEN}([a-z_0-9]+)${MARK_CLOSE}`, 'g'), '{$1}');

export function defaultTexts(kind: MessageTextKind, lang: MessageLang, dltTemplateId = ''): MessageTextSet {
  const t = MESSAGE_TEXTS[lang][kind](markerData());
  const sms = unmark(t.sms);
  return {
    subject: unmark(t.subject),
    heading: unmark(t.heading),
    body: t.paragraphs.map(unmark).join('\n\n'),
    sms,
    dlt_template_id: dltTemplateId,
    dlt_template_text: sms.replace(PLACEHOLDER, DLT_VARIABLE),
    whatsapp_template: '',
  };
}

/** The values a kind's texts may use: those its built-in texts use (email rows included), in both languages. */
export function kindVariables(kind: MessageTextKind): string[] {
  const found = new Set<string>(['name', 'org', 'phone']);
  for (const lang of MESSAGE_LANGS) {
    const t = MESSAGE_TEXTS[lang][kind](markerData());
    const all = [t.subject, t.heading, ...t.paragraphs, t.sms, ...t.details.map(([, v]) => v)].map(unmark).join(' ');
    for (const p of placeholdersIn(all)) found.add(p);
  }
  return STRING_KEYS.filter((k) => found.has(k));
}

/**
 * Problems of one language's texts, by field: a placeholder the kind does not have (named), and an
 * SMS that does not fit its registered DLT template (the same number of variables, in the same
 * places, the same words between them; spaces may differ).
 */
export function textProblems(kind: MessageTextKind, t: MessageTextSet): Partial<Record<MessageTextField, string>> {
  const allowed = new Set(kindVariables(kind));
  const problems: Partial<Record<MessageTextField, string>> = {};
  for (const field of ['subject', 'heading', 'body', 'sms'] as const) {
    const unknown = [...new Set(placeholdersIn(t[field]).filter((p) => !allowed.has(p)))];
    if (unknown.length) problems[field] = `${MESSAGE_TEXT_MESSAGES.unknownPlaceholder}: ${unknown.map((p) => `{${p}}`).join(', ')}`;
  }
  if (!problems.sms) {
    const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
    const words = t.sms.split(PLACEHOLDER).filter((_, i) => i % 2 === 0).map(squash);
    const registered = t.dlt_template_text.split(DLT_VARIABLE).map(squash);
    if (words.length !== registered.length) {
      problems.sms = `${MESSAGE_TEXT_MESSAGES.dltCount} (${words.length - 1} / ${registered.length - 1})`;
    } else {
      const at = words.findIndex((w, i) => w !== registered[i]);
      if (at >= 0) problems.sms = `${MESSAGE_TEXT_MESSAGES.dltWords}: “${registered[at] || '…'}”`;
    }
  }
  return problems;
}

const field = (max: number) => z.string({ error: 'Must be text' }).max(max, `At most ${max} characters`);
const required = (max: number) => field(max).refine((v) => v.trim() !== '', MESSAGE_TEXT_MESSAGES.required);

export const messageTextSetSchema = z.object({
  subject: required(MESSAGE_TEXT_LIMITS.subject),
  heading: required(MESSAGE_TEXT_LIMITS.heading),
  body: required(MESSAGE_TEXT_LIMITS.body),
  sms: required(MESSAGE_TEXT_LIMITS.sms),
  dlt_template_id: field(MESSAGE_TEXT_LIMITS.dlt_template_id).regex(/^[0-9A-Za-z_-]*$/, 'Letters, digits, - and _ only'),
  dlt_template_text: required(MESSAGE_TEXT_LIMITS.dlt_template_text),
  whatsapp_template: field(MESSAGE_TEXT_LIMITS.whatsapp_template).regex(/^[0-9a-z_]*$/, 'Lower-case letters, digits and _ only'),
});

export const messageKindParams = z.object({ kind: z.enum(MESSAGE_TEXT_KINDS, { error: MESSAGE_TEXT_MESSAGES.notFound }) });

/** Both languages are saved together: a kind's texts change at once for every reader. */
export const messageTextSaveSchema = z.object({ en: messageTextSetSchema, ta: messageTextSetSchema });
export type MessageTextSave = z.output<typeof messageTextSaveSchema>;

const textSet = z.object(Object.fromEntries(MESSAGE_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<MessageTextField, z.ZodString>);

export const messageTextEntrySchema = z.object({
  kind: z.enum(MESSAGE_TEXT_KINDS),
  /** The placeholders its texts may use. */
  variables: z.array(z.string()),
  /** The office's texts (or the defaults when none are saved), and the built-in ones. */
  current: z.object({ en: textSet, ta: textSet }),
  defaults: z.object({ en: textSet, ta: textSet }),
  custom: z.boolean(),
  /** When and by whom the office's texts were saved ('' for the built-in texts). */
  updated_at: z.string(),
  updated_by: z.string(),
});
export type MessageTextEntry = z.output<typeof messageTextEntrySchema>;

export const messageTextPreviewSchema = z.object({
  kind: z.enum(MESSAGE_TEXT_KINDS, { error: MESSAGE_TEXT_MESSAGES.notFound }),
  lang: z.enum(MESSAGE_LANGS),
  // Checked by the preview itself (its `problems`), not refused: the texts are being typed.
  texts: z.object(Object.fromEntries(MESSAGE_TEXT_FIELDS.map((f) => [f, field(MESSAGE_TEXT_LIMITS[f]).optional()])) as Record<MessageTextField, z.ZodOptional<z.ZodString>>).transform((t) => ({ ...Object.fromEntries(MESSAGE_TEXT_FIELDS.map((f) => [f, ''])), ...t }) as MessageTextSet),
});

export const messageTextPreviewResultSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sms: z.string(),
  sms_encoding: z.enum(['GSM-7', 'UCS-2']),
  sms_units: z.number(),
  sms_segments: z.number(),
  /** What saving would refuse, by field. */
  problems: z.record(z.string(), z.string()),
});
export type MessageTextPreview = z.output<typeof messageTextPreviewResultSchema>;

export { smsSegments };

export const messageTextCalls = {
  adminMessageTexts: defineCall({ method: 'GET', path: '/admin/message-texts', summary: "Every message kind's texts (the office's and the built-in), in English and Tamil", auth: 'staff', roles: MESSAGE_TEXT_ROLES, response: dataResponse(z.array(messageTextEntrySchema)) }),
  adminMessageTextPreview: defineCall({ method: 'POST', path: '/admin/message-texts/preview', summary: "A message kind's texts being edited, filled with sample data (email and SMS), with what saving would refuse", auth: 'staff', roles: MESSAGE_TEXT_ROLES, body: messageTextPreviewSchema, response: dataResponse(messageTextPreviewResultSchema) }),
  adminMessageTextSave: defineCall({ method: 'POST', path: '/admin/message-texts/:kind', summary: "Save a message kind's texts in English and Tamil (messages queued after it use them)", auth: 'staff', roles: MESSAGE_TEXT_ROLES, params: messageKindParams, body: messageTextSaveSchema, response: z.object({ success: z.literal(1), message: z.string(), data: messageTextEntrySchema }) }),
  adminMessageTextRestore: defineCall({ method: 'DELETE', path: '/admin/message-texts/:kind', summary: "Restore a message kind's built-in texts", auth: 'staff', roles: MESSAGE_TEXT_ROLES, params: messageKindParams, response: z.object({ success: z.literal(1), message: z.string(), data: messageTextEntrySchema }) }),
};
