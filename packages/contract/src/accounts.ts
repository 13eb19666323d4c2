import { z } from './zod.ts';
import {
  email,
  id,
  mobileNumber,
  oneOf,
  optionalDigits,
  optionalId,
  optionalPastDate,
  optionalPersonText,
  optionalText,
  password,
  personText,
  requiredDigits,
  requiredText,
} from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/** Option lists of the account and profile forms (Profile). */
export const SALUTATIONS = ['Mr.', 'Ms.', 'Mrs.'] as const;
export const GENDERS = ['male', 'female', 'transgender'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried', 'Divorced'] as const;
export const PROFESSIONS = [
  'Artist', 'Business', 'Chartered Accountant', 'Civil Service', 'Designer', 'Engineer',
  'Entertainment Industry', 'Fashion Industry', 'Govt employee', 'Homemaker', 'Hotel Management',
  'IT professional', 'Legal profession', 'Makeup artists', 'Management Consultant',
  'Management Professional', 'Medical Industry', 'Media Industry', 'Merchant Navy',
  'NGO/ Charity Careers', 'Private sector employee', 'Scientist', 'Student', 'Teacher',
  'Technology Careers', 'Other',
] as const;
export const SOURCES = ['Facebook', 'YouTube', 'Instagram', 'Friend', 'Other'] as const;

export const loginSchema = z.object({
  username: mobileNumber(LIMITS.mobile),
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, MESSAGES.passwordLength),
});
export type LoginInput = z.input<typeof loginSchema>;

/** No default: a person who does not say is not recorded as married. */
export const maritalStatusField = () =>
  z
    .union([oneOf(MARITAL_STATUSES), z.literal('')])
    .optional()
    .transform((v) => v ?? '');

/** Fields the account form and the profile form share. */
const personFields = {
  salut: z.union([oneOf(SALUTATIONS), z.literal('')]).optional().transform((v) => v ?? ''),
  name: personText(LIMITS.text.short),
  email: email(),
  dial_code: optionalDigits(4).transform((v) => v || '91'),
  dob: optionalPastDate(),
  gender: z.union([oneOf(GENDERS), z.literal('')]).optional().transform((v) => v ?? ''),
  marital_status: maritalStatusField(),
  country_id: id(),
  state_id: optionalId(),
  city_id: optionalId(),
  street_address: personText(LIMITS.text.medium),
  pincode: requiredDigits(10),
  education: optionalText(LIMITS.text.short),
  profession: oneOf(PROFESSIONS),
  profession_detail: optionalText(LIMITS.text.medium),
  company_name: optionalPersonText(LIMITS.text.short),
  whatsapp_number: optionalDigits(15),
  know_matangi: oneOf(SOURCES),
  friend_name: optionalPersonText(LIMITS.text.short),
  friend_mobile: optionalDigits(15),
  know_other: optionalText(LIMITS.text.medium),
};

/** Friend details only count when the source is Friend, the description only for Other. */
function sourceRules<T extends { know_matangi: string; friend_name: string; friend_mobile: string; know_other: string }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.know_matangi === 'Friend' && !v.friend_name) {
    ctx.addIssue({ code: 'custom', path: ['friend_name'], message: MESSAGES.required });
  }
  if (v.know_matangi === 'Other' && !v.know_other) {
    ctx.addIssue({ code: 'custom', path: ['know_other'], message: MESSAGES.required });
  }
}

function dropUnusedSource<T extends { know_matangi: string; friend_name: string; friend_mobile: string; know_other: string }>(v: T): T {
  return {
    ...v,
    friend_name: v.know_matangi === 'Friend' ? v.friend_name : '',
    friend_mobile: v.know_matangi === 'Friend' ? v.friend_mobile : '',
    know_other: v.know_matangi === 'Other' ? v.know_other : '',
  };
}

/** POST /api/register (multipart; the picture travels as a file part). */
export const registerSchema = z
  .object({
    ...personFields,
    mobile: mobileNumber(LIMITS.mobile),
    password: password(),
  })
  .superRefine(sourceRules)
  .transform(dropUnusedSource);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;

