import { createCipheriv, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { SAFE_PRODUCTION } from '../../test/production-env.ts';
import { encrypt } from './gateways/ccavenue.ts';
import { TamperedResponse } from './gateways/gateway.ts';

/**
 * A gateway's return URLs exist only when its keys are configured, and an empty
 * CCAvenue working key is refused at start-up. Otherwise a response "encrypted" with MD5('') — a
 * key anyone knows — would reach the payment confirmation.
 */
const CCAVENUE = { CCAVENUE_MERCHANT_ID: 'M42', CCAVENUE_ACCESS_CODE: 'AC42' };

describe('CCAvenue working key at start-up', () => {
  it('refuses a missing, empty or blank working key with PAYMENT_PROVIDER=ccavenue', () => {
    for (const key of [undefined, '', '   ']) {
      const env = { PAYMENT_PROVIDER: 'ccavenue', ...CCAVENUE, ...(key === undefined ? {} : { CCAVENUE_WORKING_KEY: key }) };
      expect(() => loadConfig(env)).toThrow(/CCAVENUE_WORKING_KEY/);
    }
    expect(loadConfig({ PAYMENT_PROVIDER: 'ccavenue', ...CCAVENUE, CCAVENUE_WORKING_KEY: '0123456789ABCDEF0123456789ABCDEF' }).PAYMENT_PROVIDER).toBe('ccavenue');
  });

  it('never encrypts or decrypts with an empty key', () => {
    expect(() => encrypt('order_id=T1', '')).toThrow(TamperedResponse);
    expect(() => encrypt('order_id=T1', '  ')).toThrow(TamperedResponse);
  });
});

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** What an attacker would post: a CCAvenue response encrypted under MD5(''), the key of an empty working key. */
function forgedUnderEmptyKey(text: string): string {
  const cipher = createCipheriv('aes-128-cbc', createHash('md5').update('').digest(), Buffer.from([...Array(16).keys()]));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
}

/** Status of a POST to each gateway's return URL: 404 when the route does not exist. */
async function routeStatuses(ctx: TestContext) {
  const forged = forgedUnderEmptyKey('order_id=Tdeadbeefdeadbeefdeadbeef&order_status=Success&amount=1.00&currency=INR');
  const post = async (url: string, fields: Record<string, string>) => (await ctx.app.inject({ method: 'POST', url, ...form(fields) })).statusCode;
  return {
    sandbox: await post('/api/sandbox/return', { txn_id: 'T1' }),
    sandboxPage: (await ctx.app.inject({ method: 'GET', url: '/api/sandbox/checkout/Tdeadbeefdeadbeefdeadbeef' })).statusCode,
    worldline: await post('/api/worldline/return', { msg: 'a|b' }),
    ccavenue: await post('/api/ccavenue/return', { encResp: forged }),
    ccavenueCancel: await post('/api/ccavenue/cancel', { encResp: forged }),
    resultdecrypt: await post('/api/resultdecrypt', { response_data: forged }),
  };
}

describe('callback routes per configured gateway', () => {
  const apps: TestContext[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });
  const start = async (env: Record<string, string>) => {
    const ctx = await startTestApp(env);
    apps.push(ctx);
    return ctx;
  };

  let sandboxOnly: TestContext;
  beforeAll(async () => {
    sandboxOnly = await start({});
  });

  it('sandbox provider, no gateway keys: only the sandbox answers; Worldline and CCAvenue return URLs do not exist', async () => {
    const s = await routeStatuses(sandboxOnly);
    expect(s.worldline).toBe(404);
    expect(s.ccavenue).toBe(404);
    expect(s.ccavenueCancel).toBe(404);
    expect(s.resultdecrypt).toBe(404);
    expect(s.sandbox).toBe(400);
    expect(s.sandboxPage).toBe(404); // the route exists; the transaction does not
    const status = await sandboxOnly.app.inject({ method: 'POST', url: '/api/sandbox/status', payload: {} });
    expect(status.statusCode).toBe(400);
  });

  it('Worldline configured: its return URL exists, the sandbox and CCAvenue ones do not', async () => {
    const ctx = await start({
      PAYMENT_PROVIDER: 'worldline', WORLDLINE_MERCHANT_ID: 'T1234', WORLDLINE_SALT: 'TESTSALT', WORLDLINE_SCHEME_CODE: 'FIRST',
      PUBLIC_URL: 'https://site.example',
    });
    const s = await routeStatuses(ctx);
    expect(s.worldline).toBe(400);
    expect(s.ccavenue).toBe(404);
    expect(s.sandbox).toBe(404);
    const status = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/status', payload: { txn_id: 'T1' } });
    expect(status.statusCode).toBe(404);
    expect(status.json().success).toBe(0);
  });

  it('CCAvenue configured: its return URLs exist and refuse a response under another key; no sandbox', async () => {
    const ctx = await start({ PAYMENT_PROVIDER: 'ccavenue', ...CCAVENUE, CCAVENUE_WORKING_KEY: '0123456789ABCDEF0123456789ABCDEF', PUBLIC_URL: 'https://site.example' });
    const s = await routeStatuses(ctx);
    expect(s.ccavenue).toBe(400);
    expect(s.ccavenueCancel).toBe(400);
    expect(s.worldline).toBe(404);
    expect(s.sandbox).toBe(404);
  });

  it('the sandbox on a production staging site only when allowed', async () => {
    const staging = await start({ ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_SECRET: 'a-staging-secret' });
    expect((await routeStatuses(staging)).sandbox).toBe(400);
  });
});
