import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES, eventListSchema, glimpseListSchema } from '@portal/contract/catalog';
import { todayIso } from '@portal/contract/fields';
import { PROGRAM_IDS, PROGRAM_ROUTES, isProgramId } from '@portal/contract/programs';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { parse, parseIdParam } from '../../lib/validate.ts';
import { registerPageMeta } from '../../web/serve-web.ts';
import { CATALOG_TTL_MS, catalogCache } from './cache.ts';
import { etagMatches } from '../../lib/public-cache.ts';
import { homePageMeta, programPageMeta, programRouteMeta, sharePageMeta } from './page-meta.ts';
import { createCatalogService } from './service.ts';

// Share previews of program pages: module-level, so they are registered once per process.
registerPageMeta('/', homePageMeta);
registerPageMeta('/programs/:id', programPageMeta);
registerPageMeta('/share/:id', sharePageMeta);
// The Share button copies origin + the program's route (/ulchemy, ...), so that link previews too.
for (const id of PROGRAM_IDS) registerPageMeta(PROGRAM_ROUTES[id], programRouteMeta(id));

const BROWSER_MAX_AGE = Math.round(CATALOG_TTL_MS / 1000);

/**
 * The public catalog (spec 000 sections 2 to 4 and 7): programs, projects, events, sliders,
 * program detail and glimpses. No login; answers come from a short-lived server cache with an
 * ETag, and GET answers may be kept by browsers and CDNs for the same short time.
 */
export default async function catalog(app: FastifyInstance, deps: AppDeps) {
  const service = createCatalogService(deps.db);
  const cache = catalogCache(deps.db);

  /** Answers from the cache; the day is part of the key because "upcoming" depends on it. */
  async function cached(req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<object>) {
    const entry = await cache.get(`${todayIso()}:${key}`, load);
    reply.header('etag', entry.etag);
    if (req.method === 'GET') {
      reply.header('cache-control', `public, max-age=${BROWSER_MAX_AGE}, stale-while-revalidate=${BROWSER_MAX_AGE * 4}`);
      if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  app.get('/program/list', (req, reply) => cached(req, reply, 'programs', () => service.programs()));

  app.get('/project/list', (req, reply) => cached(req, reply, 'projects', () => service.projects()));

  app.post('/event/list', (req, reply) => {
    const { program_id } = parse(eventListSchema, req.body);
    return cached(req, reply, `events:${program_id ?? 'home'}`, () => service.events(program_id));
  });

  app.get('/eventall/list', (req, reply) => cached(req, reply, 'events:all', () => service.allEvents()));

  app.get('/category/event', (req, reply) => cached(req, reply, 'events:category', () => service.eventsByCategory()));

  app.get('/slider/list', (req, reply) => cached(req, reply, 'slides', () => service.slides()));

  app.get<{ Params: { id: string } }>('/wisdom/:id', (req, reply) => {
    const id = parseIdParam(req.params.id);
    // Only ids 1 to 8 can exist; others are answered without asking the database.
    if (!isProgramId(id)) throw notFound(CATALOG_MESSAGES.programNotFound);
    return cached(req, reply, `wisdom:${id}`, () => service.program(id));
  });

  app.post('/glimpse/list', (req, reply) => {
    const { program_id } = parse(glimpseListSchema, req.body);
    return cached(req, reply, `glimpses:${program_id}`, () => service.glimpses(program_id));
  });
}
