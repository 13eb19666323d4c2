import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createQueue, underStartLock } from '../jobs.ts';
import { fromPglite, openPostgres, type Db } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';

const quietLog = { error: () => undefined } as never;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/**
 * Three server processes' connections to one new, empty database: on PostgreSQL three pools to a
 * database made for this test. A PGlite folder is opened by one process only (a second is refused
 * at start), so there the same steps run for that one.
 */
async function threeProcesses(): Promise<Db[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = fromPglite(await PGlite.create());
    cleanups.push(() => db.close());
    return [db];
  }
  const name = `portal_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const dbs = [1, 2, 3].map(() => openPostgres(u.toString(), 4));
  cleanups.push(async () => {
    for (const db of dbs) await db.close();
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });
  return dbs;
}

describe('processes started together on a new database', () => {
  it('migrate it once between them and set up the job queue without a deadlock or a duplicate key', async () => {
    const dbs = await threeProcesses();
    const applied = await Promise.all(dbs.map((db) => migrate(db)));
    const files = await readMigrations();
    // Each migration was applied by exactly one of them.
    expect(applied.flat().sort()).toEqual(files.map((f) => f.name).sort());
    const bosses = dbs.map((db) => createQueue(db, quietLog));
    await Promise.all(
      bosses.map((boss, i) =>
        underStartLock(dbs[i]!, async () => {
          await boss.start();
          await boss.createQueue('start-together-probe', { name: 'start-together-probe', policy: 'stately' });
        }),
      ),
    );
    for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
    const [queue] = await dbs[0]!.query<{ name: string }>("SELECT name FROM pgboss.queue WHERE name = 'start-together-probe'");
    expect(queue?.name).toBe('start-together-probe');
    // Every migration from the first: slow on PGlite on a busy machine.
  }, 240_000);
});
