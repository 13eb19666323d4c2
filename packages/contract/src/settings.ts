import { z } from './zod.ts';
import { dataResponse, defineCall } from './call.ts';
import { hasControlCharacters, hasHiddenCharacters } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * Site settings: what the foundation says about itself on the public site and on its
 * documents — identity (name, address, PAN, 80G), contact lines, the shop, social and app store
 * links, international payment links and the Karmayogam video. One object, read and changed by the
 * owner at `GET|PATCH /api/admin/settings`; the public calls (/contact/info, ...) read it.
 * A setting never stored falls back to its starting value (identity from the environment).
 */

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  invalidUrl: 'Enter a web address starting with https:// or http://',
  invalidEmail: 'Enter an email address such as name@example.org',
  invalidPhone: 'Enter a phone number: digits, spaces, + ( ) - only, 6 to 20 characters',
  tooLong: (max: number) => `At most ${max} characters`,
  controlCharacters: 'Must not contain control characters',
  required: 'This field is required!',
  unknownPolicy: 'Unknown policy page',
  liveChatHttps: 'Enter the chat script address starting with https://',
} as const;

/** The policy pages whose texts the owner edits (the specification's "Other screens"), by their setting's stem. */
export const POLICY_PAGES = ['privacy', 'refund', 'disclaimer'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];
/** The setting holding a policy page's English text; `${key}_ta` holds its Tamil. */
export const policySettingKey = (page: PolicyPage) => `policy_${page}` as const;

/** Labels of the settings added with the policy pages and the live chat (English; Tamil in tamil.ts). */
export const SETTINGS_LABELS = {
  policies: 'Policy pages',
  policiesHint: 'Rich text: paragraphs, headings, lists and links; Preview shows each policy as its page will. Anything else is removed when saved.',
  policy_privacy: 'Privacy Policy',
  policy_refund: 'Refund and Cancellation Policy',
  policy_disclaimer: 'Disclaimer',
  liveChat: 'Live chat',
  live_chat_script: 'Live chat script address',
  liveChatHint: 'Empty: no live chat. When set, public pages (never the back office) load this script, and only its host is allowed.',
  social: 'Follow us',
  documents: 'Invoices and receipts',
  documentsHint: 'Plain text, printed on the documents in the devotee’s language (the English text where no Tamil is given).',
  invoice_footer: 'Invoice footer',
  refund_wording: 'Refund wording (invoices and receipts)',
} as const;

const SHORT = 200;
const LONG = 2000;
/** A policy page's rich text. */
const POLICY = 50_000;

/** Text (line breaks allowed: addresses, help lines). */
const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, SETTINGS_MESSAGES.tooLong(max))
    .refine((v) => !hasControlCharacters(v), SETTINGS_MESSAGES.controlCharacters);

/** A name that must be given. */
const requiredText = (max: number) => text(max).refine((v) => v.length > 0, SETTINGS_MESSAGES.required);

/** A web address or '' (not set). */
const link = () => text(500).refine((v) => v === '' || isWebAddress(v), SETTINGS_MESSAGES.invalidUrl);

const email = () => text(SHORT).refine((v) => v === '' || z.email().safeParse(v).success, SETTINGS_MESSAGES.invalidEmail);

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const phone = () => text(SHORT).refine((v) => v === '' || PHONE.test(v), SETTINGS_MESSAGES.invalidPhone);

/** Help lines: one number per line; each checked like a phone number. */
const phoneLines = () =>
  text(LONG).refine(
    (v) => v === '' || v.split(/\r?\n/).every((line) => line.trim() === '' || PHONE.test(line.trim())),
    SETTINGS_MESSAGES.invalidPhone,
  );

