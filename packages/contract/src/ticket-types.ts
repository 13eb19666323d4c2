import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { moneyAmount, optionalCount, optionalDate } from './admin-content.ts';
import { requiredText, optionalText } from './fields.ts';
import { EVENT_MONEY_ROLES } from './event-money.ts';
import type { StaffRole } from './staff.ts';

/**
 * Ticket types of an event (docs/decisions/registrations.md, "Ticket types"): residential and non-residential,
 * adult, child and senior… each with its own price, early-bird and advance in the event's currency
 * and, optionally, its own seats inside the event's capacity. An event without types is priced as
 * before, by its own price (the spec's price breakdown of a single-price event is unchanged).
 */

/** Who adds, changes and hides types (prices are money settings: finance, and the owner always). */
export const TICKET_TYPE_EDIT_ROLES = EVENT_MONEY_ROLES;
/** Who sees an event's types in the back office (a coordinator sees them read-only). */
export const TICKET_TYPE_VIEW_ROLES = ['finance', 'coordinator', 'editor'] as const satisfies readonly StaffRole[];

/** Refusals about ticket types, each with a stable code (the envelope's `code`). */
export const TICKET_TYPE_CODES = {
  required: 'ticket_type_required',
  unknown: 'ticket_type_unknown',
  soldOut: 'ticket_type_sold_out',
  overCapacity: 'ticket_type_seats_over_capacity',
} as const;

export const TICKET_TYPE_MESSAGES = {
  required: 'Please choose a ticket type',
  unknown: 'This ticket type is not offered for this event',
  soldOut: 'No seat of this ticket type is left. Please choose another type',
  overCapacity: "The ticket types' own seats add up to more than the event's seats",
  notFound: 'This ticket type was not found',
  saved: 'The ticket type is saved',
  added: 'The ticket type is added',
} as const;

/** A type as the registration screen offers it; amounts in major units, like the price breakdown. */
export const ticketTypeOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_ta: z.string(),
  currency: z.string(),
  /** The type's price before any early-bird. */
  price: z.number(),
  /** Seats of the type left; null when it shares the event's seats. */
  seats_left: z.number().nullable(),
});
export type TicketTypeOption = z.output<typeof ticketTypeOptionSchema>;

/** A type as the back office edits it; amounts in major units. */
export const ticketTypeAdminSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  name: z.string(),
  name_ta: z.string(),
  price: z.number(),
  early_bird_amount: z.number(),
  early_bird_until: z.string().nullable(),
  advance_amount: z.number(),
  seats: z.number().nullable(),
  /** Seats of the type held or kept now. */
  taken: z.number(),
  hidden: z.boolean(),
  sort_order: z.number(),
});
export type TicketTypeAdmin = z.output<typeof ticketTypeAdminSchema>;

export const eventTicketTypesSchema = z.object({
  event: z.object({ id: z.number(), event_name: z.string(), event_date: z.string(), currency: z.string(), capacity: z.number().nullable() }),
  types: z.array(ticketTypeAdminSchema),
  /** The caller's role may change them (finance, owner); others see them read-only. */
  can_edit: z.boolean(),
});
export type EventTicketTypes = z.output<typeof eventTicketTypesSchema>;

export const ticketTypeInputSchema = z.object({
  name: requiredText(120),
  name_ta: optionalText(120),
  price: moneyAmount(),
  early_bird_amount: moneyAmount(),
  early_bird_until: optionalDate(),
  advance_amount: moneyAmount(),
  seats: optionalCount(),
  hidden: z.boolean().optional().transform((v) => v ?? false),
  sort_order: optionalCount().transform((v) => v ?? 0),
});
export type TicketTypeInput = z.input<typeof ticketTypeInputSchema>;

/** The price breakdown's query: the chosen type (absent: the event's own price). */
export const estimateQuerySchema = z.object({
  ticket_type: z
    .string()
    .regex(/^\d{1,9}$/, TICKET_TYPE_MESSAGES.unknown)
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v))),
  /** A discount code to try (discount-codes.ts); '' or absent: none. */
  code: z.string().trim().max(40, 'At most 40 characters').optional().transform((v) => (v ?? '').toUpperCase()),
});

const eventParams = z.object({ id: idParam() });

export const ticketTypeCalls = {
  eventTicketTypes: defineCall({ method: 'GET', path: '/event/:id/ticket-types', summary: "The ticket types offered for an event (none: the event's own price)", auth: 'public', params: eventParams, response: dataResponse(z.array(ticketTypeOptionSchema)) }),
  adminEventTicketTypes: defineCall({ method: 'GET', path: '/admin/events/:id/ticket-types', summary: "An event's ticket types, hidden ones too", auth: 'staff', roles: TICKET_TYPE_VIEW_ROLES, params: eventParams, response: dataResponse(eventTicketTypesSchema) }),
  adminTicketTypeAdd: defineCall({ method: 'POST', path: '/admin/events/:id/ticket-types', summary: 'Add a ticket type to an event (audited)', auth: 'staff', roles: TICKET_TYPE_EDIT_ROLES, params: eventParams, body: ticketTypeInputSchema, response: okMessageSchema }),
  adminTicketTypeSave: defineCall({ method: 'PATCH', path: '/admin/ticket-types/:id', summary: 'Change or hide a ticket type (audited)', auth: 'staff', roles: TICKET_TYPE_EDIT_ROLES, params: eventParams, body: ticketTypeInputSchema, response: okMessageSchema }),
};
