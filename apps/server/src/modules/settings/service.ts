import type { ContactInfo } from '@portal/contract/engagement';
import type { Lang } from '@portal/contract/languages';
import { SETTING_KEYS, type SettingsPatch, type SiteSettings } from '@portal/contract/settings';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { publicContentChanged } from '../../lib/cache-bus.ts';
import { recordAudit } from '../audit/service.ts';
import { storedSettings, storeSetting } from './repository.ts';

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
    phone: config.FOUNDATION_PHONE,
    email: config.FOUNDATION_EMAIL,
    pay_link_temple: config.MANDIR_INTERNATIONAL_LINK.trim(),
  };
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
export async function updateSettings(db: Db, config: Config, patch: SettingsPatch, staffId: number | null): Promise<SiteSettings> {
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

/** Tamil when asked for and translated, else English (field by field). */
const inLanguage = (english: string, tamil: string, lang: Lang) => (lang === 'ta' && tamil.trim() !== '' ? tamil : english);

/** What /contact/info shows a visitor. */
export function publicContactInfo(s: SiteSettings, lang: Lang): ContactInfo {
  return {
    name: inLanguage(s.foundation_name, s.foundation_name_ta, lang),
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
