import { describe, expect, it } from 'vitest';
import type { Reader } from '../../db/client.ts';
import { readBatches, type ExportSource } from './service.ts';

/**
 * The batches of an export on a reader of its own (PostgreSQL): the next one is asked for while
 * the last one is written. Every row once, in order, whatever the list's length against the batch
 * size, and no read left failing unheard when the download stops.
 */
const reader: Reader = { query: async () => [], one: async () => undefined, pause: async () => undefined, release: async () => undefined };

function sourceOf(total: number, reads: number[], failAfter = Infinity): ExportSource<{ id: number }> {
  return {
    sheet: 'Test',
    columns: [{ header: 'Id', type: 'int', value: (r) => r.id }],
    key: (r) => r.id,
    read: async (_q, after, size) => {
      reads.push(after);
      if (after >= failAfter) throw new Error('the connection was closed');
      return Array.from({ length: Math.max(0, Math.min(size, total - after)) }, (_, k) => ({ id: after + k + 1 }));
    },
  };
}

describe('reading ahead on a reader of its own', () => {
  for (const [total, size] of [[0, 5], [1, 5], [10, 5], [11, 5], [4, 1]] as const) {
    it(`${total} rows in batches of ${size}: each row once, in order`, async () => {
      const reads: number[] = [];
      const ids: number[] = [];
      for await (const rows of await readBatches(sourceOf(total, reads), reader, size)) ids.push(...rows.map((r) => r.id));
      expect(ids).toEqual(Array.from({ length: total }, (_, k) => k + 1));
      // One read per full batch plus the one that finds the rest (or nothing).
      expect(reads.length).toBe(Math.floor(total / size) + 1);
    });
  }

  it('a download that stops after the first batch leaves the read ahead answered, not failing unheard', async () => {
    const reads: number[] = [];
    const unheard: unknown[] = [];
    const onUnhandled = (err: unknown) => unheard.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const rows of await readBatches(sourceOf(100, reads, 10), reader, 10)) {
        expect(rows[0]!.id).toBe(1);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reads).toEqual([0, 10]);
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
