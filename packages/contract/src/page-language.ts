import { DEFAULT_LANG, type Lang } from './languages.ts';

/**
 * Which language a public page is in, read from its address alone:
 * `?lang=ta` is Tamil, no parameter (or anything else) is English. Links, rendered-page caches
 * and CDNs therefore keep the two apart without varying on cookies. The web app, the share
 * previews and the server-side rendering all read it here.
 */
export const LANG_PARAM = 'lang';

/** The language of an address, a path with its query, or a bare query string ('?lang=ta'). */
export function pageLanguage(address: string): Lang {
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : address.startsWith('?') ? address.slice(1) : '';
  const value = new URLSearchParams(query.split('#')[0]).get(LANG_PARAM);
  return value === 'ta' ? 'ta' : DEFAULT_LANG;
}

/**
 * The same address in a language: Tamil adds `lang=ta`, English drops the parameter, every other
 * part (path, other parameters, hash) kept. Works on paths ('/programs/3?x=1') and full URLs.
 */
export function addressInLanguage(address: string, lang: Lang): string {
  const hashAt = address.indexOf('#');
  const hash = hashAt >= 0 ? address.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? address.slice(0, hashAt) : address;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.delete(LANG_PARAM);
  if (lang !== DEFAULT_LANG) params.set(LANG_PARAM, lang);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
