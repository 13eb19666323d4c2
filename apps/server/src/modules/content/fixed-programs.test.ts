import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import type { Db } from '../../db/client.ts';
import { openTestDb } from '../../test/harness.ts';
import { createProgram } from '../../seed/factories.ts';
import { ensureFixedPrograms } from './programs.ts';

/**
 * A site started without demo content (production) has the eight fixed programs, hidden, so the
 * owner can fill one in and show it; programs already there are never touched.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('ensureFixedPrograms', () => {
  it('adds the missing fixed programs hidden, with their names, and leaves existing ones alone', async () => {
    await createProgram(db, { id: 3, name: 'Divija (edited)' });
    await ensureFixedPrograms(db);
    await ensureFixedPrograms(db); // a second start changes nothing
    const rows = await db.query<{ id: number; name: string; headline: string; hidden: boolean }>('SELECT id, name, headline, hidden FROM programs ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([...PROGRAM_IDS]);
    for (const row of rows) {
      if (row.id === 3) expect(row).toMatchObject({ name: 'Divija (edited)', hidden: false });
      else expect(row).toMatchObject({ name: PROGRAMS[row.id as 1].name, headline: PROGRAMS[row.id as 1].headline, hidden: true });
    }
  });
});
