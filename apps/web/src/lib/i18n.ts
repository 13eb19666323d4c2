import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as common from '../locales/common';
import * as components from '../locales/components';
import { LANG_PARAM, addressInLanguage, pageLanguage } from '@portal/contract/page-language';
import { TAMIL_REVIEWS } from '@portal/contract/tamil-reviews';
import { stored } from './stored-keys';
import { browserQueryClient } from './query-client';

/**
 * UI strings in English and Tamil (spec language codes 0 and 1). Features add their own
 * strings with `addStrings` when their code loads, so each route carries only its texts.
 */
export type Lang = 'en' | 'ta';
export const LANGUAGE_CODE: Record<Lang, 0 | 1> = { en: 0, ta: 1 };

// The address says the language (contract page-language); the server renders each page in it, so
// the browser starts in it too, and a remembered choice applies after hydration.
const initial: Lang = typeof window === 'undefined' ? 'en' : pageLanguage(window.location.search);

/** Keys of the interface's strings in the translator's file and its reviews: `UI.` + the i18next path. */
export const UI_KEY_PREFIX = 'UI.';

type Strings = { [key: string]: string | Strings };

/** The Tamil strings with the translator's texts (tamil-reviews.ts, keyed `UI.<path>`) put in. */
export function withReviews(taStrings: Record<string, unknown>, reviews: Readonly<Record<string, { ta: string }>> = TAMIL_REVIEWS, path = UI_KEY_PREFIX): Strings {
  return Object.fromEntries(
    Object.entries(taStrings).map(([k, v]) => [k, typeof v === 'string' ? (reviews[`${path}${k}`]?.ta ?? v) : withReviews(v as Strings, reviews, `${path}${k}.`)]),
  );
}

/**
 * The office's live Tamil corrections (the back office's Translations page; GET
 * translations/overrides), by the translator's key: `UI.<path>` for the interface's strings, the
 * contract's keys for its messages. They go before the translator's reviews and the build's
 * Tamil; the build's strings stay the defaults (`taDefaults`), so a correction undone is undone here.
 */
let overrides: Readonly<Record<string, string>> = {};
const corrections = (): Record<string, { ta: string }> => ({
  ...TAMIL_REVIEWS,
  ...Object.fromEntries(Object.entries(overrides).filter(([k]) => k.startsWith(UI_KEY_PREFIX)).map(([k, ta]) => [k, { ta }])),
});
/** Every Tamil string as the build has it (the app shell's, then each feature's as its code loads). */
const taDefaults: Strings = {};
function mergeInto(target: Strings, source: Record<string, unknown>) {
  for (const [k, v] of Object.entries(source)) {
    if (typeof v === 'string') target[k] = v;
    else mergeInto((target[k] = typeof target[k] === 'object' ? target[k] : {}) as Strings, v as Record<string, unknown>);
  }
}
mergeInto(taDefaults, { ...common.ta, ...components.ta });

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...common.en, ...components.en } },
    ta: { translation: withReviews(taDefaults) },
  },
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  // No advertisement in the browser's console or the server's logs.
  showSupportNotice: false,
});

if (typeof document !== 'undefined') applyLanguage(initial);

export function addStrings(enStrings: Record<string, unknown>, taStrings: Record<string, unknown>) {
  i18n.addResourceBundle('en', 'translation', enStrings, true, false);
  mergeInto(taDefaults, taStrings);
  i18n.addResourceBundle('ta', 'translation', withReviews(taStrings, corrections()), true, false);
}

/**
 * The contract's Tamil catalogue (and the message tables it pairs with) loads only for a Tamil
 * reader: an English page does not carry it. Loaded before the first render when the address
 * says Tamil (main.tsx), before switching to Tamil, and once on the server (ssr/render.tsx).
 */
let inTamil: ((text: string) => string) | undefined;
let appliedOverrides = '';

