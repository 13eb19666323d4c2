import { DEFAULT_LANG, isLang, type Lang } from '@portal/contract/languages';

/**
 * The language of a public page is in its address: `?lang=ta` for Tamil, none for English
 * (ARCHITECTURE.md, Languages). The server renders and caches a page by this reading alone
 * (no cookie, no Accept-Language), and the browser hydrates in the same language. Kept in this
 * one module so that the language switch (which goes to the other address) reads it the same way.
 */
export const LANG_PARAM = 'lang';

export function pageLanguage(search: string): Lang {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return isLang(value) ? value : DEFAULT_LANG;
}
