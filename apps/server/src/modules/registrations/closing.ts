import { REGISTRATION_MESSAGES, type EventStatus } from '@portal/contract/registrations';

/**
 * The one rule that decides whether an event takes registrations and payments: the spec's
 * `event_close`. Registration, Pay Now, the balance of an advance, the open-event
 * dropdown and the back office's event list all read it, so they never disagree.
 *
 * Closed when the event is cancelled, over (completed or its date passed), already started,
 * closed by staff (`is_closed`, the close-registrations action), outside its registration window
 * (before `registration_opens_on` or after `registration_closes_on`), or not on the public site
 * (a draft or hidden).
 */
export interface ClosingFacts {
  status: EventStatus;
  is_closed: boolean;
  event_date: string;
  registration_opens_on: string | null;
  registration_closes_on: string | null;
  published: boolean;
  hidden: boolean;
}

/** The columns the rule reads (for the repositories' SELECTs; `e` is the events alias). */
export const CLOSING_COLUMNS = `e.status, e.is_closed, e.event_date, e.registration_opens_on, e.registration_closes_on, e.published, e.hidden`;

/** Each way an event can be closed: the refusal's code and the words a person reads. */
const CLOSED = {
  event_cancelled: REGISTRATION_MESSAGES.eventCancelled,
  event_past: REGISTRATION_MESSAGES.eventPast,
  event_closed: REGISTRATION_MESSAGES.eventClosed,
  event_not_open_yet: REGISTRATION_MESSAGES.notOpenYet,
} as const;

/** Why the event takes no registration or payment today (code and message), or undefined when it is open. */
export function registrationClosedRefusal(e: ClosingFacts, today: string): { code: keyof typeof CLOSED; message: string } | undefined {
  const code = closedCode(e, today);
  return code && { code, message: CLOSED[code] };
}

/** Why the event takes no registration or payment today, or undefined when it is open. */
export function registrationClosedReason(e: ClosingFacts, today: string): string | undefined {
  return registrationClosedRefusal(e, today)?.message;
}

function closedCode(e: ClosingFacts, today: string): keyof typeof CLOSED | undefined {
  if (e.status === 'cancelled') return 'event_cancelled';
  if (e.status === 'completed' || e.event_date < today) return 'event_past';
  if (!e.published || e.hidden) return 'event_closed';
  if (e.is_closed || e.status !== 'notstarted') return 'event_closed';
  if (e.registration_closes_on && e.registration_closes_on < today) return 'event_closed';
  if (e.registration_opens_on && e.registration_opens_on > today) return 'event_not_open_yet';
  return undefined;
}

/**
 * Why a registration already made can pay no more online, or undefined while it can. Closing
 * registrations (staff's switch, the window, a hidden event) closes registrations, not payments:
 * a balance stays payable, and is reminded, until the event starts (docs/decisions/seats.md,
 * "Balances after registrations close"). Only a cancelled, started or past event stops it.
 */
export function paymentClosedReason(e: Pick<ClosingFacts, 'status' | 'event_date'>, today: string): string | undefined {
  if (e.status === 'cancelled') return REGISTRATION_MESSAGES.eventCancelled;
  if (e.status === 'completed' || e.event_date < today) return REGISTRATION_MESSAGES.eventPast;
  if (e.status !== 'notstarted') return REGISTRATION_MESSAGES.eventClosed;
  return undefined;
}

/** The same rule in SQL, for lists (`todayParam` is the placeholder of today's date, e.g. '$2'). */
export function openEventSql(todayParam: string): string {
  const today = `${todayParam}::date`;
  return `(e.status = 'notstarted' AND e.is_closed = false AND e.published AND NOT e.hidden
    AND e.event_date >= ${today}
    AND (e.registration_closes_on IS NULL OR e.registration_closes_on >= ${today})
    AND (e.registration_opens_on IS NULL OR e.registration_opens_on <= ${today}))`;
}
