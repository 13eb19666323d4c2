import { describe, expect, it } from 'vitest';
import { openPostgres } from './db/client.ts';
import { publicContentChanged, onPublicContentChange, startCacheBus } from './lib/cache-bus.ts';
import { eventually } from './test/redis-server.ts';

/**
 * The cache bus over PostgreSQL's LISTEN/NOTIFY, for sites with several processes and no Redis.
 * It needs a PostgreSQL server: the server suite includes `*.pg.test.ts` files only when
 * DATABASE_URL names one (CI's second pass), so a run on PGlite neither runs nor skips it.
 */
describe('content changes reach every process', () => {
  it('through PostgreSQL LISTEN/NOTIFY without Redis', async () => {
    const url = process.env.DATABASE_URL!;
    const [a, b] = [openPostgres(url, 2), openPostgres(url, 2)];
    const busA = await startCacheBus(a, { databaseUrl: url });
    const busB = await startCacheBus(b, { databaseUrl: url });
    let clearedB = 0;
    onPublicContentChange(b, () => clearedB++);
    await publicContentChanged(a);
    await eventually(() => clearedB === 1, 1000, 'the other process cleared its cache');
    expect(clearedB).toBe(1);
    await busA.close();
    await busB.close();
    await a.close();
    await b.close();
  });
});
