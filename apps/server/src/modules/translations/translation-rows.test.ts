import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { StaffRole } from '@portal/contract/staff';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { staffSession } from '../staff/test-helpers.ts';
// Build time: what `npm run build` writes next to the web app (the server only reads the file).
import { writeInterfaceStrings } from '../../../../web/ui-strings.ts';

// The translator has reviewed one message and one interface string; every other Tamil text is a draft.
vi.mock('@portal/contract/tamil-reviews', () => ({
  TAMIL_REVIEWS: {
    'MESSAGES.required': { ta: 'இந்தப் புலம் தேவை!', reviewed: true },
    'UI.nav.home': { ta: 'முகப்பு', reviewed: true },
  },
}));

/** GET admin/translation-rows: the translator's file read only, for editors and owners. */
let ctx: TestContext;
const headers = {} as Record<StaffRole, Record<string, string>>;
const webDist = mkdtempSync(path.join(tmpdir(), 'ui-strings-'));
beforeAll(async () => {
  await writeInterfaceStrings(webDist);
  ctx = await startTestApp({ WEB_DIST: webDist });
  for (const role of ['editor', 'owner', 'coordinator', 'finance'] as const) headers[role] = (await staffSession(ctx, role)).headers;
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Row = { key: string; en: string; ta: string; reviewed: boolean };
const list = (query: Record<string, unknown>, as: Record<string, string> = headers.editor) =>
  ctx.app.inject({ method: 'GET', url: callUrl(calls.adminTranslationRows, undefined, query), headers: as });

describe('translations review', () => {
  it('lists the messages and the interface strings; a reviewed key shows reviewed, another is a draft', async () => {
    const res = await list({ per_page: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Row[]; total: number };
    expect(body.total).toBeGreaterThan(500);
    const required = (await list({ q: 'MESSAGES.required' })).json().data as Row[];
    expect(required.find((r) => r.key === 'MESSAGES.required')).toEqual({ key: 'MESSAGES.required', en: MESSAGES.required, ta: 'இந்தப் புலம் தேவை!', reviewed: true, default_ta: 'இந்தப் புலம் தேவை!', overridden: false });
    const home = ((await list({ q: 'UI.nav.home' }, headers.owner)).json().data as Row[]).find((r) => r.key === 'UI.nav.home');
    expect(home).toMatchObject({ ta: 'முகப்பு', reviewed: true });
    const wait = ((await list({ q: 'MESSAGES.pleaseWait' })).json().data as Row[]).find((r) => r.key === 'MESSAGES.pleaseWait');
    expect(wait?.reviewed).toBe(false);
  });

  it('shows only drafts when asked, and searches English and Tamil', async () => {
    const all = (await list({})).json().total as number;
    const drafts = (await list({ show: 'drafts', per_page: 100 })).json() as { data: Row[]; total: number };
    expect(drafts.total).toBe(all - 2);
    expect(drafts.data.every((r) => !r.reviewed)).toBe(true);
    const found = (await list({ q: 'தேவை!' })).json().data as Row[];
    expect(found.map((r) => r.key)).toContain('MESSAGES.required');
  });

  it('refuses coordinators and finance (403), a devotee (401), and a bad filter (400 naming show)', async () => {
    for (const role of ['coordinator', 'finance'] as const) {
      const res = await list({}, headers[role]);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().success).toBe(0);
    }
    const devotee = await list({}, { authorization: `Bearer ${(await loginAs(ctx)).token}` });
    expect(devotee.statusCode).toBe(401);
    expect(devotee.json().success).toBe(2);
    const bad = await list({ show: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^show/);
  });

  it('reads the interface strings from the build only: without one it lists the contract strings', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    const bare = await startTestApp({ WEB_DIST: empty });
    try {
      const editor = (await staffSession(bare, 'editor')).headers;
      const res = await bare.app.inject({ method: 'GET', url: callUrl(calls.adminTranslationRows, undefined, { q: 'UI.', per_page: 100 }), headers: editor });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as Row[]).filter((r) => r.key.startsWith('UI.'))).toEqual([]);
      const messages = await bare.app.inject({ method: 'GET', url: callUrl(calls.adminTranslationRows, undefined, { q: 'MESSAGES.required' }), headers: editor });
      expect(messages.json().total).toBeGreaterThan(0);
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
