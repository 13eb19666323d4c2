import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@portal/contract/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller asked for (ARCHITECTURE.md, Languages); English unless said. */
    lang: Lang;
  }
}

/**
 * A call says its language with `?lang=en|ta`, else with `Accept-Language` (q-values honoured);
 * anything else reads English. The address wins so that a shared link or a cached page never
 * depends on the browser that opened it.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'query' | 'headers'>): Lang {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(fromQuery)) return fromQuery;
  const header = req.headers['accept-language'];
  if (!header) return DEFAULT_LANG;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LANGS]);
  return isLang(best) ? best : DEFAULT_LANG;
}

/** Sets `req.lang` on every request, before validation, so handlers and messages can read it. */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('preValidation', async (req) => {
    req.lang = requestLanguage(req);
  });
}
