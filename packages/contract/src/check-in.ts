import { z } from './zod.ts';
import { defineCall, idParam, okMessageSchema } from './call.ts';
import { PAY_STATUSES } from './registrations.ts';
import type { StaffRole } from './staff.ts';
import { CHECK_IN_MESSAGES } from './check-in-messages.ts';

/**
 * Check-in at the door: a coordinator scans a QR ticket or finds a person by name or
 * mobile and marks the registration attended, once.
 */

/** Who may check people in (owner always). */
export const CHECK_IN_ROLES: readonly StaffRole[] = ['coordinator'];

/** Statuses that may enter: paid in full or in part (the same that are given a ticket). */
export const CHECK_IN_STATUSES = ['success', 'partialpay'] as const;

export const checkInBodySchema = z
  .object({
    /** The event whose door this is: a ticket for another event is refused, not checked in. */
    event_id: z.number({ error: CHECK_IN_MESSAGES.checkInChooseEvent }).int().positive().max(2_147_483_647, CHECK_IN_MESSAGES.checkInChooseEvent),
    ticket: z.string().trim().max(200, CHECK_IN_MESSAGES.checkInBadTicket).optional(),
    registration_id: z
      .union([z.number().int().positive(), z.string().trim().regex(/^\d{1,9}$/, 'Give a registration number')])
      .optional()
      .transform((v) => (v === undefined ? undefined : Number(v))),
  })
  .superRefine((v, ctx) => {
    if (!v.ticket && !v.registration_id) ctx.addIssue({ code: 'custom', path: ['ticket'], message: CHECK_IN_MESSAGES.checkInWhich });
  });
export type CheckInBody = z.output<typeof checkInBodySchema>;

export const checkInPersonSchema = z.object({
  registration_id: z.number(),
  reg_number: z.string(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(PAY_STATUSES),
  /** 1 when the status lets the person in. */
  can_check_in: z.union([z.literal(0), z.literal(1)]),
  /** The first check-in (ISO time with +05:30), or null. */
  attended_at: z.string().nullable(),
  /**
   * What is still to pay, in rupees (0 when nothing): the door collects it before the person
   * enters, so every door role sees this one figure (docs/decisions/check-in.md).
   */
  balance_due: z.number(),
  currency: z.string(),
});
export type CheckInPerson = z.output<typeof checkInPersonSchema>;

export const checkInCountsSchema = z.object({ registered: z.number(), checked_in: z.number() });

export const checkInResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  data: checkInPersonSchema.extend({
    event_id: z.number(),
    event_name: z.string(),
    /** 1 when this call found the person already checked in (nothing changed). */
    already: z.union([z.literal(0), z.literal(1)]),
    checked_in_by: z.string(),
  }),
});

export const checkInSearchQuery = z.object({
  q: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
});

export const checkInSearchResponse = z.object({
  success: z.literal(1),
  event: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  counts: checkInCountsSchema,
  data: z.array(checkInPersonSchema),
});

/** An action at one registration from the door of its event (the door names its event, as check-in does). */
export const doorActionBodySchema = z.object({
  event_id: z.number({ error: CHECK_IN_MESSAGES.checkInChooseEvent }).int().positive().max(2_147_483_647, CHECK_IN_MESSAGES.checkInChooseEvent),
});
export type DoorActionBody = z.output<typeof doorActionBodySchema>;

/**
 * The door's manifest (docs/decisions/check-in.md "Offline door"): what a phone keeps to decide with
 * no network. Every registration of the event except failed tries, with the initials its ticket
 * carries, its balance due and (for a legacy HMAC ticket) a digest of that ticket; the public keys
 * that verify signed tickets. No mobile numbers: a lost phone gives away as little as may be.
 */
export const doorPersonSchema = z.object({
  registration_id: z.number(),
  reg_number: z.string(),
  name: z.string(),
  initials: z.string(),
  status: z.enum(PAY_STATUSES),
  can_check_in: z.union([z.literal(0), z.literal(1)]),
  attended_at: z.string().nullable(),
  balance_due: z.number(),
  currency: z.string(),
  /** SHA-256 (base64url) of the registration's legacy 'MFT1…' ticket, for tickets given before signed ones. */
  legacy: z.string(),
});
export type DoorPerson = z.output<typeof doorPersonSchema>;

