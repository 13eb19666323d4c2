import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

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

/** A JSON answer kept serialised, with its ETag, so a repeat costs neither a query nor a stringify. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function toCachedJson(payload: object): CachedJson {
  const body = JSON.stringify(payload);
  // Weak: the compressed bytes differ from these, the meaning does not.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/** True when the request's If-None-Match names this ETag. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const values = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((v) => v.trim());
  const bare = etag.replace(/^W\//, '');
  return values.some((v) => v === '*' || v.replace(/^W\//, '') === bare);
}
