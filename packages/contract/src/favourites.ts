import { z } from './zod.ts';
import { id } from './fields.ts';
import type { MediaItem } from './media.ts';
import { MESSAGES } from './messages.ts';

/**
 * Favourites (spec 000 sections 4, 6, 7; spec 001 /favourite-list): a logged-in user's wish
 * list of media items and events.
 */
export type FavouriteKind = 'media' | 'event';

/** POST wishmedia/add|remove, wishevent/add|remove */
export const wishSchema = z.object({ id: id() });
export type WishInput = z.input<typeof wishSchema>;

/** The server's copy of the heart states, returned by wish/list and by every toggle. */
export interface WishList {
  wishmedia: number[];
  wishevent: number[];
}
export interface WishListResponse extends WishList {
  success: 1;
}
export interface WishToggleResponse extends WishList {
  success: 1;
  message: string;
}

/** The toast each toggle shows (spec 000 section 8), by kind and direction. */
export const FAVOURITE_MESSAGES: Record<FavouriteKind, { added: string; removed: string }> = {
  media: { added: MESSAGES.mediaAdded, removed: MESSAGES.mediaRemoved },
  event: { added: MESSAGES.eventAdded, removed: MESSAGES.eventRemoved },
};

/** Paths of the toggles, by kind (spec 000 section 7). */
export const FAVOURITE_PATHS: Record<FavouriteKind, { add: string; remove: string }> = {
  media: { add: 'wishmedia/add', remove: 'wishmedia/remove' },
  event: { add: 'wishevent/add', remove: 'wishevent/remove' },
};

/** An event on the favourite list (spec 001 section 3, Favourites). */
export interface FavouriteEvent {
  id: number;
  program_id: number;
  event_name: string;
  event_date: string;
  event_image: string;
  event_desc: string;
}

/** GET favourite/list: newest favourite first in each list. */
export interface FavouriteListResponse {
  success: 1;
  videos: MediaItem[];
  audios: MediaItem[];
  events: FavouriteEvent[];
}

/** The most favourites a user keeps of each kind; the list page shows them all. */
export const FAVOURITE_LIMIT = 500;
export const FAVOURITE_LIMIT_MESSAGE = `You can keep up to ${FAVOURITE_LIMIT} favourites of each kind`;
