import type { Lang } from '@portal/contract/languages';

/**
 * Public reads in the request's language (Tamil content model): a text column read in
 * Tamil is its `<column>_ta` twin, falling back to English field by field when the twin is empty
 * or NULL. English reads the column itself. `column` is SQL written by the module (an alias and
 * a column name), never input.
 */
export function localizedValue(column: string, lang: Lang): string {
  return lang === 'ta' ? `COALESCE(NULLIF(${column}_ta, ''), ${column})` : column;
}

/** The same as a SELECT item named after the column (or `as`). */
export function localized(column: string, lang: Lang, as: string = column.replace(/^\w+\./, '')): string {
  return `${localizedValue(column, lang)} AS ${as}`;
}

/** A list column (highlights, benefits): the Tamil list when it has items, else the English one. */
export function localizedList(column: string, lang: Lang, as: string = column.replace(/^\w+\./, '')): string {
  if (lang !== 'ta') return `${column} AS ${as}`;
  return `COALESCE(NULLIF(${column}_ta, '{}'::text[]), ${column}) AS ${as}`;
}

/** Several text columns of one alias at once: `localizedColumns('e', ['event_name', 'city_name'], lang)`. */
export function localizedColumns(alias: string, columns: readonly string[], lang: Lang): string {
  return columns.map((c) => localized(`${alias}.${c}`, lang)).join(', ');
}
