import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { refuseWhileServerRuns } from './pid-file.ts';

const run = promisify(execFile);

/**
 * Backups that restore. A backup is a folder holding the database and the stored files:
 *
 * - PGlite (`DATA_DIR`): PGlite is one process's database, so a second process must not open its
 *   folder while the server runs (two writers would corrupt it). `backup` therefore refuses while
 *   the server named in DATA_DIR/server.pid is alive; with the server stopped it opens the folder
 *   and writes PGlite's own consistent dump (`dumpDataDir`, a gzipped tarball), then copies
 *   DATA_DIR/files. The site is down for the seconds this takes.
 * - PostgreSQL (`DATABASE_URL`): `pg_dump -Fc` (a consistent snapshot taken while the site runs)
 *   and, for local files, a copy of DATA_DIR/files. A bucket (S3_*) is copied with the bucket's
 *   own tools (docs/operations.md).
 *
 * `restore` puts a backup back: the current database folder and files are moved aside (never
 * deleted), or the PostgreSQL database is restored with `pg_restore --clean`.
 */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
}

const PGLITE_DUMP = 'pglite.tar.gz';
const PG_DUMP = 'postgres.dump';


export async function backup(target: BackupTarget, out: string): Promise<{ database: string; files: boolean }> {
  // Refused before anything is written: a refused backup leaves no empty folder behind.
  if (!target.databaseUrl) refuseWhileServerRuns(target.dataDir, 'the backup');
  await mkdir(out, { recursive: true });
  let database: string;
  if (target.databaseUrl) {
    database = path.join(out, PG_DUMP);
    await run('pg_dump', ['-Fc', '--no-owner', '-d', target.databaseUrl, '-f', database]);
  } else {
    const pglite = await PGlite.create({ dataDir: path.join(target.dataDir, 'pglite') });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      database = path.join(out, PGLITE_DUMP);
      await writeFile(database, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  }
  const files = path.join(target.dataDir, 'files');
  const hasFiles = existsSync(files);
  if (hasFiles) await cp(files, path.join(out, 'files'), { recursive: true });
  await writeFile(path.join(out, 'backup.json'), JSON.stringify({ taken_at: new Date().toISOString(), kind: target.databaseUrl ? 'postgres' : 'pglite', files: hasFiles }, null, 2));
  return { database, files: hasFiles };
}

export async function restore(target: BackupTarget, from: string): Promise<{ asideSuffix: string }> {
  const asideSuffix = `.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '-d', target.databaseUrl, path.join(from, PG_DUMP)]);
  } else {
    refuseWhileServerRuns(target.dataDir, 'the restore');
    const dump = path.join(from, PGLITE_DUMP);
    if (!existsSync(dump)) throw new Error(`No PGlite backup in ${from}`);
    const dir = path.join(target.dataDir, 'pglite');
    if (existsSync(dir)) await rename(dir, dir + asideSuffix);
    const pglite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([await readFile(dump)]) });
    await pglite.close();
  }
  const files = path.join(from, 'files');
  if (existsSync(files)) {
    const current = path.join(target.dataDir, 'files');
    if (existsSync(current)) await rename(current, current + asideSuffix);
    await cp(files, current, { recursive: true });
  }
  return { asideSuffix };
}

/** Removes folders a restore moved aside (after the restored site has been checked). */
export async function removeAside(dataDir: string, suffix: string) {
  for (const name of ['pglite', 'files']) await rm(path.join(dataDir, name + suffix), { recursive: true, force: true });
}
