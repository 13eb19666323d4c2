import type { z } from 'zod';
import { todayIso } from '@portal/contract/fields';
import type { Lang } from '@portal/contract/languages';
import { MESSAGES } from '@portal/contract/messages';
import { KARMAYOGAM_PROGRAM_ID } from '@portal/contract/programs';
import { PAYMENT_MESSAGES, toMajor } from '@portal/contract/payments';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import {
  REGISTRATION_MESSAGES,
  asksPan,
  karmayogamFieldsSchema,
  type EventOption,
  type PriceEstimate,
  type RegisterResponse,
  type RegistrationDetail,
  type RegistrationRow,
  type eventRegisterSchema,
} from '@portal/contract/registrations';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { richTextHtml } from '../../lib/sanitize.ts';
import { conflict, fieldError, notFound, refused } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { isProfileComplete, savePanIfEmpty } from '../accounts/index.ts';
import { siteIdentity } from '../settings/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { SeatsService } from '../seats/index.ts';
import { registrationNumber } from './payment-target.ts';
import { ticketOf } from './ticket.ts';
import { calendarFile } from '../messages/index.ts';
import { detailFormPath } from '@portal/contract/programs';
import { isDetailProgram } from '@portal/contract/program-forms';
import type { RegistrationExtras } from '@portal/contract/tickets';
import { computePrice, priceEstimate, withCode } from './price.ts';
import { checkCode, releaseUse, takeUse } from './discount-codes.ts';
import { chosenType, pricedAs, typeSoldOut } from './ticket-types.ts';
import * as repo from './repository.ts';
import { paymentClosedReason, registrationClosedReason, registrationClosedRefusal } from './closing.ts';

type RegisterBody = z.output<typeof eventRegisterSchema>;

/** Rows the account lists return at most (a person has a handful of registrations). */
const LIST_LIMIT = 200;
const OPTIONS_LIMIT = 100;

/** Why an event takes no registration, or undefined when it is open (the one rule, closing.ts). */
export const closedReason = registrationClosedReason;

const major = (minor: number, currency: string) => toMajor(Number(minor), currency.trim());

function listRow(r: repo.ListRow): RegistrationRow {
  return {
    id: r.id,
    event_name: r.event_name,
    participant_name: r.participant_name,
    event_date: r.event_date,
    event_address: r.event_address,
    event_status: r.event_status,
    currency: r.currency.trim(),
    total: major(r.total_minor, r.currency),
    // One cancelled by staff (or with its event) owes nothing: money paid is a refund due or forfeit,
    // shown on its page. One the devotee left at the gateway still shows its balance (spec).
    payable: r.cancelled_by_staff ? 0 : major(Math.max(0, Number(r.total_minor) - Number(r.paid_minor)), r.currency),
    pay_status: r.pay_status,
    program_id: r.program_id,
    feedback: r.feedback ? 1 : 0,
    came: r.came ? 1 : 0,
    feedback_form: r.feedback_form ? 1 : 0,
  };
}

// ---- what other modules may change on a registration (program-forms): registrations is written here only

/** Registrations a detail form may be filled for: paid in full or in part. */
export const DETAIL_FORM_PAY_STATUSES = repo.DETAIL_FORM_PAY_STATUSES;

/**
 * Stores a detail form's answers on the user's own paid registration; undefined when it is not
 * (or no longer) paid. The paid check is part of the statement.
 */
export const saveRegistrationDetails = (q: Queryable, regId: number, userId: number, details: Record<string, string>, language: 0 | 1) =>
  repo.saveDetails(q, regId, userId, details, language);

