import { z } from './zod.ts';
import { id } from './fields.ts';
import { okResponse } from './call.ts';
import { eventItemSchema } from './catalog.ts';
import { mediaItemSchema } from './media.ts';
import { MESSAGES } from './messages.ts';

/**
 * Favourites (/favourite-list): a logged-in user's wish
 * list of media items and events.
 */
export type FavouriteKind = 'media' | 'event';

/** POST wishmedia/add|remove, wishevent/add|remove */
export const wishSchema = z.object({ id: id() });
export type WishInput = z.input<typeof wishSchema>;

/** The server's copy of the heart states, returned by wish/list and by every toggle. */
export const wishListSchema = z.object({ wishmedia: z.array(z.number()), wishevent: z.array(z.number()) });
export type WishList = z.output<typeof wishListSchema>;
export const wishListResponseSchema = wishListSchema.extend({ success: z.literal(1) });
export type WishListResponse = z.output<typeof wishListResponseSchema>;
export const wishToggleResponseSchema = wishListSchema.extend({ success: z.literal(1), message: z.string() });
export type WishToggleResponse = z.output<typeof wishToggleResponseSchema>;

/** The toast each toggle shows, by kind and direction. */
export const FAVOURITE_MESSAGES: Record<FavouriteKind, { added: string; removed: string }> = {
  media: { added: MESSAGES.mediaAdded, removed: MESSAGES.mediaRemoved },
  event: { added: MESSAGES.eventAdded, removed: MESSAGES.eventRemoved },
};

/** An event on the favourite list (Favourites). */
export const favouriteEventSchema = eventItemSchema.pick({ id: true, program_id: true, event_name: true, event_date: true, event_image: true, event_desc: true });
export type FavouriteEvent = z.output<typeof favouriteEventSchema>;

/** GET favourite/list: newest favourite first in each list. */
export const favouriteListResponseSchema = okResponse({
  videos: z.array(mediaItemSchema),
  audios: z.array(mediaItemSchema),
  events: z.array(favouriteEventSchema),
});
export type FavouriteListResponse = z.output<typeof favouriteListResponseSchema>;

/** The most favourites a user keeps of each kind; the list page shows them all. */
export const FAVOURITE_LIMIT = 500;
export const FAVOURITE_LIMIT_MESSAGE = `You can keep up to ${FAVOURITE_LIMIT} favourites of each kind`;
