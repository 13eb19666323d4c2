import { DESK_CODES, DESK_MESSAGES, type DeskDevoteeBody, type DeskQuote, type DeskRegisterBody, type DeskRegistration } from '@portal/contract/admin-desk';
import { todayIso } from '@portal/contract/fields';
import { codeOfLang } from '@portal/contract/languages';
import { MESSAGES } from '@portal/contract/messages';
import { toMajor } from '@portal/contract/payments';
import { REGISTRATION_MESSAGES, asksPan, type PayStatus } from '@portal/contract/registrations';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { AppError, fieldError, notFound, refused, refusedWithCode } from '../../lib/errors.ts';
import { createWalkInAccount, savePanIfEmpty, searchCities } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { SeatsService } from '../seats/index.ts';
import type { Actor, AdminRegistrationsService } from './admin-service.ts';
import { registrationClosedRefusal } from './closing.ts';
import { registrationNumber } from './payment-target.ts';
import { checkCode, releaseUse, takeUse } from './discount-codes.ts';
import { computePrice, withCode } from './price.ts';
import { chosenType, pricedAs } from './ticket-types.ts';
import * as repo from './repository.ts';
import type { RegistrationsService } from './service.ts';
import { ticketOf } from './ticket.ts';

/** Cities the desk's city field offers at most. */
const CITY_LIMIT = 20;
/** A registration that holds its place: a second one for the same event is refused. */
const LIVE: readonly PayStatus[] = ['success', 'partialpay', 'paylater'];

/**
 * The desk (docs/decisions/desk.md): a walk-in found or added, registered for an event under the
 * rules of the online registration (open event, price computed here, PAN where asked, a seat or
 * staff's confirmed overshoot), and the money taken there or left to pay later. Each step is the
 * existing one: the order as online (service.ts), the place and the offline payment as the back
 * office gives them (admin-service.ts), so the invoice, the seat and the messages follow alike.
 */
