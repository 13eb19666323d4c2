import {
  seesMoney,
  seesParticipant,
  type ParticipantDetails,
  type AdminRegistration,
  type AdminRegistrationDetail,
  type AdminRegistrationListQuery,
  type AllowPayLaterBody,
  type CancelRegistrationBody,
  type MarkPaidBody,
  type RegistrationSeat,
  type RegistrationSummary,
  type TransferRegistrationBody,
  type TransferTarget,
} from '@portal/contract/admin-registrations';
import { MESSAGES } from '@portal/contract/messages';
import { toMajor, toMinor } from '@portal/contract/payments';
import { todayIso } from '@portal/contract/fields';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { conflictOn, fieldError, notFound, refused } from '../../lib/errors.ts';
import { auditTrailOf } from '../audit/index.ts';
import type { SeatsService } from '../seats/index.ts';
import { answersOfRegistrations } from '../questions/index.ts';
import { QUESTION_FILE_ROLES } from '@portal/contract/questions';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import * as admin from './admin-repository.ts';
import * as repo from './repository.ts';
import { computePrice } from './price.ts';

/** What the devotee gave about themselves: the profile's date of birth and gender, the detail form's emergency contacts. */
function participantOf(r: { date_of_birth: string; gender: string; details: Record<string, unknown> | null }): ParticipantDetails {
  const d = r.details ?? {};
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string).trim() : '');
  const emergency_contacts = [1, 2]
    .map((n) => ({ phone: text(`emergency_contact${n}`), relation: text(`emergency_relation${n}`) }))
    .filter((c) => c.phone);
  return { date_of_birth: r.date_of_birth, gender: r.gender, emergency_contacts };
}

/** Who acts: the staff member's id and role (money is shown to owner and finance only). */
export interface Actor {
  id: number;
  role: StaffRole;
}

const ENTITY = 'registrations';
/** An offline payment dated a day counts at noon India time, so its IST date is the day staff gave. */
const noonIst = (isoDate: string) => new Date(`${isoDate}T12:00:00+05:30`);

/** One row as a role sees it: amounts hidden (null) from a role that does not see money. */
function rowFor(r: admin.AdminRegistrationRow, money: boolean): AdminRegistration {
  const amount = (minor: number) => (money ? toMajor(Number(minor), r.currency) : null);
  const balance = r.status === 'cancelled' ? 0 : Math.max(0, Number(r.total_minor) - Number(r.paid_minor));
  return {
    id: r.id,
    reg_number: r.reg_number,
    created_at: r.created_at,
    name: r.name,
    mobile: r.mobile,
    email: r.email,
    event_id: r.event_id,
    event_name: r.event_name,
    event_date: r.event_date,
    program_id: r.program_id,
    program_name: r.program_name,
    status: r.status as AdminRegistration['status'],
    payment: r.payment as AdminRegistration['payment'],
    currency: r.currency,
    total: amount(r.total_minor),
    paid: amount(r.paid_minor),
    refunded: amount(r.refunded_minor),
    net: amount(Number(r.paid_minor) - Number(r.refunded_minor)),
    balance: amount(balance),
    refund_due: amount(r.refund_due_minor),
    discount_code: r.discount_code,
    code_discount: amount(r.code_minor),
    attended_at: r.attended_at,
    checked_in_by: r.checked_in_by,
  };
}

