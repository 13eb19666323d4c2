import { z } from './zod.ts';
import { email, hasHiddenCharacters } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * The back office: staff accounts, their roles, sign-in and the list convention every
 * /api/admin/<collection> call follows. Staff are not devotees: own table, own sessions, own token.
 */

/** owner: everything; editor: public content; coordinator: events and registrations; finance: money. */
export const STAFF_ROLES = ['owner', 'editor', 'coordinator', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Roles that must sign in with a second factor until the owner says otherwise (the back office's
 * Staff page, per role); the others are offered it. Coordinators see devotees' health notes, so
 * they are in by default.
 */
export const DEFAULT_OTP_REQUIRED_ROLES: readonly StaffRole[] = ['owner', 'finance', 'coordinator'];

/**
 * Roles whose second factor cannot be made optional: an owner can change everything, this
 * setting included, so an owner's password alone must never be enough.
 */
export const OTP_ALWAYS_REQUIRED_ROLES: readonly StaffRole[] = ['owner'];

/** One role's two-step sign-in rule: required or offered, and whether the owner may change it. */
export const staffOtpRoleSchema = z.object({ role: z.enum(STAFF_ROLES), required: z.boolean(), fixed: z.boolean() });
export type StaffOtpRole = z.infer<typeof staffOtpRoleSchema>;
export const staffOtpRoleParams = z.object({ role: z.enum(STAFF_ROLES, { error: 'Choose one of: owner, editor, coordinator, finance' }) });
export const staffOtpRoleUpdateSchema = z.object({ required: z.boolean({ error: 'Say true or false' }) });

/**
 * The browser's session-storage key of the back office's tab: who is signed in and the CSRF token
 * (never the session token, which lives in an HttpOnly cookie; never the devotees' `user`).
 */
export const STAFF_STORAGE_KEY = 'staff';

/**
 * The header every call made with the staff cookie must carry, with the session's CSRF token: a
 * page that can send the cookie (another site, or a script on a public page) cannot read the token.
 */
export const STAFF_CSRF_HEADER = 'x-staff-csrf';

/** Where the back office lives in the browser. */
export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/login',
  setup: '/admin/setup',
  staff: '/admin/staff',
  audit: '/admin/audit-log',
  settings: '/admin/settings',
  /** The translator's strings, drafts and reviewed. */
  translationsReview: '/admin/translations-review',
  /** The page an invitation or password-reset link opens (`?token=`). */
  setPassword: '/admin/set-password',
  forgot: '/admin/forgot-password',
} as const;

export const STAFF_LIMITS = {
  password: { min: 10, max: 200 },
  /** A session ends this long after sign-in, or after this long without a request. */
  sessionHours: 12,
  idleMinutes: 60,
  recoveryCodes: 10,
  /** Invitation and reset links. */
  linkHours: { invite: 72, reset: 1 },
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose one of: owner, editor, coordinator, finance' });

export const staffPassword = () =>
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .refine((v) => v.length >= STAFF_LIMITS.password.min && v.length <= STAFF_LIMITS.password.max, MESSAGES.staffPasswordLength);

/** A 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
export const otpCode = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toLowerCase())
    .refine((v) => /^\d{6}$/.test(v) || /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(v), MESSAGES.staffOtpInvalid);

export const staffLoginSchema = z.object({
  email: email(),
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(STAFF_LIMITS.password.max, MESSAGES.staffPasswordLength),
  otp: z.union([z.literal(''), otpCode()]).optional(),
});

/** Who is signed in, as the back office shows it. */
export const staffSummarySchema = z.object({ name: z.string(), role: staffRoleSchema });

/** What a sign-in still needs: a code, enrolling an authenticator, or choosing a password. */
export const STAFF_SIGN_IN_STEPS = ['otp_required', 'otp_enrol', 'password_change'] as const;
export type StaffSignInStep = (typeof STAFF_SIGN_IN_STEPS)[number];

/**
 * The sign-in answer. Done: the session token (also set as the HttpOnly cookie, which the web app
 * uses instead) and the CSRF token its calls send. `otp_required`: send the same again with `otp`.
 * `otp_enrol` / `password_change`: a setup token that only the setup calls accept.
 */
export const staffLoginResponseSchema = z.union([
  z.object({ success: z.literal(1), message: z.string(), access_token: z.string(), csrf_token: z.string(), staff: staffSummarySchema }),
  z.object({ success: z.literal(1), message: z.string(), step: z.literal('otp_required') }),
  z.object({ success: z.literal(1), message: z.string(), step: z.enum(['otp_enrol', 'password_change']), setup_token: z.string() }),
]);
export type StaffLoginResponse = z.output<typeof staffLoginResponseSchema>;

export const staffMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totp_enabled: z.boolean(),
});
export type StaffMe = z.output<typeof staffMeSchema>;

// ---------------------------------------------------------------- setup: own password, second factor

export const staffSetPasswordSchema = z.object({ password: staffPassword() });

/** A new authenticator secret: as a QR code (data: URL of a PNG), as text to type, and as the otpauth URI. */
export const staffOtpEnrolSchema = z.object({ secret: z.string(), otpauth_uri: z.string(), qr_data_url: z.string() });

