import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, startTestApp, type TestContext } from './test/harness.ts';
import { staffSession } from './modules/staff/test-helpers.ts';

/**
 * No body crashes the server: a deeply nested body is refused before anything walks it, and an id
 * beyond its column's range is "not found" (or a 400 naming it), never a 500 — on every route.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('a deeply nested body', () => {
  it('30 KB of "[[[…" to the sign-in answers 400 before any check walks it, and the server keeps answering', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    for (const payload of [deep(30_000), `{"username":${deep(30_000)},"password":"secret1"}`, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, deep(33)]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toEqual({ success: 0, code: 'body_too_deep', message: MESSAGES.bodyTooDeep });
    }
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('an ordinary nested body (answers of a form) is still read; brackets inside a text do not count', async () => {
    const me = await loginAs(ctx);
    const text = '['.repeat(5_000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payment/list', headers: me.headers, payload: { search: text.slice(0, 50), nested: { a: [[[{ b: text, c: 'a\\"[' }]]] } } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    // 32 levels are allowed; the 33rd is refused (the case above).
    const at32 = await ctx.app.inject({ method: 'POST', url: '/api/payment/list', headers: { ...me.headers, 'content-type': 'application/json' }, payload: `{"search":"","x":${'['.repeat(31)}${']'.repeat(31)}}` });
    expect(at32.statusCode, at32.body.slice(0, 200)).toBe(200);
  });
});

describe('an id beyond its column', () => {
  const routes = () => ctx.app.routeTable.filter((r) => r.method !== 'OPTIONS' && r.url.startsWith('/api/') && /:\w+/.test(r.url));

  it('every route with a path parameter answers 404 or 400 (never 500) to 32768, 2^31 and a 20-digit number', async () => {
    const owner = (await staffSession(ctx, 'owner')).headers;
    const devotee = await loginAs(ctx);
    const crashes: string[] = [];
    expect(routes().length).toBeGreaterThan(40);
    for (const r of routes()) {
      for (const value of ['32768', '2147483648', '99999999999999999999']) {
        const url = r.url.replace(/:\w+/g, value);
        const headers = r.url.startsWith('/api/admin') ? owner : devotee.headers;
        const res = await ctx.app.inject({ method: r.method as 'GET', url, headers, ...(r.method === 'GET' ? {} : { payload: {} }) });
        if (res.statusCode >= 500 || ![400, 404, 422].includes(res.statusCode)) crashes.push(`${r.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(crashes).toEqual([]);
  }, 120_000);

  it('a program id above 32767 in the back office is not found', async () => {
    const owner = (await staffSession(ctx, 'owner')).headers;
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/programs/40000', headers: owner });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(0);
  });
});
