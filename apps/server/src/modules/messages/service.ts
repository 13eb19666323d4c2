import { MESSAGE_KINDS, MESSAGE_LANGS, MESSAGE_SAMPLE, langOfCode, smsSegments, type MessageData, type MessageKind, type MessageLang } from '@portal/contract/notifications';
import type { AdminMessage, AdminMessageListQuery, MessageTemplate } from '@portal/contract/admin-messages';
import { PATHS } from '@portal/contract/routes';
import { detailFormPath, programRoute } from '@portal/contract/programs';
import { isDetailProgram } from '@portal/contract/program-forms';
import { toMajor } from '@portal/contract/payments';
import { clockText, eventTimeText } from '@portal/contract/event-times';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { addIsoDays, daytime, istToday, systemClock } from '../../lib/clock.ts';
import { outboxWhatsApp } from '../../providers/messaging.ts';
import type { DocumentsService } from '../documents/index.ts';
import { siteIdentity } from '../settings/index.ts';
import { attachmentsFor } from './attachments.ts';
import { renderEmail, renderShort, type RenderContext, type StoredData } from './render.ts';
import * as repo from './repository.ts';
import { officeTexts, textsKey } from './texts-repository.ts';
import { onPublicContentChange } from '../../lib/cache-bus.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import { WHATSAPP_PARAMETERS, readMessageSettings } from '../../lib/message-settings.ts';

/**
 * What a flow asks for: a kind of message to a person about one thing. `subject` names that thing
 * ('attempt:123', 'registration:45'); with the kind and the channel it is the message's key, so
 * asking twice (a callback and the reconciler, a job run twice) sends once.
 */
export interface MessageRequest {
  kind: MessageKind;
  /** The account; null for a donor without one (an offline donation: `donationId` tells where to write). */
  userId: number | null;
  subject: string;
  registrationId?: number;
  /** A waiting-list place (waitlist-offer, waitlist-moved, waitlist-removed). */
  waitingId?: number;
  /** The place's new number (waitlist-moved). */
  waitingPlace?: number;
  /** Why staff took the person off the list (waitlist-removed). */
  reason?: string;
  donationId?: number;
  attemptId?: number;
  /** A Form 10BE certificate (form-10be-issued). */
  certificateId?: number;
  /** A refund staff recorded (refund-recorded). */
  refundId?: number;
  /** The short message's number when it is not the account's (a changed mobile: the old one). */
  shortTo?: string;
  /** Not before (reminders wait for the morning); now when not given. */
  sendAt?: Date;
}

/** How long a process keeps the office's message texts when no change was announced (a lost announcement). */
const TEXTS_CACHE_MS = 30_000;

/** Tries of one message before it is left as failed, and the waits between them. */
export const MAX_ATTEMPTS = 8;
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));
/** A claim older than this was left by a process that stopped mid-send. */
const STALE_CLAIM_MS = 10 * 60_000;
/** Part-paid and pay-later registrations are reminded once, this many days before the event at most. */
export const BALANCE_REMINDER_DAYS = 7;

/** An error that a retry cannot cure (no address, no template): the message fails at once. */
class PermanentError extends Error {}

const displayDate = (iso: string) => iso.split('-').reverse().join('/');

