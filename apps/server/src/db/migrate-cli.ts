import { openFromEnv } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * `npm run db:migrate`: applies the migrations that are missing to the database the server
 * would open (DATABASE_URL, else PGlite under DATA_DIR). PGlite is one process: stop the
 * server first, or it holds the data folder.
 */
async function main(): Promise<void> {
  const db = await openFromEnv();
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `[migrate] applied: ${applied.join(', ')}` : '[migrate] nothing to apply');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('[migrate] failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
