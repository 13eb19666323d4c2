import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translationEntries, type TranslationEntry } from '@portal/contract/tamil';
import { TAMIL_REVIEWS } from '@portal/contract/tamil-reviews';

/**
 * The rows of the translator's file: every string a person reads as {key, en, ta,
 * reviewed}: the contract's messages, statuses and option labels (`MESSAGES.required`, ...) and
 * the web interface's own strings (`UI.nav.home`, ...: the app shell's, the shared components'
 * and every feature's strings.ts). `reviewed: false` is a draft. Written and read by
 * `npm run i18n:export/import` (scripts/i18n.ts) and shown to staff by GET admin/translation-rows.
 *
 * The interface strings are the web build's: `npm run build` writes them to
 * `<WEB_DIST>/ui-strings.json` (apps/web/ui-strings.ts), and the server reads that file. The
 * server never loads the web app's source at run time; without a build the review lists the
 * contract's strings only.
 */
const UI_PREFIX = 'UI.';
export const UI_STRINGS_FILE = 'ui-strings.json';

type Strings = { [key: string]: string | Strings };
export interface InterfaceStrings {
  en: Strings;
  ta: Strings;
}

const flatten = (strings: Strings, prefix: string): [string, string][] =>
  Object.entries(strings).flatMap(([k, v]): [string, string][] => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`)));

/** The interface strings as rows: English and Tamil as the app shows them, reviewed as the translator marked. */
export function interfaceEntries(ui: InterfaceStrings, reviews = TAMIL_REVIEWS): TranslationEntry[] {
  const ta = new Map(flatten(ui.ta, UI_PREFIX));
  return flatten(ui.en, UI_PREFIX).map(([key, en]) => ({ key, en, ta: ta.get(key) ?? '', reviewed: reviews[key]?.reviewed ?? false }));
}

/** The interface strings the web build wrote into `webDist`, or undefined when it was not built. */
export function builtInterfaceStrings(webDist: string): InterfaceStrings | undefined {
  const file = path.join(webDist, UI_STRINGS_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as InterfaceStrings;
}

/** The whole file: the contract's strings, then the interface's (when given). */
export function translationRows(ui: InterfaceStrings | undefined): TranslationEntry[] {
  return [...translationEntries(), ...(ui ? interfaceEntries(ui) : [])];
}
