import { LIMITS } from '@portal/contract/limits';

/**
 * The spec's display truncation rules.
 * Lengths count characters (code points), so a cut never splits a surrogate pair; the cut
 * text loses trailing spaces before the ellipsis. The full text stays available to the
 * caller for a title attribute or a screen reader.
 */
const ELLIPSIS = '...';
const T = LIMITS.truncation;

function chars(text: string | null | undefined): string[] {
  return Array.from(text ?? '');
}

/** Cuts to `keep` characters (plus an ellipsis when asked) once the text is longer than `trigger`. */
export function cut(text: string | null | undefined, trigger: number, keep: number, ellipsis = true): string {
  const c = chars(text);
  if (c.length <= trigger) return c.join('');
  const kept = c.slice(0, keep).join('');
  return ellipsis ? `${kept.trimEnd()}${ELLIPSIS}` : kept;
}

/** Event name: longer than 55 → first 30 plus an ellipsis. */
export const truncateEventName = (name: string | null | undefined) => cut(name, T.eventNameTrigger, T.eventName);

/** Video and audio title: longer than 55 → first 40 plus an ellipsis. */
export const truncateMediaTitle = (title: string | null | undefined) => cut(title, T.mediaTitleTrigger, T.mediaTitle);

/** Event description: longer than 90 → first 90 plus an ellipsis. */
export const truncateEventDescription = (desc: string | null | undefined) =>
  cut(desc, T.eventDescription, T.eventDescription);

/** Album category name: longer than 17 → first 17 (the spec adds no ellipsis here). */
export const truncateAlbumCategory = (name: string | null | undefined) =>
  cut(name, T.albumCategory, T.albumCategory, false);

/** Favourite list event description: cut at 120 (no ellipsis given). */
export const truncateFavouriteEventDescription = (desc: string | null | undefined) =>
  cut(desc, T.favouriteEventDescription, T.favouriteEventDescription, false);
