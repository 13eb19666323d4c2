import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';

/**
 * COPY out through a reader of its own, on a PostgreSQL server (`*.pg.test.ts`: with DATABASE_URL
 * only): many megabytes, so node-postgres refills its read buffer many times under the rows kept.
 */
describe('COPY … TO STDOUT through the reader', () => {
  it('every row, in order, byte for byte', async () => {
    const db = openPostgres(process.env.DATABASE_URL!, 1);
    const reader = await db.reader();
    try {
      const stream = await reader.copyLines!(`SELECT g || ',' || repeat(chr(2944 + g % 100), g % 700) || E'\\r\\n' FROM generate_series(1, $1) g`, [5000]);
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
      expect(lines.length).toBe(5001);
      for (let g = 1; g <= 5000; g++) expect(lines[g - 1]).toBe(`${g},${String.fromCodePoint(2944 + (g % 100)).repeat(g % 700)}`);
      await expect(reader.copyLines!('SELECT no_such_column FROM generate_series(1, 2)', [])).rejects.toThrow(/no_such_column/);
    } finally {
      await reader.release();
      await db.close();
    }
  }, 120_000);
});
