import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { openTestDb } from '../test/harness.ts';

/**
 * On PostgreSQL, statements with parameters are prepared once per connection. What must hold:
 * the answers are the same as unprepared ones, a statement of several commands still runs, a
 * migration of another process that changes a table under a prepared `SELECT *` does not break
 * the next call, and past the bound on names statements still run (unnamed). Runs with
 * DATABASE_URL only (`*.pg.test.ts`).
 */
let db: Db;

beforeAll(async () => {
  db = await openTestDb();
  await db.exec('CREATE TABLE prepared_probe (id int PRIMARY KEY, name text); INSERT INTO prepared_probe VALUES (1, $$one$$), (2, $$two$$)');
});
afterAll(() => db.close());

describe('prepared statements on PostgreSQL', () => {
  it('answers as before, on every connection of the pool, and by name on the server', async () => {
    const rows = await Promise.all([1, 2, 1, 2, 1, 2].map((id) => db.one<{ name: string }>('SELECT name FROM prepared_probe WHERE id = $1', [id])));
    expect(rows.map((r) => r?.name)).toEqual(['one', 'two', 'one', 'two', 'one', 'two']);
    // Inside a transaction too, where the same connection prepares it once and runs it twice.
    const inTx = await db.tx(async (q) => [await q.one<{ n: number }>('SELECT $1::int + 1 AS n', [1]), await q.one<{ n: number }>('SELECT $1::int + 1 AS n', [2])]);
    expect(inTx.map((r) => r?.n)).toEqual([2, 3]);
    // The connection that ran it holds it under a name (pg_prepared_statements is per connection).
    const held = await db.tx(async (q) => {
      await q.one('SELECT name FROM prepared_probe WHERE id = $1', [1]);
      return q.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, ['SELECT name FROM prepared_probe WHERE id = $1']);
    });
    expect(held).toHaveLength(1);
    expect(held[0]!.name).toMatch(/^p\d+$/);
  });

  it('runs a text of several commands without parameters, as the seat claim sends its COMMIT', async () => {
    await db.tx(async (q) => {
      await q.query('UPDATE prepared_probe SET name = name WHERE id = 1; SELECT 1');
    });
    expect((await db.one<{ name: string }>('SELECT name FROM prepared_probe WHERE id = $1', [1]))?.name).toBe('one');
  });

  it("a column added by another process's migration under a prepared SELECT * does not fail the next call", async () => {
    const read = () => db.one<Record<string, unknown>>('SELECT * FROM prepared_probe WHERE id = $1', [2]);
    // Prepared on every connection of the pool (4 in tests).
    await Promise.all([read(), read(), read(), read()]);
    await db.exec('ALTER TABLE prepared_probe ADD COLUMN added text DEFAULT $$new$$');
    const after = await Promise.all([read(), read(), read(), read()]);
    for (const row of after) expect(row).toEqual({ id: 2, name: 'two', added: 'new' });
  });

  it('past the bound on names, statements still run', async () => {
    const many = Array.from({ length: 1100 }, (_, i) => db.one<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]));
    const answers = await Promise.all(many);
    expect(answers.map((r) => r?.n)).toEqual(Array.from({ length: 1100 }, (_, i) => 1 + i));
  });
});
