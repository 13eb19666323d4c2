/**
 * The two languages of the site. English is the default and the
 * fallback: a Tamil text that is missing falls back to its English twin field by field.
 */
export const LANGS = ['en', 'ta'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'ta';

/** The spec's language codes on an account (0 English, 1 Tamil). */
export const langOfCode = (code: number | null | undefined): Lang => (code === 1 ? 'ta' : 'en');
export const codeOfLang = (lang: Lang): 0 | 1 => (lang === 'ta' ? 1 : 0);

/**
 * Picks a content field in the asked language: `pick(row, 'name', 'ta')` reads `name_ta` and
 * falls back to `name` when the Tamil twin is empty.
 */
export function pickLang<T extends Record<string, unknown>>(row: T, field: keyof T & string, lang: Lang): T[keyof T] {
  if (lang === 'ta') {
    const twin = row[`${field}_ta`];
    if (typeof twin === 'string' && twin.trim() !== '') return twin as T[keyof T];
  }
  return row[field];
}
