import type { ContactInfo } from '@portal/contract/contact';
import type { Lang } from '@portal/contract/languages';
import {
  POLICY_PAGES,
  SETTING_KEYS,
  SETTINGS_MESSAGES,
  policySettingKey,
  type PolicyPage,
  type PolicyText,
  type SettingKey,
  type SettingsPatch,
  type SiteSettings,
} from '@portal/contract/settings';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { onPublicContentChange, publicContentChanged } from '../../lib/cache-bus.ts';
import { fieldError } from '../../lib/errors.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import { sanitizeStoryHtml } from '../../lib/sanitize.ts';
import { recordAudit } from '../audit/index.ts';
import { storedSettings, storeSetting } from './repository.ts';
import { STARTING_DOCUMENT_TEXTS, STARTING_POLICIES } from './policy-texts.ts';

/**
 * The site settings as the public site and the documents read them: what the owner stored, and
 * for a setting never stored its starting value — the foundation's identity and contact from the
 * environment (config.ts), everything else empty (not shown).
 */
export function startingSettings(config: Config): SiteSettings {
  const empty = Object.fromEntries(SETTING_KEYS.map((k) => [k, ''])) as SiteSettings;
  return {
    ...empty,
    foundation_name: config.FOUNDATION_NAME,
    foundation_address: config.FOUNDATION_ADDRESS,
    foundation_pan: config.FOUNDATION_PAN,
    foundation_80g_urn: config.FOUNDATION_80G_URN,
    foundation_80g_validity: config.FOUNDATION_80G_VALIDITY,
    foundation_80g_urn_date: config.FOUNDATION_80G_URN_DATE,
    form_10bd_section_code: 'Section 80G',
    phone: config.FOUNDATION_PHONE,
    email: config.FOUNDATION_EMAIL,
    pay_link_temple: config.MANDIR_INTERNATIONAL_LINK.trim(),
    invoice_footer: STARTING_DOCUMENT_TEXTS.invoice_footer.en,
    invoice_footer_ta: STARTING_DOCUMENT_TEXTS.invoice_footer.ta,
    refund_wording: STARTING_DOCUMENT_TEXTS.refund_wording.en,
    refund_wording_ta: STARTING_DOCUMENT_TEXTS.refund_wording.ta,
    ...Object.fromEntries(
      POLICY_PAGES.flatMap((page) => [
        [policySettingKey(page), STARTING_POLICIES[page].en],
        [`${policySettingKey(page)}_ta`, STARTING_POLICIES[page].ta],
      ]),
    ),
  };
}

/** The settings holding rich text (HTML): cleaned when saved and again when shown. */
const RICH_TEXT_KEYS = new Set<SettingKey>(POLICY_PAGES.flatMap((page) => [policySettingKey(page), `${policySettingKey(page)}_ta` as const]));

/** The patch as it will be stored: rich texts cleaned; an English policy cleaned down to nothing is refused. */
function cleanPatch(patch: SettingsPatch): SettingsPatch {
  const clean: SettingsPatch = { ...patch };
  for (const key of RICH_TEXT_KEYS) {
    const value = clean[key];
    if (value === undefined) continue;
    clean[key] = sanitizeStoryHtml(value);
    if (!key.endsWith('_ta') && clean[key] === '') throw fieldError('settings_required', key, SETTINGS_MESSAGES.required);
  }
  return clean;
}

export async function readSettings(q: Queryable, config: Config): Promise<SiteSettings> {
  const stored = await storedSettings(q);
  const settings = startingSettings(config);
  for (const key of SETTING_KEYS) if (key in stored) settings[key] = stored[key]!;
  return settings;
}

/**
 * Stores the changed settings and their audit row in one transaction, then empties the public
 * caches so the site shows the new values at once.
 */
