import type { CheckInBody, DoorActionBody } from '@portal/contract/check-in';
import { toMajor } from '@portal/contract/payments';
import { MESSAGES } from '@portal/contract/messages';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { badRequest, notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { createAdminRegistrationsService } from './admin-service.ts';
import * as door from './check-in-repository.ts';
import { ticketKeys, verifyAnyTicket } from './ticket.ts';

const ENTITY = 'registrations';

/**
 * Check-in at the door: once per registration, paid or part paid, never cancelled, and only at the
 * door of the event the ticket is for (a valid ticket for another day's event gets no one in).
 */
export function createCheckInService(deps: AppDeps) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const registrations = createAdminRegistrationsService(deps);

  /** The person as the door shows them: the balance due in rupees. */
  const personOf = <T extends door.DoorRow>({ balance_due_minor, ...p }: T) => ({ ...p, balance_due: toMajor(Number(balance_due_minor), p.currency) });

  /** The registration locked for an action at the door of `eventId`: refused when it is another event's. */
  async function lockAtDoor(q: Queryable, id: number, eventId: number) {
    const reg = await door.lockForCheckIn(q, id);
    if (!reg) throw notFound(MESSAGES.adminRegistrationNotFound);
    if (reg.event_id !== eventId) throw refused(MESSAGES.checkInOtherEvent.replace('{event}', reg.event_name));
    return reg;
  }

  /** The registration a scanned ticket or a typed number names. */
  function registrationOf(body: CheckInBody): number {
    if (body.ticket) {
      const ticket = verifyAnyTicket(ticketKeys(config), config.TICKET_SECRET, body.ticket);
      // The door reads the sentence alone: no field name before it.
      if (!ticket) throw badRequest(MESSAGES.checkInBadTicket, { ticket: MESSAGES.checkInBadTicket });
      return ticket.registrationId;
    }
    return body.registration_id!;
  }

  return {
    async checkIn(staff: { id: number; name: string }, body: CheckInBody) {
      const id = registrationOf(body);
      return db.tx(async (q) => {
        const reg = await lockAtDoor(q, id, body.event_id);
        const { attended_spoken, staff_cancelled: _c, ...locked } = reg;
        const person = personOf(locked);
        // A second scan is an answer, not a failure: the door needs to know when the person came.
        if (reg.attended_at) {
          return { message: MESSAGES.checkInAlready.replace('{when}', attended_spoken ?? ''), data: { ...person, already: 1 as const } };
        }
        if (reg.status === 'cancelled') throw refused(MESSAGES.checkInCancelled);
        if (!reg.can_check_in) throw refused(MESSAGES.checkInUnpaid);
        const marked = await door.markAttended(q, id, staff.id, clock.now());
        await recordAudit(q, { staffId: staff.id, action: 'check_in', entity: ENTITY, entityId: id, before: { attended_at: null }, after: { attended_at: marked!.attended_at } });
        return { message: MESSAGES.checkInDone, data: { ...person, attended_at: marked!.attended_at, checked_in_by: staff.name, already: 0 as const } };
      });
    },

    /** The balance still due, taken in cash at the door through the back office's offline payment. */
    async takePayment(staff: { id: number; role: StaffRole }, id: number, body: DoorActionBody) {
      return db.tx(async (q) => {
        await lockAtDoor(q, id, body.event_id);
        const taken = await registrations.takeAtDoor(q, staff, id);
        const amount = `₹${toMajor(taken.amountMinor, taken.currency).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
        return { message: MESSAGES.checkInPaymentTaken.replace('{amount}', amount) };
      });
    },

    /** A check-in made by mistake (the wrong person tapped) is undone: attendance forgotten, audited. */
    async undo(staff: { id: number }, id: number, body: DoorActionBody) {
      return db.tx(async (q) => {
        const reg = await lockAtDoor(q, id, body.event_id);
        if (!reg.attended_at) throw refused(MESSAGES.checkInNotCheckedIn);
        await door.clearAttended(q, id);
        await recordAudit(q, { staffId: staff.id, action: 'check_in_undo', entity: ENTITY, entityId: id, before: { attended_at: reg.attended_at, checked_in_by: reg.checked_in_by }, after: { attended_at: null } });
        return { message: MESSAGES.checkInUndone };
      });
    },

    async search(eventId: number, text: string) {
      const event = await door.findEventForDoor(db, eventId);
      if (!event) throw notFound(MESSAGES.checkInEventNotFound);
      const [counts, people] = await Promise.all([door.doorCounts(db, eventId), door.searchDoor(db, eventId, text)]);
      return { event, counts: counts!, data: people.map(personOf) };
    },
  };
}
