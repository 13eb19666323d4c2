import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlCharacters, optionalText, requiredText } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { buildApp } from './app.ts';
import { loginAs, startTestApp, type TestContext } from './test/harness.ts';

/**
 * No text crashes a query: a NUL (or another control character) anywhere in a request is a 400
 * naming the field, on every route the server registers, never a 500.
 */
const NUL = '\u0000';
const CONTROL_MESSAGE = MESSAGES.controlCharacters;
/** The calls that read a multipart form (lib/multipart.ts readForm). */
const FORM_ROUTES = ['POST /api/register', 'POST /api/profile/update', 'POST /api/regform', 'POST /api/feedback'];

let ctx: TestContext;
let fieldNames: string[];
beforeAll(async () => {
  ctx = await startTestApp();
  fieldNames = await contractFieldNames();
});
afterAll(() => ctx.close());

describe('the search of the payment lists (the reported crash)', () => {
  it.each(['/api/payment/list', '/api/paymentfailed/list'])('%s answers 400 naming the field', async (url) => {
    const me = await loginAs(ctx);
    for (const search of [NUL, `abc${NUL}def`, 'a\u0001', 'a\u007f']) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: me.headers, payload: { search } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: 0, code: 'control_characters', message: `search: ${CONTROL_MESSAGE}`, errors: { search: CONTROL_MESSAGE } });
    }
    // Tabs and line breaks are ordinary text.
    expect((await ctx.app.inject({ method: 'POST', url, headers: me.headers, payload: { search: 'a\tb\r\nc' } })).statusCode).toBe(200);
  });
});

