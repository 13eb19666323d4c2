import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { encrypt } from './gateways/ccavenue.ts';
import { devotee } from './test-helpers.ts';

/**
 * The FCRA merchant account on the real gateways' adapters: a foreign contribution's
 * checkout carries the FCRA merchant's credentials and return address; each account's callbacks
 * verify with its own salt or working key only. The status APIs are answered by a stand-in for fetch.
 */
const DOMESTIC_SALT = 'DOMESTICSALT';
const FCRA_SALT = 'FCRASALT';
const DOMESTIC_KEY = '0123456789ABCDEF0123456789ABCDEF';
const FCRA_KEY = 'FEDCBA9876543210FEDCBA9876543210';
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const foreignGift = { amount: '5000', payment_type: 1, category: 'mandir', nationality: 'foreign', passport_number: 'X12345678' };
const domesticGift = { amount: '1000', payment_type: 0, category: 'mandir', pan_number: 'ABCDE1234F' };
const attempt = (ctx: TestContext, txn: string) => ctx.db.one<{ account: string; status: string }>('SELECT account, status FROM payment_attempts WHERE txn_id = $1', [txn]);

describe('worldline: a domestic and an FCRA merchant', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      PAYMENT_PROVIDER: 'worldline', WORLDLINE_MERCHANT_ID: 'T1234', WORLDLINE_SALT: DOMESTIC_SALT, WORLDLINE_SCHEME_CODE: 'FIRST',
      FCRA_PAYMENT_PROVIDER: 'worldline', FCRA_WORLDLINE_MERCHANT_ID: 'F9876', FCRA_WORLDLINE_SALT: FCRA_SALT, FCRA_WORLDLINE_SCHEME_CODE: 'FCRA1',
      PUBLIC_URL: 'https://site.example',
    });
    // The status API says paid, for the amount asked about.
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => ({
      ok: true, status: 200,
      text: async () => {
        const txn = JSON.parse(init.body).transaction.identifier as string;
        return JSON.stringify({ paymentMethod: { paymentTransaction: { statusCode: '0300', amount: '5000.00', identifier: `555${txn.slice(-6)}` } } });
      },
    }));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await ctx.close();
  });
  const msg = (txn: string, salt: string) => {
    const values = ['0300', 'success', '', txn, '470', `555${txn.slice(-6)}`, '5000.00', '', '20-05-2026 10:00:00', '', '', '', '', '', ''];
    return `${values.join('|')}|${createHash('sha512').update(`${values.join('|')}|${salt}`).digest('hex')}`;
  };

  it('opens a foreign contribution’s checkout with the FCRA merchant and its own return address', async () => {
    const { headers } = await devotee(ctx);
    const fcra = (await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: foreignGift })).json().data;
    expect(fcra).toMatchObject({ provider: 'worldline', merchantId: 'F9876', schemecode: 'FCRA1', returnUrl: 'https://site.example/api/fcra/worldline/return' });
    const domestic = (await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: domesticGift })).json().data;
    expect(domestic).toMatchObject({ merchantId: 'T1234', schemecode: 'FIRST', returnUrl: 'https://site.example/api/worldline/return' });
  });

  it('the FCRA addresses of the gateways the FCRA account does not use answer 404, as absent routes', async () => {
    const post = (url: string, fields: Record<string, string>) => ctx.app.inject({ method: 'POST', url, ...form(fields) });
    expect((await post('/api/fcra/ccavenue/return', { encResp: encrypt('order_id=T1', FCRA_KEY) })).statusCode).toBe(404);
    expect((await post('/api/fcra/ccavenue/cancel', { encResp: encrypt('order_id=T1', FCRA_KEY) })).statusCode).toBe(404);
    expect((await post('/api/fcra/sandbox/return', { txn_id: 'T1' })).statusCode).toBe(404);
  });

  it('verifies the FCRA callback with the FCRA salt only', async () => {
    const { headers } = await devotee(ctx);
    const txn = (await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: foreignGift })).json().data.txn_id as string;
    const post = (url: string, m: string) => ctx.app.inject({ method: 'POST', url, ...form({ msg: m }) });
    expect((await post('/api/fcra/worldline/return', msg(txn, DOMESTIC_SALT))).statusCode).toBe(400);
    // Hashed with the FCRA salt, posted to the domestic address: not verified there.
    expect((await post('/api/worldline/return', msg(txn, FCRA_SALT))).statusCode).toBe(400);
    // Hashed with the domestic salt, at the domestic address: verified, but it does not speak for an FCRA attempt.
    expect((await post('/api/worldline/return', msg(txn, DOMESTIC_SALT))).statusCode).toBe(400);
    // The page's hand-over (payment response) verifies with the attempt's own account's salt.
    const handOver = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers, payload: { merchantCode: 'F9876', token: txn, msg: msg(txn, DOMESTIC_SALT) } });
    expect(handOver.statusCode).toBe(400);
    expect((await attempt(ctx, txn))!.status).toBe('created');
    const ok = await post('/api/fcra/worldline/return', msg(txn, FCRA_SALT));
    expect(ok.statusCode).toBe(303);
    expect((await attempt(ctx, txn))).toEqual({ account: 'fcra', status: 'success' });
  });
});

describe('ccavenue: each account’s working key decrypts its own answers only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      PAYMENT_PROVIDER: 'ccavenue', CCAVENUE_MERCHANT_ID: 'M42', CCAVENUE_ACCESS_CODE: 'AC42', CCAVENUE_WORKING_KEY: DOMESTIC_KEY,
      FCRA_PAYMENT_PROVIDER: 'ccavenue', FCRA_CCAVENUE_MERCHANT_ID: 'F42', FCRA_CCAVENUE_ACCESS_CODE: 'FAC42', FCRA_CCAVENUE_WORKING_KEY: FCRA_KEY,
      PUBLIC_URL: 'https://site.example',
    });
  });
  afterAll(() => ctx.close());

  it('the FCRA checkout is encrypted with the FCRA key and returns to the FCRA addresses; a domestic-key answer is refused there', async () => {
    const { headers } = await devotee(ctx);
    const data = (await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: foreignGift })).json().data;
    expect(data.access_code).toBe('FAC42');
    const txn = data.txn_id as string;
    const answer = `order_id=${txn}&tracking_id=1001&order_status=Success&amount=5000.00&currency=INR`;
    const post = (url: string, encResp: string) => ctx.app.inject({ method: 'POST', url, ...form({ encResp }) });
    expect((await post('/api/fcra/ccavenue/return', encrypt(answer, DOMESTIC_KEY))).statusCode).toBe(400);
    expect((await post('/api/fcra/ccavenue/cancel', encrypt(answer, DOMESTIC_KEY))).statusCode).toBe(400);
    expect((await post('/api/ccavenue/return', encrypt(answer, FCRA_KEY))).statusCode).toBe(400);
    // Under the domestic key at the domestic address: decrypted, but it does not speak for an FCRA attempt.
    expect((await post('/api/ccavenue/return', encrypt(answer, DOMESTIC_KEY))).statusCode).toBe(400);
    const decryptDomestic = await ctx.app.inject({ method: 'POST', url: '/api/resultdecrypt', headers, payload: { response_data: encrypt(answer, DOMESTIC_KEY) } });
    expect(decryptDomestic.statusCode).toBe(400);
    expect((await attempt(ctx, txn))).toEqual({ account: 'fcra', status: 'created' });
  });
});
