import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { translationEntries, type TranslationEntry } from '@portal/contract/tamil';
import { TAMIL_REVIEWS } from '@portal/contract/tamil-reviews';

/**
 * The rows of the translator's file (issue 15): every string a person reads as {key, en, ta,
 * reviewed}: the contract's messages, statuses and option labels (`MESSAGES.required`, ...) and
 * the web interface's own strings (`UI.nav.home`, ...: the app shell's, the shared components'
 * and every feature's strings.ts). `reviewed: false` is a draft. Written and read by
 * `npm run i18n:export/import` (scripts/i18n.ts) and shown to staff by GET admin/translation-rows.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../../../../web/src');
const UI_PREFIX = 'UI.';

type Strings = { [key: string]: string | Strings };

interface WebI18n {
  getResourceBundle(lang: string, ns: string): Strings;
}

/** The web's string modules: features' `strings.ts` / `*-strings.ts` (each adds its strings when loaded). */
function webStringModules(): string[] {
  return readdirSync(path.join(WEB_SRC, 'features'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|[/-])strings\.ts$/.test(f))
    .sort()
    .map((f) => path.join(WEB_SRC, 'features', f));
}

const flatten = (strings: Strings, prefix: string): [string, string][] =>
  Object.entries(strings).flatMap(([k, v]): [string, string][] => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`)));

/** Every interface string of the web app, English and Tamil as the app shows them (reviews applied). */
export async function interfaceEntries(reviews = TAMIL_REVIEWS): Promise<TranslationEntry[]> {
  const { default: i18n } = (await import(pathToFileURL(path.join(WEB_SRC, 'lib/i18n.ts')).href)) as { default: WebI18n };
  for (const file of webStringModules()) await import(pathToFileURL(file).href);
  const ta = new Map(flatten(i18n.getResourceBundle('ta', 'translation'), UI_PREFIX));
  return flatten(i18n.getResourceBundle('en', 'translation'), UI_PREFIX).map(([key, en]) => ({
    key,
    en,
    ta: ta.get(key) ?? '',
    reviewed: reviews[key]?.reviewed ?? false,
  }));
}

/** The whole file: the contract's strings, then the interface's. */
export async function translatorRows(): Promise<TranslationEntry[]> {
  return [...translationEntries(), ...(await interfaceEntries())];
}
