import type { DoorManifest, DoorPerson } from '@portal/contract/check-in';
import type { DoorScan, VerdictKind } from './store';
import { legacyTicketId } from '@portal/contract/door-ticket';
import { checkTicket, sha256Base64Url } from './verify';

/**
 * The door's verdict with no network, in the server's order (docs/decisions/check-in.md): another
 * event's ticket first, then "already checked in" (by the manifest or a scan at this door), then
 * cancelled and unpaid; a person with a balance due is let in and the door collects it.
 */
export interface Verdict {
  kind: VerdictKind;
  registrationId: number | null;
  /** From the manifest when the person is in it; a ticket made after the manifest has only its initials. */
  person?: DoorPerson;
  initials: string;
  /** The first check-in's time (ISO) for "already". */
  since?: string;
  balanceDue: number;
  /** For "another event": that event's name when the manifest knows it. */
  eventName?: string;
}

export function decideFor(manifest: DoorManifest, scans: readonly DoorScan[], registrationId: number, initials = ''): Verdict {
  const person = manifest.people.find((p) => p.registration_id === registrationId);
  const base = { registrationId, person, initials: person?.initials ?? initials, balanceDue: person?.balance_due ?? 0 };
  const here = scans.find((s) => s.registration_id === registrationId && (s.verdict === 'valid' || s.verdict === 'balance_due'));
  const since = person?.attended_at ?? here?.scanned_at;
  if (since) return { ...base, kind: 'already', since };
  if (person?.status === 'cancelled') return { ...base, kind: 'cancelled' };
  if (person && !person.can_check_in) return { ...base, kind: 'unpaid' };
  return { ...base, kind: base.balanceDue > 0 ? 'balance_due' : 'valid' };
}

export async function decideTicket(manifest: DoorManifest, scans: readonly DoorScan[], token: string): Promise<Verdict> {
  const legacy = Object.fromEntries(manifest.people.map((p) => [p.registration_id, p.legacy]));
  const check = await checkTicket(token, manifest.keys, legacy);
  const eventName = (id: number | undefined) => manifest.others?.find((o) => o.id === id)?.name;
  if (check.kind === 'forged') {
    // A legacy ticket names no event; one whose registration is not this event's is another event's
    // (a genuine one of the days around is named by its digest; the door cannot tell the rest from a
    // forgery, and either way the person goes elsewhere).
    const id = legacyTicketId(token);
    if (id !== undefined && !manifest.people.some((p) => p.registration_id === id)) {
      const digest = await sha256Base64Url(token.trim());
      return { kind: 'other_event', registrationId: id, initials: '', balanceDue: 0, eventName: eventName(manifest.other_legacy?.[digest]) };
    }
    return { kind: 'forged', registrationId: null, initials: '', balanceDue: 0 };
  }
  if (check.kind === 'signed' && check.claims.eventId !== manifest.event.id) {
    return { kind: 'other_event', registrationId: check.claims.registrationId, initials: check.claims.initials, balanceDue: 0, eventName: eventName(check.claims.eventId) };
  }
  const id = check.kind === 'signed' ? check.claims.registrationId : check.registrationId;
  return decideFor(manifest, scans, id, check.kind === 'signed' ? check.claims.initials : '');
}

/** A verdict that lets the person in: the scan is kept and sent to the server. */
export const letsIn = (k: VerdictKind) => k === 'valid' || k === 'balance_due';
