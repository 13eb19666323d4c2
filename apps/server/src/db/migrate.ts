import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db, Queryable } from './client.ts';
import { fromRepoRoot } from '../paths.ts';

// From the root, not from this file: the production bundle (apps/server/dist/main.js) runs from
// another folder and reads the same files.
const MIGRATIONS_DIR = fromRepoRoot('apps/server/src/db/migrations') + '/';

/**
 * A migration is named `YYYYMMDDHHMMSS_what_it_does.sql`: the UTC time its author created it.
 * Two authors working side by side cannot pick the same prefix by accident, and name order is
 * the order of intent.
 */
export const MIGRATION_NAME = /^\d{14}_[a-z0-9_]+\.sql$/;

/**
 * Names the first files had before the timestamp scheme. A database migrated by them is
 * carried over to the new names once, in the same order they were applied (name order).
 */
const RENAMED: Record<string, string> = {
  '0001_schema.sql': '20261101000000_schema.sql',
  '0002_engagement_volunteers.sql': '20261102000000_engagement_volunteers.sql',
  '0002_gallery_indexes.sql': '20261102000100_gallery_indexes.sql',
  '0002_payments_sandbox.sql': '20261102000200_payments_sandbox.sql',
};

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** The folder's migrations in the order they apply, each with the checksum of its text. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const bad = names.filter((n) => !MIGRATION_NAME.test(n));
  if (bad.length) throw new Error(`Migration names must look like 20261123093000_what.sql: ${bad.join(', ')}`);
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(dir + name, 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    }),
  );
}

/** Line endings are normalised so that a checkout on Windows does not look like an edit. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/**
 * Applies every migration not yet applied, in name order, in one transaction under an
 * advisory lock (two servers starting together do not migrate twice). Refuses to start when
 * an applied migration was edited since, or when the database holds migrations this code does
 * not know (an older release started on a newer database).
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  const applied: string[] = [];
  await db.tx(async (q) => {
    // The lock comes first: processes started together on a new database would otherwise race
    // to create the bookkeeping table itself (a duplicate key in PostgreSQL's catalogue).
    await q.query('SELECT pg_advisory_xact_lock(727274)');
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    await carryOverOldNames(q);
    const done = await appliedChecksums(q);
    checkApplied(files, done);
    for (const file of files) {
      if (done.has(file.name)) continue;
      for (const statement of splitStatements(file.sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
      applied.push(file.name);
    }
    // Rows from before checksums were kept take the checksum of the file as it is now.
    for (const file of files) {
      if (done.get(file.name) === null) {
        await q.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file.name, file.checksum]);
      }
    }
  });
  return applied;
}

async function carryOverOldNames(q: Queryable): Promise<void> {
  for (const [oldName, newName] of Object.entries(RENAMED)) {
    await q.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [oldName, newName]);
  }
}

async function appliedChecksums(q: Queryable): Promise<Map<string, string | null>> {
  const rows = await q.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations');
  return new Map(rows.map((r) => [r.name, r.checksum]));
}

function checkApplied(files: MigrationFile[], done: Map<string, string | null>): void {
  const byName = new Map(files.map((f) => [f.name, f]));
  const problems: string[] = [];
  for (const [name, checksum] of done) {
    const file = byName.get(name);
    if (!file) problems.push(`${name} was applied to this database but is not in this release`);
    else if (checksum !== null && checksum !== file.checksum) {
      problems.push(`${name} was edited after it was applied (add a new migration instead)`);
    }
  }
  if (problems.length) throw new Error(`Migrations do not match the database:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** Splits a migration on semicolons at line ends (our migrations hold no function bodies). */
function splitStatements(sql: string): string[] {
  // A statement ends with a semicolon at the end of a line, outside a dollar-quoted body ($$ … $$
  // of a function, whose own lines end with semicolons).
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
