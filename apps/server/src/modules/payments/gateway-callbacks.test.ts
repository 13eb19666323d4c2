import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createEvent } from '../../seed/factories.ts';
import { decrypt, encrypt } from './gateways/ccavenue.ts';
import { attemptRow, devotee, eventsOf, register, registrationRow } from './test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * The Worldline and CCAvenue paths end to end through the API, with the gateways' status APIs
 * answered by a stand-in for fetch (the real gateways are never called from tests).
 */
const SALT = 'TESTSALT';
const WORKING_KEY = '0123456789ABCDEF0123456789ABCDEF';

type Reply = { ok: boolean; status: number; text(): Promise<string> };
let statusReply: (url: string, body: string) => Reply;
const calls: Array<{ url: string; body: string }> = [];

function stubNetwork() {
  vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
    calls.push({ url, body: init.body });
    return statusReply(url, init.body);
  });
}
afterEach(() => {
  calls.length = 0;
});

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function start(ctx: TestContext, price = 1_500_000) {
  const me = await devotee(ctx);
  const e = await createEvent(ctx.db, { price_minor: price });
  const res = await register(ctx, me.headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  const regId = (await attemptRow(ctx, data.txn_id))!.registration_id!;
  return { me, data, txn: data.txn_id as string, regId };
}

describe('worldline', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      PAYMENT_PROVIDER: 'worldline', WORLDLINE_MERCHANT_ID: 'T1234', WORLDLINE_SALT: SALT, WORLDLINE_SCHEME_CODE: 'FIRST',
      PUBLIC_URL: 'https://site.example',
    });
    stubNetwork();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await ctx.close();
  });

  const msg = (txn: string, code: string, amount: string, ref = `555${txn.slice(-6)}`) => {
    const values = [code, code === '0300' ? 'success' : 'failure', '', txn, '470', ref, amount, '', '20-05-2026 10:00:00', '', '', '', '', '', ''];
    return `${values.join('|')}|${createHash('sha512').update(`${values.join('|')}|${SALT}`).digest('hex')}`;
  };
  // Worldline's status API answers with its own reference for the transaction asked about.
  const statusApi = (code: string, amount: string) => (_url: string, body: string) => ({
    ok: true, status: 200,
    text: async () => {
      const txn = JSON.parse(body).transaction.identifier as string;
      return JSON.stringify({ paymentMethod: { paymentTransaction: { statusCode: code, amount, identifier: `555${txn.slice(-6)}` } } });
    },
  });

  it('returns the checkout data of the spec and the provider, hashed over the exact amount', async () => {
    const { data, txn } = await start(ctx);
    expect(data).toMatchObject({
      provider: 'worldline', txn_id: txn, txnId: txn, amount: '15000.00', deviceId: 'WEBSH2', marchantId: 'T1234',
      merchantId: 'T1234', currencycode: 'INR', schemecode: 'FIRST', returnUrl: 'https://site.example/api/worldline/return',
    });
    expect(data.hash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('marks paid only after the msg hash verifies and the status API says 0300', async () => {
    const { me, txn, regId } = await start(ctx);
    statusReply = statusApi('0300', '15000.00');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { merchantCode: 'T1234', token: txn, msg: msg(txn, '0300', '15000.00') } });
    expect(res.json()).toMatchObject({ success: 1, result_path: `/payment/${txn}` });
    expect(JSON.parse(calls[0]!.body).transaction).toMatchObject({ identifier: txn, requestType: 'O' });
    expect(await attemptRow(ctx, txn)).toMatchObject({ status: 'success', provider_txn_id: `555${txn.slice(-6)}` });
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
  });

  it('keeps a claimed success pending when the status API does not confirm it, or cannot be reached', async () => {
    const { me, txn } = await start(ctx);
    statusReply = statusApi('0398', '15000.00');
    await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { token: txn, msg: msg(txn, '0300', '15000.00') } });
    expect((await attemptRow(ctx, txn))!.status).toBe('pending');
    statusReply = () => ({ ok: false, status: 503, text: async () => '' });
    const again = await ctx.app.inject({ method: 'GET', url: `/api/payment/result/${txn}`, headers: me.headers });
    expect(again.json().payment_status).toBe('pending');
  });

  it('takes the status API over the msg: 0399 there fails the attempt', async () => {
    const { me, txn, regId } = await start(ctx);
    statusReply = statusApi('0399', '15000.00');
    await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { token: txn, msg: msg(txn, '0300', '15000.00') } });
    expect((await attemptRow(ctx, txn))!.status).toBe('failed');
    expect((await registrationRow(ctx, regId))!.status).toBe('failed');
  });

  it('refuses a forged msg (bad hash), a msg for another txn, and a mismatched amount', async () => {
    const { me, txn } = await start(ctx);
    statusReply = statusApi('0300', '15000.00');
    const forged = msg(txn, '0300', '15000.00').replace('|15000.00|', '|1.00|');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { token: txn, msg: forged } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: 0, code: 'payment_invalid_response', message: PAYMENT_MESSAGES.invalidResponse });
    const other = await start(ctx);
    const cross = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { token: txn, msg: msg(other.txn, '0300', '15000.00') } });
    expect(cross.statusCode).toBe(400);
    expect((await attemptRow(ctx, txn))!.status).toBe('created');

    // Signed by Worldline but for 1.00: never a success.
    await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { token: txn, msg: msg(txn, '0300', '1.00') } });
    expect((await attemptRow(ctx, txn))!.status).toBe('failed');
  });

  it('accepts the msg posted to the return URL and redirects to the result screen', async () => {
    const { txn } = await start(ctx);
    statusReply = statusApi('0300', '15000.00');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/worldline/return', ...form({ msg: msg(txn, '0300', '15000.00') }) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment/${txn}`);
    expect((await attemptRow(ctx, txn))!.status).toBe('success');
    // Replayed: recorded once.
    await ctx.app.inject({ method: 'POST', url: '/api/worldline/return', ...form({ msg: msg(txn, '0300', '15000.00') }) });
    expect(await eventsOf(ctx, txn)).toHaveLength(1);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/worldline/return', ...form({ msg: 'a|b|c' }) });
    expect(bad.statusCode).toBe(400);
  });

  it('records a payer cancellation (0392) as aborted, not a success', async () => {
    const { me, txn, regId } = await start(ctx);
    statusReply = statusApi('9999', '');
    await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { token: txn, msg: msg(txn, '0392', '15000.00') } });
    expect((await attemptRow(ctx, txn))!.status).toBe('aborted');
    expect((await registrationRow(ctx, regId))!.status).toBe('cancelled');
  });
});

