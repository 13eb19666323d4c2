import {
  FAVOURITE_LIMIT,
  FAVOURITE_LIMIT_MESSAGE,
  FAVOURITE_MESSAGES,
  type FavouriteKind,
  type FavouriteListResponse,
  type WishToggleResponse,
} from '@portal/contract/favourites';
import type { Lang } from '@portal/contract/languages';
import { MESSAGES } from '@portal/contract/messages';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import type { Db, Queryable } from '../../db/client.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { richTextPlain } from '../../lib/sanitize.ts';
import { mediaItemExists, mediaItemsInOrder } from '../media/index.ts';
import * as repo from './repository.ts';

const TARGETS: Record<FavouriteKind, repo.Target> = { media: repo.MEDIA_TARGET, event: repo.EVENT_TARGET };
const NOT_FOUND: Record<FavouriteKind, string> = { media: MESSAGES.mediaNotFound, event: REGISTRATION_MESSAGES.eventNotFound };
/** Whether the thing to favourite exists: media items are the media module's to read. */
const EXISTS: Record<FavouriteKind, (q: Queryable, id: number) => Promise<boolean>> = { media: mediaItemExists, event: repo.eventExists };

/** A user's favourites. The user id always comes from the session, never from the request. */
export function createFavouritesService(db: Db) {
  return {
    list: (userId: number) => repo.wishList(db, userId, FAVOURITE_LIMIT),

    /** Adds or removes one favourite and answers with the whole updated list. */
    async toggle(userId: number, kind: FavouriteKind, id: number, add: boolean): Promise<WishToggleResponse> {
      const target = TARGETS[kind];
      await db.tx(async (q) => {
        if (!(await EXISTS[kind](q, id))) throw notFound(kind === 'media' ? 'media_not_found' : 'event_not_found', NOT_FOUND[kind]);
        if (!add) return repo.remove(q, target, userId, id);
        // One user's toggles are serialised, so two quick adds cannot pass the cap together.
        await q.query('SELECT pg_advisory_xact_lock(727280, $1)', [userId]);
        const full = (await repo.countOf(q, target, userId)) >= FAVOURITE_LIMIT;
        if (full && !(await repo.has(q, target, userId, id))) throw refused('favourites_full', FAVOURITE_LIMIT_MESSAGE);
        return repo.add(q, target, userId, id);
      });
      const list = await repo.wishList(db, userId, FAVOURITE_LIMIT);
      const message = add ? FAVOURITE_MESSAGES[kind].added : FAVOURITE_MESSAGES[kind].removed;
      return { success: 1, message, ...list };
    },

    /** The favourites in the reader's language: titles and names as the lists they came from show them. */
    async details(userId: number, lang: Lang): Promise<FavouriteListResponse> {
      // Adding is capped at FAVOURITE_LIMIT, so these ids are all of the user's favourite media.
      const mediaIds = await repo.favouriteMediaIds(db, userId, FAVOURITE_LIMIT);
      const [videos, audios, events] = await Promise.all([
        mediaItemsInOrder(db, mediaIds, 'video', lang),
        mediaItemsInOrder(db, mediaIds, 'audio', lang),
        repo.favouriteEvents(db, userId, FAVOURITE_LIMIT, lang),
      ]);
      // The list cuts the description short as text: the editor's rich text is read as text.
      return { success: 1, videos, audios, events: events.map((e) => ({ ...e, event_desc: richTextPlain(e.event_desc) })) };
    },
  };
}


/** For the devotees module (DPDP erasure): deletes a person's favourites. */
export const eraseFavouritesOfUser = (q: Queryable, userId: number) => repo.deleteAllOfUser(q, userId);
export type FavouritesService = ReturnType<typeof createFavouritesService>;
