import { onPublicContentChange, publicContentChanged } from '../../lib/cache-bus.ts';
import { PublicCache, toCachedJson, type CachedJson } from '../../lib/public-cache.ts';

/**
 * A short-lived in-process cache of public JSON answers. PGlite answers one query at a time
 * (TOOLCHAIN.md), so browsing must not reach the database on every request. Entries hold the
 * serialised body and its ETag; concurrent misses for one key share one load.
 *
 * Each server process keeps its own copy. Anything that writes catalog rows calls
 * `invalidateCatalogCache(db)`, which clears every process's copy (lib/cache-bus.ts).
 */
/** Keys come from validated input only (program ids, list names), so the map stays small; the cap is a backstop. */
const MAX_ENTRIES = 500;

/** Catalog answers cached serialised with their ETag (see lib/public-cache.ts). */
export class ResponseCache {
  private readonly cache: PublicCache;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.cache = new PublicCache(ttlMs, MAX_ENTRIES, now);
  }

  /** Without `compress` the entry keeps no compressed forms (the bench's BENCH_DISABLE=compress). */
  get(key: string, load: () => Promise<object>, opts: { compress?: boolean } = {}): Promise<CachedJson> {
    return this.cache.get(key, () => load().then((payload) => toCachedJson(payload, opts)));
  }

  clear() {
    this.cache.clear();
  }
}

const caches = new WeakMap<object, ResponseCache>();

/** The cache of one database (one per app instance, so tests do not share answers). */
export function catalogCache(db: object, ttlMs = CATALOG_TTL_MS): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    const made = new ResponseCache(ttlMs);
    caches.set(db, made);
    onPublicContentChange(db, () => made.clear());
    cache = made;
  }
  return cache;
}

export function invalidateCatalogCache(db: object): Promise<void> {
  return publicContentChanged(db);
}

/** How long the server keeps an answer; browsers get the same figure in Cache-Control. */
export const CATALOG_TTL_MS = 30_000;
