import type { Redis } from 'ioredis';
import type { Queryable } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';

/**
 * How many tries a key may make in a window. Past `max`, a hard limit refuses every try until the
 * window ends; a soft limit (`slowDown`) never refuses for long: once `max` tries are counted, each
 * further try must come a delay after the previous one, doubling from `firstSeconds` up to
 * `maxSeconds`.
 */
export interface Limit {
  max: number;
  windowMinutes: number;
  slowDown?: { firstSeconds: number; maxSeconds: number };
}

export interface HitResult {
  allowed: boolean;
  /** Tries counted in the current window, this one included when it was allowed. */
  count: number;
  /** When refused: seconds until a try can be allowed again. */
  retryAfterSeconds: number;
}

/**
 * Counts tries per key, atomically: the try is counted before the guarded work runs, so parallel
 * requests cannot all slip past a limit. Callers see only this interface; the store behind it
 * (a table, or a shared Redis with the table as its fallback) is chosen by `createThrottle`.
 */
export interface Throttle {
  hit(key: string, limit: Limit): Promise<HitResult>;
  clear(key: string): Promise<void>;
  /** Takes back one counted try that turned out to be legitimate (a login that succeeded). */
  release(key: string): Promise<void>;
  /** Deletes counters whose window and delay are over; returns how many. */
  prune(): Promise<number>;
  /** Deletes every counter whose key starts with the prefix (staff lifting a login lock); returns how many. */
  clearPrefix(prefix: string): Promise<number>;
}

interface CounterRow {
  hits: number;
  window_left: number;
  wait_left: number;
}

/**
 * The PostgreSQL (and PGlite) store: one row per key, counted by one upsert. ON CONFLICT DO UPDATE
 * locks the row and re-reads its newest version, so concurrent hits from any number of server
 * processes each get their own count. A soft limit's early try matches no row (the WHERE) and is
 * not counted. next_try_at is '-infinity' unless a delay is running: now() is when a statement
 * began, so a statement that waited for the row lock must not compare against a later now().
 */
export function tableThrottle(q: Queryable): Throttle {
  return {
    async hit(key, limit) {
      const window = limit.windowMinutes * 60;
      const row = await q.one<CounterRow>(
        `INSERT INTO throttle_counters AS t (key, hits, window_ends_at, next_try_at)
         VALUES ($1, 1, now() + make_interval(secs => $2), '-infinity')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN t.window_ends_at <= now() THEN 1 ELSE t.hits + 1 END,
           window_ends_at = CASE WHEN t.window_ends_at <= now() THEN now() + make_interval(secs => $2) ELSE t.window_ends_at END,
           next_try_at = CASE
             WHEN $4::float8 IS NOT NULL AND t.window_ends_at > now() AND t.hits + 1 >= $3
             THEN now() + make_interval(secs => least($4::float8 * power(2, least(t.hits + 1 - $3, 30)), $5::float8))
             ELSE '-infinity' END
         WHERE t.window_ends_at <= now() OR t.next_try_at <= now()
         RETURNING hits, 0 AS wait_left, ceil(extract(epoch FROM window_ends_at - now()))::int AS window_left`,
        [key, window, limit.max, limit.slowDown?.firstSeconds ?? null, limit.slowDown?.maxSeconds ?? null],
      );
      if (!row) {
        // A soft limit's try that came before its delay was over.
        const waiting = await q.one<CounterRow>(
          `SELECT hits, 0 AS window_left, greatest(1, ceil(extract(epoch FROM next_try_at - now())))::int AS wait_left
             FROM throttle_counters WHERE key = $1`,
          [key],
        );
        return { allowed: false, count: waiting?.hits ?? 0, retryAfterSeconds: waiting?.wait_left ?? 1 };
      }
      if (limit.slowDown || row.hits <= limit.max) return { allowed: true, count: row.hits, retryAfterSeconds: 0 };
      return { allowed: false, count: row.hits, retryAfterSeconds: Math.max(1, row.window_left) };
    },

    async clear(key) {
      await q.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
    },

    async release(key) {
      await q.query('UPDATE throttle_counters SET hits = greatest(hits - 1, 0) WHERE key = $1 AND window_ends_at > now()', [key]);
    },

    async prune() {
      const rows = await q.query(
        'DELETE FROM throttle_counters WHERE window_ends_at <= now() AND next_try_at <= now() RETURNING key',
      );
      return rows.length;
    },

    async clearPrefix(prefix) {
      const rows = await q.query(`DELETE FROM throttle_counters WHERE starts_with(key, $1) RETURNING key`, [prefix]);
      return rows.length;
    },
  };
}