describe('ccavenue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      PAYMENT_PROVIDER: 'ccavenue', CCAVENUE_MERCHANT_ID: 'M42', CCAVENUE_ACCESS_CODE: 'AC42', CCAVENUE_WORKING_KEY: WORKING_KEY,
      PUBLIC_URL: 'https://site.example',
    });
    stubNetwork();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await ctx.close();
  });

  const encResp = (txn: string, status: string, amount: string, currency = 'INR') =>
    encrypt(new URLSearchParams({ order_id: txn, tracking_id: `31${txn.slice(-8)}`, order_status: status, amount, currency, status_message: status }).toString(), WORKING_KEY);
  const tracker = (status: string, amount: number) => () => ({
    ok: true, status: 200,
    text: async () => `status=0&enc_response=${encrypt(JSON.stringify({ order_status: status, order_amt: amount, order_currncy: 'INR' }), WORKING_KEY)}`,
  });

  it('returns the encrypted request with the server-computed amount and the return URLs', async () => {
    const { data, txn } = await start(ctx);
    expect(data).toMatchObject({ provider: 'ccavenue', txn_id: txn, access_code: 'AC42', action_url: expect.stringContaining('ccavenue.com') });
    const request = new URLSearchParams(decrypt(data.encrypted_data, WORKING_KEY));
    expect(Object.fromEntries(request)).toMatchObject({
      merchant_id: 'M42', order_id: txn, amount: '15000.00', currency: 'INR',
      redirect_url: 'https://site.example/api/ccavenue/return', cancel_url: 'https://site.example/api/ccavenue/cancel',
    });
  });

  it('decrypts the response, confirms with orderStatusTracker, and marks paid', async () => {
    const { txn, regId } = await start(ctx);
    statusReply = tracker('Shipped', 15000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ccavenue/return', ...form({ encResp: encResp(txn, 'Success', '15000.00'), orderNo: txn }) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment/${txn}`);
    const sent = new URLSearchParams(calls[0]!.body);
    expect(Object.fromEntries(sent)).toMatchObject({ command: 'orderStatusTracker', access_code: 'AC42', request_type: 'JSON', response_type: 'JSON', version: '1.2' });
    expect(JSON.parse(decrypt(sent.get('enc_request')!, WORKING_KEY))).toMatchObject({ order_no: txn });
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
  });

  it('refuses bad ciphertext and records a cancellation from the cancel URL', async () => {
    const { txn, regId } = await start(ctx);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/ccavenue/return', ...form({ encResp: 'deadbeef' }) });
    expect(bad.statusCode).toBe(400);
    const wrongKey = encrypt(`order_id=${txn}&order_status=Success&amount=15000.00&currency=INR`, 'FEDCBA9876543210FEDCBA9876543210');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/ccavenue/return', ...form({ encResp: wrongKey }) })).statusCode).toBe(400);
    expect((await attemptRow(ctx, txn))!.status).toBe('created');

    statusReply = tracker('Aborted', 15000);
    await ctx.app.inject({ method: 'POST', url: '/api/ccavenue/cancel', ...form({ encResp: encResp(txn, 'Aborted', '15000.00') }) });
    expect((await attemptRow(ctx, txn))!.status).toBe('aborted');
    expect((await registrationRow(ctx, regId))!.status).toBe('cancelled');
  });

  it('does not mark paid a success for another currency', async () => {
    const { txn, regId } = await start(ctx);
    statusReply = tracker('Shipped', 15000);
    await ctx.app.inject({ method: 'POST', url: '/api/ccavenue/return', ...form({ encResp: encResp(txn, 'Success', '15000.00', 'USD') }) });
    expect((await attemptRow(ctx, txn))!.status).toBe('failed');
    expect((await registrationRow(ctx, regId))!.paid_minor).toBe(0);
  });

  it('resultdecrypt: own orders only, then the result', async () => {
    const { me, txn } = await start(ctx);
    const other = await devotee(ctx);
    statusReply = tracker('Successful', 15000);
    const theirs = await ctx.app.inject({ method: 'POST', url: '/api/resultdecrypt', headers: other.headers, payload: { response_data: encResp(txn, 'Success', '15000.00') } });
    expect(theirs.statusCode).toBe(404);
    expect((await attemptRow(ctx, txn))!.status).toBe('created');
    const mine = await ctx.app.inject({ method: 'POST', url: '/api/resultdecrypt', headers: me.headers, payload: { response_data: encResp(txn, 'Success', '15000.00') } });
    expect(mine.json()).toMatchObject({ success: 1, payment_status: 'success', txn_id: txn, amount: 15000 });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/resultdecrypt', headers: me.headers, payload: {} });
    expect(empty.json()).toMatchObject({ success: 0, message: 'response_data: This field is required!' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/resultdecrypt', payload: { response_data: 'x' } })).json().success).toBe(2);
  });

  it("an order left 'Initiated' at CCAvenue is pending for an hour at most, then closed (and still rechecked)", async () => {
    const { txn, regId } = await start(ctx);
    statusReply = () => ({
      ok: true, status: 200,
      text: async () => `status=0&enc_response=${encrypt(JSON.stringify({ order_no: txn, order_status: 'Initiated', order_amt: 15000, order_currncy: 'INR' }), WORKING_KEY)}`,
    });
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await buildServices(ctx.deps).payments.refresh(txn, 'test', at(30));
    expect((await attemptRow(ctx, txn))!.status).toBe('pending');
    await buildServices(ctx.deps).payments.refresh(txn, 'test', at(61));
    expect((await attemptRow(ctx, txn))!.status).toBe('aborted');
    expect((await registrationRow(ctx, regId))!.status).toBe('cancelled');
    const row = await ctx.db.one<{ next_check_at: Date | null }>('SELECT next_check_at FROM payment_attempts WHERE txn_id = $1', [txn]);
    expect(row!.next_check_at).not.toBeNull();
  });
});