export function createAdminRegistrationsService(deps: AppDeps, { payments, messages, seats }: { payments: PaymentsService; messages: MessagesService; seats: SeatsService }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  /** Locks the registration for an action; 404 when there is none. */
  async function lock(q: Parameters<typeof admin.lockForStaff>[0], id: number) {
    const reg = await admin.lockForStaff(q, id);
    if (!reg) throw notFound('admin_registration_not_found', MESSAGES.adminRegistrationNotFound);
    return reg;
  }

  /** Audits staff's action on a registration: the row before and after (or what was done). */
  const audit = (q: Queryable, actor: Actor, action: string, id: number, change: Pick<Parameters<typeof recordAudit>[1], 'before' | 'after'>) =>
    recordAudit(q, { staffId: actor.id, action, entity: ENTITY, entityId: id, ...change });

  /** Cancels a locked registration: money paid becomes a refund due or is forfeit, as staff chose; audited. */
  async function cancelLocked(q: Queryable, actor: Actor, reg: admin.LockedRegistration, body: CancelRegistrationBody) {
    const paid = Number(reg.paid_minor);
    if (paid > 0 && !body.paid_money) throw fieldError('admin_paid_money_choice', 'paid_money', MESSAGES.adminPaidMoneyChoice);
    const choice = paid > 0 ? body.paid_money! : null;
    await repo.cancelByStaff(q, reg.id, body.reason, choice, choice === 'refund_due' ? paid : 0);
    const after = (await admin.lockForStaff(q, reg.id))!;
    await audit(q, actor, 'cancel', reg.id, { before: snapshot(reg), after: snapshot(after) });
  }

  /**
   * Staff give the locked registration a place (pay later, a payment received offline): its own
   * seat or a free one; beyond capacity only when staff confirmed the overshoot, which is then
   * audited on its own row, so a full event is never overbooked silently.
   */
  async function givePlace(q: Queryable, actor: Actor, reg: admin.LockedRegistration, confirmedOver: number, because: string) {
    const seat = await seats.giveByStaff(q, { eventId: reg.event_id, registrationId: reg.id, userId: reg.user_id, ticketTypeId: reg.ticket_type_id, confirmedOver });
    if (!seat.granted) throw conflictOn('admin_over_capacity', 'over_capacity', MESSAGES.adminOverCapacity);
    if (seat.overBy > 0) {
      const { capacity } = await seats.seatOf(q, { eventId: reg.event_id, registrationId: reg.id, userId: reg.user_id });
      await audit(q, actor, 'over-capacity', reg.id, { after: { event_id: reg.event_id, capacity, over_by: seat.overBy, confirmed: confirmedOver, because } });
    }
  }

  /**
   * Money received outside the site (the back office's form, or cash at the door): never more than
   * the balance, never on a cancelled registration; it gives the place (a seat, or staff's confirmed
   * overshoot) and is settled through the payments module as an online payment is, so the invoice
   * and the devotee's messages follow. Audited as 'mark-paid' with where it was taken.
   */
  async function recordOffline(
    q: Queryable,
    actor: Actor,
    reg: admin.LockedRegistration,
    pay: { amountMinor: number; method: MarkPaidBody['method']; reference: string; paidOn: string; overCapacity: number; at: 'back-office' | 'door' | 'desk' },
  ) {
    if (reg.status === 'cancelled') throw refused('admin_cancelled_no_payment', MESSAGES.adminCancelledNoPayment);
    const due = Number(reg.total_minor) - Number(reg.paid_minor);
    if (due <= 0) throw refused('admin_nothing_due', MESSAGES.adminNothingDue);
    if (pay.amountMinor > due) throw refused('admin_more_than_due', MESSAGES.adminMoreThanDue);
    // Money received gives the place: a seat is taken (or staff confirm going over capacity).
    await givePlace(q, actor, reg, pay.overCapacity, 'mark-paid');
    const attemptId = await payments.recordOfflinePayment(
      q,
      {
        userId: reg.user_id,
        staffId: actor.id,
        purpose: 'registration',
        registrationId: reg.id,
        kind: Number(reg.paid_minor) > 0 ? 'balance' : 'full',
        amountMinor: pay.amountMinor,
        currency: reg.currency,
        method: pay.method,
        reference: pay.reference,
        paidAt: pay.at === 'back-office' ? noonIst(pay.paidOn) : clock.now(),
      },
      clock.now(),
    );
    const after = (await admin.lockForStaff(q, reg.id))!;
    await audit(q, actor, 'mark-paid', reg.id, {
      before: snapshot(reg),
      after: {
        ...snapshot(after),
        attempt_id: attemptId,
        method: pay.method,
        reference: pay.reference,
        amount_minor: pay.amountMinor,
        paid_on: pay.paidOn,
        ...(pay.at !== 'back-office' ? { at: pay.at } : {}),
      },
    });
  }

  /** Pay later on a locked registration with nothing paid: the place is held (a seat), the devotee gets the Pay Now link. */
  async function payLaterIn(q: Queryable, actor: Actor, id: number, overCapacity: number, because: 'allow-pay-later' | 'desk') {
    const reg = await lock(q, id);
    if (Number(reg.paid_minor) > 0 || !['pending', 'failed'].includes(reg.status)) throw refused('admin_pay_later_refused', MESSAGES.adminPayLaterRefused);
    // Allowed to pay later holds a place until the event: a seat (docs/decisions/seats.md).
    await givePlace(q, actor, reg, overCapacity, because);
    await repo.setStatus(q, id, 'paylater');
    await audit(q, actor, 'allow-pay-later', id, { before: snapshot(reg), after: { ...snapshot(reg), status: 'paylater', ...(because === 'desk' ? { at: 'desk' } : {}) } });
    // The devotee learns the place is held and gets the Pay Now link.
    await messages.queueMessage(q, { kind: 'pay-later-allowed', userId: reg.user_id, subject: `registration:${id}`, registrationId: id });
  }

  async function seatView(r: { id: number; event_id: number; user_id: number; status: string }): Promise<RegistrationSeat> {
    const s = await seats.seatOf(db, { eventId: r.event_id, registrationId: r.id, userId: r.user_id });
    // A cancelled registration is given no place: nothing to confirm.
    return { state: s.state, capacity: s.capacity, taken: s.taken, over_by: r.status === 'cancelled' ? 0 : s.overBy };
  }

  const snapshot = (r: admin.LockedRegistration) => ({
    status: r.status,
    paid_minor: Number(r.paid_minor),
    refund_due_minor: Number(r.refund_due_minor),
    cancel_reason: r.cancel_reason,
    cancelled_money: r.cancelled_money,
  });

  return {
    async list(actor: Actor, f: AdminRegistrationListQuery, order: [admin.RegistrationSort, 'ASC' | 'DESC']) {
      const money = seesMoney(actor.role);
      const { rows, total, byStatus, sums } = await admin.listRegistrations(db, f, order);
      const summary: RegistrationSummary = {
        count: total,
        by_status: byStatus,
        money: money
          ? {
              total: toMajor(Number(sums.total_minor)),
              paid: toMajor(Number(sums.paid_minor)),
              balance: toMajor(Number(sums.balance_minor)),
              refund_due: toMajor(Number(sums.refund_due_minor)),
            }
          : null,
      };
      return { data: rows.map((r) => rowFor(r, money)), total, summary };
    },

    /** One batch of the export (id order after `afterId`), each row as the actor's role sees it. */
    async exportBatch(actor: Actor, f: admin.RegistrationFilter, afterId: number, size: number, q: Queryable = db) {
      const money = seesMoney(actor.role);
      return (await admin.registrationBatch(q, f, afterId, size)).map((r) => rowFor(r, money));
    },

    /** The ids every registration the list's filters match, oldest first, at most `limit` (bulk actions' "all matching"). */
    matchingIds: (f: admin.RegistrationFilter, limit: number) => admin.matchingIds(db, f, limit),

    async detail(actor: Actor, id: number): Promise<AdminRegistrationDetail> {
      const seesPrivate = seesParticipant(actor.role);
      const r = await admin.findRegistrationForStaff(db, id);
      if (!r) throw notFound('admin_registration_not_found', MESSAGES.adminRegistrationNotFound);
      const money = seesMoney(actor.role);
      const major = (minor: number) => toMajor(Number(minor), r.currency);
      const attempts = money ? await payments.attemptsOfRegistration(db, id) : null;
      return {
        registration: {
          ...rowFor(r, money),
          event_status: r.event_status,
          seat: await seatView(r),
          price: money
            ? {
                amount: major(r.amount_minor),
                discount_percent: Number(r.discount_percent),
                discount: major(r.discount_minor),
                early_bird: major(r.early_minor),
                total: major(r.total_minor),
                advance: major(r.advance_minor),
              }
            : null,
          cancel_reason: r.cancel_reason,
          cancelled_money: r.cancelled_money,
        },
        person: { id: r.user_id, name: r.name, email: r.email, mobile: r.mobile, city: r.city },
        participant: seesPrivate ? participantOf(r) : null,
        payments: attempts?.map((a) => ({ ...a, amount: toMajor(a.amount_minor, a.currency) })).map(({ amount_minor: _m, ...a }) => a) ?? null,
        form_answers: seesPrivate ? r.details : null,
        feedback: r.feedback,
        question_answers: {
          details: seesPrivate ? ((await answersOfRegistrations(db, 'details', [id])).get(id) ?? []) : null,
          // A file answer is an address only those who may open it are given.
          feedback: ((await answersOfRegistrations(db, 'feedback', [id])).get(id) ?? []).filter(
            (a) => a.question.kind !== 'file' || actor.role === 'owner' || (QUESTION_FILE_ROLES as readonly StaffRole[]).includes(actor.role),
          ),
        },
        audit: await auditTrailOf(db, ENTITY, id),
      };
    },

    /**
     * Money received outside the site: never more than the balance, never on a cancelled
     * registration; settled through the payments module as an online payment is.
     */
    async markPaid(actor: Actor, id: number, body: MarkPaidBody) {
      if (body.paid_on > todayIso(clock.now())) throw fieldError('admin_payment_date_future', 'paid_on', MESSAGES.adminPaymentDateFuture);
      return db.tx(async (q) => {
        const reg = await lock(q, id);
        await recordOffline(q, actor, reg, { amountMinor: toMinor(body.amount, reg.currency), method: body.method, reference: body.reference, paidOn: body.paid_on, overCapacity: body.over_capacity, at: 'back-office' });
      });
    },

    /**
     * The door takes the balance still due, in cash, today: the amount is the balance the server
     * computes (nothing typed at the door), recorded exactly as finance records cash, and only for a
     * registration that already holds its place (a full event's overshoot is the back office's call).
     * Returns the amount taken in minor units.
     */
    async takeAtDoor(q: Queryable, actor: Actor, id: number) {
      const reg = await lock(q, id);
      if (reg.status !== 'partialpay' && reg.status !== 'paylater') {
        if (reg.status === 'cancelled') throw refused('admin_cancelled_no_payment', MESSAGES.adminCancelledNoPayment);
        if (reg.status === 'success') throw refused('admin_nothing_due', MESSAGES.adminNothingDue);
        throw refused('check_in_no_place', MESSAGES.checkInNoPlace);
      }
      const due = Number(reg.total_minor) - Number(reg.paid_minor);
      await recordOffline(q, actor, reg, { amountMinor: due, method: 'cash', reference: '', paidOn: todayIso(clock.now()), overCapacity: 0, at: 'door' });
      return { amountMinor: due, currency: reg.currency };
    },

    /** Nothing paid yet and not confirmed: the devotee may pay the whole later (Pay Now on their page). */
    async allowPayLater(actor: Actor, id: number, body: AllowPayLaterBody) {
      return db.tx((q) => payLaterIn(q, actor, id, body.over_capacity, 'allow-pay-later'));
    },

    /**
     * The desk (desk-service.ts), in its transaction, on the registration it just made: the money
     * taken there (the whole price, today), recorded as finance records an offline payment.
     */
    async takeAtDesk(q: Queryable, actor: Actor, id: number, pay: { method: 'cash' | 'upi' | 'card'; reference: string; overCapacity: number }) {
      const reg = await lock(q, id);
      const due = Number(reg.total_minor) - Number(reg.paid_minor);
      await recordOffline(q, actor, reg, { amountMinor: due, method: pay.method, reference: pay.reference, paidOn: todayIso(clock.now()), overCapacity: pay.overCapacity, at: 'desk' });
    },

    /** The desk: pay later, as allowPayLater (the place held, the Pay Now link sent). */
    payLaterAtDesk: (q: Queryable, actor: Actor, id: number, overCapacity: number) => payLaterIn(q, actor, id, overCapacity, 'desk'),

    /** The desk: a free place (nothing to pay) given under staff's seat rule. */
    async placeAtDesk(q: Queryable, actor: Actor, id: number, overCapacity: number) {
      await givePlace(q, actor, await lock(q, id), overCapacity, 'desk');
    },

    /** Final: the reason is kept; money paid becomes a refund due or is forfeit, as staff chose. */
    async cancel(actor: Actor, id: number, body: CancelRegistrationBody) {
      return db.tx(async (q) => {
        const reg = await lock(q, id);
        if (reg.cancelled_at) throw refused('admin_already_cancelled', MESSAGES.adminAlreadyCancelled);
        await cancelLocked(q, actor, reg, body);
        // The devotee is told, with the reason and what becomes of the money paid.
        await messages.queueMessage(q, { kind: 'registration-cancelled', userId: reg.user_id, subject: `registration:${id}`, registrationId: id });
        // The seat goes to the next person on the waiting list.
        await seats.release(q, { eventId: reg.event_id, registrationId: id });
      });
    },

    /**
     * A cancelled event (the lifecycle module's action, in its transaction): each of its
     * registrations is cancelled as one is above, with the same reason and choice for money paid.
     * No seat is released here: the caller clears the event's seats and waiting list.
     */
    async cancelEventRegistrations(q: Queryable, actor: Actor, eventId: number, body: CancelRegistrationBody) {
      const regs = await admin.lockEventRegistrations(q, eventId);
      if (!body.paid_money && regs.some((r) => Number(r.paid_minor) > 0)) throw fieldError('admin_paid_money_choice', 'paid_money', MESSAGES.adminPaidMoneyChoice);
      for (const reg of regs) await cancelLocked(q, actor, reg, body);
      return regs.map((r) => ({ id: r.id, user_id: r.user_id, paid: Number(r.paid_minor) > 0 }));
    },

    /** Events of the same program this registration may move to, with their price today and free seats. */
    async transferTargets(actor: Actor, id: number): Promise<TransferTarget[]> {
      const reg = await admin.findRegistrationForStaff(db, id);
      if (!reg) throw notFound('admin_registration_not_found', MESSAGES.adminRegistrationNotFound);
      const today = todayIso(clock.now());
      const money = seesMoney(actor.role);
      const out: TransferTarget[] = [];
      for (const t of await admin.transferTargets(db, reg.program_id, reg.event_id, today)) {
        const e = (await repo.findEvent(db, t.id))!;
        const seat = await seats.status(t.id);
        const totalMinor = computePrice(e, today).totalMinor;
        out.push({
          id: e.id,
          event_name: e.event_name,
          event_date: e.event_date,
          city_name: t.city_name,
          currency: e.currency.trim(),
          total: money ? toMajor(totalMinor, e.currency.trim()) : null,
          leaves_excess: Number(reg.paid_minor) > totalMinor,
          seats_left: seat.seats_left,
          over_by: await seats.overByAt(db, e.id, reg.user_id),
        });
      }
      return out;
    },

    /**
     * Moves a registration to another event of the same program: the new event's price today,
     * the seat with it (refused when none is free), money paid above the new price as refund due
     * or forfeit (staff's choice), a higher price leaving a balance due. Audited before and after.
     */
    async transfer(actor: Actor, id: number, body: TransferRegistrationBody) {
      const today = todayIso(clock.now());
      return db.tx(async (q) => {
        const reg = await lock(q, id);
        if (reg.cancelled_at || reg.status === 'cancelled') throw refused('admin_transfer_cancelled', MESSAGES.adminTransferCancelled);
        if (reg.attended_at) throw refused('admin_transfer_attended', MESSAGES.adminTransferAttended);
        if (body.event_id === reg.event_id) throw fieldError('admin_transfer_same_event', 'event_id', MESSAGES.adminTransferSameEvent);
        const target = await repo.findEvent(q, body.event_id);
        if (!target) throw fieldError('admin_transfer_event_not_found', 'event_id', MESSAGES.adminTransferEventNotFound);
        if (target.program_id !== reg.program_id) throw fieldError('admin_transfer_other_program', 'event_id', MESSAGES.adminTransferOtherProgram);
        if (target.status === 'cancelled' || target.status === 'completed' || target.event_date < today) throw refused('admin_transfer_event_over', MESSAGES.adminTransferEventOver);
        if (target.currency.trim() !== reg.currency) throw refused('admin_transfer_currency', MESSAGES.adminTransferCurrency);
        const there = await repo.findUserRegistration(q, reg.user_id, target.id);
        if (there && there.status !== 'cancelled') throw refused('admin_transfer_already_there', MESSAGES.adminTransferAlreadyThere, 409);
        const price = computePrice(target, today);
        const paid = Number(reg.paid_minor);
        const excess = Math.max(0, paid - price.totalMinor);
        if (excess > 0 && !body.excess_money) throw fieldError('admin_transfer_excess_choice', 'excess_money', MESSAGES.adminTransferExcessChoice);
        const paidMinor = paid - excess;
        const settled = paid > 0 || price.totalMinor === 0;
        const status = settled ? (paidMinor >= price.totalMinor ? 'success' : 'partialpay') : reg.status;
        // The seat moves: released at the old event (offered to the next in line), taken at the new one.
        const hadSeat = reg.status !== 'failed';
        await seats.release(q, { eventId: reg.event_id, registrationId: id });
        await admin.moveRegistration(q, id, { eventId: target.id, price, paidMinor, refundAddMinor: body.excess_money === 'refund_due' ? excess : 0, status });
        // A full event is never overbooked silently: staff confirm the overshoot, audited on its own row.
        if (hadSeat) {
          const took = await seats.moveByStaff(q, { eventId: target.id, registrationId: id, userId: reg.user_id, paid: status !== 'pending', confirmedOver: body.over_capacity });
          if (!took.granted) throw conflictOn('admin_over_capacity', 'over_capacity', MESSAGES.adminOverCapacity);
          if (took.overBy > 0) {
            const { capacity } = await seats.seatOf(q, { eventId: target.id, registrationId: id, userId: reg.user_id });
            await audit(q, actor, 'over-capacity', id, { after: { event_id: target.id, capacity, over_by: took.overBy, confirmed: body.over_capacity, because: 'transfer' } });
          }
        }
        const after = (await admin.lockForStaff(q, id))!;
        await audit(q, actor, 'transfer', id, {
          before: { ...snapshot(reg), event_id: reg.event_id, total_minor: Number(reg.total_minor) },
          after: {
            ...snapshot(after),
            event_id: after.event_id,
            total_minor: Number(after.total_minor),
            excess_minor: excess,
            excess_money: excess > 0 ? body.excess_money : null,
          },
        });
      });
    },

    /** The payment confirmation again (email, SMS, WhatsApp as configured), for a paid or part-paid registration. */
    async resendConfirmation(actor: Actor, id: number) {
      return db.tx(async (q) => {
        const reg = await lock(q, id);
        if (reg.status !== 'success' && reg.status !== 'partialpay') throw refused('admin_resend_refused', MESSAGES.adminResendRefused);
        const attempt = (await payments.attemptsOfRegistration(q, id)).find((a) => a.status === 'success');
        // A new subject each time: the outbox keeps one message per kind and subject.
        const subject = `resend:${id}:${clock.now().getTime()}`;
        if (attempt) await messages.queueMessage(q, { kind: 'payment-succeeded', userId: reg.user_id, subject, attemptId: attempt.id });
        else await messages.queueMessage(q, { kind: 'registration-received', userId: reg.user_id, subject, registrationId: id });
        await audit(q, actor, 'resend-confirmation', id, { after: { kind: attempt ? 'payment-succeeded' : 'registration-received' } });
      });
    },
  };
}

/** For the devotees module (DPDP erasure): empties the form answers of a person's registrations. */
export const eraseRegistrationAnswersOfUser = (q: Queryable, userId: number) => admin.eraseAnswersOfUser(q, userId);

/** The health-notes job: deletes the health answers of events over for more than `days` days. */
export const deleteOldHealthNotes = (q: Queryable, keys: readonly string[], days: number, today: string) => admin.deleteHealthNotes(q, keys, days, today);

export type AdminRegistrationsService = ReturnType<typeof createAdminRegistrationsService>;
