import type { StaffRole } from './staff.ts';

/**
 * Who changes which part of an event (docs/decisions/staff.md, "Who may do what"): its prices and
 * money settings belong to finance (and the owner); its dates, texts, seats and publishing to the
 * editors and coordinators (and the owner). The event editor shows the other part read-only; the
 * server refuses a change to it with a code.
 */
export const EVENT_MONEY_FIELDS = ['currency', 'event_price', 'discount_percent', 'early_bird_amount', 'early_bird_until', 'advance_amount', 'payment_link'] as const;
export type EventMoneyField = (typeof EVENT_MONEY_FIELDS)[number];
export const isEventMoneyField = (field: string): field is EventMoneyField => (EVENT_MONEY_FIELDS as readonly string[]).includes(field);

/** Roles that set an event's prices and money settings (owner always). */
export const EVENT_MONEY_ROLES = ['finance'] as const satisfies readonly StaffRole[];
/** Roles that set the rest of an event (owner always). */
export const EVENT_DETAIL_ROLES = ['editor', 'coordinator'] as const satisfies readonly StaffRole[];

export const setsEventMoney = (role: StaffRole) => role === 'owner' || (EVENT_MONEY_ROLES as readonly StaffRole[]).includes(role);
export const setsEventDetails = (role: StaffRole) => role === 'owner' || (EVENT_DETAIL_ROLES as readonly StaffRole[]).includes(role);

/** The money settings of a new event when nobody set them (a coordinator's new event starts free). */
export const EVENT_MONEY_DEFAULTS: Record<EventMoneyField, string | number | null> = {
  currency: 'INR',
  event_price: 0,
  discount_percent: 0,
  early_bird_amount: 0,
  early_bird_until: null,
  advance_amount: 0,
  payment_link: '',
};

export const EVENT_FIELD_CODES = {
  money: 'event_money_forbidden',
  details: 'event_details_forbidden',
} as const;

export const EVENT_FIELD_MESSAGES = {
  money: 'Prices and money settings of an event are changed by finance or the owner',
  details: "An event's dates, texts, seats and publishing are changed by its coordinators, editors or the owner",
  readOnlyMoney: 'Prices and money settings are set by finance or the owner: shown here read-only',
  readOnlyDetails: 'The event itself is set by its coordinators: only its prices and money settings can be changed here',
} as const;

/** The same value, whatever the form sent for "none" ('' or null) and however a number was written. */
const same = (a: unknown, b: unknown) => String(a ?? '').trim().toUpperCase() === String(b ?? '').trim().toUpperCase();

/**
 * The fields of `change` the role may not set, with a value other than `current` (sending back a
 * value unchanged is not a change: a form sends the whole event).
 */
export function forbiddenEventFields(role: StaffRole, change: Record<string, unknown>, current: Record<string, unknown>): { field: string; code: (typeof EVENT_FIELD_CODES)[keyof typeof EVENT_FIELD_CODES]; message: string } | undefined {
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined || same(value, current[field])) continue;
    if (isEventMoneyField(field) && !setsEventMoney(role)) return { field, code: EVENT_FIELD_CODES.money, message: EVENT_FIELD_MESSAGES.money };
    if (!isEventMoneyField(field) && !setsEventDetails(role)) return { field, code: EVENT_FIELD_CODES.details, message: EVENT_FIELD_MESSAGES.details };
  }
  return undefined;
}