export function createRegistrationsService(deps: AppDeps, { payments, messages, seats }: { payments: PaymentsService; messages: MessagesService; seats: SeatsService }) {
  const { db, config } = deps;
  // Registration opening and Pay Now read the same clock as the event lifecycle.
  const clock = deps.clock ?? systemClock;
  const istDate = () => todayIso(clock.now());

  async function openEvent(eventId: number, today: string) {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound('event_not_found', REGISTRATION_MESSAGES.eventNotFound);
    const closed = registrationClosedRefusal(event, today);
    if (closed) throw refused(closed.code, closed.message);
    return event;
  }

  /**
   * Before a new try replaces the open attempts of a registration, the gateway is asked about
   * each (docs/decisions/payments.md, "A paid attempt is never lost"): one already paid stops the
   * new try (no second checkout), one awaiting the bank refuses it for now.
   */
  async function settleEarlierTries(registrationId: number) {
    const verdict = await payments.settleOpenAttempts(registrationId);
    if (verdict === 'paid') throw conflict('already_paid', PAYMENT_MESSAGES.alreadyPaid);
    if (verdict === 'awaiting-bank') throw conflict('awaiting_bank', REGISTRATION_MESSAGES.awaitingBank);
  }

  return {
    /** Refuses (404, 422) an event that takes no registration now; the waiting list asks the same. */
    openEvent: async (eventId: number) => void (await openEvent(eventId, istDate())),

    async programEvents(programId: number, lang: Lang = 'en'): Promise<EventOption[]> {
      return repo.listOpenEvents(db, programId, istDate(), OPTIONS_LIMIT, lang);
    },

    /** The price breakdown: the event's own price, or the chosen type's when the event has types. */
    async estimate(eventId: number, ticketTypeId?: number, code = '', userId = 0): Promise<PriceEstimate> {
      const today = istDate();
      const event = await openEvent(eventId, today);
      const type = await chosenType(db, event, ticketTypeId);
      const priced = pricedAs(event, type);
      const base = computePrice(priced, today);
      // A code is checked as the submit will check it (per person only when signed in).
      const price = code ? withCode(base, (await checkCode(db, code, event, today, userId)).applied, priced.advance_minor) : base;
      return priceEstimate(price, event.payment_link, asksPan(event.collects_pan, price.totalMinor));
    },

    /**
     * POST event/register: checks event, profile, PAN and (Karmayogam) the extra questions,
     * makes or renews the order with its price frozen, and starts the payment for the amount
     * computed here. One live registration per user and event (docs/decisions/payments.md).
     */
    async register(userId: number, body: RegisterBody, raw: unknown): Promise<RegisterResponse> {
      const today = istDate();
      const event = await openEvent(body.event_id, today);
      const earlier = await repo.findUserRegistration(db, userId, event.id);
      // A full event refuses at once (a read without the lock; the claim below decides the rest),
      // before the profile, ticket type and price are read: most of a festival burst over capacity
      // ends here. A person with an earlier try goes the whole way: their gateway is asked first.
      if (!earlier && (await seats.looksFull(event.id, userId))) throw conflict('event_full', SEAT_MESSAGES.eventFull);
      if (!(await isProfileComplete(db, userId))) throw refused('profile_incomplete', MESSAGES.updateProfile);
      const details = event.program_id === KARMAYOGAM_PROGRAM_ID ? parse(karmayogamFieldsSchema, raw) : null;
      const type = await chosenType(db, event, body.ticket_type_id);
      const priced = pricedAs(event, type);
      const code = body.discount_code ? await checkCode(db, body.discount_code, event, today, userId, earlier?.id ?? 0) : null;
      const base = computePrice(priced, today);
      const price = code ? withCode(base, code.applied, priced.advance_minor) : base;
      // A PAN only where one is asked for: not kept (nor copied to the profile) otherwise.
      const panAsked = asksPan(event.collects_pan, price.totalMinor);
      if (panAsked && !body.pan_number) throw fieldError('pan_number_required', 'pan_number', MESSAGES.required);
      const pan = panAsked ? body.pan_number : '';
      if (body.payment_mode === 'advance' && !price.advanceMinor) throw fieldError('advance_not_offered', 'payment_mode', REGISTRATION_MESSAGES.noAdvance);
      const advance = body.payment_mode === 'advance';
      if (earlier) {
        await settleEarlierTries(earlier.id);
        if (await seats.looksFull(event.id, userId)) throw conflict('event_full', SEAT_MESSAGES.eventFull);
      }

      return db.tx(async (q) => {
        const payer = await repo.lockPayer(q, userId);
        if (!payer) throw notFound('registration_not_found', REGISTRATION_MESSAGES.registrationNotFound);
        const order: repo.OrderFields = {
          userId, event, price, pan, details, language: body.language, ticketTypeId: type?.id ?? null,
          status: price.totalMinor > 0 ? 'pending' : 'success',
        };
        const { reg, renewed } = await makeOrder(q, order);
        // The code's use: an earlier one of this registration given back, this one taken (one wins the last).
        if (renewed) await releaseUse(q, reg.id);
        if (code) await takeUse(q, { codeId: code.row.id, registrationId: reg.id, userId, discountMinor: price.codeMinor ?? 0 });
        if (pan) await savePanIfEmpty(q, userId, pan);
        const about = { userId, subject: `registration:${reg.id}`, registrationId: reg.id };
        await messages.queueMessage(q, { kind: 'registration-received', ...about });
        const free = price.totalMinor === 0;
        let answer: RegisterResponse;
        if (free) {
          const regid = registrationNumber(reg.id, clock.now());
          await repo.setRegNumber(q, reg.id, regid);
          // A free place is confirmed at once: the program's detail form is next.
          await messages.queueMessage(q, { kind: 'details-form-request', ...about });
          answer = { register_id: reg.id, txn_id: '', data: null, regid };
        } else {
          const data = await payments.startPayment(q, {
            userId,
            purpose: 'registration',
            registrationId: reg.id,
            kind: advance ? 'advance' : 'full',
            amountMinor: advance ? price.advanceMinor : price.totalMinor,
            currency: price.currency,
            payer: { name: payer.name, email: payer.email, mobile: payer.mobile },
          });
          answer = { register_id: reg.id, txn_id: data.txn_id, data };
        }
        // The seat last, in one statement, committed with it (docs/decisions/seats.md): the
        // event's counter is locked only while the database writes the hold. A full event refuses,
        // and the whole submit is undone.
        const seat = { eventId: event.id, registrationId: reg.id, userId, ticketTypeId: type?.id ?? null, paid: free };
        if (!(await seats.takeLast(q, seat))) throw typeSoldOut(type) ?? conflict('event_full', SEAT_MESSAGES.eventFull);
        return answer;
      });
    },

    async current(userId: number): Promise<RegistrationRow[]> {
      return (await repo.listCurrent(db, userId, LIST_LIMIT, istDate())).map(listRow);
    },

    async history(userId: number): Promise<RegistrationRow[]> {
      return (await repo.listHistory(db, userId, LIST_LIMIT, istDate())).map(listRow);
    },

    async detail(userId: number, registerId: number): Promise<RegistrationDetail> {
      const r = await repo.findDetail(db, userId, registerId);
      if (!r) throw notFound('registration_not_found', REGISTRATION_MESSAGES.registrationNotFound);
      const row = listRow(r);
      return {
        regevent_id: r.id,
        event_name: r.event_name,
        participant_name: r.participant_name,
        event_date: r.event_date,
        // The event's own times; the page says them in the reader's language (contract event-times.ts).
        end_date: r.end_date ?? '',
        start_time: r.start_time?.slice(0, 5) ?? '',
        end_time: r.end_time?.slice(0, 5) ?? '',
        program_timing: r.timing ?? '',
        program_timing_ta: r.timing_ta ?? '',
        event_address: r.event_address,
        event_desc_html: richTextHtml(r.event_desc),
        event_desc_html_ta: richTextHtml(r.event_desc_ta),
        currency: row.currency,
        amount: major(r.amount_minor, r.currency),
        discount: Number(r.discount_percent),
        discount_value: major(r.discount_minor, r.currency),
        early_value: major(r.early_minor, r.currency),
        total: row.total,
        advance_amount: major(r.advance_minor, r.currency),
        payable: row.payable,
        refund_due: major(r.refund_due_minor, r.currency),
        pay_status: r.pay_status,
        payment_id: r.payment_id ?? '',
        reg_number: r.reg_number ?? '',
        event_status: r.event_status,
        event_close: closedForPayment(r, istDate()) ? 1 : 0,
        profile_info: (await isProfileComplete(db, userId)) ? 1 : 0,
        event_id: r.event_id,
        program_id: r.program_id,
        // The foundation's name and contact from the site settings (the environment only seeds them).
        ...(await siteIdentity(db, config).then((s) => ({ ref_name: s.name, ref_email: s.email, ref_phone: s.phone }))),
      };
    },

    /** The detail form while it is due (paid, program with a form, not filled in) and the ticket once paid. */
    async extras(userId: number, registerId: number): Promise<RegistrationExtras> {
      const r = await repo.findTicketFacts(db, userId, registerId);
      if (!r) throw notFound('registration_not_found', REGISTRATION_MESSAGES.registrationNotFound);
      const paid = PAID_STATUSES.includes(r.status);
      // The spec's detail forms, or the office's questions (an added program's form is only those).
      const form = isDetailProgram(r.program_id) || r.asks_details ? detailFormPath(r.program_id, r.id) : undefined;
      return {
        details_form: paid && form && !r.has_details ? form : '',
        ticket: paid ? ticketOf(config, r) : '',
      };
    },

    /** The event's calendar file (its hours, or whole days when it has none; as the event reminder's attachment). */
    async calendar(userId: number, registerId: number): Promise<string> {
      const r = await repo.findTicketFacts(db, userId, registerId);
      if (!r) throw notFound('registration_not_found', REGISTRATION_MESSAGES.registrationNotFound);
      const file = calendarFile(
        {
          name: '',
          event_name: r.event_name,
          event_address: r.event_address || r.city_name,
          event_start_iso: r.event_date,
          event_end_iso: r.end_date ?? r.event_date,
          ...(r.start_time && r.end_time ? { event_start_time: r.start_time.slice(0, 5), event_end_time: r.end_time.slice(0, 5) } : {}),
        },
        `registration-${r.id}@matangi-foundation`,
      );
      return file.content.toString('utf8');
    },

    /**
     * The desk (desk-service.ts), in its transaction: the person's order for the event, new or
     * renewed as online (a paid, part-paid or pay-later one refuses a second registration).
     */
    placeOrder: (q: Queryable, order: repo.OrderFields) => makeOrder(q, order),

    /** Before the desk's order: the gateway is asked about the person's open tries, as online. */
    settleEarlierTries,

    /** POST advance/pay: the balance of a part-paid (or pay-later) registration, computed here. */
    async payBalance(userId: number, registerId: number): Promise<RegisterResponse> {
      const r = await repo.findDetail(db, userId, registerId);
      if (!r) throw notFound('registration_not_found', REGISTRATION_MESSAGES.registrationNotFound);
      if (r.pay_status !== 'partialpay' && r.pay_status !== 'paylater') throw refused('nothing_due', REGISTRATION_MESSAGES.nothingDue);
      if (closedForPayment(r, istDate())) throw refused('balance_payment_closed', MESSAGES.contactNumber);
      if (!(await isProfileComplete(db, userId))) throw refused('profile_incomplete', MESSAGES.updateProfile);
      await settleEarlierTries(r.id);
      return db.tx(async (q) => {
        const payer = await repo.lockPayer(q, userId);
        const reg = await repo.lockOwnRegistration(q, userId, registerId);
        if (!payer || !reg) throw notFound('registration_not_found', REGISTRATION_MESSAGES.registrationNotFound);
        const due = Number(reg.total_minor) - Number(reg.paid_minor);
        if (due <= 0 || (reg.status !== 'partialpay' && reg.status !== 'paylater')) throw refused('nothing_due', REGISTRATION_MESSAGES.nothingDue);
        if ((await payments.supersedeOpenAttempts(q, reg.id)) === 'awaiting-bank') throw conflict('awaiting_bank', REGISTRATION_MESSAGES.awaitingBank);
        const data = await payments.startPayment(q, {
          userId,
          purpose: 'registration',
          registrationId: reg.id,
          kind: Number(reg.paid_minor) > 0 ? 'balance' : 'full',
          amountMinor: due,
          currency: reg.currency.trim(),
          payer: { name: payer.name, email: payer.email, mobile: payer.mobile },
        });
        return { register_id: reg.id, txn_id: data.txn_id, data };
      });
    },
  };

  /**
   * The user's order for this event, new or renewed (`renewed`: an earlier try's code use may need giving back). A paid or part-paid one refuses a second
   * registration; an unpaid one (pending, failed, cancelled) is tried again under the current
   * price, unless a payment of it is still awaiting the bank.
   */
  async function makeOrder(q: Queryable, order: repo.OrderFields): Promise<{ reg: repo.RegistrationRow; renewed: boolean }> {
    const existing = await repo.lockUserRegistration(q, order.userId, order.event.id);
    if (!existing) return { reg: (await repo.insertRegistration(q, order))!, renewed: false };
    if (!['pending', 'failed', 'cancelled'].includes(existing.status) || Number(existing.paid_minor) > 0) {
      throw conflict('already_registered', REGISTRATION_MESSAGES.alreadyRegistered);
    }
    if ((await payments.supersedeOpenAttempts(q, existing.id)) === 'awaiting-bank') throw conflict('awaiting_bank', REGISTRATION_MESSAGES.awaitingBank);
    return { reg: (await repo.renewRegistration(q, existing.id, order))!, renewed: true };
  }
}

/** Registrations paid in full or in part: they have a ticket and the detail form. */
const PAID_STATUSES: string[] = ['success', 'partialpay'];

/**
 * A registration's event no longer takes payments (the spec's event_close): only once it started,
 * is over or cancelled; closing registrations leaves balances payable (closing.ts).
 */
function closedForPayment(r: repo.DetailRow, today: string): boolean {
  return paymentClosedReason({ status: r.event_status, event_date: r.event_date }, today) !== undefined;
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
