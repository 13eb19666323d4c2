import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SAFE_PRODUCTION } from '../test/production-env.ts';
import type { Db } from '../db/client.ts';
import { outboxEmail, outboxSms } from '../providers/messaging.ts';
import { createStorage } from '../providers/storage.ts';
import { openTestDb } from '../test/harness.ts';
import { CLIENT_ADDRESS_HEADERS, isLoopback } from './dev-tools.ts';

/**
 * The development tools (outbox page and API, sandbox gateway) with NODE_ENV unset answer only
 * this machine or the staging token; in production they do not exist.
 */
const RESET_CODE = 'Your OTP is 424242';
const REMOTE = '203.0.113.9';
const TOKEN = 'staging-token-0123456789abcdef';
const TXN = 'T000000000000000000000000';

let db: Db;
let webDist: string;
const apps: FastifyInstance[] = [];

/** The app as main.ts builds it from `env` (NODE_ENV unset unless given), with a small web app. */
async function appWith(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '', SEED_DEMO: '0', RECONCILE_INTERVAL_SECONDS: '0', MAX_EVENT_LOOP_DELAY_MS: '0', WEB_DIST: webDist, ...env });
  const app = await buildApp({ config, db, storage: createStorage(''), sms: outboxSms(db), email: outboxEmail(db) });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  db = await openTestDb();
  await outboxSms(db).send('9876543210', RESET_CODE);
  webDist = mkdtempSync(path.join(tmpdir(), 'dev-tools-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body></body></html>');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
  rmSync(webDist, { recursive: true, force: true });
});

const outbox = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

describe('with NODE_ENV unset (development on a laptop)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it('shows the outbox to this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(app, address);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(RESET_CODE);
    }
  });

  it('refuses the outbox to another address, with or without a forged X-Forwarded-For', async () => {
    const attempts: Array<Record<string, string>> = [{}, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-dev-tools-token': TOKEN }];
    for (const headers of attempts) {
      const res = await outbox(app, REMOTE, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: 0, code: 'dev_tools_local_only', message: MESSAGES.devToolsLocalOnly });
      expect(res.body).not.toContain('424242');
    }
  });

  it('refuses a request a proxy on this machine forwards (its socket address is loopback)', async () => {
    const res = await outbox(app, '127.0.0.1', { 'x-forwarded-for': REMOTE });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('424242');
  });

  it('refuses a loopback request that carries any client-address header a proxy or CDN sets', async () => {
    for (const header of CLIENT_ADDRESS_HEADERS) {
      for (const value of ['127.0.0.1', REMOTE]) {
        const res = await outbox(app, '127.0.0.1', { [header]: header === 'forwarded' ? `for=${value}` : value });
        expect(res.statusCode, `${header}: ${value}`).toBe(403);
        expect(res.body).not.toContain('424242');
      }
    }
    expect(CLIENT_ADDRESS_HEADERS).toEqual(expect.arrayContaining(['x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip']));
  });

  it('refuses the outbox page and the sandbox gateway to another address', async () => {
    const requests = [
      { method: 'GET', url: '/dev/outbox' },
      { method: 'GET', url: `/api/sandbox/checkout/${TXN}` },
      { method: 'POST', url: `/api/sandbox/checkout/${TXN}/decide`, payload: { status: 'success' } },
      { method: 'POST', url: `/api/sandbox/checkout/${TXN}/settle`, payload: { status: 'success' } },
      { method: 'POST', url: `/api/sandbox/checkout/${TXN}/return` },
      { method: 'POST', url: '/api/sandbox/status', payload: { txn_id: TXN } },
      { method: 'POST', url: '/api/sandbox/return', payload: { txn_id: TXN } },
    ] as const;
    for (const r of requests) {
      const remote = await app.inject({ ...r, remoteAddress: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.statusCode, `${r.method} ${r.url}`).toBe(403);
      // From this machine the same request reaches the tool (which then judges the request itself).
      const local = await app.inject({ ...r, remoteAddress: '127.0.0.1' });
      expect(local.statusCode, `${r.method} ${r.url}`).not.toBe(403);
    }
    const page = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('never takes the trusted proxy\'s loopback address, or the address it forwards, for this machine', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    for (const forwarded of ['127.0.0.1', '::1', REMOTE]) {
      const res = await outbox(app, '127.0.0.1', { 'x-forwarded-for': forwarded });
      expect(res.statusCode).toBe(403);
    }
    expect((await outbox(app, '127.0.0.1')).statusCode).toBe(403);
  });
});

describe('a staging site with DEV_TOOLS_TOKEN', () => {
  it('shows the outbox to a request with the token, and to no one with a wrong one', async () => {
    const app = await appWith({ NODE_ENV: 'development', TRUST_PROXY: '1', DEV_TOOLS_TOKEN: TOKEN });
    const ok = await outbox(app, REMOTE, { 'x-dev-tools-token': TOKEN });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(RESET_CODE);
    for (const wrong of [TOKEN.slice(0, -1), `${TOKEN}x`, '', TOKEN.toUpperCase()]) {
      expect((await outbox(app, REMOTE, { 'x-dev-tools-token': wrong })).statusCode).toBe(403);
    }
  });
});

describe('in production', () => {
  it('does not have the development tools at all, not even for this machine or the token', async () => {
    const app = await appWith({ ...SAFE_PRODUCTION, DEV_TOOLS_TOKEN: TOKEN });
    const requests = [
      { method: 'GET', url: '/api/dev/outbox' },
      { method: 'GET', url: '/dev/outbox' },
      { method: 'GET', url: `/api/sandbox/checkout/${TXN}` },
      { method: 'POST', url: '/api/sandbox/return', payload: { txn_id: TXN } },
    ] as const;
    for (const r of [...requests, { method: 'GET', url: '/%64ev/outbox' } as const]) {
      const res = await app.inject({ ...r, remoteAddress: '127.0.0.1', headers: { 'x-dev-tools-token': TOKEN } });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.body).not.toContain('424242');
    }
    expect(app.routeTable.filter((r) => /\/(dev|sandbox)\//.test(r.url))).toEqual([]);
  });
  it('lists no back-office call in the OpenAPI document (the public and devotee calls stay)', async () => {
    const app = await appWith(SAFE_PRODUCTION);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/login', '/api/profile/detail']));
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    // Outside production the whole table is documented (lib/calls.test.ts).
    expect(app.routeTable.some((r) => r.url.startsWith('/api/admin/'))).toBe(true);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('take the site address from PUBLIC_URL, never from the Host header', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://portal.example.org/' });
    const headers = { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' };
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://portal.example.org/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(sitemap.body).toContain('<loc>https://portal.example.org/programs</loc>');
    expect(robots.body + sitemap.body).not.toContain('evil');
  });

  it('without PUBLIC_URL name no address at all', async () => {
    const app = await appWith({});
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example.com' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain('Sitemap');
    expect(robots.body).not.toContain('evil');
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example.com' } })).statusCode).toBe(404);
  });
});

describe('isLoopback', () => {
  it('knows the loopback addresses and nothing else', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.example', 'fe80::1', '0.0.0.0']) expect(isLoopback(a)).toBe(false);
  });
});
