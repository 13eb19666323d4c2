import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { loadConfig } from '../../config.ts';
import { runningServerPid } from '../../lib/pid-file.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { DEMO_OWNER_EMAIL, ensureDemoOwner, ensureFirstOwner } from './bootstrap.ts';

/** The first owner from the environment, its settings, and the PGlite guard of `npm run staff`. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

describe('the first owner', () => {
  it('is created from OWNER_EMAIL while no staff exists, signs in with the code, and is never created twice', async () => {
    const created = await ensureFirstOwner(ctx.db, { OWNER_EMAIL: 'first@foundation.test', OWNER_PASSWORD: 'first-owner-password', OWNER_TOTP_SECRET: SECRET });
    expect(created).toBe('first@foundation.test');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'first@foundation.test', password: 'first-owner-password', otp: await generate({ secret: SECRET }) },
    });
    expect(res.json()).toMatchObject({ success: 1, staff: { role: 'owner' } });
    // Ignored once any account exists, even with other settings.
    expect(await ensureFirstOwner(ctx.db, { OWNER_EMAIL: 'second@foundation.test', OWNER_PASSWORD: 'another-password' })).toBeUndefined();
    const rows = await ctx.db.query<{ email: string }>(`SELECT email FROM staff WHERE role = 'owner'`);
    expect(rows.map((r) => r.email)).toEqual(['first@foundation.test']);
    const audit = await ctx.db.one<{ after: Record<string, unknown> }>(`SELECT after FROM audit_log WHERE action = 'create' AND entity = 'staff'`);
    expect(audit!.after).toEqual({ email: 'first@foundation.test', role: 'owner', source: 'OWNER_EMAIL' });
  });

  it('refuses incomplete or malformed owner settings at start, listing them', () => {
    expect(() => loadConfig({ OWNER_EMAIL: 'a@b.org' })).toThrow(/OWNER_EMAIL and OWNER_PASSWORD: set both/);
    expect(() => loadConfig({ OWNER_EMAIL: 'a@b.org', OWNER_PASSWORD: 'short' })).toThrow(/OWNER_PASSWORD: use at least 10 characters/);
    expect(() => loadConfig({ OWNER_EMAIL: 'a@b.org', OWNER_PASSWORD: 'long-enough-1', OWNER_TOTP_SECRET: 'not base32!' })).toThrow(/OWNER_TOTP_SECRET: a base32 secret/);
    expect(loadConfig({ OWNER_EMAIL: 'a@b.org', OWNER_PASSWORD: 'long-enough-1', OWNER_TOTP_SECRET: SECRET }).OWNER_TOTP_SECRET).toBe(SECRET);
  });
});

describe('the demo owner of a development start', () => {
  it('exists with the demo content only, outside production and without OWNER_EMAIL, signs in once with the printed password, and is made once', async () => {
    const dev = await startTestApp();
    try {
      const development = { isProduction: false, seedDemo: true, OWNER_EMAIL: undefined };
      expect(await ensureDemoOwner(dev.db, { ...development, isProduction: true })).toBeUndefined();
      expect(await ensureDemoOwner(dev.db, { ...development, seedDemo: false })).toBeUndefined();
      expect(await ensureDemoOwner(dev.db, { ...development, OWNER_EMAIL: 'first@foundation.test' })).toBeUndefined();
      expect(await dev.db.one(`SELECT count(*)::int AS n FROM staff`)).toEqual({ n: 0 });

      const demo = await ensureDemoOwner(dev.db, development);
      expect(demo?.email).toBe(DEMO_OWNER_EMAIL);
      const res = await dev.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: DEMO_OWNER_EMAIL, password: demo!.password } });
      // The printed password opens only the step that replaces it.
      expect(res.json()).toMatchObject({ success: 1, step: 'password_change' });
      expect(await ensureDemoOwner(dev.db, development)).toBeUndefined();
      const owners = await dev.db.query<{ email: string }>(`SELECT email FROM staff`);
      expect(owners.map((r) => r.email)).toEqual([DEMO_OWNER_EMAIL]);
    } finally {
      await dev.close();
    }
  });
});

describe('the PGlite guard of npm run staff', () => {
  it('sees a live server process in the data folder and ignores a stale file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'staff-pid-'));
    expect(runningServerPid(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(runningServerPid(dir)).toBe(process.ppid);
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    expect(runningServerPid(dir)).toBeUndefined();
  });
});
