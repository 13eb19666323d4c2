import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@portal/contract/languages';
import { inLang } from '@portal/contract/tamil';

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
  // A 404 or a parse error never reaches preValidation: read the language there too.
  app.addHook('onRequest', async (req) => {
    req.lang = requestLanguage(req);
  });
  app.addHook('preSerialization', async (req, _reply, payload) => inReaderLanguage(payload, req.lang));
}

/**
 * Every answer's `message` and per-field `errors` in the caller's language: services and the
 * error handler keep throwing the contract's English texts, and this one place turns them into
 * Tamil for a Tamil reader (texts the contract does not own pass unchanged).
 */
export function inReaderLanguage(payload: unknown, lang: Lang): unknown {
  if (lang === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const envelope = payload as { message?: unknown; errors?: unknown };
  if (typeof envelope.message !== 'string' && !envelope.errors) return payload;
  const out: Record<string, unknown> = { ...envelope };
  if (typeof envelope.message === 'string') out.message = inLang(envelope.message, lang);
  if (envelope.errors && typeof envelope.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(envelope.errors as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? inLang(v, lang) : v]),
    );
  }
  return out;
}