export async function updateSettings(db: Db, config: Config, raw: SettingsPatch, staffId: number | null): Promise<SiteSettings> {
  const patch = cleanPatch(raw);
  const after = await db.tx(async (q) => {
    const before = await readSettings(q, config);
    const changed = SETTING_KEYS.filter((k) => patch[k] !== undefined && patch[k] !== before[k]);
    for (const key of changed) await storeSetting(q, key, patch[key]!, staffId);
    const next = { ...before, ...Object.fromEntries(changed.map((k) => [k, patch[k]])) } as SiteSettings;
    if (changed.length > 0) {
      const pick = (s: SiteSettings) => Object.fromEntries(changed.map((k) => [k, s[k]]));
      await recordAudit(q, { staffId, action: 'update', entity: 'settings', entityId: 'site', before: pick(before), after: pick(next) });
    }
    return next;
  });
  await publicContentChanged(db);
  return after;
}

/**
 * The settings the public pages read on every request (the live chat's address, the policy
 * texts), kept a minute per database and dropped at once when anything public changes.
 */
const publicCaches = new WeakMap<object, PublicCache>();
export function cachedSettings(db: Db, config: Config): Promise<SiteSettings> {
  let cache = publicCaches.get(db);
  if (!cache) {
    const created = new PublicCache(60_000, 1);
    publicCaches.set(db, (cache = created));
    onPublicContentChange(db, () => created.clear());
  }
  return cache.get('settings', () => readSettings(db, config));
}

/** A policy page's text in the language asked for, Tamil falling back to English; always cleaned. */
export function publicPolicy(s: SiteSettings, page: PolicyPage, lang: Lang): PolicyText {
  const key = policySettingKey(page);
  const tamil = lang === 'ta' ? sanitizeStoryHtml(s[`${key}_ta`]) : '';
  return tamil ? { page, lang: 'ta', html: tamil } : { page, lang: 'en', html: sanitizeStoryHtml(s[key]) };
}

/** The live-chat script's address, or '' when none is set. */
export const liveChatScript = (s: SiteSettings) => s.live_chat_script.trim();

/** Tamil when asked for and translated, else English (field by field). */
export const inLanguage = (english: string, tamil: string, lang: Lang) => (lang === 'ta' && tamil.trim() !== '' ? tamil : english);

/** The foundation's name in `lang` (its Tamil twin falling back to English): page titles, messages. */
export const foundationName = (s: SiteSettings, lang: Lang = 'en') => inLanguage(s.foundation_name, s.foundation_name_ta, lang);

/**
 * The foundation's name and contact as the site and its messages print them, read from the site
 * settings (kept a minute, dropped at once when a setting changes); the environment gives only
 * the starting values.
 */
export async function siteIdentity(db: Db, config: Config, lang: Lang = 'en') {
  const s = await cachedSettings(db, config);
  return {
    name: foundationName(s, lang),
    address: inLanguage(s.foundation_address, s.foundation_address_ta, lang),
    phone: s.phone,
    email: s.email,
  };
}

/** What /contact/info shows a visitor. */
export function publicContactInfo(s: SiteSettings, lang: Lang): ContactInfo {
  return {
    name: foundationName(s, lang),
    phone: s.phone,
    email: s.email,
    address: inLanguage(s.foundation_address, s.foundation_address_ta, lang),
    help_lines: s.help_lines.split(/\r?\n/).map((l) => l.trim()).filter(Boolean),
    shop_address: inLanguage(s.shop_address, s.shop_address_ta, lang),
    shop_url: s.shop_url,
    social: { facebook: s.social_facebook, instagram: s.social_instagram, youtube: s.social_youtube, x: s.social_x },
    app_links: { android: s.app_android, ios: s.app_ios },
    karmayogam_video: s.karmayogam_video,
  };
}

/** The sentences the documents print beside their figures (Site settings), in the reader's language. */
export function documentTexts(s: SiteSettings, lang: Lang) {
  return {
    invoiceFooter: inLanguage(s.invoice_footer, s.invoice_footer_ta, lang),
    refundWording: inLanguage(s.refund_wording, s.refund_wording_ta, lang),
  };
}
