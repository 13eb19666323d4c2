import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { SETTINGS_MESSAGES } from '@portal/contract/settings';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { PATHS } from '@portal/contract/routes';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { STARTING_POLICIES } from './policy-texts.ts';

/**
 * The policy pages' texts and the live chat (site settings): the owner edits both; policy texts
 * are cleaned when saved and shown in the page's language (English where no Tamil is set); the
 * live chat's script is on public pages only, with its host alone added to the CSP.
 */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  // A bare built app: enough for the pages' HTML and headers (the server render is tested in web/).
  const dist = mkdtempSync(path.join(tmpdir(), 'settings-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  ctx = await startTestApp({ WEB_DIST: dist });
  owner = (await staffSession(ctx, 'owner')).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, as: Record<string, string>, opts: { body?: object; params?: Record<string, unknown>; query?: Record<string, unknown> } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params, opts.query), headers: as, ...(opts.body ? { payload: opts.body } : {}) });

const policy = async (page: string, lang?: string) => (await send(calls.policyText, {}, { params: { page }, query: lang ? { lang } : {} })).json();

describe('GET /api/policy/:page', () => {
  it('shows the starting texts in English and Tamil until the owner changes them', async () => {
    for (const page of ['privacy', 'refund', 'disclaimer'] as const) {
      const en = await policy(page);
      expect(en).toMatchObject({ success: 1, data: { page, lang: 'en' } });
      expect(en.data.html).toContain(page === 'privacy' ? 'What we collect' : page === 'refund' ? 'No refunds or cancellations' : 'Programs and practices');
      const ta = await policy(page, 'ta');
      expect(ta.data.lang).toBe('ta');
      expect(ta.data.html).toMatch(/[\u0B80-\u0BFF]/);
      expect(ta.data.html).toBe(STARTING_POLICIES[page].ta);
      expect(en.data.html).toBe(STARTING_POLICIES[page].en);
    }
  });

  it('refuses an unknown page with 400', async () => {
    const res = await send(calls.policyText, {}, { params: { page: 'cookies' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
  });
});

describe('policy texts in PATCH /api/admin/settings', () => {
  it.each(['editor', 'coordinator', 'finance'] as const)('refuses %s with 403', async (role) => {
    const { headers } = await staffSession(ctx, role);
    const res = await send(calls.adminSettingsUpdate, headers, { body: { policy_refund: '<p>No</p>' } });
    expect(res.statusCode).toBe(403);
    expect((await policy('refund')).data.html).not.toBe('<p>No</p>');
  });

  it('cleans the HTML, shows the new text at once, and falls back to English where Tamil is empty', async () => {
    await policy('refund'); // cached
    const res = await send(calls.adminSettingsUpdate, owner, {
      body: { policy_refund: '<h2>Refunds</h2><p onclick="x()">Write to us.<script>alert(1)</script></p>', policy_refund_ta: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.policy_refund).toBe('<h2>Refunds</h2><p>Write to us.</p>');
    expect((await policy('refund')).data.html).toBe('<h2>Refunds</h2><p>Write to us.</p>');
    expect((await policy('refund', 'ta')).data).toMatchObject({ lang: 'en', html: '<h2>Refunds</h2><p>Write to us.</p>' });

    await send(calls.adminSettingsUpdate, owner, { body: { policy_refund_ta: '<p>எங்களுக்கு எழுதுங்கள்.</p>' } });
    expect((await policy('refund', 'ta')).data).toMatchObject({ lang: 'ta', html: '<p>எங்களுக்கு எழுதுங்கள்.</p>' });
    const audit = await ctx.db.query<{ after: Record<string, string> }>(`SELECT after FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.after).toEqual({ policy_refund_ta: '<p>எங்களுக்கு எழுதுங்கள்.</p>' });
  });

  it('refuses an English text that is empty, or nothing once cleaned, naming the field', async () => {
    for (const value of ['', '<script>alert(1)</script>']) {
      const res = await send(calls.adminSettingsUpdate, owner, { body: { policy_privacy: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.policy_privacy).toBe(SETTINGS_MESSAGES.required);
    }
    expect((await policy('privacy')).data.html).toContain('What we collect');
  });
});

describe('the live chat', () => {
  const CHAT = 'https://embed.chat.example.net/widget/abc.js';

  it('is off until set: no script, the CSP names no chat host', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: PATHS.contact });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-live-chat');
    expect(String(res.headers['content-security-policy'])).not.toContain('chat.example.net');
  });

  it('refuses an address that is not https, naming the field', async () => {
    for (const value of ['http://embed.chat.example.net/a.js', 'javascript:alert(1)']) {
      const res = await send(calls.adminSettingsUpdate, owner, { body: { live_chat_script: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.live_chat_script).toBe(SETTINGS_MESSAGES.liveChatHttps);
    }
  });

  it('when set, public pages load it and allow its host only; the back office never does', async () => {
    expect((await send(calls.adminSettingsUpdate, owner, { body: { live_chat_script: CHAT } })).statusCode).toBe(200);
    for (const url of [PATHS.home, PATHS.contact, `${PATHS.privacyPolicy}?lang=ta`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(`<script src="${CHAT}" async data-live-chat></script>`);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc.trim().split(/\s+/)).toEqual(["script-src", "'self'", 'https://www.paynimo.com', 'https://embed.chat.example.net']);
      expect(csp).not.toContain('https://chat.example.net');
    }
    for (const url of [ADMIN_PATHS.root, ADMIN_PATHS.login, `${ADMIN_PATHS.root}/settings`, '/%61dmin/settings']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-live-chat');
      expect(res.body, url).not.toContain('chat.example.net');
      expect(String(res.headers['content-security-policy']), url).not.toContain('chat.example.net');
    }
    // Switched off again: gone at once.
    await send(calls.adminSettingsUpdate, owner, { body: { live_chat_script: '' } });
    expect((await ctx.app.inject({ method: 'GET', url: PATHS.contact })).body).not.toContain('data-live-chat');
  });
});
