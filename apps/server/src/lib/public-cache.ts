import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small in-process cache for public lists. PGlite answers one query at a time, so browsing
 * must not reach the database on every request (TOOLCHAIN.md). Entries live `ttlMs`; the
 * oldest entry goes when the cache is full. A rejected promise is dropped at once, so a failed
 * query is retried by the next request. With several server processes each keeps its own copy:
 * a change shows within the TTL everywhere.
 */
/** Hits and misses of every public cache in this process, for the metrics (cache hit rate). */
export const publicCacheStats = { hits: 0, misses: 0 };

export class PublicCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      publicCacheStats.hits++;
      return hit.value as Promise<T>;
    }
    publicCacheStats.misses++;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

/** Browsers and CDNs may keep public lists briefly; they change only when editors publish. */
export function publicCacheHeaders(reply: FastifyReply, seconds = 60) {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

/**
 * A JSON answer kept serialised, with its ETag and (from 1 KB) its gzip and Brotli forms, so a
 * repeat costs neither a query, a stringify, a hash nor a compression.
 */
export interface CachedJson {
  body: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Bodies smaller than this are sent as they are (the same threshold as @fastify/compress's in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

export function toCachedJson(payload: object, opts: { compress?: boolean } = {}): CachedJson {
  const body = JSON.stringify(payload);
  // Weak: the compressed bytes differ from these, the meaning does not.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  if (opts.compress === false) return { body, etag };
  return { body, etag, ...compressedForms(body) };
}

/**
 * The gzip and Brotli forms of a cached body (none under COMPRESS_THRESHOLD). Made once per
 * fill, so the best ratio is affordable (a few milliseconds for a list or a page).
 */
export function compressedForms(body: string | Buffer): { gzip?: Buffer; br?: Buffer } {
  const size = Buffer.byteLength(body);
  if (size < COMPRESS_THRESHOLD) return {};
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size } }),
  };
}

/**
 * Sends a kept body in the best encoding the client accepts (the caller's `vary` names
 * Accept-Encoding, for a CDN); @fastify/compress leaves an encoded answer alone.
 */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, forms: { body: string | Buffer; gzip?: Buffer; br?: Buffer }) {
  if (!forms.gzip) return reply.send(forms.body);
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding === 'br' && forms.br) return reply.header('content-encoding', 'br').send(forms.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(forms.gzip);
  return reply.send(forms.body);
}

/** How a route sends its cached answers: headers made once, and the per-request steps it keeps. */
export interface CachedJsonSender {
  /** Headers every answer of the route carries (cache-control, vary), set in one call. */
  headers: Record<string, string>;
  etag: boolean;
  compress: boolean;
}

/**
 * Sends a cached answer: 304 when the client holds its ETag, else the body in the best encoding
 * the client accepts (made at fill; @fastify/compress leaves an encoded answer alone).
 */
export function sendCachedJson(req: FastifyRequest, reply: FastifyReply, entry: CachedJson, how: CachedJsonSender) {
  reply.headers(how.headers);
  if (how.etag) {
    reply.header('etag', entry.etag);
    if (req.method === 'GET' && etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  return how.compress ? sendEncoded(req, reply, entry) : reply.send(entry.body);
}

/** Accept-Encoding headers seen, and the encoding each allows: browsers send a handful of spellings. */
const encodingOf = new Map<string, 'br' | 'gzip' | undefined>();

/** Brotli, else gzip, when the header accepts it (q=0 refuses; `*` accepts both). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  if (encodingOf.has(header)) return encodingOf.get(header);
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const given = params.find((p) => p.startsWith('q='));
    const value = given ? Number(given.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const chosen = weight('br') > 0 && weight('br') >= weight('gzip') ? 'br' : weight('gzip') > 0 ? 'gzip' : undefined;
  // The map stays small: a client sending endless spellings only fills it to its cap.
  if (encodingOf.size < 200) encodingOf.set(header, chosen);
  return chosen;
}

/** True when the request's If-None-Match names this ETag. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const values = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((v) => v.trim());
  const bare = etag.replace(/^W\//, '');
  return values.some((v) => v === '*' || v.replace(/^W\//, '') === bare);
}
