import type { z } from 'zod';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { PAYMENT_MESSAGES, toMajor } from '@portal/contract/payments';
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
import { conflict, fieldError, notFound, refused } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { findProfile } from '../accounts/repository.ts';
import { profileStatus } from '../accounts/service.ts';
import { createMessagesService } from '../messages/service.ts';
import { createPaymentsService } from '../payments/service.ts';
import { registrationNumber } from './payment-target.ts';
import { computePrice, priceEstimate } from './price.ts';
import * as repo from './repository.ts';
import { registrationClosedReason } from './closing.ts';

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
    payable: major(Math.max(0, Number(r.total_minor) - Number(r.paid_minor)), r.currency),
    pay_status: r.pay_status,
    program_id: r.program_id,
    feedback: r.feedback ? 1 : 0,
  };
}

export function createRegistrationsService(deps: AppDeps) {
  const { db, config } = deps;
  const payments = createPaymentsService(deps);
  const messages = createMessagesService(deps);
  // Registration opening and Pay Now read the same clock as the event lifecycle.
  const clock = deps.clock ?? systemClock;
  const istDate = () => todayIso(clock.now());

  async function openEvent(eventId: number, today: string) {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound(REGISTRATION_MESSAGES.eventNotFound);
    const reason = closedReason(event, today);
    if (reason) throw refused(reason);
    return event;
  }

  /**
   * Before a new try replaces the open attempts of a registration, the gateway is asked about
   * each (docs/decisions/payments.md, "A paid attempt is never lost"): one already paid stops the
   * new try (no second checkout), one awaiting the bank refuses it for now.
   */
  async function settleEarlierTries(registrationId: number) {
    const verdict = await payments.settleOpenAttempts(registrationId);
    if (verdict === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (verdict === 'awaiting-bank') throw conflict(REGISTRATION_MESSAGES.awaitingBank);
  }

  async function profileComplete(userId: number): Promise<boolean> {
    const profile = await findProfile(db, userId);
    return !!profile && profileStatus(profile) === 0;
  }

  return {
    async programEvents(programId: number): Promise<EventOption[]> {
      return repo.listOpenEvents(db, programId, istDate(), OPTIONS_LIMIT);
    },

    async estimate(eventId: number): Promise<PriceEstimate> {
      const today = istDate();
      const event = await openEvent(eventId, today);
      return priceEstimate(computePrice(event, today), event.payment_link);
    },

    /**
     * POST event/register: checks event, profile, PAN and (Karmayogam) the extra questions,
     * makes or renews the order with its price frozen, and starts the payment for the amount
     * computed here. One live registration per user and event (docs/decisions/payments.md).
     */
    async register(userId: number, body: RegisterBody, raw: unknown): Promise<RegisterResponse> {
      const today = istDate();
      const event = await openEvent(body.event_id, today);
      if (!(await profileComplete(userId))) throw refused(MESSAGES.updateProfile);
      if (asksPan(event.program_id) && !body.pan_number) throw fieldError('pan_number', MESSAGES.required);
      const details = event.program_id === 7 ? parse(karmayogamFieldsSchema, raw) : null;
      const price = computePrice(event, today);
      if (body.payment_mode === 'advance' && !price.advanceMinor) throw fieldError('payment_mode', REGISTRATION_MESSAGES.noAdvance);
      const advance = body.payment_mode === 'advance';
      const earlier = await repo.findUserRegistration(db, userId, event.id);
      if (earlier) await settleEarlierTries(earlier.id);

      return db.tx(async (q) => {
        const payer = await repo.lockPayer(q, userId);
        if (!payer) throw notFound(REGISTRATION_MESSAGES.registrationNotFound);
        const order: repo.OrderFields = {
          userId, event, price, pan: body.pan_number, details, language: body.language,
          status: price.totalMinor > 0 ? 'pending' : 'success',
        };
        const reg = await makeOrder(q, order);
        if (body.pan_number) await repo.savePanIfEmpty(q, userId, body.pan_number);
        const about = { userId, subject: `registration:${reg.id}`, registrationId: reg.id };
        await messages.queueMessage(q, { kind: 'registration-received', ...about });
        if (price.totalMinor === 0) {
          const regid = registrationNumber(reg.id, clock.now());
          await repo.setRegNumber(q, reg.id, regid);
          // A free place is confirmed at once: the program's detail form is next.
          await messages.queueMessage(q, { kind: 'details-form-request', ...about });
          return { register_id: reg.id, txn_id: '', data: null, regid };
        }
        const data = await payments.startPayment(q, {
          userId,
          purpose: 'registration',
          registrationId: reg.id,
          kind: advance ? 'advance' : 'full',
          amountMinor: advance ? price.advanceMinor : price.totalMinor,
          currency: price.currency,
          payer: { name: payer.name, email: payer.email, mobile: payer.mobile },
        });
        return { register_id: reg.id, txn_id: data.txn_id, data };
      });
    },

    async current(userId: number): Promise<RegistrationRow[]> {
      return (await repo.listCurrent(db, userId, LIST_LIMIT)).map(listRow);
    },

    async history(userId: number): Promise<RegistrationRow[]> {
      return (await repo.listHistory(db, userId, LIST_LIMIT)).map(listRow);
    },

    async detail(userId: number, registerId: number): Promise<RegistrationDetail> {
      const r = await repo.findDetail(db, userId, registerId);
      if (!r) throw notFound(REGISTRATION_MESSAGES.registrationNotFound);
      const row = listRow(r);
      return {
        regevent_id: r.id,
        event_name: r.event_name,
        participant_name: r.participant_name,
        event_date: r.event_date,
        event_address: r.event_address,
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
        profile_info: (await profileComplete(userId)) ? 1 : 0,
        event_id: r.event_id,
        program_id: r.program_id,
        ref_name: config.FOUNDATION_NAME,
        ref_email: config.FOUNDATION_EMAIL,
        ref_phone: config.FOUNDATION_PHONE,
      };
    },

    /** POST advance/pay: the balance of a part-paid (or pay-later) registration, computed here. */
    async payBalance(userId: number, registerId: number): Promise<RegisterResponse> {
      const r = await repo.findDetail(db, userId, registerId);
      if (!r) throw notFound(REGISTRATION_MESSAGES.registrationNotFound);
      if (r.pay_status !== 'partialpay' && r.pay_status !== 'paylater') throw refused(REGISTRATION_MESSAGES.nothingDue);
      if (closedForPayment(r, istDate())) throw refused(MESSAGES.contactNumber);
      if (!(await profileComplete(userId))) throw refused(MESSAGES.updateProfile);
      await settleEarlierTries(r.id);
      return db.tx(async (q) => {
        const payer = await repo.lockPayer(q, userId);
        const reg = await repo.lockOwnRegistration(q, userId, registerId);
        if (!payer || !reg) throw notFound(REGISTRATION_MESSAGES.registrationNotFound);
        const due = Number(reg.total_minor) - Number(reg.paid_minor);
        if (due <= 0 || (reg.status !== 'partialpay' && reg.status !== 'paylater')) throw refused(REGISTRATION_MESSAGES.nothingDue);
        if ((await payments.supersedeOpenAttempts(q, reg.id)) === 'awaiting-bank') throw conflict(REGISTRATION_MESSAGES.awaitingBank);
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
   * The user's order for this event, new or renewed. A paid or part-paid one refuses a second
   * registration; an unpaid one (pending, failed, cancelled) is tried again under the current
   * price, unless a payment of it is still awaiting the bank.
   */
  async function makeOrder(q: Queryable, order: repo.OrderFields): Promise<repo.RegistrationRow> {
    const existing = await repo.lockUserRegistration(q, order.userId, order.event.id);
    if (!existing) return (await repo.insertRegistration(q, order))!;
    if (!['pending', 'failed', 'cancelled'].includes(existing.status) || Number(existing.paid_minor) > 0) {
      throw conflict(REGISTRATION_MESSAGES.alreadyRegistered);
    }
    if ((await payments.supersedeOpenAttempts(q, existing.id)) === 'awaiting-bank') throw conflict(REGISTRATION_MESSAGES.awaitingBank);
    return (await repo.renewRegistration(q, existing.id, order))!;
  }
}

/**
 * A registration's event no longer takes payments (the spec's event_close): the same rule as
 * registering, except that a window not yet open cannot apply to a registration already made.
 */
function closedForPayment(r: repo.DetailRow, today: string): boolean {
  const reason = registrationClosedReason({ ...r, status: r.event_status }, today);
  return reason !== undefined && reason !== REGISTRATION_MESSAGES.notOpenYet;
}
