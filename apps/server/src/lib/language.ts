import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@portal/contract/languages';
import { inLang } from '@portal/contract/tamil';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller asked for; English unless said. */
    lang: Lang;
  }
  interface FastifyInstance {
    /**
     * How answers' messages turn into the reader's language: the contract's catalogue, with the
     * office's Tamil corrections once the translations module has read them (it replaces
     * `translate` when they change). Kept in memory: the hook that uses it runs on every answer.
     */
    readerLanguage: { translate: (text: string, lang: Lang) => string };
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

/**
 * Sets `req.lang` on every request as it arrives (the query string is parsed by then), so
 * handlers, messages, 404s and parse errors can all read it. `detect` false (the bench's
 * BENCH_DISABLE=hooks) leaves every request in English.
 */
export function registerLanguage(app: FastifyInstance, detect = true): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  const readerLanguage = { translate: inLang };
  app.decorate('readerLanguage', readerLanguage);
  // Callback hooks, not async ones: they run on every request, and a promise per hook shows.
  if (detect) {
    app.addHook('onRequest', (req, _reply, done) => {
      req.lang = requestLanguage(req);
      done();
    });
  }
  app.addHook('preSerialization', (req, _reply, payload, done) => done(null, inReaderLanguage(payload, req.lang, readerLanguage.translate)));
}

/**
 * Every answer's `message` and per-field `errors` in the caller's language: services and the
 * error handler keep throwing the contract's English texts, and this one place turns them into
 * Tamil for a Tamil reader (texts the contract does not own pass unchanged).
 */
export function inReaderLanguage(payload: unknown, lang: Lang, translate: (text: string, lang: Lang) => string = inLang): unknown {
  if (lang === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const envelope = payload as { message?: unknown; errors?: unknown };
  if (typeof envelope.message !== 'string' && !envelope.errors) return payload;
  const out: Record<string, unknown> = { ...envelope };
  if (typeof envelope.message === 'string') out.message = translate(envelope.message, lang);
  if (envelope.errors && typeof envelope.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(envelope.errors as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? translate(v, lang) : v]),
    );
  }
  return out;
}