/** 'DD/MM/YYYY HH:MM' in India (UTC+05:30, no daylight saving). */
export function displayTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${displayDate(ist.slice(0, 10))} ${ist.slice(11, 16)}`;
}

/** 'Rs. 10,000' (the rupee sign would make an SMS UCS-2), 'USD 120.50'. */
// Made once: building a number format costs more than formatting with it.
const wholeAmount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const amountWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(minor: number, currency: string): string {
  const code = currency.trim();
  const major = toMajor(Number(minor), code);
  const text = (Number.isInteger(major) ? wholeAmount : amountWithPaise).format(major);
  return code === 'INR' ? `Rs. ${text}` : `${code} ${text}`;
}

const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function eventData(r: Omit<repo.RegistrationFacts, repo.RegistrationOnly | 'user_id'> & { id?: number; reg_number?: string | null }, lang: MessageLang): StoredData {
  const address = r.event_address || r.city_name;
  // The event's own time; the program's timing only when the event has none (in the message's language).
  const time = eventTimeText(r, lang, (lang === 'ta' && r.timing_ta) || r.timing);
  return {
    name: '',
    event_name: r.event_name,
    program_name: r.program_name,
    event_date: displayDate(r.event_date),
    ...(r.end_date && r.end_date !== r.event_date ? { event_end: displayDate(r.end_date) } : {}),
    ...(time ? { event_time: time } : {}),
    ...(r.start_time ? { event_starts: clockText(r.start_time, lang) } : {}),
    event_address: address,
    map_url: mapUrl(address),
    event_start_iso: r.event_date,
    event_end_iso: r.end_date ?? r.event_date,
    ...(r.start_time && r.end_time ? { event_start_time: r.start_time.slice(0, 5), event_end_time: r.end_time.slice(0, 5) } : {}),
    registration_id: r.id,
    ...(r.reg_number ? { reg_number: r.reg_number } : {}),
  };
}

/** What a payment's outcome tells the payer (the payments module queues these when the outcome is recorded). */
export function paymentOutcomeMessages(
  a: { id: number; user_id: number; purpose: 'registration' | 'donation'; registration_id: number | null; donation_id: number | null },
  outcome: 'success' | 'failed' | 'aborted' | 'pending' | 'created',
): MessageRequest[] {
  if (outcome === 'created') return [];
  const about = { userId: a.user_id, subject: `attempt:${a.id}`, attemptId: a.id };
  if (outcome === 'pending') return [{ kind: 'payment-pending', ...about }];
  if (outcome !== 'success') return [{ kind: 'payment-failed', ...about }];
  if (a.purpose === 'donation') return [{ kind: 'donation-received', userId: a.user_id, subject: `donation:${a.donation_id}`, donationId: a.donation_id!, attemptId: a.id }];
  const registration = { userId: a.user_id, subject: `registration:${a.registration_id}`, registrationId: a.registration_id! };
  return [{ kind: 'payment-succeeded', ...about }, { kind: 'details-form-request', ...registration }];
}

/** Where and in which language a message goes. */
interface Recipient {
  name: string;
  email: string;
  mobile: string;
  whatsapp: string;
  lang: MessageLang;
}

/**
 * The foundation's name and contact as the site settings say when the message is sent, in its
 * language (the Tamil name falling back to the English one); the environment only seeds them.
 */
export function renderContextOf(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/?$/, '/');
  return async (lang: MessageLang): Promise<RenderContext> => {
    const id = await siteIdentity(db, config, lang);
    return { publicUrl, foundationName: id.name, foundationAddress: id.address, foundationPhone: id.phone, foundationEmail: id.email };
  };
}

export function createMessagesService(deps: AppDeps, { documents }: { documents: DocumentsService }) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const whatsapp = deps.whatsapp ?? outboxWhatsApp(db);
  const { settings } = readMessageSettings(config);
  const renderContext = renderContextOf(deps);
  // The office's texts are read with every message queued, and at a festival's opening that is
  // two a registration: they are kept here, dropped at once when staff save or restore them (in
  // every process, by the cache bus). Loaded through the caller's connection: the messages are
  // queued inside a transaction, and a second connection could wait for the pool (or, on PGlite,
  // for that transaction itself).
  const texts = new PublicCache(TEXTS_CACHE_MS, 1, () => clock.now().getTime());
  onPublicContentChange(db, () => texts.clear());
  const textsNow = (q: Queryable) => texts.get('all', () => officeTexts(q));

  // The registrations read while one batch of messages is queued (a payment's outcome queues two
  // about the same registration): read once, keyed by the batch's own handle on the connection.
  const readInBatch = new WeakMap<Queryable, Map<number, ReturnType<typeof repo.findRegistration>>>();

  async function registration(q: Queryable, id: number | undefined | null, userId: number | null) {
    const batch = readInBatch.get(q);
    let read = id ? batch?.get(id) : undefined;
    if (id && !read) {
      read = repo.findRegistration(q, id);
      batch?.set(id, read);
    }
    const r = await read;
    // A message about someone else's registration would leak it: a caller's mistake, not a person's.
    if (!r || r.user_id !== userId) throw new Error(`registration ${id} is not user ${userId}'s`);
    return r;
  }

  async function donation(q: Queryable, id: number | undefined, userId: number | null) {
    const d = await repo.findDonation(q, id ?? 0);
    if (!d || d.user_id !== userId) throw new Error(`donation ${id} is not user ${userId}'s`);
    return d;
  }

  /** What a donation's receipt message shows: its number, amount and day; the receipt PDF attached; the list for an account. */
  const receiptData = (d: repo.DonationFacts, base: { name: string }): StoredData => ({
    ...base,
    amount: formatAmount(Number(d.amount_minor), d.currency),
    ...(d.receipt_number ? { receipt_number: d.receipt_number } : {}),
    ...(d.received_on ? { received_on: displayDate(d.received_on) } : {}),
    donation_id: d.id,
    attach: 'receipt',
    // A donor without an account has no donation list to go to.
    ...(d.user_id ? { link_path: PATHS.donationList } : {}),
  });

  /** The texts and links of a message, taken from the rows it is about. */
  async function gather(q: Queryable, req: MessageRequest, person: Recipient, lang: MessageLang): Promise<StoredData | undefined> {
    const base = { name: person.name };
    switch (req.kind) {
      case 'registration-received': {
        const r = await registration(q, req.registrationId, req.userId);
        const total = Number(r.total_minor);
        return { ...eventData(r, lang), ...base, free: total === 0, ...(total ? { amount: formatAmount(total, r.currency) } : {}), link_path: PATHS.eventDetail(r.id) };
      }
      case 'payment-succeeded':
      case 'payment-failed':
      case 'payment-pending':
        return paymentData(q, req, base, lang);
      case 'donation-received': {
        const d = await repo.findDonation(q, req.donationId ?? 0);
        if (!d || d.user_id !== req.userId) throw new Error(`donation ${req.donationId} is not user ${req.userId}'s`);
        const attempt = req.attemptId ? await repo.findAttempt(q, req.attemptId) : undefined;
        return {
          ...base,
          amount: formatAmount(d.amount_minor, d.currency),
          ...(d.receipt_number ? { receipt_number: d.receipt_number } : {}),
          ...(attempt ? { txn_id: attempt.txn_id } : {}),
          donation_id: d.id,
          attach: 'receipt',
          link_path: PATHS.donationList,
        };
      }
      case 'form-10be-issued': {
        const c = await repo.findCertificate(q, req.certificateId ?? 0);
        if (!c || c.user_id !== req.userId) throw new Error(`certificate ${req.certificateId} is not user ${req.userId}'s`);
        return { ...base, fy: c.fy, amount: formatAmount(Number(c.total_minor), 'INR'), certificate_id: c.id, attach: 'form-10be', link_path: PATHS.donationList };
      }
      case 'password-changed':
        return base;
      case 'mobile-changed':
        return { ...base, mobile_tail: person.mobile.slice(-4) };
      case 'balance-reminder': {
        const r = await registration(q, req.registrationId, req.userId);
        return { ...eventData(r, lang), ...base, due: formatAmount(Number(r.total_minor) - Number(r.paid_minor), r.currency), link_path: PATHS.eventDetail(r.id) };
      }
      case 'event-reminder': {
        const r = await registration(q, req.registrationId, req.userId);
        const data = eventData(r, lang);
        return { ...data, ...base, link: data.map_url, attach: 'calendar' };
      }
      case 'feedback-request': {
        const r = await registration(q, req.registrationId, req.userId);
        return { ...eventData(r, lang), ...base, link_path: PATHS.historyEvents };
      }
      case 'details-form-request': {
        const r = await registration(q, req.registrationId, req.userId);
        // Only a program with a detail form (the spec's, or the office's questions), and only while it has not been filled in.
        const route = isDetailProgram(r.program_id) || r.asks_details ? detailFormPath(r.program_id, r.id) : undefined;
        if (!route || r.has_details) return undefined;
        return { ...eventData(r, lang), ...base, link_path: route };
      }
      case 'waitlist-offer': {
        const o = await repo.findOffer(q, req.waitingId ?? 0);
        if (!o || o.user_id !== req.userId) return undefined;
        // The offer is taken on the program's registration page, where the event is chosen.
        return { ...eventData(o, lang), ...base, offer_until: displayTime(new Date(o.offer_expires_at)), link_path: programRoute(o.program_id) ?? PATHS.home };
      }
      case 'waitlist-moved':
      case 'waitlist-removed': {
        const w = await repo.findWaitingPlace(q, req.waitingId ?? 0);
        if (!w || w.user_id !== req.userId) throw new Error(`waiting place ${req.waitingId} is not user ${req.userId}'s`);
        // The place shows on the program's registration page, where the event is chosen.
        const link_path = programRoute(w.program_id) ?? PATHS.home;
        if (req.kind === 'waitlist-moved') return { ...eventData(w, lang), ...base, waiting_place: String(req.waitingPlace ?? ''), link_path };
        return { ...eventData(w, lang), ...base, ...(req.reason ? { reason: req.reason } : {}), link_path };
      }
      case 'event-cancelled':
      case 'registration-cancelled': {
        const r = await registration(q, req.registrationId, req.userId);
        const paid = Number(r.paid_minor) > 0 ? formatAmount(Number(r.paid_minor), r.currency) : undefined;
        return {
          ...eventData(r, lang),
          ...base,
          ...(r.cancel_reason ? { reason: r.cancel_reason } : {}),
          ...(paid && r.cancelled_money === 'refund_due' ? { refund: paid } : {}),
          ...(paid && r.cancelled_money === 'forfeit' ? { forfeit: paid } : {}),
          link_path: PATHS.eventDetail(r.id),
        };
      }
      case 'pay-later-allowed': {
        const r = await registration(q, req.registrationId, req.userId);
        // The registration's page is where Pay Now is.
        return { ...eventData(r, lang), ...base, due: formatAmount(Number(r.total_minor) - Number(r.paid_minor), r.currency), link_path: PATHS.eventDetail(r.id) };
      }
      case 'refund-recorded': {
        const f = await repo.findRefund(q, req.refundId ?? 0);
        if (!f || f.user_id !== req.userId) throw new Error(`refund ${req.refundId} is not user ${req.userId}'s`);
        const money = { ...base, amount: formatAmount(Number(f.amount_minor), f.currency.trim()), refunded_on: displayDate(f.refunded_on), ...(f.reference ? { reference: f.reference } : {}) };
        if (f.purpose === 'registration') {
          const r = await registration(q, f.registration_id, req.userId);
          return { ...money, purpose: r.event_name, link_path: PATHS.eventDetail(r.id) };
        }
        // The fund's name as the gift's receipt printed it, in the reader's language.
        const fund = (lang === 'ta' ? f.fund_label_ta : f.fund_label) || f.category || '';
        return { ...money, ...(fund ? { purpose: fund } : {}), link_path: PATHS.donationList };
      }
      case 'receipt-corrected': {
        const d = await donation(q, req.donationId, req.userId);
        const old = d.receipt_number ? await repo.findReplacedReceipt(q, d.receipt_number) : undefined;
        return { ...receiptData(d, base), ...(old ? { old_receipt: old } : {}), emailed: !!person.email };
      }
      case 'desk-ticket': {
        const r = await registration(q, req.registrationId, req.userId);
        // The registration number is the ticket at the door; the page shows its QR code.
        return { ...eventData(r, lang), ...base, link_path: PATHS.eventDetail(r.id) };
      }
      case 'desk-account-created':
        // The password is set through the reset flow: the mobile number, then a code by SMS.
        return { ...base, link_path: PATHS.forgot };
      case 'offline-donation-receipt': {
        const d = await donation(q, req.donationId, req.userId);
        return { ...receiptData(d, base), no_80g: !d.statement_80g, ...(d.reference ? { reference: d.reference } : {}), emailed: !!person.email };
      }
    }
  }

  async function paymentData(q: Queryable, req: MessageRequest, base: { name: string }, lang: MessageLang): Promise<StoredData> {
    const a = await repo.findAttempt(q, req.attemptId ?? 0);
    if (!a || a.user_id !== req.userId) throw new Error(`payment ${req.attemptId} is not user ${req.userId}'s`);
    const money = { ...base, amount: formatAmount(a.amount_minor, a.currency), txn_id: a.txn_id };
    if (a.purpose === 'donation') {
      const link_path = req.kind === 'payment-pending' ? PATHS.donationPending : PATHS.mandirPayment;
      return { ...money, link_path };
    }
    const r = await registration(q, a.registration_id, req.userId);
    const event = eventData(r, lang);
    if (req.kind === 'payment-succeeded') {
      const due = Number(r.total_minor) - Number(r.paid_minor);
      return { ...event, ...money, ...(due > 0 ? { due: formatAmount(due, r.currency) } : {}), attach: 'invoice', link_path: PATHS.eventDetail(r.id) };
    }
    // A failed first payment is tried again from the program's page (the order is renewed there);
    // a failed balance from the registration's Pay Now.
    const retry = req.kind === 'payment-failed' && a.kind !== 'balance' ? (programRoute(r.program_id) ?? PATHS.eventDetail(r.id)) : PATHS.eventDetail(r.id);
    return { ...event, ...money, link_path: retry };
  }

  /**
   * Whom a message reaches: the account; or, for a donor without one, the name, mobile, email and
   * language staff wrote down with the offline donation.
   */
  async function recipientOf(q: Queryable, req: MessageRequest): Promise<Recipient | undefined> {
    if (req.userId !== null) {
      const p = await repo.findPerson(q, req.userId);
      return p && { name: p.name, email: p.email, mobile: p.mobile, whatsapp: p.whatsapp_number, lang: langOfCode(p.language) };
    }
    const d = req.donationId ? await repo.findDonation(q, req.donationId) : undefined;
    if (!d || d.user_id !== null) return undefined;
    return { name: d.donor_name, email: d.donor_email, mobile: d.donor_mobile, whatsapp: '', lang: d.donor_lang === 'ta' ? 'ta' : 'en' };
  }

  /**
   * Queues messages in the caller's transaction: the person read once for all those to one account,
   * every channel's row written in one statement (the festival peak's payment outcome queues two
   * kinds on two channels). Returns how many rows were queued (a repeat of a key queues nothing).
   */
  async function queueAll(tx: Queryable, reqs: MessageRequest[]): Promise<number> {
    const q: Queryable = { query: (sql, params) => tx.query(sql, params), one: (sql, params) => tx.one(sql, params) };
    readInBatch.set(q, new Map());
    const people = new Map<number, Recipient | undefined>();
    const rows: repo.NewMessage[] = [];
    for (const req of reqs) {
      const person = req.userId !== null && people.has(req.userId) ? people.get(req.userId) : await recipientOf(q, req);
      if (req.userId !== null) people.set(req.userId, person);
      if (!person) continue;
      const lang = person.lang;
      const gathered = await gather(q, req, person, lang);
      if (!gathered) continue;
      // The office's wording as it is now goes with the message: a later edit does not change what waits.
      const texts = (await textsNow(q)).get(textsKey(req.kind, lang));
      const data: StoredData = texts ? { ...gathered, texts } : gathered;
      const short = settings.shortChannel(req.kind);
      const shortTo = req.shortTo ?? (short === 'whatsapp' ? person.whatsapp || person.mobile : person.mobile);
      const sendAt = req.sendAt ?? clock.now();
      for (const [channel, recipient] of [['email', person.email], [short, shortTo]] as const) {
        if (recipient) rows.push({ userId: req.userId, kind: req.kind, subjectRef: req.subject, channel, lang, recipient, data, sendAt });
      }
    }
    return repo.insertMessages(q, rows);
  }

  const queue = (q: Queryable, req: MessageRequest): Promise<number> => queueAll(q, [req]);

  async function send(m: repo.MessageRow): Promise<void> {
    if (m.channel === 'email') {
      const email = await renderEmail(m.kind, m.lang, m.data, await renderContext(m.lang));
      const attachments = await attachmentsFor(m.user_id, m.id, m.data, documents, { db, storage: deps.storage }, m.lang);
      await deps.email.send({ to: m.recipient, subject: email.subject, body: email.text, html: email.html, attachments });
      return;
    }
    const { text, data } = renderShort(m.kind, m.lang, m.data, await renderContext(m.lang));
    if (m.channel === 'sms') {
      const templateId = m.data.texts?.dlt_template_id || settings.dltTemplate(m.kind, m.lang);
      if (!templateId) throw new PermanentError(`no DLT template id for ${m.kind} (${m.lang})`);
      await deps.sms.send(m.recipient, text, { templateId });
      return;
    }
    const template = m.data.texts?.whatsapp_template || settings.whatsappTemplate(m.kind, m.lang);
    if (!template) throw new PermanentError(`no WhatsApp template for ${m.kind} (${m.lang})`);
    const parameters = WHATSAPP_PARAMETERS[m.kind].map((key) => String((data as MessageData)[key] ?? ''));
    await whatsapp.send({ to: m.recipient, template, language: m.lang, parameters, preview: text });
  }

  async function deliver(m: repo.MessageRow): Promise<'sent' | 'retry' | 'failed'> {
    try {
      await send(m);
      await repo.markSent(db, m.id, clock.now());
      return 'sent';
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const giveUp = err instanceof PermanentError || m.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(clock.now().getTime() + retryDelaySeconds(m.attempts) * 1000);
      await repo.markFailedTry(db, m.id, error, retryAt);
      return giveUp ? 'failed' : 'retry';
    }
  }

  /** Rendered once per process and settings: the texts change only with a new release or the foundation's name and contact. */
  let templates: { key: string; list: Promise<MessageTemplate[]> } | undefined;
  const isoOrEmpty = (t: Date | string | null) => (t ? new Date(t).toISOString() : '');

  return {
    /** The back office's list: messages with their person, status, tries and last error. */
    async listForStaff(f: AdminMessageListQuery): Promise<{ data: AdminMessage[]; total: number; by_status: Record<string, number> }> {
      const { rows, total, byStatus } = await repo.listForStaff(db, f);
      const data = rows.map((m) => ({
        id: m.id,
        created_at: isoOrEmpty(m.created_at),
        person: { id: m.user_id, name: m.name, mobile: m.mobile, email: m.email },
        kind: m.kind,
        channel: m.channel,
        lang: m.lang,
        recipient: m.recipient,
        status: m.status,
        attempts: m.attempts,
        last_error: m.last_error,
        sent_at: isoOrEmpty(m.sent_at),
        next_attempt_at: m.status === 'queued' ? isoOrEmpty(m.next_attempt_at) : '',
        subject_ref: m.subject_ref,
      }));
      return { data, total, by_status: byStatus };
    },

    /** Every kind in both languages, email and SMS, rendered with sample data as the devotee would get them. */
    async templates(): Promise<MessageTemplate[]> {
      const contexts = Object.fromEntries(await Promise.all(MESSAGE_LANGS.map(async (lang) => [lang, await renderContext(lang)] as const)));
      const key = JSON.stringify(contexts);
      if (templates?.key === key) return templates.list;
      const list = Promise.all(
        MESSAGE_KINDS.flatMap((kind) =>
          MESSAGE_LANGS.map(async (lang) => {
            const render = contexts[lang]!;
            const email = await renderEmail(kind, lang, MESSAGE_SAMPLE, render);
            const sms = renderShort(kind, lang, MESSAGE_SAMPLE, render).text;
            const segments = smsSegments(sms);
            return { kind, lang, subject: email.subject, text: email.text, html: email.html, sms, sms_encoding: segments.encoding, sms_segments: segments.segments };
          }),
        ),
      );
      templates = { key, list };
      return list;
    },

    /**
     * Queues a message of `kind` to a person, by email and by SMS or WhatsApp, in the account's
     * language. Call it inside the flow's own transaction (`q`): the message exists exactly when
     * what it tells happened. Returns how many channel rows were new.
     */
    queueMessage: queue,
    /** Several messages at once, in the caller's transaction (see queueAll). */
    queueMessages: queueAll,

    /** One delivery run: claims due messages and sends them; a provider failure is retried later. */
    async deliverDue(limit = 25): Promise<{ sent: number; retry: number; failed: number }> {
      const now = clock.now();
      await repo.requeueStale(db, new Date(now.getTime() - STALE_CLAIM_MS));
      // RETURNING keeps no order: send oldest first.
      const claimed = (await repo.claimDue(db, now, limit)).sort((a, b) => a.id - b.id);
      const counts = { sent: 0, retry: 0, failed: 0 };
      for (const m of claimed) counts[await deliver(m)]++;
      return counts;
    },

    /**
     * The reminders of the day (IST): the event reminder the day before the event, and one
     * balance reminder in the week before it for part-paid and pay-later registrations. Run as
     * often as wanted: each is queued once per registration. Sent from 09:00 in India.
     */
    async queueReminders(): Promise<number> {
      const today = istToday(clock);
      const sendAt = daytime(clock);
      let queued = 0;
      await db.tx(async (q) => {
        for (const c of await repo.registrationsOnDay(q, addIsoDays(today, 1))) {
          queued += await queue(q, { kind: 'event-reminder', userId: c.user_id, subject: `registration:${c.registration_id}`, registrationId: c.registration_id, sendAt });
        }
        for (const c of await repo.balancesDue(q, addIsoDays(today, 1), addIsoDays(today, BALANCE_REMINDER_DAYS))) {
          queued += await queue(q, { kind: 'balance-reminder', userId: c.user_id, subject: `registration:${c.registration_id}`, registrationId: c.registration_id, sendAt });
        }
      });
      return queued;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
