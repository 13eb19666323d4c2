import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { FavouriteKind } from '@portal/contract/favourites';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { FavouritesService } from './service.ts';

/**
 * Favourites (/favourite-list): the heart states, the four
 * toggles and the favourite list page's data. Every call needs a session.
 */
export default async function favourites(app: FastifyInstance, _deps: AppDeps, { favourites: service }: { favourites: FavouritesService }) {

  route(app, calls.wishList, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: 1, ...(await service.list(req.user!.id)) };
  });

  const toggles = [
    [calls.wishMediaAdd, 'media', true],
    [calls.wishMediaRemove, 'media', false],
    [calls.wishEventAdd, 'event', true],
    [calls.wishEventRemove, 'event', false],
  ] as const satisfies ReadonlyArray<readonly [unknown, FavouriteKind, boolean]>;
  for (const [call, kind, add] of toggles) {
    route(app, call, async (req) => service.toggle(req.user!.id, kind, req.body.id, add));
  }

  route(app, calls.favouriteList, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.details(req.user!.id, req.lang);
  });
}
