import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { fromPglite, openPostgres, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { outboxEmail, outboxSms, listOutbox } from '../providers/messaging.ts';
import { createStorage } from '../providers/storage.ts';
import { loadReferenceData } from '../seed/reference.ts';
import { TEMPLATE_PATH } from './global-setup.ts';
import { createUser } from '../seed/factories.ts';
import type { AppDeps } from '../app-deps.ts';

/**
 * A fresh, migrated database per test file: a copy of the PGlite template by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL, a copy of the run's template
 * database (dropped at the end).
 */
export async function openTestDb(): Promise<Db> {
  return (await openTestDbWithUrl()).db;
}

/** The test database and, on PostgreSQL, its own connection string (for a second server process). */
async function openTestDbWithUrl(): Promise<{ db: Db; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const loadDataDir = existsSync(TEMPLATE_PATH) ? new Blob([readFileSync(TEMPLATE_PATH)]) : undefined;
    const db = fromPglite(await PGlite.create(loadDataDir ? { loadDataDir } : {}));
    if (!loadDataDir) {
      await migrate(db);
      await loadReferenceData(db);
    }
    return { db };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated template (test/global-setup.ts) where there is one.
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = openPostgres(u.toString(), 4);
  if (!template) {
    await migrate(db);
    await loadReferenceData(db);
  }
  const close = db.close;
  return {
    url: u.toString(),
    db: {
      ...db,
      async close() {
        await close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  /** PostgreSQL only: the test database's connection string. */
  url?: string;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, with outbox messaging, for `app.inject` tests. `extra`
 * replaces parts of it: a clock the test sets, a provider that fails.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  extra: (db: Db) => Partial<AppDeps> = () => ({}),
): Promise<TestContext> {
  const { db, url } = await openTestDbWithUrl();
  const config = testConfig(overrides);
  const deps: AppDeps = { config, db, storage: createStorage(''), sms: outboxSms(db), email: outboxEmail(db), ...extra(db) };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    db,
    deps,
    url,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * A test file's server: started before its tests (`beforeAll`) and closed after them. The context
 * returned is filled in when that hook runs, so read it in tests, hooks and the helpers they call,
 * not at the top level of the file. Takes what startTestApp takes.
 */
export function useTestApp(...args: Parameters<typeof startTestApp>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await startTestApp(...args));
  });
  afterAll(() => ctx.close?.());
  return ctx;
}

/**
 * A second server on the same database, as a second process would be: on PostgreSQL with its
 * own connection pool, on PGlite sharing the one embedded database.
 */
export async function startSecondApp(ctx: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = ctx.url ? openPostgres(ctx.url, 4) : ctx.db;
  const app = await buildApp({ ...ctx.deps, db, sms: outboxSms(db), email: outboxEmail(db) });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (db !== ctx.db) await db.close();
    },
  };
}

/** Creates a user through the factory and logs in through the API; returns the bearer header. */
export async function loginAs(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const mobile = String(overrides.mobile ?? `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
  const user = await createUser(ctx.db, { ...overrides, mobile });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'password123' } });
  const token = res.json().access_token as string;
  return { user, mobile, token, headers: { authorization: `Bearer ${token}` } };
}

/** The newest SMS sent to a number (what /dev/outbox shows). */
export async function lastSms(db: Db, to: string) {
  return (await listOutbox(db)).find((m) => m.channel === 'sms' && m.recipient === to);
}

/**
 * A reader's calls of the call table in a language (sent as Accept-Language), for the tests of
 * content in Tamil and English: `get(calls.x, 'ta', params)` and `post(calls.x, 'ta', payload)`.
 */
export function readerCalls(ctx: TestContext) {
  const headers = (lang: 'en' | 'ta') => ({ 'accept-language': lang });
  return {
    get: (c: CallDef, lang: 'en' | 'ta', params?: Record<string, unknown>) => ctx.app.inject({ method: 'GET', url: callUrl(c, params), headers: headers(lang) }),
    post: (c: CallDef, lang: 'en' | 'ta', payload: object) => ctx.app.inject({ method: 'POST', url: callUrl(c), headers: headers(lang), payload }),
  };
}
