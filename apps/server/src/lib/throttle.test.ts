import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { openTestDb } from '../test/harness.ts';
import { tableThrottle } from './throttle.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('table throttle', () => {
  it('counts parallel hits one by one: exactly max are allowed', async () => {
    const throttle = tableThrottle(db);
    const results = await Promise.all(Array.from({ length: 25 }, () => throttle.hit('unit:parallel', { max: 7, windowMinutes: 5 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
  });

  it('starts a new window once the old one is over, and forgets a cleared key', async () => {
    const throttle = tableThrottle(db);
    const limit = { max: 1, windowMinutes: 5 };
    expect((await throttle.hit('unit:window', limit)).allowed).toBe(true);
    expect((await throttle.hit('unit:window', limit)).allowed).toBe(false);
    await db.query(`UPDATE throttle_counters SET window_ends_at = now() - interval '1 second' WHERE key = 'unit:window'`);
    expect(await throttle.hit('unit:window', limit)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
    await throttle.hit('unit:window', limit);
    await throttle.clear('unit:window');
    expect((await throttle.hit('unit:window', limit)).allowed).toBe(true);
  });

  it('gives back one try on release', async () => {
    const throttle = tableThrottle(db);
    const limit = { max: 2, windowMinutes: 5 };
    await throttle.hit('unit:release', limit);
    await throttle.hit('unit:release', limit);
    await throttle.release('unit:release');
    expect((await throttle.hit('unit:release', limit)).allowed).toBe(true);
    expect((await throttle.hit('unit:release', limit)).allowed).toBe(false);
  });
});
