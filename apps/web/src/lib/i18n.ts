import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, ta } from '../locales/common';
import { LANG_PARAM, pageLanguage } from '@portal/contract/page-language';
import { stored } from './stored-keys';

/**
 * UI strings in English and Tamil (spec language codes 0 and 1). Features add their own
 * strings with `addStrings` when their code loads, so each route carries only its texts.
 */
export type Lang = 'en' | 'ta';
export const LANGUAGE_CODE: Record<Lang, 0 | 1> = { en: 0, ta: 1 };

// The address says the language (contract page-language); the server renders each page in it, so
// the browser starts in it too, and a remembered choice applies after hydration.
const initial: Lang = typeof window === 'undefined' ? 'en' : pageLanguage(window.location.search);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ta: { translation: ta } },
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
  i18n.addResourceBundle('ta', 'translation', taStrings, true, false);
}

/**
 * The contract's Tamil catalogue (and the message tables it pairs with) loads only for a Tamil
 * reader: an English page does not carry it. Loaded before the first render when the address
 * says Tamil (main.tsx), before switching to Tamil, and once on the server (ssr/render.tsx).
 */
let inTamil: ((text: string) => string) | undefined;
export async function loadTamil() {
  if (inTamil) return;
  const { inLang } = await import('@portal/contract/tamil');
  inTamil = (text) => inLang(text, 'ta');
}

/** Switches the language, remembers it, sets <html lang> and loads the Tamil font only for Tamil. */
export async function setLanguage(lang: Lang) {
  if (lang === 'ta') await loadTamil();
  stored.setLanguage(lang);
  applyLanguage(lang);
  await i18n.changeLanguage(lang);
}

function applyLanguage(lang: Lang) {
  document.documentElement.lang = lang;
  if (lang === 'ta') void import('@fontsource/noto-sans-tamil/tamil-400.css');
}

export default i18n;

/** The language the interface shows now. */
export const currentLang = (): Lang => (i18n.language === 'ta' ? 'ta' : 'en');

/**
 * A contract text (message, status, option) in the shown language: the spec's English as quoted,
 * its Tamil twin for a Tamil reader; other texts (names, content) unchanged.
 */
export const tx = (text: string): string => (currentLang() === 'ta' && inTamil ? inTamil(text) : text);

/**
 * After the first render: a remembered choice of language applies when the address names none
 * (so the server's English HTML hydrates first, then switches).
 */
export function applyRememberedLanguage() {
  const remembered = stored.language();
  const named = new URLSearchParams(window.location.search).has(LANG_PARAM);
  if (!named && (remembered === 'ta' || remembered === 'en') && remembered !== i18n.language) void setLanguage(remembered);
}
