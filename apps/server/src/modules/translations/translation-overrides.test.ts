import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PROGRAM_FORM_MESSAGES_TA } from '@portal/contract/tamil';
import type { StaffRole } from '@portal/contract/staff';
import type { TranslationRow } from '@portal/contract/translations';
import { buildApp } from '../../app.ts';
import { createRedis } from '../../lib/redis.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { eventually, sharedTestRedis } from '../../test/redis-server.ts';
import { staffSession } from '../staff/test-helpers.ts';
// Build time: what `npm run build` writes next to the web app (the server only reads the file).
import { writeInterfaceStrings } from '../../../../web/ui-strings.ts';

/** The office's live Tamil corrections: saved, audited, served, used in messages, restored, dropped from every process's cache. */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;
const ids = {} as Record<StaffRole, number>;
const webDist = mkdtempSync(path.join(tmpdir(), 'ui-strings-'));
beforeAll(async () => {
  await writeInterfaceStrings(webDist);
  ctx = await startTestApp({ WEB_DIST: webDist });
  for (const role of ['editor', 'owner', 'coordinator'] as const) {
    const s = await staffSession(ctx, role);
    headers[role] = s.headers;
    ids[role] = s.staff.id;
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const save = (key: string, payload: unknown, as = headers.editor, app = ctx.app) =>
  app.inject({ method: 'PATCH', url: callUrl(calls.adminTranslationSave, { key }), headers: as, payload: payload as object });
const restore = (key: string, as = headers.editor) => ctx.app.inject({ method: 'POST', url: callUrl(calls.adminTranslationRestore, { key }), headers: as });
const overrides = async (app = ctx.app) => {
  const res = await app.inject({ method: 'GET', url: callUrl(calls.translationOverrides) });
  expect(res.statusCode).toBe(200);
  return res;
};
const rowOf = async (key: string) =>
  ((await ctx.app.inject({ method: 'GET', url: callUrl(calls.adminTranslationRows, undefined, { q: key, per_page: 100 }), headers: headers.editor })).json().data as TranslationRow[]).find(
    (r) => r.key === key,
  );
const audits = (key: string) =>
  ctx.db.query<{ staff_id: number; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'translation_overrides' AND entity_id = $1 ORDER BY id`,
    [key],
  );
/** A Tamil reader's refusal whose message is the contract's "choose a program" text. */
const tamilRefusal = async (app = ctx.app) =>
  (await app.inject({ method: 'POST', url: '/api/trans/list?lang=ta', payload: { program_id: 9 } })).json().message as string;

describe('Tamil interface strings corrected live', () => {
  it('saves an interface string (audited) and serves it to the site, kept at most a minute', async () => {
    const before = await rowOf('UI.nav.home');
    expect(before).toMatchObject({ overridden: false });
    const res = await save('UI.nav.home', { ta: '  முதல் பக்கம்  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: MESSAGES.translationSaved, data: { key: 'UI.nav.home', ta: 'முதல் பக்கம்', reviewed: true, overridden: true } });
    expect(res.json().data.default_ta).toBe(before!.default_ta);
    expect(await rowOf('UI.nav.home')).toMatchObject({ ta: 'முதல் பக்கம்', overridden: true, reviewed: true });

    const served = await overrides();
    expect(served.json().data).toMatchObject({ 'UI.nav.home': 'முதல் பக்கம்' });
    const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);

    const [audit] = await audits('UI.nav.home');
    expect(audit).toMatchObject({ staff_id: ids.editor, action: 'update', after: { key: 'UI.nav.home', ta: 'முதல் பக்கம்', reviewed: true } });
    expect(audit!.before).toMatchObject({ default: true });
  });

  it('lists the corrections alone when asked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: callUrl(calls.adminTranslationRows, undefined, { show: 'corrected' }), headers: headers.owner });
    expect(res.json().data.map((r: { key: string }) => r.key)).toEqual(['UI.nav.home']);
  });

  it("puts a corrected message into the server's Tamil answers at once; English stays", async () => {
    expect(await tamilRefusal()).toBe(`program_id: ${PROGRAM_FORM_MESSAGES_TA.invalidProgram}`);
    expect((await save('PROGRAM_FORM_MESSAGES.invalidProgram', { ta: 'ஒரு நிகழ்ச்சியை 0 முதல் 8 வரை தேர்வு செய்க', reviewed: false })).statusCode).toBe(200);
    expect(await tamilRefusal()).toBe('program_id: ஒரு நிகழ்ச்சியை 0 முதல் 8 வரை தேர்வு செய்க');
    const english = (await ctx.app.inject({ method: 'POST', url: '/api/trans/list', payload: { program_id: 9 } })).json().message;
    expect(english).not.toContain('தேர்வு செய்க');
    expect(await rowOf('PROGRAM_FORM_MESSAGES.invalidProgram')).toMatchObject({ reviewed: false, overridden: true });
  });

  it('restores the default (audited); restoring again is refused with a code', async () => {
    const res = await restore('PROGRAM_FORM_MESSAGES.invalidProgram');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.translationRestored, data: { overridden: false, ta: PROGRAM_FORM_MESSAGES_TA.invalidProgram } });
    expect(await tamilRefusal()).toBe(`program_id: ${PROGRAM_FORM_MESSAGES_TA.invalidProgram}`);
    expect((await overrides()).json().data).not.toHaveProperty(['PROGRAM_FORM_MESSAGES.invalidProgram']);
    expect((await audits('PROGRAM_FORM_MESSAGES.invalidProgram')).map((a) => a.action)).toEqual(['update', 'restore']);
    const again = await restore('PROGRAM_FORM_MESSAGES.invalidProgram');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: 0, code: 'translation_no_override' });
  });

  it('refuses an unknown key by name, an empty text by name, and coordinators; nothing changes', async () => {
    const unknown = await save('UI.nav.nowhere', { ta: 'ஏதோ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: 0, code: 'translation_unknown_key', errors: { key: MESSAGES.translationUnknownKey } });
    const badShape = await save('no spaces allowed', { ta: 'ஏதோ' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errors).toHaveProperty('key');
    const empty = await save('UI.nav.home', { ta: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.ta).toBe(MESSAGES.required);
    expect((await save('UI.nav.home', { ta: 'வேறு' }, headers.coordinator)).statusCode).toBe(403);
    expect((await restore('UI.nav.home', headers.coordinator)).statusCode).toBe(403);
    expect((await overrides()).json().data).toEqual({ 'UI.nav.home': 'முதல் பக்கம்' });
    expect(await ctx.db.query(`SELECT key FROM translation_overrides WHERE key = 'UI.nav.nowhere'`)).toEqual([]);
  });

  it("drops another process's copy at once through the cache bus (Redis)", async () => {
    const redis = await sharedTestRedis();
    const clients = [createRedis(redis.url), createRedis(redis.url)];
    const a = await startTestApp({ WEB_DIST: webDist }, () => ({ redis: clients[0] }));
    const b = await buildApp({ ...a.deps, redis: clients[1] });
    try {
      await b.ready();
      expect((await overrides(b)).json().data).toEqual({});
      const editor = (await staffSession(a, 'editor')).headers;
      expect((await save('MESSAGES.required', { ta: 'இதை நிரப்பவும்' }, editor, a.app)).statusCode).toBe(200);
      await eventually(async () => (await overrides(b)).json().data['MESSAGES.required'] === 'இதை நிரப்பவும்', 2000, 'the other process serves the correction');
    } finally {
      await b.close();
      await a.close();
      clients.forEach((c) => c.disconnect());
      await redis.stop();
    }
  });
});