describe('every route the server registers', () => {
  const routes = () => ctx.app.routeTable.filter((r) => r.method !== 'OPTIONS');
  const isApi = (url: string) => url.startsWith('/api/');
  /** The route's path with each parameter (":id", "*") filled with `value`, percent-encoded. */
  const fillParams = (url: string, value: string) =>
    url.replace(/:\w+/g, encodeURIComponent(value)).replace(/\*/g, encodeURIComponent(value));
  const ordinaryPath = (url: string) => fillParams(url, '1');
  const query = () => fieldNames.map((f) => `${f}=${encodeURIComponent(`x${NUL}`)}`).join('&');

  function expectRefused(res: { statusCode: number; body: string }, route: string) {
    expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
    expect(res.body, route).toContain(CONTROL_MESSAGE);
  }

  it('finds the routes and the contract fields to fill', () => {
    expect(routes().length).toBeGreaterThan(50);
    expect(fieldNames).toEqual(expect.arrayContaining(['search', 'mobile', 'password', 'name', 'txn_id']));
  });

  it('refuses a NUL in every query value, JSON body field and path parameter with a 400', async () => {
    const me = await loginAs(ctx);
    const body = Object.fromEntries(fieldNames.map((f) => [f, `x${NUL}`]));
    for (const r of routes()) {
      const route = `${r.method} ${r.url}`;
      const inQuery = await ctx.app.inject({ method: r.method as 'GET', url: `${ordinaryPath(r.url)}?${query()}`, headers: me.headers });
      if (isApi(r.url)) expectRefused(inQuery, route);
      else expect(inQuery.statusCode, route).not.toBe(500);
      if (r.method !== 'GET') {
        const inBody = await ctx.app.inject({ method: r.method as 'POST', url: ordinaryPath(r.url), headers: me.headers, payload: body });
        if (isApi(r.url)) expectRefused(inBody, route);
        else expect(inBody.statusCode, route).not.toBe(500);
        const nested = await ctx.app.inject({ method: r.method as 'POST', url: ordinaryPath(r.url), headers: me.headers, payload: { answers: [{ text: NUL }], [`key${NUL}`]: 'x' } });
        if (isApi(r.url)) expectRefused(nested, route);
      }
      if (/[:*]/.test(r.url)) {
        const inParams = await ctx.app.inject({ method: r.method as 'GET', url: fillParams(r.url, `1${NUL}`), headers: me.headers, ...(r.method === 'GET' ? {} : { payload: {} }) });
        expectRefused(inParams, route);
      }
    }
  });

  it('refuses a NUL in multipart fields; no route answers 500 to one', async () => {
    for (const r of routes().filter((x) => x.method !== 'GET')) {
      const route = `${r.method} ${r.url}`;
      // A fresh session each time: a route that ignores the form (logout) may act on it.
      const me = await loginAs(ctx);
      // A form carries at most 60 fields (app.ts), so the names go in groups.
      for (let i = 0; i < fieldNames.length; i += 40) {
        const form = multipart(Object.fromEntries(fieldNames.slice(i, i + 40).map((f) => [f, `x${NUL}`])));
        const res = await ctx.app.inject({ method: r.method as 'POST', url: ordinaryPath(r.url), headers: { ...me.headers, 'content-type': form.contentType }, payload: form.body });
        expect(res.statusCode, `${route}: ${res.body}`).not.toBe(500);
        if (FORM_ROUTES.includes(route)) expectRefused(res, route);
      }
    }
    // Every non-GET route is tried (the back office added dozens), each with a fresh sign-in.
  }, 180_000);

  it('refuses a NUL in a multipart field name and in an uploaded file name', async () => {
    const me = await loginAs(ctx);
    for (const form of [
      multipart({ [`name${NUL}`]: 'Asha' }),
      multipart({ name: 'Asha' }, { field: 'image', filename: `me${NUL}.png`, bytes: Buffer.from('not an image') }),
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', headers: { ...me.headers, 'content-type': form.contentType }, payload: form.body });
      expectRefused(res, 'POST /api/profile/update');
    }
  });
});

describe('the contract text type', () => {
  it('refuses control characters in required and optional texts, naming the field', () => {
    const schema = z.object({ name: requiredText(), note: optionalText() });
    const bad = schema.safeParse({ name: `A${NUL}`, note: 'b\u001b' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', CONTROL_MESSAGE],
      ['note', CONTROL_MESSAGE],
    ]);
    expect(schema.safeParse({ name: 'Line one\nline two\ttab', note: 'ok\r\n' }).success).toBe(true);
  });

  it('finds the first field with one, keys and nested values included', () => {
    expect(findControlCharacters({ a: 'ok', b: { c: ['fine', `x${NUL}`] } })).toBe('b.c.1');
    expect(findControlCharacters({ [`k${NUL}`]: 'v' })).toBe(`k${NUL}`);
    expect(findControlCharacters(NUL)).toBe('body');
    expect(findControlCharacters({ a: 'tab\tand\nbreak', n: 5, z: null })).toBeUndefined();
  });
});

describe('the error handler', () => {
  it('answers 400, not 500, when the database refuses text it cannot store', async () => {
    const app = await buildApp(ctx.deps);
    // A route with no gate in front of the query: as if a NUL had slipped past every check.
    app.get('/api/test/raw-text', { preValidation: [] }, async () => ctx.db.query('SELECT $1::text AS t', [`a${NUL}b`]));
    app.get('/api/test/raw-json', async () => ctx.db.query('SELECT $1::jsonb AS j', ['{"a":"\\u0000"}']));
    await app.ready();
    try {
      for (const url of ['/api/test/raw-text', '/api/test/raw-json']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: 0, code: 'invalid_request', message: MESSAGES.invalidRequest });
      }
    } finally {
      await app.close();
    }
  });
});

/** Every field name of every object schema the contract exports (the fields a client may send). */
async function contractFieldNames(): Promise<string[]> {
  const dir = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(`@portal/contract/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) collectFields(value, names, new Set());
  }
  // Fields the payment routes parse with schemas of their own (gateway posts, the sandbox).
  for (const name of ['msg', 'encResp', 'status', 'txn_id']) names.add(name);
  return [...names].sort();
}

function collectFields(schema: unknown, names: Set<string>, seen: Set<unknown>) {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.shape && typeof def.shape === 'object') {
    for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
      names.add(key);
      collectFields(inner, names, seen);
    }
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right']) collectFields(def[key], names, seen);
  if (Array.isArray(def.options)) for (const o of def.options) collectFields(o, names, seen);
}

/** A multipart/form-data body with text fields and at most one file. */
function multipart(fields: Record<string, string>, file?: { field: string; filename: string; bytes: Buffer }) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
