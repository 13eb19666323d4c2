/**
 * Text search of the collections' filters (image and AV galleries): case-insensitive, anywhere in the caption,
 * title, album or category name, with the user's text taken literally.
 */

/**
 * The most rows one text search reads: the newest images (or media items) inside the chosen
 * date range. It bounds the cost of a word that matches nothing; older pictures are found by
 * narrowing the dates. See docs/decisions/gallery.md.
 */
export const SEARCH_WINDOW = 20_000;

/** A LIKE pattern that matches `text` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search that misses the cache reads up to SEARCH_WINDOW rows, and PGlite answers one query
 * at a time: one address may search 60 times a minute (the site-wide limit is 600).
 */
export const SEARCH_RATE_LIMIT = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