export function isWebAddress(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Every setting, with its rule. Tamil twins (`_ta`, '' = untranslated) beside texts a visitor reads. */
export const settingsFields = {
  foundation_name: requiredText(SHORT).refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters),
  foundation_name_ta: text(SHORT),
  foundation_address: requiredText(LONG).refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters),
  foundation_address_ta: text(LONG),
  foundation_pan: text(20).refine((v) => v === '' || /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(v), 'Enter a PAN such as AAATM0000A'),
  foundation_80g_urn: text(60),
  foundation_80g_validity: text(SHORT),
  /** Form 10BD: the date the 80G URN was issued, DD/MM/YYYY, and the section code its rows carry (the law renumbers sections). */
  foundation_80g_urn_date: text(10).refine((v) => v === '' || /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/.test(v), 'Enter the date as DD/MM/YYYY'),
  form_10bd_section_code: text(60),
  phone: phone(),
  email: email(),
  help_lines: phoneLines(),
  /** The online shop (the site's Shop link). */
  shop_url: link(),
  shop_address: text(LONG),
  shop_address_ta: text(LONG),
  social_facebook: link(),
  social_instagram: link(),
  social_youtube: link(),
  social_x: link(),
  app_android: link(),
  app_ios: link(),
  pay_link_programs: link(),
  pay_link_temple: link(),
  karmayogam_video: link(),
  /** Policy pages: rich text (HTML, cleaned by the server), Tamil beside English. */
  policy_privacy: requiredText(POLICY),
  policy_privacy_ta: text(POLICY),
  policy_refund: requiredText(POLICY),
  policy_refund_ta: text(POLICY),
  policy_disclaimer: requiredText(POLICY),
  policy_disclaimer_ta: text(POLICY),
  /**
   * What the documents say beside the figures: the registration invoice's footer and the refund
   * sentence of invoices and receipts, so that they say what the foundation does (the portal
   * records refunds) rather than a sentence fixed in code.
   */
  invoice_footer: requiredText(LONG),
  invoice_footer_ta: text(LONG),
  refund_wording: requiredText(LONG),
  refund_wording_ta: text(LONG),
  /** A third-party live-chat script (https only); '' = no live chat. */
  live_chat_script: text(500).refine((v) => v === '' || (isWebAddress(v) && v.startsWith('https://')), SETTINGS_MESSAGES.liveChatHttps),
};
export type SettingKey = keyof typeof settingsFields;
export const SETTING_KEYS = Object.keys(settingsFields) as SettingKey[];

export const siteSettingsSchema = z.object(settingsFields);

/** The 80G URN's issue date alone (finance sets it from the Form 10BD page). */
export const urnDateSchema = z.object({ foundation_80g_urn_date: settingsFields.foundation_80g_urn_date.refine((v) => v !== '', 'Enter the date as DD/MM/YYYY') });
export type SiteSettings = z.output<typeof siteSettingsSchema>;
/** PATCH: any part of the settings; unknown keys are refused so a typo never passes silently. */
export const settingsPatchSchema = z.strictObject(settingsFields).partial();
export type SettingsPatch = z.output<typeof settingsPatchSchema>;

/** What a policy page shows: its text in the language asked for (English where no Tamil is set). */
export const policyTextSchema = z.object({ page: z.enum(POLICY_PAGES), lang: z.enum(['en', 'ta']), html: z.string() });
export type PolicyText = z.output<typeof policyTextSchema>;

export const settingsCalls = {
  policyText: defineCall({
    method: 'GET',
    path: '/policy/:page',
    summary: "A policy page's text (privacy, refund, disclaimer) in the request's language",
    auth: 'public',
    params: z.object({ page: z.enum(POLICY_PAGES, { error: SETTINGS_MESSAGES.unknownPolicy }) }),
    response: dataResponse(policyTextSchema),
  }),
  adminSettings: defineCall({ method: 'GET', path: '/admin/settings', summary: 'The site settings (owner)', auth: 'staff', roles: ['owner'], response: dataResponse(siteSettingsSchema) }),
  adminSettingsUrnDate: defineCall({
    method: 'PATCH',
    path: '/admin/settings/80g-urn-date',
    summary: 'Set the date the 80G URN was issued, which Form 10BD needs (finance and owner); audited',
    auth: 'staff',
    roles: ['finance'],
    body: urnDateSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: z.object({ foundation_80g_urn_date: z.string() }) }),
  }),
  adminSettingsUpdate: defineCall({
    method: 'PATCH',
    path: '/admin/settings',
    summary: 'Change some site settings (owner); the public site shows them at once',
    auth: 'staff',
    roles: ['owner'],
    body: settingsPatchSchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: siteSettingsSchema }),
  }),
};
