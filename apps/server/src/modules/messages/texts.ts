import {
  MESSAGE_TEXT_CODES,
  MESSAGE_TEXT_FIELDS,
  MESSAGE_TEXT_KINDS,
  MESSAGE_TEXT_MESSAGES,
  defaultTexts,
  kindVariables,
  textProblems,
  type MessageTextEntry,
  type MessageTextKind,
  type MessageTextPreview,
  type MessageTextSave,
  type MessageTextSet,
} from '@portal/contract/message-texts';
import { MESSAGE_LANGS, MESSAGE_SAMPLE, smsSegments, type MessageLang } from '@portal/contract/notifications';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { refusedWithCode } from '../../lib/errors.ts';
import { readMessageSettings } from '../../lib/message-settings.ts';
import { recordAudit } from '../audit/index.ts';
import { renderEmail, renderShort } from './render.ts';
import { renderContextOf } from './service.ts';
import * as repo from './texts-repository.ts';

/**
 * What staff type is text: control characters (a line break excepted) and the invisible
 * text-direction marks that could make an SMS read otherwise than it shows are taken out; the
 * joiners Tamil spelling uses stay.
 */
const clean = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .trim();
const cleanSet = (t: MessageTextSet): MessageTextSet =>
  Object.fromEntries(MESSAGE_TEXT_FIELDS.map((f) => [f, f === 'body' ? clean(t[f]) : clean(t[f]).replace(/\s+/g, ' ')])) as MessageTextSet;

/**
 * The office's wording of its messages (docs/decisions/messages.md, "Message texts the office
 * edits"): listed beside the built-in texts, previewed with the sample data, saved (audited) and
 * restored. A message copies its kind's texts when it is queued (texts-repository.ts, `officeTexts`, kept per process until a save or restore announces a change).
 */
export function createMessageTexts(deps: AppDeps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const { settings } = readMessageSettings(deps.config);
  const renderContext = renderContextOf(deps);

  /** The built-in texts with the templates the settings name (the DLT id and WhatsApp template of the environment). */
  const defaults = (kind: MessageTextKind, lang: MessageLang): MessageTextSet => ({
    ...defaultTexts(kind, lang, settings.dltTemplate(kind, lang) ?? ''),
    whatsapp_template: settings.whatsappTemplate(kind, lang) ?? '',
  });

  function entry(kind: MessageTextKind, rows: repo.MessageTextRow[]): MessageTextEntry {
    const of = (lang: MessageLang): MessageTextSet => {
      const r = rows.find((x) => x.lang === lang);
      return r ? (Object.fromEntries(MESSAGE_TEXT_FIELDS.map((f) => [f, r[f]])) as MessageTextSet) : defaults(kind, lang);
    };
    const latest = rows.reduce<repo.MessageTextRow | undefined>((a, r) => (!a || r.updated_at > a.updated_at ? r : a), undefined);
    return {
      kind,
      variables: kindVariables(kind),
      current: { en: of('en'), ta: of('ta') },
      defaults: { en: defaults(kind, 'en'), ta: defaults(kind, 'ta') },
      custom: rows.length > 0,
      updated_at: latest ? new Date(latest.updated_at).toISOString() : '',
      updated_by: latest?.updated_by ?? '',
    };
  }

  return {
    async list(): Promise<MessageTextEntry[]> {
      const rows = await repo.listTexts(db);
      return MESSAGE_TEXT_KINDS.map((kind) => entry(kind, rows.filter((r) => r.kind === kind)));
    },

    /** The texts being edited, filled with the sample data as a devotee would get them, and what saving would refuse. */
    async preview(kind: MessageTextKind, lang: MessageLang, texts: MessageTextSet): Promise<MessageTextPreview> {
      const t = cleanSet(texts);
      const ctx = await renderContext(lang);
      const stored = { ...MESSAGE_SAMPLE, texts: t };
      const email = await renderEmail(kind, lang, stored, ctx);
      const sms = renderShort(kind, lang, stored, ctx).text;
      const s = smsSegments(sms);
      return { subject: email.subject, text: email.text, html: email.html, sms, sms_encoding: s.encoding, sms_units: s.units, sms_segments: s.segments, problems: textProblems(kind, t) };
    },

    /** Saves both languages; refuses (changing nothing) an unknown placeholder or an SMS that does not fit its DLT template. */
    async save(staffId: number, kind: MessageTextKind, body: MessageTextSave): Promise<MessageTextEntry> {
      const texts = { en: cleanSet(body.en), ta: cleanSet(body.ta) };
      const errors: Record<string, string> = {};
      for (const lang of MESSAGE_LANGS) {
        for (const [field, problem] of Object.entries(textProblems(kind, texts[lang]))) errors[`${lang}.${field}`] = problem;
      }
      const dlt = Object.entries(errors).find(([, v]) => v.startsWith(MESSAGE_TEXT_MESSAGES.dltCount) || v.startsWith(MESSAGE_TEXT_MESSAGES.dltWords));
      const unknown = Object.entries(errors).find(([, v]) => v.startsWith(MESSAGE_TEXT_MESSAGES.unknownPlaceholder));
      if (unknown) throw refusedWithCode(400, MESSAGE_TEXT_CODES.unknownPlaceholder, `${unknown[0]}: ${unknown[1]}`, errors);
      if (dlt) throw refusedWithCode(400, MESSAGE_TEXT_CODES.dltMismatch, `${dlt[0]}: ${MESSAGE_TEXT_MESSAGES.dltMismatch}`, errors);
      const saved = await db.tx(async (q) => {
        const before = entry(kind, await repo.textsOfKind(q, kind));
        const now = clock.now();
        for (const lang of MESSAGE_LANGS) await repo.upsertText(q, kind, lang, texts[lang], staffId, now);
        const after = entry(kind, await repo.textsOfKind(q, kind));
        await recordAudit(q, { staffId, action: 'message-texts-save', entity: 'message_texts', entityId: kind, before: before.current, after: after.current });
        return after;
      });
      // Messages queued from now on, by any process, carry the new texts.
      await publicContentChanged(db);
      return saved;
    },

    /** Back to the built-in texts (both languages); audited with what the office had. */
    async restore(staffId: number, kind: MessageTextKind): Promise<MessageTextEntry> {
      const restored = await db.tx(async (q) => {
        const before = entry(kind, await repo.textsOfKind(q, kind));
        await repo.deleteTexts(q, kind);
        const after = entry(kind, []);
        await recordAudit(q, { staffId, action: 'message-texts-restore', entity: 'message_texts', entityId: kind, before: before.current, after: after.current });
        return after;
      });
      await publicContentChanged(db);
      return restored;
    },
  };
}
export type MessageTexts = ReturnType<typeof createMessageTexts>;
