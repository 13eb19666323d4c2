import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUPS_JOB } from '@portal/contract/admin-backups';
import { MESSAGES } from '@portal/contract/messages';
import { openPglite } from '../../db/client.ts';
import { jobNamed } from '../../jobs.ts';
import { restore } from '../../lib/backup.ts';
import { createStorage } from '../../providers/storage.ts';
import { createUser } from '../../seed/factories.ts';
import { createBackupsService } from './service.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';

/**
 * Backups taken by the running server (the owner's Backups page and the daily job): taken while the
 * site answers, listed with size and age, downloaded, one at a time, old ones removed, and restored
 * into a fresh folder with the same data.
 */
const work = mkdtempSync(path.join(tmpdir(), 'portal-backups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** The system clock moved ahead by hand (backups are named after their time, so it keeps running). */
const runningClock = () => {
  let ahead = 0;
  return { now: () => new Date(Date.now() + ahead), advance: (ms: number) => void (ahead += ms) };
};
const clock = runningClock();
const { ctx, owner, coordinator, finance, editor } = useStaffTestApp({ DATA_DIR: work, BACKUP_KEEP_DAYS: '1' }, () => ({ storage: createStorage(work), clock }));

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method, url, headers });
const list = async () => (await inject('GET', '/api/admin/backups', owner)).json().data;
const userMobiles = async () => (await ctx.db.query<{ mobile: string }>(`SELECT mobile FROM users ORDER BY id`)).map((u) => u.mobile);

describe('backups taken by the running server', { timeout: 120_000 }, () => {
  it('are the owner’s alone', async () => {
    for (const headers of [coordinator, finance, editor]) {
      expect((await inject('GET', '/api/admin/backups', headers)).statusCode).toBe(403);
      expect((await inject('POST', '/api/admin/backups', headers)).statusCode).toBe(403);
      expect((await inject('GET', '/api/admin/backups/1/download', headers)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/admin/backups')).statusCode).toBe(401);
  });

  it('is taken while the site answers, listed, downloaded, audited, and restores the same data', async () => {
    for (let i = 0; i < 3; i++) await createUser(ctx.db, { mobile: `98765100${i}0` });
    await ctx.deps.storage.put('profiles/kept.webp', Buffer.from('picture'));
    const mobiles = await userMobiles();

    // The site keeps answering while the backup is taken.
    const taking = inject('POST', '/api/admin/backups', owner);
    const meanwhile = await Promise.all(Array.from({ length: 5 }, () => inject('GET', '/api/eventall/list')));
    expect(meanwhile.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const res = await taking;
    expect(res.statusCode, res.body).toBe(200);
    const taken = res.json().data;
    expect(res.json().message).toBe(MESSAGES.backupTaken);
    expect(taken).toMatchObject({ ok: true, error: '', started_by: 'staff', database: ctx.db.kind, store: 'local' });
    expect(taken.database_bytes).toBeGreaterThan(1000);
    expect(taken.files_bytes).toBeGreaterThan(0);
    expect((await list()).backups[0]).toMatchObject({ id: taken.id, ok: true });
    expect((await list()).settings).toMatchObject({ every_hours: 24, keep_days: 1, store: 'local', folder: path.join(work, 'backups') });

    const download = await inject('GET', `/api/admin/backups/${taken.id}/download`, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(taken.file_name);
    expect(download.rawPayload.length).toBe(taken.database_bytes);
    const audit = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'backups' AND entity_id = $1 ORDER BY id`, [String(taken.id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'download']);

    const folder = path.join(work, 'backups', taken.name);
    // A user added after the backup is not in it.
    await createUser(ctx.db, { mobile: '9876519990' });
    if (ctx.db.kind === 'pglite') {
      expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const fresh = path.join(work, 'fresh');
      await restore({ dataDir: fresh }, folder);
      const restored = await openPglite(path.join(fresh, 'pglite'));
      try {
        expect((await restored.query<{ mobile: string }>(`SELECT mobile FROM users ORDER BY id`)).map((u) => u.mobile)).toEqual(mobiles);
      } finally {
        await restored.close();
      }
      expect(readFileSync(path.join(fresh, 'files', 'profiles', 'kept.webp'), 'utf8')).toBe('picture');
    } else {
      // pg_dump's archive, which pg_restore reads.
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('PGDMP');
      const { stdout } = await promisify(execFile)('pg_restore', ['--list', path.join(folder, 'postgres.dump')]);
      expect(stdout).toContain('TABLE public users');
    }
  });

  it('downloads over HTTP byte for byte (a .tar.gz is not labelled gzip-encoded for the browser to unpack)', async () => {
    const taken = (await list()).backups.find((b: { ok: boolean }) => b.ok);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/admin/backups/${taken.id}/download`, { headers: { ...owner, 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(taken.database_bytes);
  });

  it('is taken one at a time', async () => {
    const [a, b] = await Promise.all([inject('POST', '/api/admin/backups', owner), inject('POST', '/api/admin/backups', owner)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'backup_running', message: MESSAGES.backupRunning });
  });

  it('removes those older than the days kept after a new one, and refuses their download', async () => {
    const before = (await list()).backups;
    const old = before.at(-1);
    await ctx.db.query(`UPDATE backups SET started_at = now() - interval '3 days' WHERE id = $1`, [old.id]);
    expect((await inject('POST', '/api/admin/backups', owner)).statusCode).toBe(200);
    const after = (await list()).backups;
    expect(after.map((b: { id: number }) => b.id)).not.toContain(old.id);
    expect(existsSync(path.join(work, 'backups', old.name))).toBe(false);
    const gone = await inject('GET', `/api/admin/backups/${old.id}/download`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'backup_gone' });
    expect((await inject('GET', '/api/admin/backups/999999/download', owner)).json()).toMatchObject({ code: 'backup_unknown' });
  });

  it('the daily job takes one only when the last good one is a day old, after an hour of uptime', async () => {
    const job = jobNamed(ctx.app.jobs, BACKUPS_JOB)!;
    const count = async () => (await list()).backups.length;
    const n = await count();
    await job.run();
    expect(await count()).toBe(n);
    await ctx.db.query(`UPDATE backups SET finished_at = now() - interval '25 hours'`);
    // Due, but the server started less than an hour ago: the first look waits.
    await job.run();
    expect(await count()).toBe(n);
    clock.advance(61 * 60_000);
    await job.run();
    expect(await count()).toBe(n + 1);
    expect((await list()).backups[0]).toMatchObject({ started_by: 'schedule', ok: true });
  });

  it("a fresh install's first backup waits for an hour of uptime; one two days late is taken at once", async () => {
    const started = runningClock();
    const fresh = createBackupsService({ ...ctx.deps, clock: started });
    // A fresh install: no backup kept.
    await ctx.db.query(`UPDATE backups SET removed_at = now() WHERE removed_at IS NULL`);
    await fresh.scheduled();
    expect((await list()).backups).toEqual([]);
    started.advance(60 * 60_000);
    await fresh.scheduled();
    expect((await list()).backups).toHaveLength(1);
    await ctx.db.query(`UPDATE backups SET finished_at = now() - interval '49 hours'`);
    const restarted = createBackupsService({ ...ctx.deps, clock: runningClock() });
    await restarted.scheduled();
    expect((await list()).backups).toHaveLength(2);
  });
});
