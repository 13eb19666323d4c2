/**
 * Prepares the e2e data folder before the server opens it: migrations, reference data and the
 * demo content, then each file of e2e/fixture-data/ adds the rows its tests need that no public
 * flow can make (for example a paid registration of an event that has already taken place,
 * which feedback needs). Runs as part of the webServer command, so the server starts on it.
 *
 * The prepared folder is kept (.tmp/e2e-prepared/) and copied for the next config of the same run
 * (the console check after the main suite): the same code, the same India day and at most two hours
 * later give the same data, so it is not made twice.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createStorage } from '../apps/server/src/providers/storage.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';
import { loadFormTranslations } from '../apps/server/src/seed/translations.ts';
import type { Queryable } from '../apps/server/src/db/client.ts';

export type PrepareFixtures = (q: Queryable) => Promise<void>;

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');

/** How long a prepared folder is reused: fixtures count days and hours from when they were made. */
const KEPT_FOR_MS = 2 * 60 * 60 * 1000;
const kept = path.resolve(import.meta.dirname, '../.tmp/e2e-prepared', preparedKey());
if (existsSync(kept) && Date.now() - statSync(kept).mtimeMs < KEPT_FOR_MS) {
  cpSync(kept, dataDir, { recursive: true });
  process.exit(0);
}

const db = await openPglite(path.resolve(dataDir, 'pglite'));
await migrate(db);
await loadReferenceData(db);
await loadFormTranslations(db);
await seedDemo(db, createStorage(dataDir), { force: true });

const dir = fileURLToPath(new URL('./fixture-data/', import.meta.url));
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { prepare?: PrepareFixtures };
  await mod.prepare?.(db);
}
await db.close();
keep(dataDir, kept);

/** What the prepared data depends on: the server's and the contract's code, the fixtures, the installed packages and the India day. */
function preparedKey(): string {
  const root = path.resolve(import.meta.dirname, '..');
  const hash = createHash('sha256');
  const add = (file: string) => hash.update(path.relative(root, file)).update(readFileSync(file));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  for (const dir of ['apps/server/src', 'packages/contract/src', 'e2e/fixture-data']) walk(path.join(root, dir));
  for (const file of ['e2e/prepare-data.ts', 'package-lock.json']) add(path.join(root, file));
  hash.update(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }));
  return hash.digest('hex').slice(0, 16);
}

/** Keeps a copy of the prepared folder (written aside, then renamed, so a half copy is never used). */
function keep(from: string, to: string) {
  const aside = `${to}.${process.pid}`;
  rmSync(path.dirname(to), { recursive: true, force: true });
  cpSync(from, aside, { recursive: true });
  renameSync(aside, to);
}
