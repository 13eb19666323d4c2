import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.ts';
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

export const PGLITE_DUMP = 'pglite.tar.gz';
export const PG_DUMP = 'postgres.dump';


export async function backup(target: BackupTarget, out: string): Promise<{ database: string; files: boolean }> {
  // Refused before anything is written: a refused backup leaves no empty folder behind.
  if (!target.databaseUrl) refuseWhileServerRuns(target.dataDir, 'the backup');
  await mkdir(out, { recursive: true });
  let database: string;
  if (target.databaseUrl) {
    database = await dumpPostgres(target.databaseUrl, out);
  } else {
    const pglite = await PGlite.create({ dataDir: path.join(target.dataDir, 'pglite') });
    try {
      database = await writePgliteDump(await pglite.dumpDataDir('gzip'), out);
    } finally {
      await pglite.close();
    }
  }
  const files = await copyFiles(path.join(target.dataDir, 'files'), out);
  await writeManifest(out, target.databaseUrl ? 'postgres' : 'pglite', files);
  return { database, files };
}

/** What the running server backs up: its own database connection, and the folder of the stored files when they are local. */
export interface LiveSource {
  db: Db;
  /** DATA_DIR/files when files are kept locally; undefined when they live in a bucket. */
  filesRoot?: string;
}

/**
 * A backup taken by the running server (the Backups page, the daily job), in the same folder layout
 * as `npm run backup`, so `npm run restore -- FOLDER` puts it back. PGlite: the server's own instance
 * writes its data folder between two statements (`Db.dumpDataDir`), so nobody has to stop the
 * site; PostgreSQL: pg_dump's snapshot.
 */
export async function backupLive(source: LiveSource, out: string): Promise<{ database: string; databaseBytes: number; filesBytes: number }> {
  await mkdir(out, { recursive: true });
  let database: string;
  if (source.db.kind === 'postgres') {
    if (!source.db.url) throw new Error('A PostgreSQL backup needs the server’s address');
    database = await dumpPostgres(source.db.url, out);
  } else {
    if (!source.db.dumpDataDir) throw new Error('This database cannot be dumped while it runs');
    database = await writePgliteDump(await source.db.dumpDataDir(), out);
  }
  const files = source.filesRoot ? await copyFiles(source.filesRoot, out) : false;
  await writeManifest(out, source.db.kind, files);
  return { database, databaseBytes: (await stat(database)).size, filesBytes: files ? await folderBytes(path.join(out, 'files')) : 0 };
}

async function dumpPostgres(url: string, out: string) {
  const database = path.join(out, PG_DUMP);
  await run('pg_dump', ['-Fc', '--no-owner', '-d', url, '-f', database]);
  return database;
}

async function writePgliteDump(dump: Blob, out: string) {
  const database = path.join(out, PGLITE_DUMP);
  await writeFile(database, Buffer.from(await dump.arrayBuffer()));
  return database;
}

async function copyFiles(files: string, out: string) {
  if (!existsSync(files)) return false;
  await cp(files, path.join(out, 'files'), { recursive: true });
  return true;
}

const writeManifest = (out: string, kind: 'postgres' | 'pglite', files: boolean) =>
  writeFile(path.join(out, 'backup.json'), JSON.stringify({ taken_at: new Date().toISOString(), kind, files }, null, 2));

/** The bytes of every file below a folder. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
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
    // A fresh folder (a new machine) is made, as the server would make it.
    await mkdir(target.dataDir, { recursive: true });
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
