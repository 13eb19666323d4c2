/**
 * Prepares the e2e data folder before the server opens it: migrations, reference data and the
 * demo content, then each file of e2e/fixture-data/ adds the rows its tests need that no public
 * flow can make (for example a paid registration of an event that has already taken place,
 * which feedback needs). Runs as part of the webServer command, so the server starts on it.
 */
import { readdirSync } from 'node:fs';
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
