import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Backup } from '@portal/contract/admin-backups';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { backupLive } from '../../lib/backup.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { recordedRunView } from '../../lib/recorded-run.ts';
import { PRIVATE_PREFIX } from '../../providers/storage.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

const view = (r: repo.BackupRow): Backup => ({
  ...recordedRunView(r),
  database: r.database,
  store: r.store,
  database_bytes: Number(r.database_bytes),
  files_bytes: Number(r.files_bytes),
  file_name: `${r.name}-${path.basename(r.database_file || (r.database === 'postgres' ? 'postgres.dump' : 'pglite.tar.gz'))}`,
});

/** How long after a start the schedule first takes a backup (a fresh install's first one). */
export const FIRST_CHECK_AFTER_MS = 3600_000;

/** Where a bucket keeps the backups: under `private/`, which /files/ never serves. */
const BUCKET_PREFIX = `${PRIVATE_PREFIX}backups/`;

/**
 * Backups taken by the running server: into DATA_DIR/backups/<name>/ (the layout of
 * `npm run backup`, with a copy of the stored files) when files are local, or into the bucket
 * (the database file only: the files are already there, under the bucket's versioning) with S3.
 * One at a time across processes (repository.start); older than BACKUP_KEEP_DAYS removed after
 * each new one, the newest good one always kept.
 */
export function createBackupsService(deps: AppDeps) {
  const { db, config, storage } = deps;
  const folder = path.join(config.DATA_DIR, 'backups');
  const now = () => (deps.clock?.now() ?? new Date()).getTime();
  // The schedule's first look waits for an hour of uptime (FIRST_CHECK_AFTER_MS): see scheduled().
  const startedAt = now();

  async function intoFolder(name: string) {
    const done = await backupLive({ db, filesRoot: storage.root }, path.join(folder, name));
    return { databaseFile: path.relative(folder, done.database), databaseBytes: done.databaseBytes, filesBytes: done.filesBytes };
  }

  async function intoBucket(name: string) {
    const scratch = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
    try {
      const done = await backupLive({ db }, scratch);
      const key = `${BUCKET_PREFIX}${name}/${path.basename(done.database)}`;
      await storage.put(key, await readFile(done.database));
      await storage.put(`${BUCKET_PREFIX}${name}/backup.json`, await readFile(path.join(scratch, 'backup.json')));
      return { databaseFile: key, databaseBytes: done.databaseBytes, filesBytes: 0 };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  async function removeExpired() {
    for (const old of await repo.expired(db, config.BACKUP_KEEP_DAYS)) {
      if (old.store === 'local') await rm(path.join(folder, old.name), { recursive: true, force: true });
      else for (const file of [old.database_file, `${BUCKET_PREFIX}${old.name}/backup.json`].filter(Boolean)) await storage.remove(file);
      await repo.markRemoved(db, old.id);
    }
  }

  async function take(staffId?: number): Promise<Backup> {
    const name = `backup-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
    const started = await repo.start(db, { name, database: db.kind, store: storage.kind, staffId });
    if (!started) throw refusedWithCode(409, 'backup_running', MESSAGES.backupRunning);
    let error = '';
    try {
      await repo.finish(db, started.id, { error, ...(storage.kind === 'local' ? await intoFolder(name) : await intoBucket(name)) });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)) || 'failed';
      await repo.finish(db, started.id, { error });
    }
    if (staffId) await recordAudit(db, { staffId, action: 'create', entity: 'backups', entityId: String(started.id), after: { name, ok: !error, error } });
    if (!error) await removeExpired();
    return view((await repo.find(db, started.id))!);
  }

  return {
    async list() {
      return {
        backups: (await repo.list(db)).map(view),
        settings: { every_hours: config.BACKUP_INTERVAL_HOURS, keep_days: config.BACKUP_KEEP_DAYS, store: storage.kind, folder: storage.kind === 'local' ? folder : BUCKET_PREFIX },
      };
    },

    take,

    /**
     * The schedule's turn (hourly): a backup when the newest good one is older than
     * BACKUP_INTERVAL_HOURS, once the server has been up an hour. Taking one at once on a start
     * (a fresh install has none) made the first minute's requests wait while PGlite wrote its
     * tarball; a backup more than two intervals late is taken at once all the same, so a
     * server restarted more often than hourly still gets one.
     */
    async scheduled() {
      if (config.BACKUP_INTERVAL_HOURS <= 0) return;
      const last = await repo.lastGood(db);
      const interval = config.BACKUP_INTERVAL_HOURS * 3600_000;
      const age = last ? now() - new Date(last.finished_at).getTime() : Number.POSITIVE_INFINITY;
      // A few minutes' slack, so the hourly check does not slip a day by an hour each time.
      if (age < interval - 10 * 60_000) return;
      const overdue = !!last && age >= 2 * interval;
      if (!overdue && now() - startedAt < FIRST_CHECK_AFTER_MS) return;
      const done = await take();
      if (!done.ok) throw new Error(`${MESSAGES.backupFailed}: ${done.error}`);
    },

    /** A backup's database file as a stream, audited; refused with a code when it is unknown, failed or removed. */
    async download(staffId: number, id: number): Promise<{ backup: Backup; body: Readable; length?: number }> {
      const row = await repo.find(db, id);
      if (!row || row.ok !== true) throw refusedWithCode(404, 'backup_unknown', MESSAGES.backupUnknown);
      if (row.removed) throw refusedWithCode(404, 'backup_gone', MESSAGES.backupGone);
      let body: Readable | undefined;
      let length: number | undefined;
      if (row.store === 'local') {
        const file = path.join(folder, row.database_file);
        if (existsSync(file)) body = createReadStream(file);
      } else {
        const stored = await storage.get(row.database_file);
        body = stored?.body;
        length = stored?.length;
      }
      if (!body) throw notFound('backup_gone', MESSAGES.backupGone);
      await recordAudit(db, { staffId, action: 'download', entity: 'backups', entityId: String(id), after: { name: row.name } });
      return { backup: view(row), body, length: length ?? (row.store === 'local' ? Number(row.database_bytes) : undefined) };
    },
  };
}
export type BackupsService = ReturnType<typeof createBackupsService>;
