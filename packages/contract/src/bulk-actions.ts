import { z } from './zod.ts';
import { dataResponse, defineCall, idParam } from './call.ts';
import { id } from './fields.ts';
import { PAID_MONEY_CHOICES, optionalDate, optionalEnum, optionalId } from './admin-registrations.ts';
import { PAYMENT_STATES } from './admin-registrations.ts';
import { PAY_STATUSES } from './registrations.ts';
import type { StaffRole } from './staff.ts';

/**
 * Acting on many rows of a back-office list at once (docs/decisions/bulk-actions.md): staff tick
 * rows, or choose every row the list's filter matches, and start an action; it runs as a queued
 * job, one row at a time through the same service a single row's button calls (its rules, its
 * message to the devotee, its audit row), and ends with a report of the rows it could not do and why.
 */

/** The registrations list's actions that change rows (export and message need no job). */
export const BULK_ACTIONS = ['check_in', 'cancel'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** The waiting list's actions on its places (offer a free seat, take off the list), run the same way. */
export const WAITLIST_BULK_ACTIONS = ['offer', 'remove'] as const;
export type WaitlistBulkAction = (typeof WAITLIST_BULK_ACTIONS)[number];
/** Every action a run may be (a run's report names it). */
export const BULK_RUN_ACTIONS = [...BULK_ACTIONS, ...WAITLIST_BULK_ACTIONS] as const;
export type BulkRunAction = (typeof BULK_RUN_ACTIONS)[number];
export const BULK_ACTION_LABELS: Record<BulkRunAction, string> = { check_in: 'Check in', cancel: 'Cancel', offer: 'Offer a seat', remove: 'Remove from the waiting list' };

/** Who may start them (owner always): the same roles as the single-row check-in and cancel. */
export const BULK_ROLES = ['coordinator'] as const satisfies readonly StaffRole[];

/** Most rows one run takes: a larger list is narrowed by its filter first. */
export const BULK_MAX_ROWS = 5000;

export const BULK_STATES = ['queued', 'running', 'done'] as const;
export const BULK_STATE_LABELS: Record<(typeof BULK_STATES)[number], string> = { queued: 'Waiting to start', running: 'Running', done: 'Finished' };

export const BULK_CODES = {
  nothingChosen: 'bulk_nothing_chosen',
  tooMany: 'bulk_too_many',
} as const;

export const BULK_MESSAGES = {
  nothingChosen: 'Choose at least one row, or every row that matches the filter',
  tooMany: `At most ${BULK_MAX_ROWS} rows at once: narrow the filter`,
  started: 'Started: its progress shows below',
  notFound: 'This bulk action was not found',
  alreadyCheckedIn: 'Already checked in',
} as const;

/** The registrations list's filters, as the list sends them ("every row that matches"). */
export const bulkRegistrationFilterSchema = z.object({
  q: z.string().trim().max(100).optional().transform((v) => v ?? ''),
  event_id: optionalId(),
  program_id: optionalId(),
  status: optionalEnum(PAY_STATUSES),
  payment: optionalEnum(PAYMENT_STATES),
  from: optionalDate(),
  to: optionalDate(),
});

export const bulkStartSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: `Choose one of: ${BULK_ACTIONS.join(', ')}` }),
    /** The ticked rows; or, without them, every row `filter` matches. */
    ids: z.array(z.number().int().positive().max(2_147_483_647), { error: 'Give the rows as a list of ids' }).max(BULK_MAX_ROWS, BULK_MESSAGES.tooMany).optional(),
    filter: bulkRegistrationFilterSchema.optional(),
    /** Cancel: the reason kept on each registration, and what becomes of money paid. */
    reason: z.string().trim().max(500, 'At most 500 characters').optional().transform((v) => v ?? ''),
    paid_money: optionalEnum(PAID_MONEY_CHOICES),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'cancel' && b.reason.length < 3) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'At least 3 characters' });
    if (b.action === 'cancel' && !b.paid_money) ctx.addIssue({ code: 'custom', path: ['paid_money'], message: 'Choose what becomes of money paid: refund due or forfeit' });
  });
export type BulkStartBody = z.output<typeof bulkStartSchema>;

/**
 * The waiting list's bulk bar: the ticked places of one event's list, or every place on it
 * (`all`); each tried through the list's single-row action (offer a seat to the person, remove).
 */
export const bulkWaitingStartSchema = z
  .object({
    event_id: id(),
    action: z.enum(WAITLIST_BULK_ACTIONS, { error: `Choose one of: ${WAITLIST_BULK_ACTIONS.join(', ')}` }),
    ids: z.array(z.number().int().positive().max(2_147_483_647), { error: 'Give the rows as a list of ids' }).max(BULK_MAX_ROWS, BULK_MESSAGES.tooMany).optional(),
    all: z.boolean({ error: 'Say whether every person on the list is chosen' }).optional(),
    /** Remove: the reason told to each person (optional, as on the single row). */
    reason: z.string().trim().max(500, 'At most 500 characters').optional().transform((v) => v ?? ''),
  });
export type BulkWaitingStartBody = z.output<typeof bulkWaitingStartSchema>;

export const bulkFailureSchema = z.object({
  id: z.number(),
  /** The row as staff know it: the name and registration number. */
  label: z.string(),
  reason: z.string(),
});

export const bulkRunSchema = z.object({
  id: z.number(),
  action: z.enum(BULK_RUN_ACTIONS),
  state: z.enum(BULK_STATES),
  total: z.number(),
  /** Rows tried so far (done or not), and of them the ones done. */
  tried: z.number(),
  succeeded: z.number(),
  failures: z.array(bulkFailureSchema),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BulkRun = z.output<typeof bulkRunSchema>;

export const bulkActionCalls = {
  adminBulkStart: defineCall({ method: 'POST', path: '/admin/bulk-actions', summary: 'Start a bulk action on registrations (the ticked rows or all matching the filter): queued, one row at a time through the single-row action; audited per row', auth: 'staff', roles: BULK_ROLES, body: bulkStartSchema, response: z.object({ success: z.literal(1), message: z.string(), data: bulkRunSchema }) }),
  adminBulkWaitingStart: defineCall({ method: 'POST', path: '/admin/bulk-actions/waiting-list', summary: "Start a bulk action on an event's waiting list (the ticked people or everyone on it): offer each a seat, or remove each (they are told); queued, one place at a time through the list's single-row action; audited per place", auth: 'staff', roles: BULK_ROLES, body: bulkWaitingStartSchema, response: z.object({ success: z.literal(1), message: z.string(), data: bulkRunSchema }) }),
  adminBulkRun: defineCall({ method: 'GET', path: '/admin/bulk-actions/:id', summary: "A bulk action's progress and the rows it could not do, with why", auth: 'staff', roles: BULK_ROLES, params: z.object({ id: idParam() }), response: dataResponse(bulkRunSchema) }),
};
