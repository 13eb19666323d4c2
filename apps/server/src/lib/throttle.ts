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
 * (a table today, a shared Redis later) is chosen by `createThrottle`.
 */
export interface Throttle {
  hit(key: string, limit: Limit): Promise<HitResult>;
  clear(key: string): Promise<void>;
  /** Takes back one counted try that turned out to be legitimate (a login that succeeded). */
  release(key: string): Promise<void>;
  /** Deletes counters whose window and delay are over; returns how many. */
  prune(): Promise<number>;
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
  };
}

/** The throttle every module uses. The one place to switch stores (REDIS_URL, a later issue). */
export function createThrottle(deps: { db: Queryable }): Throttle {
  return tableThrottle(deps.db);
}

/** Counts a try and refuses it with 429 and Retry-After when the key is over its limit. */
export async function enforce(throttle: Throttle, key: string, limit: Limit): Promise<void> {
  const result = await throttle.hit(key, limit);
  if (!result.allowed) throw tooManyRequests(undefined, result.retryAfterSeconds);
}
