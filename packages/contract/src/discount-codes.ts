import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { moneyAmount, optionalCount, optionalDate } from './admin-content.ts';
import { optionalId } from './fields.ts';
import { EVENT_MONEY_ROLES } from './event-money.ts';
import { isProgramNumber } from './programs.ts';
import type { StaffRole } from './staff.ts';

/**
 * Discount codes (docs/decisions/registrations.md, "Discount codes"): an amount or a percentage
 * off a registration, for one event, one program or every event, with a number of uses, India
 * dates and a per-person limit. The server checks the code and computes every amount.
 */

/** Who creates, changes and disables codes (money: finance, and the owner always). */
export const DISCOUNT_CODE_EDIT_ROLES = EVENT_MONEY_ROLES;
/** Who reads the codes and their uses (a coordinator sees them). */
export const DISCOUNT_CODE_VIEW_ROLES = ['finance', 'coordinator'] as const satisfies readonly StaffRole[];

/** Refusals of a code, each with a stable code (the envelope's `code`); the web branches on these. */
export const DISCOUNT_CODE_CODES = {
  unknown: 'discount_code_unknown',
  notStarted: 'discount_code_not_started',
  expired: 'discount_code_expired',
  usedUp: 'discount_code_used_up',
  notForEvent: 'discount_code_not_for_event',
  alreadyUsed: 'discount_code_already_used',
  taken: 'discount_code_taken',
} as const;

export const DISCOUNT_CODE_MESSAGES = {
  unknown: 'This discount code is not known',
  notStarted: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has been used up',
  notForEvent: 'This discount code is not for this event',
  alreadyUsed: 'You have already used this discount code',
  taken: 'Another discount code has this name',
  notFound: 'This discount code was not found',
  saved: 'The discount code is saved',
  added: 'The discount code is added',
  percentTooHigh: 'A percentage is at most 100',
  unknownProgram: 'Choose a program',
} as const;

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { amount: 'Amount off', percent: 'Percentage off' };

export const discountCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  event_id: z.number().nullable(),
  event_name: z.string(),
  program_id: z.number().nullable(),
  max_uses: z.number().nullable(),
  uses: z.number(),
  per_person: z.number().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  disabled: z.boolean(),
  /** Minor units taken off by the code on registrations paid in full or in part, per currency. */
  discount_given: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type DiscountCode = z.output<typeof discountCodeSchema>;

const codeText = () =>
  z
    .string({ error: 'Give the code' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9][A-Z0-9_-]{2,39}$/.test(v), 'Use 3 to 40 letters, digits, - or _');

export const discountCodeInputSchema = z
  .object({
    code: codeText(),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose one of: amount, percent' }),
    value: moneyAmount().refine((n) => n > 0, 'Give more than 0'),
    /** One event (picked by name), or one program, or neither: every event. */
    event_id: z.union([optionalId(), z.null()]).transform((v) => v ?? null),
    program_id: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
      .refine((v) => v === null || isProgramNumber(v), DISCOUNT_CODE_MESSAGES.unknownProgram),
    max_uses: optionalCount(),
    per_person: optionalCount(),
    valid_from: optionalDate(),
    valid_until: optionalDate(),
    disabled: z.boolean().optional().transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_CODE_MESSAGES.percentTooHigh });
    if (v.valid_from && v.valid_until && v.valid_until < v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'The last day comes on or after the first' });
    if (v.max_uses === 0) ctx.addIssue({ code: 'custom', path: ['max_uses'], message: 'Give at least 1, or leave empty for no limit' });
    if (v.per_person === 0) ctx.addIssue({ code: 'custom', path: ['per_person'], message: 'Give at least 1, or leave empty for no limit' });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

const idParams = z.object({ id: idParam() });

export const discountCodeCalls = {
  adminDiscountCodes: defineCall({ method: 'GET', path: '/admin/discount-codes', summary: 'Discount codes with their uses', auth: 'staff', roles: DISCOUNT_CODE_VIEW_ROLES, response: dataResponse(z.array(discountCodeSchema)) }),
  adminDiscountCodeAdd: defineCall({ method: 'POST', path: '/admin/discount-codes', summary: 'Create a discount code (audited)', auth: 'staff', roles: DISCOUNT_CODE_EDIT_ROLES, body: discountCodeInputSchema, response: okMessageSchema }),
  adminDiscountCodeSave: defineCall({ method: 'PATCH', path: '/admin/discount-codes/:id', summary: 'Change or disable a discount code (audited)', auth: 'staff', roles: DISCOUNT_CODE_EDIT_ROLES, params: idParams, body: discountCodeInputSchema, response: okMessageSchema }),
};