/**
 * The same counter in Redis, in one Lua script so that it is atomic across processes. It follows
 * the table's rules exactly (window, hard limit, soft limit's doubling delay); the key expires by
 * itself when its window and delay are over. Times come from Redis's own clock (TIME), so the
 * processes' clocks do not matter.
 */
const HIT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local windowMs, max, firstMs, maxMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local v = redis.call('HMGET', KEYS[1], 'hits', 'ends', 'next')
local hits, ends, nextTry = tonumber(v[1]), tonumber(v[2]), tonumber(v[3])
if hits and ends > now and nextTry > now then
  return {0, hits, math.max(1, math.ceil((nextTry - now) / 1000))}
end
if not hits or ends <= now then
  hits, ends, nextTry = 1, now + windowMs, 0
else
  hits = hits + 1
  if firstMs >= 0 and hits >= max then
    nextTry = now + math.min(firstMs * 2 ^ math.min(hits - max, 30), maxMs)
  else
    nextTry = 0
  end
end
redis.call('HSET', KEYS[1], 'hits', hits, 'ends', ends, 'next', nextTry)
redis.call('PEXPIREAT', KEYS[1], math.max(ends, nextTry))
return {1, hits, math.ceil((ends - now) / 1000)}
`;

const RELEASE_SCRIPT = `
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits'))
if hits and hits > 0 then redis.call('HINCRBY', KEYS[1], 'hits', -1) end
return 0
`;

const REDIS_PREFIX = 'portal:throttle:';

/**
 * Redis when it answers, the table when it does not: a try is always counted somewhere, so an
 * outage never opens the login or code limits (it only starts their count afresh in the table).
 */
export function redisThrottle(redis: Redis, fallback: Throttle, onFallback: (err: unknown) => void = () => undefined): Throttle {
  const orFallback = async <T>(viaRedis: () => Promise<T>, viaTable: () => Promise<T>): Promise<T> => {
    try {
      return await viaRedis();
    } catch (err) {
      onFallback(err);
      return viaTable();
    }
  };
  return {
    hit: (key, limit) =>
      orFallback(
        async () => {
          const args = [limit.windowMinutes * 60_000, limit.max, (limit.slowDown?.firstSeconds ?? -1) * 1000, (limit.slowDown?.maxSeconds ?? 0) * 1000];
          const [counted, hits, seconds] = (await redis.eval(HIT_SCRIPT, 1, REDIS_PREFIX + key, ...args)) as [number, number, number];
          if (!counted) return { allowed: false, count: hits, retryAfterSeconds: seconds };
          if (limit.slowDown || hits <= limit.max) return { allowed: true, count: hits, retryAfterSeconds: 0 };
          return { allowed: false, count: hits, retryAfterSeconds: Math.max(1, seconds) };
        },
        () => fallback.hit(key, limit),
      ),
    // Both stores: a count the table took during an outage must not outlive a clear.
    clear: async (key) => {
      await Promise.all([redis.del(REDIS_PREFIX + key).catch(onFallback), fallback.clear(key)]);
    },
    release: (key) =>
      orFallback(
        async () => {
          await redis.eval(RELEASE_SCRIPT, 1, REDIS_PREFIX + key);
        },
        () => fallback.release(key),
      ),
    // Redis expires its keys itself; the table keeps what it counted during an outage.
    prune: () => fallback.prune(),
    clearPrefix: async (prefix) => {
      let removed = 0;
      try {
        const pattern = `${REDIS_PREFIX}${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
          if (keys.length) removed += await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } catch (err) {
        onFallback(err);
      }
      return removed + (await fallback.clearPrefix(prefix));
    },
  };
}

/** The throttle every module uses: Redis (with the table behind it) when REDIS_URL is set. */
export function createThrottle(deps: { db: Queryable; redis?: Redis }): Throttle {
  const table = tableThrottle(deps.db);
  return deps.redis ? redisThrottle(deps.redis, table) : table;
}

/** Counts a try and refuses it with 429 and Retry-After when the key is over its limit. */
export async function enforce(throttle: Throttle, key: string, limit: Limit): Promise<void> {
  const result = await throttle.hit(key, limit);
  if (!result.allowed) throw tooManyRequests(undefined, result.retryAfterSeconds);
}