export const doorManifestResponse = z.object({
  success: z.literal(1),
  event: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  /** When the server made it (ISO, +05:30). */
  generated_at: z.string(),
  /** Key id → public key (base64url): the current key and the old ones kept. */
  keys: z.record(z.string(), z.string()),
  people: z.array(doorPersonSchema),
  /**
   * Events held from the day before this one to the day after its last: a ticket of one of them
   * is named offline ("for another event: …"), so the volunteer sends the person to its door.
   * Optional: a manifest kept on a phone before these were added has neither.
   */
  others: z.array(z.object({ id: z.number(), name: z.string(), date: z.string() })).optional(),
  /** SHA-256 (base64url) of those events' legacy tickets → their event's id (a digest names no one). */
  other_legacy: z.record(z.string(), z.number()).optional(),
});
export type DoorManifest = z.output<typeof doorManifestResponse>;

/** Outcomes of a scan on the server: the first check-in, a later scan of someone already in, or refused. */
export const DOOR_SCAN_OUTCOMES = ['checked_in', 'also', 'refused', 'undone'] as const;
export type DoorScanOutcome = (typeof DOOR_SCAN_OUTCOMES)[number];
/** Why a scan let in offline was refused when it reached the server (the manifest was older than the change). */
export const DOOR_SCAN_REASONS = ['', 'cancelled', 'unpaid', 'other_event', 'unknown'] as const;

export const doorSyncBodySchema = z.object({
  /** The phone's own id (made once and kept on it): which door scanned. */
  device: z.string().trim().min(1).max(40),
  scans: z
    .array(
      z.object({
        /** Made by the phone for each scan: sending it again changes nothing. */
        scan_id: z.uuid('Give a scan id'),
        registration_id: z.number().int().positive().max(2_147_483_647),
        /** When the door let the person in (the phone's clock, ISO with offset). */
        scanned_at: z.iso.datetime({ offset: true, error: 'Give the time of the scan' }),
      }),
    )
    .min(1)
    .max(500),
});
export type DoorSyncBody = z.output<typeof doorSyncBodySchema>;

export const doorSyncResponse = z.object({
  success: z.literal(1),
  data: z.array(z.object({ scan_id: z.string(), registration_id: z.number(), outcome: z.enum(DOOR_SCAN_OUTCOMES), reason: z.enum(DOOR_SCAN_REASONS) })),
});

export const doorScanSchema = z.object({
  scan_id: z.string(),
  /** ISO with +05:30. */
  scanned_at: z.string(),
  device: z.string(),
  staff: z.string(),
  outcome: z.enum(DOOR_SCAN_OUTCOMES),
  reason: z.enum(DOOR_SCAN_REASONS),
});

/** A registration scanned more than once, or let in offline and refused when synced: for the coordinator to look at. */
export const doorConflictsResponse = z.object({
  success: z.literal(1),
  data: z.array(z.object({ registration_id: z.number(), reg_number: z.string(), name: z.string(), attended_at: z.string().nullable(), scans: z.array(doorScanSchema) })),
});

/**
 * Door links (docs/decisions/check-in.md "Door links"): a coordinator lets a shared door phone
 * check people in at one event. The link opens once; the phone's session reaches only this
 * event's door and ends with the event's last day (India time) or when revoked.
 */
export const DOOR_LINK_LIMITS = {
  doorName: 60,
  /** An unopened link is spent after this long (or at the session's end, if sooner). */
  linkHours: 24,
} as const;

/** Where the door phone opens its link: the token rides in the address's fragment, never sent to the server in a page request. */
export const DOOR_LINK_PATH = '/admin/check-in/door';

/** The refusal codes of a door session (the door page branches on them). */
export const DOOR_SESSION_CODES = {
  revoked: 'door_session_revoked',
  ended: 'door_session_ended',
  checkInOnly: 'door_session_check_in_only',
  otherEvent: 'door_session_other_event',
  linkInvalid: 'door_link_invalid',
  eventOver: 'door_link_event_over',
} as const;

export const doorLinkCreateBody = z.object({
  door_name: z.string().trim().max(DOOR_LINK_LIMITS.doorName, CHECK_IN_MESSAGES.doorLinkNameLength).optional().transform((v) => v ?? ''),
});