/** POST /api/profile/update (multipart). Its mobile is the stored login: the sign-up's rule. */
const profileFields = {
  ...personFields,
  mobile: mobileNumber(LIMITS.mobile),
  pan_number: optionalText(10).transform((v) => v.toUpperCase()),
};
export const profileUpdateSchema = z.object(profileFields).superRefine(sourceRules).transform(dropUnusedSource);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateOutput = z.output<typeof profileUpdateSchema>;

/**
 * The account form and the profile form share one component, so their schemas take the same
 * fields (PersonFormInput) and check them as their calls do; each leaves out what only the other
 * asks for (the password, the PAN).
 */
export const registerFormSchema = z
  .object({ ...personFields, mobile: mobileNumber(LIMITS.mobile), password: z.string().optional().pipe(password()), pan_number: z.string().optional() })
  .superRefine(sourceRules)
  .transform(({ pan_number: _pan, ...v }) => dropUnusedSource(v));
export const profileFormSchema = z
  .object({ ...profileFields, password: z.string().optional() })
  .superRefine(sourceRules)
  .transform(({ password: _password, ...v }) => dropUnusedSource(v));
export type PersonFormInput = z.input<typeof profileFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const forgotPasswordSchema = z.object({ mobile: mobileNumber(LIMITS.mobile) });
export const resetPasswordSchema = z.object({
  mobile: mobileNumber(LIMITS.mobile),
  otp: requiredText(LIMITS.otp.length).refine((v) => /^\d{6}$/.test(v), MESSAGES.otpInvalid),
  password: password(),
});

/** The new number of a mobile change becomes the login: the sign-up's rule. */
const changedMobile = () => mobileNumber(LIMITS.mobile);

/** POST /api/profile/mobile/request: the new number and the current password. */
export const mobileChangeRequestSchema = z.object({
  mobile: changedMobile(),
  password: loginSchema.shape.password,
});
export type MobileChangeRequestInput = z.input<typeof mobileChangeRequestSchema>;

/** POST /api/profile/mobile/confirm: the code sent to the new number. */
export const mobileChangeConfirmSchema = z.object({
  mobile: changedMobile(),
  otp: resetPasswordSchema.shape.otp,
});
export type MobileChangeConfirmInput = z.input<typeof mobileChangeConfirmSchema>;

export const stateListSchema = z.object({ country_id: id() });
export const cityListSchema = z.object({ state_id: id() });

/** Login and registration answer with these keys. */
export const sessionResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  profile_status: z.union([z.literal(0), z.literal(1)]),
  reg_id: z.number(),
  regprogram_id: z.number(),
  access_token: z.string().optional(),
  user_name: z.string().optional(),
});
export type SessionResponse = z.output<typeof sessionResponseSchema>;

export const profileSchema = z.object({
  id: z.number(),
  salut: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  dial_code: z.string(),
  dob: z.string(),
  gender: z.string(),
  marital_status: z.string(),
  country_id: z.number().nullable(),
  state_id: z.number().nullable(),
  city_id: z.number().nullable(),
  picture: z.string(),
  street_address: z.string(),
  pincode: z.string(),
  education: z.string(),
  profession: z.string(),
  profession_detail: z.string(),
  company_name: z.string(),
  whatsapp_number: z.string(),
  know_matangi: z.string(),
  friend_name: z.string(),
  friend_mobile: z.string(),
  know_other: z.string(),
  pan_number: z.string(),
  profile_status: z.union([z.literal(0), z.literal(1)]),
});
export type Profile = z.output<typeof profileSchema>;

/** POST profile/update: the saved profile, and its completeness at the top level too. */
export const profileUpdateResponseSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  data: profileSchema,
  profile_status: z.union([z.literal(0), z.literal(1)]),
});

export const namedItemSchema = z.object({ id: z.number(), name: z.string() });
export type NamedItem = z.output<typeof namedItemSchema>;
export const countrySchema = namedItemSchema.extend({ iso2: z.string(), phone_code: z.string() });
export type Country = z.output<typeof countrySchema>;

/** The reset step as the form sees it: the confirmation must match (checked in the browser only). */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirm_password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: MESSAGES.passwordMismatch });
