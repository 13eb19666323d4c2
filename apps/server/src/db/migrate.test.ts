import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/harness.ts';
import type { Db } from './client.ts';
import { MIGRATION_NAME, migrate, readMigrations } from './migrate.ts';

const REAL_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A copy of the real migrations that a test may edit. */
function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-')) + '/';
  cpSync(REAL_DIR, dir, { recursive: true });
  return dir;
}

describe('migrations', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('are named by timestamp, so no two share a prefix and name order is the intended order', () => {
    const names = readdirSync(REAL_DIR).filter((f) => f.endsWith('.sql'));
    for (const name of names) expect(name).toMatch(MIGRATION_NAME);
    const prefixes = names.map((n) => n.slice(0, 14));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('apply nothing twice and record a checksum per file', async () => {
    db = await openTestDb(); // the harness has already migrated it
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    const files = await readMigrations();
    expect(rows.map((r) => [r.name, r.checksum])).toEqual(files.map((f) => [f.name, f.checksum]));
  });

  it('apply a new file after the others and refuse to start when an applied file was edited', async () => {
    db = await openTestDb();
    const dir = copyOfMigrations();
    writeFileSync(dir + '29991231000000_probe.sql', 'CREATE TABLE migration_probe (id int);\n');
    expect(await migrate(db, dir)).toEqual(['29991231000000_probe.sql']);
    writeFileSync(dir + '29991231000000_probe.sql', 'CREATE TABLE migration_probe (id bigint);\n');
    await expect(migrate(db, dir)).rejects.toThrow(/29991231000000_probe.sql was edited after it was applied/);
  });

  it('refuse a database that holds a migration this release does not know', async () => {
    db = await openTestDb();
    await db.query("INSERT INTO schema_migrations (name, checksum) VALUES ('29991231000001_future.sql', 'x')");
    await expect(migrate(db)).rejects.toThrow(/29991231000001_future.sql was applied to this database but is not in this release/);
  });

  it('carry a database migrated under the old 0001_/0002_ names over to the new names', async () => {
    db = await openTestDb();
    await db.query('DELETE FROM schema_migrations');
    for (const old of ['0001_schema.sql', '0002_engagement_volunteers.sql', '0002_gallery_indexes.sql', '0002_payments_sandbox.sql']) {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [old]);
    }
    const files = await readMigrations();
    for (const later of files.slice(4)) {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [later.name]);
    }
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => [r.name, r.checksum])).toEqual(files.map((f) => [f.name, f.checksum]));
  });

  it('refuse a file whose name does not follow the scheme', async () => {
    const dir = copyOfMigrations();
    writeFileSync(dir + '0003_oops.sql', 'SELECT 1;\n');
    await expect(readMigrations(dir)).rejects.toThrow(/0003_oops.sql/);
  });
});
