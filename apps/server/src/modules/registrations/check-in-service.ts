import { randomUUID } from 'node:crypto';
import type { CheckInBody, DoorActionBody, DoorSyncBody } from '@portal/contract/check-in';
import { initialsOf } from '@portal/contract/door-ticket';
import { toMajor } from '@portal/contract/payments';
import { MESSAGES } from '@portal/contract/messages';
import type { StaffRole } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { badRequest, notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AdminRegistrationsService } from './admin-service.ts';
import * as door from './check-in-repository.ts';
import { legacyTicketDigest, ticketKeys, verifyAnyTicket } from './ticket.ts';

const ENTITY = 'registrations';

/** An instant as India time, ISO with +05:30 (as the door's other times). */
const istIso = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');

/**
 * Check-in at the door: once per registration, paid or part paid, never cancelled, and only at the
 * door of the event the ticket is for (a valid ticket for another day's event gets no one in).
 */
export function createCheckInService(deps: AppDeps, { registrations }: { registrations: AdminRegistrationsService }) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;

  /** The person as the door shows them: the balance due in rupees. */
  const personOf = <T extends Omit<door.DoorRow, 'mobile'>>({ balance_due_minor, ...p }: T) => ({ ...p, balance_due: toMajor(Number(balance_due_minor), p.currency) });

  /** The registration locked for an action at the door of `eventId`: refused when it is another event's. */
  async function lockAtDoor(q: Queryable, id: number, eventId: number) {
    const reg = await door.lockForCheckIn(q, id);
    if (!reg) throw notFound('admin_registration_not_found', MESSAGES.adminRegistrationNotFound);
    if (reg.event_id !== eventId) throw refused('check_in_other_event', MESSAGES.checkInOtherEvent.replace('{event}', reg.event_name));
    return reg;
  }

  /** The registration a scanned ticket or a typed number names. */
  function registrationOf(body: CheckInBody): number {
    if (body.ticket) {
      const ticket = verifyAnyTicket(ticketKeys(config), config.TICKET_SECRET, body.ticket);
      // The door reads the sentence alone: no field name before it.
      if (!ticket) throw badRequest('check_in_bad_ticket', MESSAGES.checkInBadTicket, { ticket: MESSAGES.checkInBadTicket });
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
        if (reg.status === 'cancelled') throw refused('check_in_cancelled', MESSAGES.checkInCancelled);
        if (!reg.can_check_in) throw refused('check_in_unpaid', MESSAGES.checkInUnpaid);
        const marked = await door.markAttended(q, id, staff.id, clock.now());
        // The online check-in is a scan like a door phone's, so a phone's earlier offline scan can still win.
        await door.insertScan(q, { scanId: randomUUID(), eventId: reg.event_id, registrationId: id, device: '', staffId: staff.id, scannedAt: clock.now().toISOString(), outcome: 'checked_in', reason: '' });
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
        if (!reg.attended_at) throw refused('check_in_not_checked_in', MESSAGES.checkInNotCheckedIn);
        await door.clearAttended(q, id);
        await door.undoScans(q, id);
        await recordAudit(q, { staffId: staff.id, action: 'check_in_undo', entity: ENTITY, entityId: id, before: { attended_at: reg.attended_at, checked_in_by: reg.checked_in_by }, after: { attended_at: null } });
        return { message: MESSAGES.checkInUndone };
      });
    },

    /** What a door phone keeps to decide with no network (docs/decisions/check-in.md "Offline door"). */
    async manifest(eventId: number) {
      const event = await door.findEventForDoor(db, eventId);
      if (!event) throw notFound('check_in_event_not_found', MESSAGES.checkInEventNotFound);
      const keys = ticketKeys(config);
      const people = await door.manifestPeople(db, eventId);
      const others = await door.nearbyEvents(db, eventId);
      const otherRegistrations = others.length ? await door.registrationsOfEvents(db, others.map((o) => o.id)) : [];
      return {
        others,
        other_legacy: Object.fromEntries(otherRegistrations.map((r) => [legacyTicketDigest(r.id, config.TICKET_SECRET), r.event_id])),
        event,
        generated_at: istIso(clock.now()),
        keys: Object.fromEntries([...keys.verifying.values()].map((k) => [k.kid, k.publicKey])),
        people: people.map(({ mobile: _m, ...p }) => ({ ...personOf(p), initials: initialsOf(p.name), legacy: legacyTicketDigest(p.registration_id, config.TICKET_SECRET) })),
      };
    },

    /**
     * A door phone's check-ins, sent when the network returns, in any order and as often as it
     * likes: a scan id already known answers what it was. Of a registration's scans the earliest
     * is its check-in, the others are kept as "also scanned at"; one the server refuses (cancelled
     * or unpaid since the manifest, another event's) is kept as refused, for the coordinator.
     */
    async sync(staff: { id: number }, eventId: number, body: DoorSyncBody) {
      const event = await door.findEventForDoor(db, eventId);
      if (!event) throw notFound('check_in_event_not_found', MESSAGES.checkInEventNotFound);
      const now = clock.now();
      const results = [];
      for (const scan of body.scans) {
        results.push(await db.tx(async (q) => {
          const known = await door.findScan(q, scan.scan_id);
          if (known) {
            // A scan id is the phone's: another event's or another registration's is not this scan.
            if (known.event_id !== eventId || known.registration_id !== scan.registration_id) throw badRequest('check_in_scan_id_taken', MESSAGES.checkInScanIdTaken, { scan_id: MESSAGES.checkInScanIdTaken });
            return { scan_id: scan.scan_id, registration_id: scan.registration_id, outcome: known.outcome, reason: known.reason };
          }
          // The phone's clock, but never later than now.
          const at = new Date(Math.min(Date.parse(scan.scanned_at), now.getTime())).toISOString();
          const record = (outcome: door.ScanRow['outcome'], reason: door.ScanRow['reason'], registrationId: number | null) =>
            door.insertScan(q, { scanId: scan.scan_id, eventId, registrationId, device: body.device, staffId: staff.id, scannedAt: at, outcome, reason })
              .then(() => ({ scan_id: scan.scan_id, registration_id: scan.registration_id, outcome, reason }));
          const reg = await door.lockForCheckIn(q, scan.registration_id);
          if (!reg) return record('refused', 'unknown', null);
          if (reg.event_id !== eventId) return record('refused', 'other_event', reg.registration_id);
          if (reg.status === 'cancelled') return record('refused', 'cancelled', reg.registration_id);
          if (!reg.can_check_in) return record('refused', 'unpaid', reg.registration_id);
          if (reg.attended_at && Date.parse(reg.attended_at) <= Date.parse(at)) return record('also', '', reg.registration_id);
          // The first check-in, or one earlier than the one the server had: it becomes the check-in.
          await door.demoteCheckIns(q, reg.registration_id);
          await door.moveAttended(q, reg.registration_id, staff.id, at);
          await recordAudit(q, { staffId: staff.id, action: 'check_in', entity: ENTITY, entityId: reg.registration_id, before: { attended_at: reg.attended_at }, after: { attended_at: istIso(new Date(at)), scan_id: scan.scan_id, device: body.device } });
          return record('checked_in', '', reg.registration_id);
        }));
      }
      return { data: results };
    },

    /** Registrations scanned more than once, or refused on sync: each with all its scans, oldest first. */
    async conflicts(eventId: number) {
      const event = await door.findEventForDoor(db, eventId);
      if (!event) throw notFound('check_in_event_not_found', MESSAGES.checkInEventNotFound);
      const byRegistration = new Map<number, { registration_id: number; reg_number: string; name: string; attended_at: string | null; scans: Array<Pick<door.ConflictScanRow, 'scan_id' | 'scanned_at' | 'device' | 'staff' | 'outcome' | 'reason'>> }>();
      for (const { registration_id, reg_number, name, attended_at, ...scan } of await door.conflictScans(db, eventId)) {
        let entry = byRegistration.get(registration_id);
        if (!entry) byRegistration.set(registration_id, (entry = { registration_id, reg_number, name, attended_at, scans: [] }));
        entry.scans.push(scan);
      }
      return { data: [...byRegistration.values()] };
    },

    async search(eventId: number, text: string) {
      const event = await door.findEventForDoor(db, eventId);
      if (!event) throw notFound('check_in_event_not_found', MESSAGES.checkInEventNotFound);
      const [counts, people] = await Promise.all([door.doorCounts(db, eventId), door.searchDoor(db, eventId, text)]);
      return { event, counts: counts!, data: people.map(personOf) };
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
