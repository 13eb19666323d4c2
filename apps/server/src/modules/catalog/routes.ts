import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES } from '@portal/contract/catalog';
import { calls } from '@portal/contract/calls';
import type { CallDef } from '@portal/contract/call';
import { todayIso } from '@portal/contract/fields';
import { isProgramNumber } from '@portal/contract/programs';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { checkResponse, route } from '../../lib/calls.ts';
import { CATALOG_TTL_MS, catalogCache } from './cache.ts';
import { sendCachedJson } from '../../lib/public-cache.ts';
import type { CatalogService } from './service.ts';

const BROWSER_MAX_AGE = Math.round(CATALOG_TTL_MS / 1000);

/**
 * The public catalog: programs, projects, events, sliders,
 * program detail and glimpses. No login; answers come from a short-lived server cache with an
 * ETag, and GET answers may be kept by browsers and CDNs for the same short time.
 */
export default async function catalog(app: FastifyInstance, deps: AppDeps, { catalog: service }: { catalog: CatalogService }) {
  const cache = catalogCache(deps.db);
  const responseCheck = { strict: deps.config.NODE_ENV === 'test', log: app.log };
  const off = new Set(deps.config.BENCH_DISABLE);
  const sender = {
    // GET answers may be kept by browsers and CDNs; POST answers are not cached by them anyway.
    get: {
      headers: { vary: 'Accept-Language, Accept-Encoding', 'cache-control': `public, max-age=${BROWSER_MAX_AGE}, stale-while-revalidate=${BROWSER_MAX_AGE * 4}` },
      etag: !off.has('etag'),
      compress: !off.has('compress'),
    },
    post: { headers: { vary: 'Accept-Language, Accept-Encoding' }, etag: !off.has('etag'), compress: !off.has('compress') },
  };

  /**
   * Answers from the cache; the day is part of the key because "upcoming" depends on it. The
   * cache holds ready-made JSON (with its ETag and compressed forms), so the answer is checked
   * against the call's schema once, as it is filled, and a repeat is only a lookup.
   */
  async function cached(req: FastifyRequest, reply: FastifyReply, call: CallDef, key: string, load: () => Promise<object>) {
    const checked = off.has('schema') ? load : async () => checkResponse(call.response!, await load(), `${call.method} ${call.path}`, responseCheck) as object;
    // The language is part of the key: a Tamil answer is never served to an English reader.
    const entry = await cache.get(`${todayIso()}:${req.lang}:${key}`, checked, { compress: !off.has('compress') });
    return sendCachedJson(req, reply, entry, req.method === 'GET' ? sender.get : sender.post);
  }

  route(app, calls.programList, (req, reply) => cached(req, reply, calls.programList, 'programs', () => service.programs(req.lang)));

  route(app, calls.projectList, (req, reply) => cached(req, reply, calls.projectList, 'projects', () => service.projects(req.lang)));

  route(app, calls.eventList, (req, reply) => {
    const { program_id } = req.body;
    return cached(req, reply, calls.eventList, `events:${program_id ?? 'home'}`, () => service.events(program_id, req.lang));
  });

  route(app, calls.eventAllList, (req, reply) => cached(req, reply, calls.eventAllList, 'events:all', () => service.allEvents(req.lang)));

  route(app, calls.categoryEvent, (req, reply) => cached(req, reply, calls.categoryEvent, 'events:category', () => service.eventsByCategory(req.lang)));

  route(app, calls.sliderList, (req, reply) => cached(req, reply, calls.sliderList, 'slides', () => service.slides(req.lang)));

  route(app, calls.wisdom, async (req, reply) => {
    const { id } = req.params;
    // An id the smallint column cannot hold is answered without asking the database (never a 500).
    if (!isProgramNumber(id)) throw notFound('program_not_found', CATALOG_MESSAGES.programNotFound);
    return cached(req, reply, calls.wisdom, `wisdom:${id}`, () => service.program(id, req.lang));
  });

  // An editor's preview of a program page, hidden or not: never cached, never shared with visitors.
  route(app, calls.programPreview, async (req) => {
    const { id } = req.params;
    if (!isProgramNumber(id)) throw notFound('program_not_found', CATALOG_MESSAGES.programNotFound);
    return service.program(Number(id), req.lang, true);
  });

  route(app, calls.eventPage, (req, reply) => {
    const id = Number(req.params.id);
    return cached(req, reply, calls.eventPage, `event-page:${id}`, () => service.eventPage(id, req.lang));
  });

  route(app, calls.glimpseList, (req, reply) => {
    const { program_id } = req.body;
    return cached(req, reply, calls.glimpseList, `glimpses:${program_id}`, () => service.glimpses(program_id, req.lang));
  });
}