export const doorLinkSchema = z.object({
  id: z.number(),
  door_name: z.string(),
  created_by: z.string(),
  /** ISO with +05:30. */
  created_at: z.string(),
  opened_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** When the phone's session ends (the end of the event's last day, India time). */
  expires_at: z.string(),
  /** When an unopened link stops opening. */
  link_expires_at: z.string(),
});
export type DoorLink = z.output<typeof doorLinkSchema>;

export const doorLinkCreateResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  /** The secret of the link, shown once: the page builds the address (DOOR_LINK_PATH#token) and its QR. */
  token: z.string(),
  data: doorLinkSchema,
});

export const doorLinkOpenBody = z.object({ token: z.string().trim().min(20, CHECK_IN_MESSAGES.doorLinkInvalid).max(100, CHECK_IN_MESSAGES.doorLinkInvalid) });

export const doorLinkOpenResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  /** The door session's CSRF token (its token is the HttpOnly cookie the answer sets). */
  csrf_token: z.string(),
  event: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  door_name: z.string(),
  expires_at: z.string(),
});

export const checkInCalls = {
  adminCheckIn: defineCall({ method: 'POST', path: '/admin/check-in', summary: 'Mark a registration attended, by scanned ticket or registration number (once)', auth: 'staff', roles: CHECK_IN_ROLES, door: true, body: checkInBodySchema, response: checkInResponseSchema }),
  adminCheckInTakePayment: defineCall({ method: 'POST', path: '/admin/check-in/:id/take-payment', summary: 'Take the balance still due in cash at the door (the amount is the balance, computed by the server)', auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ id: idParam() }), body: doorActionBodySchema, response: okMessageSchema }),
  adminCheckInUndo: defineCall({ method: 'POST', path: '/admin/check-in/:id/undo', summary: 'Undo a check-in made by mistake (audited)', auth: 'staff', roles: CHECK_IN_ROLES, door: true, params: z.object({ id: idParam() }), body: doorActionBodySchema, response: okMessageSchema }),
  adminDoorManifest: defineCall({ method: 'GET', path: '/admin/check-in/:event_id/manifest', summary: "The event's door manifest: who may enter, cancelled, balances due, and the public keys that verify tickets offline", auth: 'staff', roles: CHECK_IN_ROLES, door: true, params: z.object({ event_id: idParam() }), response: doorManifestResponse }),
  adminDoorSync: defineCall({ method: 'POST', path: '/admin/check-in/:event_id/sync', summary: "A door's offline check-ins, sent when the network returns (idempotent by scan id; the earliest check-in wins)", auth: 'staff', roles: CHECK_IN_ROLES, door: true, params: z.object({ event_id: idParam() }), body: doorSyncBodySchema, response: doorSyncResponse }),
  adminDoorConflicts: defineCall({ method: 'GET', path: '/admin/check-in/:event_id/conflicts', summary: 'People scanned at more than one door, or let in offline and refused on sync', auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ event_id: idParam() }), response: doorConflictsResponse }),
  adminCheckInSearch: defineCall({ method: 'GET', path: '/admin/check-in/:event_id', summary: "Find an event's people by name or mobile, with counts (registered / checked in)", auth: 'staff', roles: CHECK_IN_ROLES, door: true, params: z.object({ event_id: idParam() }), query: checkInSearchQuery, response: checkInSearchResponse }),
  adminDoorLinkCreate: defineCall({ method: 'POST', path: '/admin/check-in/:event_id/door-links', summary: "Make a door link: a shared door phone's session for this event's check-in only, until the end of its last day", auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ event_id: idParam() }), body: doorLinkCreateBody, response: doorLinkCreateResponse }),
  adminDoorLinks: defineCall({ method: 'GET', path: '/admin/check-in/:event_id/door-links', summary: "The event's door links still in force (made by, when, door, last used)", auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ event_id: idParam() }), response: z.object({ success: z.literal(1), data: z.array(doorLinkSchema) }) }),
  adminDoorLinkRevoke: defineCall({ method: 'POST', path: '/admin/check-in/:event_id/door-links/:id/revoke', summary: 'Revoke a door link: its phone is refused from now on (audited)', auth: 'staff', roles: CHECK_IN_ROLES, params: z.object({ event_id: idParam(), id: idParam() }), response: okMessageSchema }),
  doorLinkOpen: defineCall({ method: 'POST', path: '/admin/check-in/door-link/open', summary: "Open a door link on the door phone (once): sets the door session's cookie", auth: 'public', body: doorLinkOpenBody, response: doorLinkOpenResponse }),
};