export function createDeskService(
  deps: AppDeps,
  { registrations, admin, seats, messages }: { registrations: RegistrationsService; admin: AdminRegistrationsService; seats: SeatsService; messages: MessagesService },
) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;

  async function openEvent(eventId: number, today: string) {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound('event_not_found', REGISTRATION_MESSAGES.eventNotFound);
    const closed = registrationClosedRefusal(event, today);
    if (closed) throw refused(closed.code, closed.message);
    return event;
  }

  async function person(userId: number) {
    const p = await db.one<{ id: number; name: string; closed: boolean }>(
      'SELECT id, name, (deactivated_at IS NOT NULL OR erased_at IS NOT NULL) AS closed FROM users WHERE id = $1',
      [userId],
    );
    if (!p) throw notFound('desk_unknown_devotee', DESK_MESSAGES.deskUnknownDevotee);
    if (p.closed) throw refusedWithCode(422, DESK_CODES.closedAccount, DESK_MESSAGES.deskClosedAccount);
    return p;
  }

  return {
    cities: (text: string) => searchCities(db, text, CITY_LIMIT),

    /** A walk-in's account (name, mobile, city): audited; the SMS tells them how to set a password. */
    async createDevotee(actor: Actor, body: DeskDevoteeBody) {
      return db.tx(async (q) => {
        const made = await createWalkInAccount(q, { name: body.name, mobile: body.mobile, cityId: body.city_id, email: body.email, language: codeOfLang(body.language) });
        if (made === 'mobile-taken') throw refusedWithCode(409, DESK_CODES.mobileTaken, MESSAGES.devoteeMobileTaken, { mobile: MESSAGES.devoteeMobileTaken });
        if (made === 'email-taken') throw refusedWithCode(409, DESK_CODES.emailTaken, MESSAGES.devoteeEmailTaken, { email: MESSAGES.devoteeEmailTaken });
        if (made === 'unknown-city') throw refusedWithCode(400, DESK_CODES.unknownCity, `city_id: ${DESK_MESSAGES.deskUnknownCity}`, { city_id: DESK_MESSAGES.deskUnknownCity });
        await recordAudit(q, {
          staffId: actor.id, action: 'desk-create', entity: 'devotees', entityId: made.id,
          after: { name: body.name, mobile: body.mobile, email: body.email, city_id: body.city_id, language: body.language },
        });
        await messages.queueMessage(q, { kind: 'desk-account-created', userId: made.id, subject: `desk-account:${made.id}` });
        return made;
      });
    },

    /**
     * The price as online computes it today (with the code given, checked as the registration will
     * check it: a refused code is said, and the price shown without it), the seats, and whether the
     * person already holds a place.
     */
    async quote(eventId: number, userId?: number, ticketTypeId?: number, code = ''): Promise<DeskQuote> {
      const today = todayIso(clock.now());
      const event = await openEvent(eventId, today);
      const type = await chosenType(db, event, ticketTypeId);
      const priced = pricedAs(event, type);
      let price = computePrice(priced, today);
      let codeError = '';
      if (code) {
        try {
          price = withCode(price, (await checkCode(db, code, event, today, userId ?? 0)).applied, priced.advance_minor);
        } catch (err) {
          if (!(err instanceof AppError && err.errors?.discount_code)) throw err;
          codeError = err.errors.discount_code;
        }
      }
      const status = await seats.status(eventId);
      const earlier = userId ? await repo.findUserRegistration(db, userId, eventId) : undefined;
      const registered = earlier && LIVE.includes(earlier.status) ? earlier.status : '';
      return {
        event_id: event.id,
        event_name: event.event_name,
        event_date: event.event_date,
        currency: price.currency,
        total: toMajor(price.totalMinor, price.currency),
        code: price.code ?? '',
        code_value: toMajor(price.codeMinor ?? 0, price.currency),
        code_error: codeError,
        asks_pan: asksPan(event.collects_pan, price.totalMinor),
        capacity: status.capacity,
        taken: status.capacity === null ? 0 : status.capacity - (status.seats_left ?? 0),
        over_by: registered ? 0 : await seats.overByAt(db, eventId, userId ?? 0),
        registered,
      };
    },

    /**
     * Registers the walk-in and takes the money: one transaction, so a refusal (full event not
     * confirmed, already registered) leaves nothing behind. Audited as 'desk-register' beside the
     * payment's own 'mark-paid' or 'allow-pay-later' row; a confirmed place sends the ticket.
     */
    async register(actor: Actor, body: DeskRegisterBody): Promise<DeskRegistration> {
      const today = todayIso(clock.now());
      const event = await openEvent(body.event_id, today);
      const who = await person(body.user_id);
      const type = await chosenType(db, event, body.ticket_type_id);
      const priced = pricedAs(event, type);
      const earlier = await repo.findUserRegistration(db, who.id, event.id);
      // The code by the online rules (the registration renewed is not counted against the person).
      const code = body.discount_code ? await checkCode(db, body.discount_code, event, today, who.id, earlier?.id ?? 0) : null;
      const base = computePrice(priced, today);
      const price = code ? withCode(base, code.applied, priced.advance_minor) : base;
      const panAsked = asksPan(event.collects_pan, price.totalMinor);
      if (panAsked && !body.pan_number) throw fieldError('pan_number_required', 'pan_number', MESSAGES.required);
      const pan = panAsked ? body.pan_number : '';
      const free = price.totalMinor === 0;
      if (earlier && LIVE.includes(earlier.status)) throw refusedWithCode(409, DESK_CODES.alreadyRegistered, DESK_MESSAGES.deskAlreadyRegistered);
      if (earlier) await registrations.settleEarlierTries(earlier.id);

      const regId = await db.tx(async (q) => {
        await repo.lockPayer(q, who.id);
        const held = await repo.lockUserRegistration(q, who.id, event.id);
        if (held && LIVE.includes(held.status)) throw refusedWithCode(409, DESK_CODES.alreadyRegistered, DESK_MESSAGES.deskAlreadyRegistered);
        const { reg, renewed } = await registrations.placeOrder(q, { userId: who.id, event, price, pan, details: null, language: 0, status: free ? 'success' : 'pending', ticketTypeId: type?.id ?? null });
        // The code's use, as online: an earlier use of a renewed registration given back, this one taken.
        if (renewed) await releaseUse(q, reg.id);
        if (code) await takeUse(q, { codeId: code.row.id, registrationId: reg.id, userId: who.id, discountMinor: price.codeMinor ?? 0 });
        const about = { userId: who.id, registrationId: reg.id };
        if (free) {
          await admin.placeAtDesk(q, actor, reg.id, body.over_capacity);
          await repo.setRegNumber(q, reg.id, registrationNumber(reg.id, clock.now()));
          await messages.queueMessage(q, { kind: 'details-form-request', subject: `registration:${reg.id}`, ...about });
        } else if (body.payment === 'later') {
          await admin.payLaterAtDesk(q, actor, reg.id, body.over_capacity);
        } else {
          await admin.takeAtDesk(q, actor, reg.id, { method: body.payment, reference: body.reference, overCapacity: body.over_capacity });
        }
        if (pan) await savePanIfEmpty(q, who.id, pan);
        const after = (await repo.findOwnRegistration(q, who.id, reg.id))!;
        await recordAudit(q, {
          staffId: actor.id, action: 'desk-register', entity: 'registrations', entityId: reg.id,
          after: {
            event_id: event.id, ticket_type_id: type?.id ?? null, user_id: who.id, status: after.status, payment: free ? 'free' : body.payment,
            total_minor: price.totalMinor, currency: price.currency, ...(code ? { discount_code: code.row.code, code_minor: price.codeMinor ?? 0 } : {}), reference: body.reference, over_capacity: body.over_capacity,
          },
        });
        // The ticket goes to the devotee once the place is confirmed (paid or free); pay later gets the Pay Now link instead.
        if (after.status === 'success') await messages.queueMessage(q, { kind: 'desk-ticket', subject: `desk:${reg.id}`, ...about });
        return reg.id;
      });

      const reg = (await repo.findOwnRegistration(db, who.id, regId))!;
      return {
        registration_id: reg.id,
        reg_number: reg.reg_number ?? '',
        status: reg.status,
        event_name: event.event_name,
        name: who.name,
        currency: price.currency,
        total: toMajor(price.totalMinor, price.currency),
        code: price.code ?? '',
        code_value: toMajor(price.codeMinor ?? 0, price.currency),
        payment: body.payment,
        ticket: reg.status === 'success' ? ticketOf(config, { id: reg.id, event_id: event.id, program_id: event.program_id, name: who.name }) : '',
      };
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
