import { openFromEnv } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createStorage } from '../providers/storage.ts';
import { seedDemo } from './demo.ts';
import { dataDirFromEnv } from '../paths.ts';
import { loadReferenceData } from './reference.ts';

/**
 * `npm run db:seed -w apps/server`: opens the database the way the server does (DATABASE_URL,
 * else PGlite under DATA_DIR), migrates, and loads reference data and demo content.
 * `--force` seeds the demo even when NODE_ENV is production.
 */
async function main(): Promise<void> {
  const dataDir = dataDirFromEnv();
  const db = await openFromEnv();
  const log = (message: string) => console.log(`[seed] ${message}`);
  const started = Date.now();
  try {
    const applied = await migrate(db);
    if (applied.length) log(`Migrations applied: ${applied.join(', ')}`);
    log((await loadReferenceData(db)) ? 'Reference data loaded' : 'Reference data present');
    await seedDemo(db, createStorage(dataDir), { force: process.argv.includes('--force'), logger: log });
    log(`Done in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('[seed] failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
