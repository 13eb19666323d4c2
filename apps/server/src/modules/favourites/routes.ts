import type { FastifyInstance } from 'fastify';
import { wishSchema, type FavouriteKind } from '@portal/contract/favourites';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../lib/validate.ts';
import { createFavouritesService } from './service.ts';

/**
 * Favourites (spec 000 section 7, spec 001 /favourite-list): the heart states, the four
 * toggles and the favourite list page's data. Every call needs a session.
 */
export default async function favourites(app: FastifyInstance, { db }: AppDeps) {
  const service = createFavouritesService(db);
  const auth = { preHandler: app.requireUser };

  app.get('/wish/list', auth, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: 1, ...(await service.list(req.user!.id)) };
  });

  const toggles: Array<[string, FavouriteKind, boolean]> = [
    ['/wishmedia/add', 'media', true],
    ['/wishmedia/remove', 'media', false],
    ['/wishevent/add', 'event', true],
    ['/wishevent/remove', 'event', false],
  ];
  for (const [path, kind, add] of toggles) {
    app.post(path, auth, async (req) => {
      const { id } = parse(wishSchema, req.body);
      return service.toggle(req.user!.id, kind, id, add);
    });
  }

  app.get('/favourite/list', auth, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.details(req.user!.id);
  });
}
