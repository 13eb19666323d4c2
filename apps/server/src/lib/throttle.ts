import type { Queryable } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Counts attempts per (bucket, subject) in the database, so limits hold across restarts and
 * across server processes. Used for logins and OTP requests, per mobile number and per address.
 */
export interface Limit {
  bucket: string;
  subject: string;
  max: number;
  windowMinutes: number;
}

/** Refuses with 429 when the subject already used its attempts in the window. */
export async function assertUnderLimit(q: Queryable, limit: Limit): Promise<void> {
  const row = await q.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM throttle_hits
      WHERE bucket = $1 AND subject = $2 AND created_at > now() - make_interval(mins => $3)`,
    [limit.bucket, limit.subject, limit.windowMinutes],
  );
  if ((row?.n ?? 0) >= limit.max) throw tooManyRequests();
}

export async function recordHit(q: Queryable, limit: Limit): Promise<void> {
  await q.query('INSERT INTO throttle_hits (bucket, subject) VALUES ($1, $2)', [limit.bucket, limit.subject]);
}

/** Checks and counts in one step (for requests that count whatever their outcome). */
export async function throttle(q: Queryable, limit: Limit): Promise<void> {
  await assertUnderLimit(q, limit);
  await recordHit(q, limit);
}

export async function clearHits(q: Queryable, bucket: string, subject: string) {
  await q.query('DELETE FROM throttle_hits WHERE bucket = $1 AND subject = $2', [bucket, subject]);
}

export async function pruneHits(q: Queryable) {
  await q.query(`DELETE FROM throttle_hits WHERE created_at < now() - interval '1 day'`);
}
