import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { localStorage } from '../providers/storage.ts';
import { seedDemo } from './demo.ts';
import { PROGRAM_NAME_COLUMNS, VISITOR_TEXT_COLUMNS } from './demo-tamil.ts';

let db: Db;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'demo-tamil-'));
  db = await openPglite();
  await migrate(db);
  await seedDemo(db, localStorage(root));
}, 120_000);
afterAll(async () => {
  await db?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe('demo content in Tamil', () => {
  it('has a Tamil twin for every field a visitor reads, in every demo row', async () => {
    const missing: string[] = [];
    for (const [table, columns] of Object.entries(VISITOR_TEXT_COLUMNS)) {
      for (const column of columns) {
        const rows = await db.query<{ id: number; en: unknown; ta: unknown }>(
          `SELECT id, ${column} AS en, ${column}_ta AS ta FROM ${table} WHERE ${column} IS NOT NULL ORDER BY id`,
        );
        for (const { id, en, ta } of rows) {
          const english = Array.isArray(en) ? en : [en];
          if (english.every((v) => v === '')) continue;
          const tamil = Array.isArray(ta) ? ta : ta === null ? [] : [ta];
          const written = tamil.length === english.length && tamil.every((v) => typeof v === 'string' && v.trim() !== '');
          const inTamil = PROGRAM_NAME_COLUMNS.has(`${table}.${column}`) || tamil.every((v) => TAMIL_LETTER.test(String(v)));
          if (!written || !inTamil) missing.push(`${table}.${column}_ta #${id}: ${JSON.stringify(en).slice(0, 60)}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps program names as the foundation writes them', async () => {
    const rows = await db.query<{ name: string; name_ta: string }>('SELECT name, name_ta FROM programs');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.name_ta).toBe(r.name);
  });
});
