import path from 'node:path';
import { backup, restore } from '../apps/server/src/lib/backup.ts';
import { dataDirFromEnv, fromRepoRoot } from '../apps/server/src/paths.ts';

/**
 * npm run backup [-- FOLDER]    writes DATA_DIR's database (or DATABASE_URL's, with pg_dump) and
 *                               stored files into FOLDER (default backups/<time>)
 * npm run restore -- FOLDER     puts that backup back (PGlite: stop the server first)
 * See apps/server/src/lib/backup.ts for what each store does and docs/operations.md.
 */
const [mode, folder] = process.argv.slice(2);
const target = { dataDir: dataDirFromEnv(), databaseUrl: process.env.DATABASE_URL || undefined };
/** A folder named on the command line, read from where the person typed it (npm runs scripts from the root). */
const fromWhereTyped = (folder: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);

try {
  if (mode === 'restore') {
    if (!folder) throw new Error('Usage: npm run restore -- BACKUP_FOLDER');
    const { asideSuffix } = await restore(target, fromWhereTyped(folder));
    console.log(`Restored from ${folder}.${target.databaseUrl ? '' : ` The previous data is kept beside it (*${asideSuffix}); delete it once the site is checked.`}`);
  } else {
    const out = folder ? fromWhereTyped(folder) : fromRepoRoot(path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const { database, files } = await backup(target, out);
    console.log(`Backup written to ${out}: ${path.basename(database)}${files ? ' and files/' : ''}`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
