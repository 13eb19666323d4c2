import {
  BROADCAST_CODES,
  BROADCAST_LIMITS,
  BROADCAST_MESSAGES,
  type BroadcastDraft,
  type BroadcastPreview,
  type BroadcastRow,
  type BroadcastTemplate,
} from '@portal/contract/broadcasts';
import { MESSAGE_LANGS, MESSAGE_SAMPLE, smsSegments, type MessageLang } from '@portal/contract/notifications';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { readMessageSettings } from '../../lib/message-settings.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './broadcast-repository.ts';
import { renderEmail, renderShort, type StoredData } from './render.ts';
import { eventData, renderContextOf } from './service.ts';

/** Who sends: the signed-in staff member (their id goes to the audit log). */
export interface Sender {
  id: number;
}

type Texts = Pick<BroadcastDraft, 'subject_en' | 'body_en' | 'subject_ta' | 'body_ta'>;
type Draft = Omit<BroadcastDraft, keyof Texts | 'template_id'> & Texts & { template_id?: number };

/** 'YYYY-MM-DDTHH:MM' in India as an instant ('' → undefined: now). */
const istInstant = (v: string) => (v ? new Date(`${v}:00+05:30`) : undefined);

/**
 * Messages to an event's participants (docs/decisions/messages.md): chosen by status, waiting
 * list or check-in; sent as messages of the kind 'broadcast' through the messages' delivery job,
 * with its retries; opted-out people are skipped and counted.
 */
export function createBroadcasts(deps: AppDeps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const { settings } = readMessageSettings(deps.config);
  const renderContext = renderContextOf(deps);

  async function event(q: Queryable, eventId: number) {
    const e = await repo.findEventFacts(q, eventId);
    if (!e) throw notFound();
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
  async function counts(q: Queryable, d: Pick<Draft, 'event_id' | 'audience' | 'channel'> & { ids?: readonly number[] }) {
    const rows = await repo.countTargets(q, d.event_id, d.audience, d.channel, d.ids);
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
  async function checkSmsLength(d: Draft) {
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

  /** Queues a broadcast's messages now (in `q`): the audience as it is at this moment. */
  async function queueNow(q: Queryable, b: repo.BroadcastDbRow, sendAt: Date) {
    const e = await event(q, b.event_id);
    const ids = (b.audience === 'waiting_selected' ? b.waiting_ids : b.registration_ids) ?? undefined;
    const c = await counts(q, { ...b, ids });
    const queued = await repo.queueBroadcastMessages(q, { eventId: b.event_id, audience: b.audience, channel: b.channel, subject: `broadcast:${b.id}`, sendAt, ids }, dataOf(e, b));
    await repo.markQueued(q, b.id, queued, c.opted_out);
    return queued;
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

  return {
    /** Who gets it, per channel and language, and each language's message with a real participant's data. */
    async preview(d: Draft): Promise<BroadcastPreview> {
      const e = await event(db, d.event_id);
      const ids = selectedIds(d);
      const c = await counts(db, { ...d, ids });
      const samples = await repo.sampleTargets(db, d.event_id, d.audience, d.channel, ids);
      const data = dataOf(e, d);
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
    },

    /**
     * Sends now (its messages are queued in this request, due at once) or at a time in India (the
     * broadcasts job queues them then, for the audience as it is at that moment). Audited.
     */
    async send(staff: Sender, d: Draft): Promise<{ message: string; data: BroadcastRow }> {
      const now = clock.now();
      const at = istInstant(d.send_at);
      // A minute's grace: a time picked for "now" in the form is not refused for being a few seconds old.
      if (at && at.getTime() < now.getTime() - 60_000) throw refusedWithCode(400, BROADCAST_CODES.timePassed, BROADCAST_MESSAGES.timePassed, { send_at: BROADCAST_MESSAGES.timePassed });
      await event(db, d.event_id);
      await checkSmsLength(d);
      const ids = selectedIds(d);
      const c = await counts(db, { ...d, ids });
      if (c.recipients === 0) throw refusedWithCode(422, BROADCAST_CODES.nobody, BROADCAST_MESSAGES.nobody);
      const later = !!at && at.getTime() > now.getTime();
      const sendAt = later ? at : now;
      const id = await db.tx(async (q) => {
        const row = await repo.insertBroadcast(q, { eventId: d.event_id, audience: d.audience, channel: d.channel, subject_en: d.subject_en, body_en: d.body_en, subject_ta: d.subject_ta, body_ta: d.body_ta, templateId: d.template_id ?? null, sendAt, staffId: staff.id, registrationIds: d.audience === 'selected' ? (ids ?? null) : null, waitingIds: d.audience === 'waiting_selected' ? (ids ?? null) : null });
        const b = (await repo.findBroadcast(q, row!.id))!;
        const queued = later ? 0 : await queueNow(q, b, sendAt);
        await recordAudit(q, {
          staffId: staff.id,
          action: later ? 'broadcast-schedule' : 'broadcast-send',
          entity: 'broadcasts',
          entityId: b.id,
          after: { event_id: d.event_id, audience: d.audience, channel: d.channel, subject_en: d.subject_en, send_at: sendAt.toISOString(), ...(later ? { chosen: c.recipients } : { queued }), opted_out: c.opted_out },
        });
        return b.id;
      });
      const [row] = await rows([(await repo.findBroadcast(db, id))!]);
      return { message: later ? BROADCAST_MESSAGES.scheduled : BROADCAST_MESSAGES.sent, data: row! };
    },

    async list(eventId: number | undefined): Promise<BroadcastRow[]> {
      return rows(await repo.listBroadcasts(db, eventId));
    },

    async cancel(staff: Sender, id: number): Promise<void> {
      if (!(await repo.findBroadcast(db, id))) throw notFound(BROADCAST_MESSAGES.notFound);
      await db.tx(async (q) => {
        if (!(await repo.cancelScheduled(q, id))) throw refusedWithCode(422, BROADCAST_CODES.notScheduled, BROADCAST_MESSAGES.notScheduled);
        await recordAudit(q, { staffId: staff.id, action: 'broadcast-cancel', entity: 'broadcasts', entityId: id, before: { state: 'scheduled' }, after: { state: 'cancelled' } });
      });
    },

    /** The broadcasts job: queues the messages of scheduled broadcasts whose time has come, one transaction each. */
    async queueDue(): Promise<number> {
      let done = 0;
      for (;;) {
        const queued = await db.tx(async (q) => {
          const due = await repo.claimDueBroadcast(q, clock.now());
          if (!due) return undefined;
          const b = (await repo.findBroadcast(q, due.id))!;
          return queueNow(q, b, clock.now());
        });
        if (queued === undefined) return done;
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