/** Where the office's corrections come from (the query cache: start.tsx, ssr/render.tsx). */
export type OverridesSource = () => Promise<Record<string, string>>;
let overridesSource: OverridesSource | undefined;
export function setOverridesSource(source: OverridesSource) {
  overridesSource = source;
}

/**
 * Loads the Tamil catalogue and puts the office's latest corrections into the Tamil strings and
 * messages. `source` replaces the default one for this call (the server's render passes its
 * request's query cache, so the page's data carries the corrections it was rendered with and the
 * browser hydrates with the same texts).
 */
export async function loadTamil(source: OverridesSource | undefined = overridesSource) {
  const [{ tamilLookup }, latest] = await Promise.all([
    import('@portal/contract/tamil'),
    // Without the corrections (the call failed) the build's Tamil shows: never an error page.
    source ? source().catch(() => overrides) : Promise.resolve(overrides),
  ]);
  const signature = JSON.stringify(latest);
  if (inTamil && signature === appliedOverrides) return;
  appliedOverrides = signature;
  overrides = latest;
  const lookup = tamilLookup(Object.fromEntries(Object.entries(latest).filter(([k]) => !k.startsWith(UI_KEY_PREFIX))));
  inTamil = (text) => lookup(text, 'ta');
  // Deep and overwriting: a correction undone gets the build's text back.
  i18n.addResourceBundle('ta', 'translation', withReviews(taDefaults, corrections()), true, true);
}

/** Switches the language, remembers it, sets <html lang> and loads the Tamil font only for Tamil. */
export async function setLanguage(lang: Lang) {
  if (lang === 'ta') await loadTamil();
  const changed = currentLang() !== lang;
  stored.setLanguage(lang);
  applyLanguage(lang);
  await i18n.changeLanguage(lang);
  // The server's content (names, captions, messages) came in the old language: ask again, in this
  // one (every call says the reader's language). Only in the browser: a server render has its own cache.
  if (changed && typeof window !== 'undefined') void browserQueryClient().invalidateQueries();
}

function applyLanguage(lang: Lang) {
  document.documentElement.lang = lang;
  if (lang === 'ta') void import('@fontsource/noto-sans-tamil/tamil-400.css');
}

export default i18n;

/**
 * On the server, the language of the page being rendered (ssr/render.tsx sets the source): pages
 * in both languages render side by side there, so the shared instance's language is not theirs.
 */
let renderLanguage: (() => Lang | undefined) | undefined;
export function setRenderLanguageSource(source: () => Lang | undefined) {
  renderLanguage = source;
}

/** The language the interface shows now (on the server: the page's being rendered). */
export const currentLang = (): Lang => renderLanguage?.() ?? (i18n.language === 'ta' ? 'ta' : 'en');

/**
 * A contract text (message, status, option) in the shown language: the spec's English as quoted,
 * its Tamil twin for a Tamil reader; other texts (names, content) unchanged.
 */
export const tx = (text: string): string => (currentLang() === 'ta' && inTamil ? inTamil(text) : text);

/**
 * Before the first render: a remembered choice of language applies when the address names none,
 * and a remembered Tamil moves the address to `?lang=ta` by replacing it (no new history entry),
 * so that links, the share preview and caches agree with what is shown. A page the server
 * rendered in English is loaded again at its Tamil address (switching while React hydrates it
 * would not match the server's HTML): returns true then, and the app does not start.
 */
export async function applyRememberedLanguage(serverRendered: boolean): Promise<boolean> {
  const remembered = stored.language();
  const { pathname, search, hash } = window.location;
  if (new URLSearchParams(search).has(LANG_PARAM) || (remembered !== 'ta' && remembered !== 'en') || remembered === i18n.language) return false;
  const address = addressInLanguage(`${pathname}${search}${hash}`, remembered);
  if (serverRendered) {
    window.location.replace(address);
    return true;
  }
  window.history.replaceState(window.history.state, '', address);
  await setLanguage(remembered);
  return false;
}
