import type { FastifyReply } from 'fastify';

/**
 * A small in-process cache for public lists. PGlite answers one query at a time, so browsing
 * must not reach the database on every request (TOOLCHAIN.md). Entries live `ttlMs`; the
 * oldest entry goes when the cache is full. A rejected promise is dropped at once, so a failed
 * query is retried by the next request. With several server processes each keeps its own copy:
 * a change shows within the TTL everywhere.
 */
export class PublicCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
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
