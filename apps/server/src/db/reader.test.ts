import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

/**
 * On PGlite (one query at a time) a long read lets the site go first: between two of its batches
 * it waits until the queries other calls asked for are answered.
 */
describe("PGlite's reader", () => {
  it('pauses until the queries asked meanwhile are answered, then reads again', async () => {
    const db = await openPglite();
    try {
      const reader = await db.reader();
      const order: string[] = [];
      await reader.query('SELECT 1');
      const visitor = db.query(`SELECT count(*) FROM generate_series(1, 20000)`).then(() => order.push('visitor'));
      const second = db.query('SELECT 2').then(() => order.push('second visitor'));
      await reader.pause();
      order.push('next batch');
      await Promise.all([visitor, second]);
      expect(order).toEqual(['visitor', 'second visitor', 'next batch']);
      await reader.release();
    } finally {
      await db.close();
    }
    // A database of its own is made here (PGlite's start takes its time on a busy machine).
  }, 120_000);
});
