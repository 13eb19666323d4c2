import { z } from './zod.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { email, mobileNumber, optionalDigits, personText, requiredDigits } from './fields.ts';
import { PAY_STATUSES } from './registrations.ts';
import { optionalIds } from './admin-registrations.ts';
import { adminListQuery, adminListResponse, auditEntrySchema, type StaffRole } from './staff.ts';

/**
 * The back office's devotees: find a person by name, mobile or email; one page with
 * their registrations, payments, donations, forms and feedback; correct their details; lift a
 * login lock; deactivate; India's DPDP Act 2023 duties (export a person's data, erase it except
 * what tax law keeps). Amounts are shown to owner and finance only (null for a coordinator).
 */

/** The detail form fields that are health notes: deleted HEALTH_NOTES_RETENTION_DAYS after the event. */
export const HEALTH_NOTE_FIELDS = [
  'physical_problem',
  'desc_physical_problem',
  'body_problem',
  'desc_body_problem',
  'surgery',
  'desc_surgery',
  'psychological_problem',
  'desc_psychological_problem',
] as const;

export const DEVOTEE_STATES = ['active', 'locked', 'deactivated', 'erased'] as const;

export const adminDevoteeListQuery = adminListQuery.extend({
  state: z
    .union([z.literal(''), z.enum(['active', 'deactivated', 'erased'])], { error: 'Choose one of: active, deactivated, erased' })
    .optional()
    .transform((v) => v || undefined),
  /** The rows staff ticked (bulk actions' "export the selection"). */
  ids: optionalIds(),
});
export type AdminDevoteeListQuery = z.output<typeof adminDevoteeListQuery>;

export const adminDevoteeSchema = z.object({
  id: z.number(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  created_at: z.string(),
  registrations: z.number(),
  deactivated: z.boolean(),
  erased: z.boolean(),
});
export type AdminDevotee = z.output<typeof adminDevoteeSchema>;

const money = z.number().nullable();

export const adminDevoteeDetailSchema = z.object({
  person: adminDevoteeSchema.extend({
    salut: z.string(),
    dial_code: z.string(),
    whatsapp_number: z.string(),
    street_address: z.string(),
    pincode: z.string(),
    /** Masked to its last four characters. */
    pan_number: z.string(),
    deactivated_at: z.string().nullable(),
    erased_at: z.string().nullable(),
  }),
  /** Login tries count against the number (a lock or a growing delay) until staff lift it. */
  locked: z.boolean(),
  registrations: z.array(
    z.object({
      id: z.number(),
      reg_number: z.string(),
      event_id: z.number(),
      event_name: z.string(),
      event_date: z.string(),
      program_id: z.number(),
      program_name: z.string(),
      status: z.enum(PAY_STATUSES),
      total: money,
      paid: money,
      /** The post-registration detail form's answers. */
      form_answers: z.record(z.string(), z.unknown()).nullable(),
      feedback: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  /** Null for a role that does not see money. */
  payments: z
    .array(z.object({ id: z.number(), txn_id: z.string(), purpose: z.string(), provider: z.string(), status: z.string(), amount: z.number(), currency: z.string(), created_at: z.string() }))
    .nullable(),
  donations: z
    .array(z.object({ id: z.number(), category: z.string(), fund: z.string(), amount: z.number(), currency: z.string(), status: z.string(), receipt_number: z.string(), created_at: z.string() }))
    .nullable(),
  volunteering: z.array(z.object({ id: z.number(), kind: z.string(), event_name: z.string(), message: z.string(), created_at: z.string() })),
  audit: z.array(auditEntrySchema),
});
export type AdminDevoteeDetail = z.output<typeof adminDevoteeDetailSchema>;

/** Staff correct what a person typed wrong; every field optional, at least one given. */
export const devoteePatchSchema = z
  .object({
    name: personText(LIMITS.text.short).optional(),
    email: email().optional(),
    mobile: mobileNumber(LIMITS.mobile).optional(),
    whatsapp_number: optionalDigits(15).optional(),
    street_address: personText(LIMITS.text.medium).optional(),
    pincode: requiredDigits(10).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), MESSAGES.devoteeNothingToChange);
export type DevoteePatch = z.output<typeof devoteePatchSchema>;

export const devoteeEraseSchema = z.object({
  reason: z.string({ error: MESSAGES.required }).trim().min(3, 'At least 3 characters').max(500, 'At most 500 characters'),
});

/** Everything the portal keeps about a person (DPDP export), as one JSON file. */
export const devoteeExportSchema = z.object({
  exported_at: z.string(),
  person: z.record(z.string(), z.unknown()),
  registrations: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  donations: z.array(z.record(z.string(), z.unknown())),
  feedback: z.array(z.record(z.string(), z.unknown())),
  volunteering: z.array(z.record(z.string(), z.unknown())),
  contact_messages: z.array(z.record(z.string(), z.unknown())),
});
export type DevoteeExport = z.output<typeof devoteeExportSchema>;

const idParams = z.object({ id: idParam() });
/** Coordinators correct details and lift locks; finance reads (the back office's role table); export, erase and deactivate are the owner's. */
const VIEW: readonly StaffRole[] = ['coordinator', 'finance'];
const CARE: readonly StaffRole[] = ['coordinator'];
const OWNER: readonly StaffRole[] = [];

export const adminDevoteeCalls = {
  adminDevotees: defineCall({ method: 'GET', path: '/admin/devotees', summary: 'Find devotees by name, mobile or email', auth: 'staff', roles: VIEW, query: adminDevoteeListQuery, response: adminListResponse(adminDevoteeSchema) }),
  adminDevotee: defineCall({ method: 'GET', path: '/admin/devotees/:id', summary: 'A devotee: registrations, payments, donations, forms, feedback', auth: 'staff', roles: VIEW, params: idParams, response: dataResponse(adminDevoteeDetailSchema) }),
  adminDevoteeUpdate: defineCall({ method: 'PATCH', path: '/admin/devotees/:id', summary: "Correct a devotee's details", auth: 'staff', roles: CARE, params: idParams, body: devoteePatchSchema, response: okMessageSchema }),
  adminDevoteeUnlock: defineCall({ method: 'POST', path: '/admin/devotees/:id/unlock', summary: 'Lift the login lock of a devotee', auth: 'staff', roles: CARE, params: idParams, response: okMessageSchema }),
  adminDevoteeDeactivate: defineCall({ method: 'POST', path: '/admin/devotees/:id/deactivate', summary: 'Deactivate an account (owner): no login, sessions ended', auth: 'staff', roles: OWNER, params: idParams, response: okMessageSchema }),
  adminDevoteeExport: defineCall({ method: 'GET', path: '/admin/devotees/:id/export', summary: "A person's data as a file (DPDP; owner)", auth: 'staff', roles: OWNER, params: idParams, response: dataResponse(devoteeExportSchema) }),
  adminDevoteeErase: defineCall({ method: 'POST', path: '/admin/devotees/:id/erase', summary: "Erase a person's data except what tax law keeps (DPDP; owner)", auth: 'staff', roles: OWNER, params: idParams, body: devoteeEraseSchema, response: okMessageSchema }),
};