export const staffOtpConfirmSchema = z.object({
  otp: z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^\d{6}$/, MESSAGES.staffOtpInvalid),
});

/** Recovery codes are shown once; a sign-in that was enrolling gets its session here too. */
export const staffOtpConfirmResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  recovery_codes: z.array(z.string()),
  access_token: z.string().optional(),
  csrf_token: z.string().optional(),
  staff: staffSummarySchema.optional(),
});

// ---------------------------------------------------------------- one's own account, signed in

/** A new authenticator confirmed from the account page: its recovery codes (the session goes on). */
export const staffRecoveryCodesSchema = z.object({ success: z.literal(1), message: z.string(), recovery_codes: z.array(z.string()) });

const currentPassword = () => z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(STAFF_LIMITS.password.max, MESSAGES.staffPasswordLength);

/** A code of the second factor in use (app or recovery code), asked where two-step sign-in is on. */
const currentCode = () => z.union([z.literal(''), otpCode()]).optional();

/** A stolen session must not change the password: the current one is asked. */
export const staffChangePasswordSchema = z.object({ current_password: currentPassword(), password: staffPassword() });

/** A stolen session must not enrol the thief's app: the current password, and a current code when two-step is on. */
export const staffAccountOtpSchema = z.object({ current_password: currentPassword(), otp: currentCode() });

/** Resetting one's own second factor needs a current code (or a recovery code); another owner needs none. */
export const staffResetOtpSchema = z.object({ otp: currentCode() });

// ---------------------------------------------------------------- staff management (owner)

export const staffItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totp_enabled: z.boolean(),
  must_change_password: z.boolean(),
  /** False while an invitation has not been accepted. */
  has_password: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffItem = z.output<typeof staffItemSchema>;

const staffName = () => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100, 'At most 100 characters').refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters);

/** With a password the account works at once (changed at first sign-in); without, an invitation is emailed. */
export const staffCreateSchema = z.object({
  email: email(),
  name: staffName(),
  role: staffRoleSchema,
  password: z.union([z.literal(''), staffPassword()]).optional(),
});

/** Making someone an owner also asks for the acting owner's current password (`current_password`). */
export const staffUpdateSchema = z
  .object({
    name: staffName().optional(),
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: 'true or false' }).optional(),
    current_password: z.string().max(STAFF_LIMITS.password.max, MESSAGES.staffPasswordLength).optional(),
  })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.disabled !== undefined, { message: 'Nothing to change', path: ['body'] });

/** An invitation or reset link's token and the chosen password. */
export const staffLinkPasswordSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, MESSAGES.staffLinkInvalid), password: staffPassword() });
export const staffForgotSchema = z.object({ email: email() });

// ---------------------------------------------------------------- the admin list convention

const listNumber = (max: number, fallback: number) =>
  z
    .union([z.number(), z.string().trim()], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : typeof v === 'number' ? v : /^\d{1,6}$/.test(v) ? Number(v) : NaN))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= max, `Must be a whole number from 1 to ${max}`);

export const ADMIN_LIST_LIMITS = { maxPage: 10_000, perPage: { default: 20, max: 100 }, q: 100 } as const;

/**
 * `?q=&page=&per_page=&sort=` of every admin list. `sort` is a column name, `-name` for
 * descending; each collection says which names it accepts (unknown ones are a 400).
 */
export const adminListQuery = z.object({
  q: z.string().trim().max(ADMIN_LIST_LIMITS.q, `At most ${ADMIN_LIST_LIMITS.q} characters`).optional().transform((v) => v ?? ''),
  page: listNumber(ADMIN_LIST_LIMITS.maxPage, 1),
  per_page: listNumber(ADMIN_LIST_LIMITS.perPage.max, ADMIN_LIST_LIMITS.perPage.default),
  sort: z
    .string()
    .trim()
    .regex(/^-?[a-z][a-z0-9_]{0,39}$/, 'Use a column name, with - before it for descending')
    .optional()
    .transform((v) => v ?? ''),
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** `{success: 1, data: [...], total}`: one page of a collection and how many rows match in all. */
export const adminListResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(1), data: z.array(item), total: z.number().int() });

/** Reads `sort` against the columns a collection allows: [column, 'ASC' | 'DESC'] or undefined when not allowed. */
export function parseSort<K extends string>(sort: string, allowed: readonly K[]): [K, 'ASC' | 'DESC'] | undefined {
  const desc = sort.startsWith('-');
  const column = (desc ? sort.slice(1) : sort) as K;
  return allowed.includes(column) ? [column, desc ? 'DESC' : 'ASC'] : undefined;
}

// ---------------------------------------------------------------- audit log

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

const optionalDate = () =>
  z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')])
    .optional()
    .transform((v) => v ?? '');

export const auditListQuery = adminListQuery.extend({
  entity: z.string().trim().max(60).optional().transform((v) => v ?? ''),
  staff_id: z
    .union([z.literal(''), z.string().regex(/^\d{1,9}$/, MESSAGES.invalidNumber)])
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  from: optionalDate(),
  to: optionalDate(),
});
