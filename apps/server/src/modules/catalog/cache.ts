import { createHash } from 'node:crypto';

/**
 * A short-lived in-process cache of public JSON answers. PGlite answers one query at a time
 * (TOOLCHAIN.md), so browsing must not reach the database on every request. Entries hold the
 * serialised body and its ETag; concurrent misses for one key share one load.
 *
 * Each server process keeps its own copy, so a change made elsewhere shows within the TTL.
 * Anything that writes catalog rows calls `invalidateCatalogCache(db)`.
 */
export interface CachedJson {
  body: string;
  etag: string;
}

interface Entry {
  expires: number;
  value: Promise<CachedJson>;
}

/** Keys come from validated input only (program ids, list names), so the map stays small; the cap is a backstop. */
const MAX_ENTRIES = 500;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<object>): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.evictExpired();
    const value = load().then(toCached);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    // A failed load is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }

  private evictExpired() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}

function toCached(payload: object): CachedJson {
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

const caches = new WeakMap<object, ResponseCache>();

/** The cache of one database (one per app instance, so tests do not share answers). */
export function catalogCache(db: object, ttlMs = CATALOG_TTL_MS): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

export function invalidateCatalogCache(db: object) {
  caches.get(db)?.clear();
}

/** How long the server keeps an answer; browsers get the same figure in Cache-Control. */
export const CATALOG_TTL_MS = 30_000;
