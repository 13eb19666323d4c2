import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../config.ts';
import { createCcavenue, decrypt, encrypt, reportFromEncResp, reportFromTracker, trackerStatus } from './ccavenue.ts';
import { TamperedResponse, parseIndiaTime } from './gateway.ts';
import { signedResponse, verifyResponse, type SandboxTxn } from './sandbox.ts';
import {
  createWorldline,
  reportFromMsg,
  reportFromStatusJson,
  requestHash,
  requestHashInput,
  statusOf,
  verifyResponseMsg,
} from './worldline.ts';

/** The fixed vectors of PAYMENTS.md, and the verification rules of each adapter. */

const SALT = 'TESTSALT';
const WORKING_KEY = '0123456789ABCDEF0123456789ABCDEF';

/** A Worldline response msg signed the way Worldline signs it. */
function worldlineMsg(fields: Partial<Record<string, string>>, salt = SALT) {
  const values = [
    fields.txn_status ?? '0300', fields.txn_msg ?? 'success', fields.txn_err_msg ?? '', fields.clnt_txn_ref ?? 'TXN0001',
    fields.tpsl_bank_cd ?? '470', fields.tpsl_txn_id ?? '1234567', fields.txn_amt ?? '1.00', '', '20-05-2026 10:00:00',
    '', '', '', '', '', '',
  ];
  const hash = createHash('sha512').update(`${values.join('|')}|${salt}`).digest('hex');
  return `${values.join('|')}|${hash}`;
}

describe('worldline', () => {
  it('hashes the 17-value request string of PAYMENTS.md to the published vector', () => {
    const fields = {
      merchantId: 'T1234',
      txnId: 'TXN0001',
      amount: '1.00',
      consumerId: 'cons42',
      consumerMobileNo: '9876543210',
      consumerEmailId: 'devotee@example.org',
    };
    expect(requestHashInput(fields, SALT)).toBe('T1234|TXN0001|1.00||cons42|9876543210|devotee@example.org||||||||||TESTSALT');
    const hash = requestHash(fields, SALT);
    expect(hash).toMatch(/^48fa3ceb5c4b1351[0-9a-f]{104}bcec47e2$/);
    // The amount text is hashed byte for byte: "1" is not "1.00".
    expect(requestHash({ ...fields, amount: '1' }, SALT)).not.toBe(hash);
  });

  it('builds the checkout with an exact amount string, the hash as token and no separators from the user', async () => {
    const config = testConfig({ PAYMENT_PROVIDER: 'worldline', WORLDLINE_MERCHANT_ID: 'T1234', WORLDLINE_SALT: SALT, WORLDLINE_SCHEME_CODE: 'FIRST' });
    const g = createWorldline(config, async () => { throw new Error('no network in tests'); }, 'https://site.example');
    const data = await g.checkout({} as never, {
      txnId: 'TXN0001', userId: 42, amountMinor: 100, currency: 'INR', purpose: 'registration',
      payer: { name: 'A|B', email: 'devotee@example.org', mobile: '98765|43210' },
    });
    expect(data).toMatchObject({
      provider: 'worldline', amount: '1.00', marchantId: 'T1234', merchantId: 'T1234', currencycode: 'INR',
      consumerMobileNo: '9876543210', consumerName: 'AB', deviceId: 'WEBSH2', schemecode: 'FIRST',
      returnUrl: 'https://site.example/api/worldline/return',
    });
    if (data.provider !== 'worldline') throw new Error('wrong provider');
    expect(data.token).toBe(data.hash);
    expect(data.hash).toBe(requestHash({ merchantId: 'T1234', txnId: 'TXN0001', amount: '1.00', consumerId: 'U42', consumerMobileNo: '9876543210', consumerEmailId: 'devotee@example.org' }, SALT));
  });

  it('verifies a response msg and reads its status, amount and references', () => {
    const report = reportFromMsg(worldlineMsg({ txn_amt: '1350.50' }), SALT, 'INR');
    expect(report).toMatchObject({ txnId: 'TXN0001', status: 'success', amountMinor: 135050, providerTxnId: '1234567', providerStatus: '0300' });
  });

  it('refuses a msg with a changed field, a wrong salt, a missing field or an upper-case forged hash', () => {
    const good = worldlineMsg({});
    const changed = good.replace('|1.00|', '|9.00|');
    expect(() => verifyResponseMsg(changed, SALT)).toThrow(TamperedResponse);
    expect(() => verifyResponseMsg(worldlineMsg({}, 'OTHER'), SALT)).toThrow(TamperedResponse);
    expect(() => verifyResponseMsg(good.split('|').slice(1).join('|'), SALT)).toThrow(TamperedResponse);
    expect(() => verifyResponseMsg(good, '')).toThrow(TamperedResponse);
    // The hash compares case-insensitively, as hex should.
    const parts = good.split('|');
    parts[15] = parts[15]!.toUpperCase();
    expect(verifyResponseMsg(parts.join('|'), SALT).clnt_txn_ref).toBe('TXN0001');
  });

  it('maps the status codes: 0300 paid, 0392 cancelled is not a success, 0396/0397 pending', () => {
    expect(statusOf('0300')).toBe('success');
    expect(statusOf('0399')).toBe('failed');
    expect(statusOf('0392')).toBe('aborted');
    expect(statusOf('0396')).toBe('pending');
    expect(statusOf('0397')).toBe('pending');
    expect(statusOf('0398')).toBe('unknown');
    expect(statusOf('9999')).toBe('unknown');
  });

  it('asks the status API by our txn id (requestType O, date DD-MM-YYYY in India) through the injected fetch', async () => {
    const config = testConfig({ PAYMENT_PROVIDER: 'worldline', WORLDLINE_MERCHANT_ID: 'T1234', WORLDLINE_SALT: SALT, WORLDLINE_SCHEME_CODE: 'FIRST' });
    const calls: Array<{ url: string; body: string }> = [];
    const g = createWorldline(config, async (url, init) => {
      calls.push({ url, body: init.body });
      return { ok: true, status: 200, text: async () => JSON.stringify({ merchantTransactionIdentifier: 'TXN0001', paymentMethod: { paymentTransaction: { statusCode: '0300', amount: '1.00', identifier: '998877' } } }) };
    }, 'https://site.example');
    const report = await g.queryStatus({ txn_id: 'TXN0001', amount_minor: 100, currency: 'INR', provider_txn_id: null, created_at: '2026-05-20T20:00:00Z' });
    expect(report).toMatchObject({ status: 'success', amountMinor: 100, providerTxnId: '998877' });
    expect(calls[0]!.url).toBe(config.WORLDLINE_STATUS_URL);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({
      merchant: { identifier: 'T1234' },
      transaction: { identifier: 'TXN0001', requestType: 'O', dateTime: '21-05-2026', currency: 'INR' },
    });
    expect(reportFromStatusJson({}, { txn_id: 'X', amount_minor: 1, currency: 'INR', provider_txn_id: null, created_at: new Date() }).status).toBe('unknown');
  });
});

describe('ccavenue', () => {
  it('uses the MD5 of the working key, IV 0..15 and hex: the vectors of PAYMENTS.md', () => {
    expect(createHash('md5').update(WORKING_KEY).digest('hex')).toBe('5392fad6bee373074dbd3edfae6506f2');
    expect(encrypt('a', WORKING_KEY)).toBe('e913f676c45f7a6839ee6e9b92f5c888');
    expect(encrypt('', WORKING_KEY)).toBe('dcc7c71d685c71bdd9f800efe9a741f3');
  });

  it('round-trips any UTF-8 text, Tamil included, with 32·(⌊n/16⌋+1) hex characters', () => {
    for (const text of ['order_id=T1&amount=1.00', 'மாதங்கி அறக்கட்டளை', 'x'.repeat(16), 'x'.repeat(33)]) {
      const hex = encrypt(text, WORKING_KEY);
      const n = Buffer.byteLength(text);
      expect(hex).toHaveLength(32 * (Math.floor(n / 16) + 1));
      expect(decrypt(hex, WORKING_KEY)).toBe(text);
      expect(decrypt(hex.toUpperCase(), WORKING_KEY)).toBe(text);
    }
  });

  it('treats a wrong key, bad hex or a cut ciphertext as tampering', () => {
    const hex = encrypt('order_id=T1&order_status=Success&amount=1.00&currency=INR', WORKING_KEY);
    const wrongKey = (() => {
      try {
        return decrypt(hex, 'FEDCBA9876543210FEDCBA9876543210');
      } catch (err) {
        return err;
      }
    })();
    // A wrong key fails with a padding error or gives garbage; either way it is not the plain text.
    expect(wrongKey instanceof TamperedResponse || wrongKey !== 'order_id=T1&order_status=Success&amount=1.00&currency=INR').toBe(true);
    expect(() => decrypt('zz'.repeat(16), WORKING_KEY)).toThrow(TamperedResponse);
    expect(() => decrypt(hex.slice(0, -2), WORKING_KEY)).toThrow(TamperedResponse);
    expect(() => decrypt('', WORKING_KEY)).toThrow(TamperedResponse);
    expect(() => reportFromEncResp(encrypt('no order here', WORKING_KEY), WORKING_KEY)).toThrow(TamperedResponse);
  });

  it('reads an encResp and the status tracker reply', () => {
    const enc = encrypt('order_id=T1&tracking_id=3100&order_status=Success&amount=1350.00&currency=INR&status_message=Approved', WORKING_KEY);
    expect(reportFromEncResp(enc, WORKING_KEY)).toMatchObject({ txnId: 'T1', status: 'success', amountMinor: 135000, currency: 'INR', providerTxnId: '3100' });
    const reply = `status=0&enc_response=${encrypt(JSON.stringify({ order_no: 'T1', reference_no: '3100', order_status: 'Shipped', order_amt: 1350, order_currncy: 'INR' }), WORKING_KEY)}`;
    expect(reportFromTracker(reply, WORKING_KEY, { txn_id: 'T1', amount_minor: 135000, currency: 'INR', provider_txn_id: '3100', created_at: new Date() })).toMatchObject({ status: 'success', amountMinor: 135000 });
    expect(reportFromTracker('status=1&enc_response=Invalid', WORKING_KEY, { txn_id: 'T1', amount_minor: 1, currency: 'INR', provider_txn_id: null, created_at: new Date() }).status).toBe('unknown');
    expect(trackerStatus('Successful')).toBe('success');
    expect(trackerStatus('Awaited')).toBe('pending');
    expect(trackerStatus('Auto-Cancelled')).toBe('aborted');
    expect(trackerStatus('Fraud')).toBe('failed');
  });
});

describe('sandbox', () => {
  const txn: SandboxTxn = {
    txn_id: 'Tabc', gateway_txn_id: 'SBX1', merchant: 'Foundation', payer_name: 'A', amount_minor: 135000,
    currency: 'INR', status: 'success', return_url: '/api/sandbox/return', updated_at: '2027-03-31T18:25:00Z',
  };

  it('signs its responses with HMAC-SHA256 over the fields in order', () => {
    const r = signedResponse(txn, 'secret-123');
    const expected = createHmac('sha256', 'secret-123').update('Tabc|success|1350.00|INR|SBX1|Transaction successful').digest('hex');
    expect(r.signature).toBe(expected);
    expect(verifyResponse(r, 'secret-123')).toMatchObject({ txnId: 'Tabc', status: 'success', amountMinor: 135000, providerTxnId: 'SBX1' });
  });

  it('refuses a changed field, another secret, or a missing signature', () => {
    const r = signedResponse(txn, 'secret-123');
    expect(() => verifyResponse({ ...r, amount: '1.00' }, 'secret-123')).toThrow(TamperedResponse);
    expect(() => verifyResponse({ ...r, status: 'success', txn_id: 'Tother' }, 'secret-123')).toThrow(TamperedResponse);
    expect(() => verifyResponse(r, 'another-secret')).toThrow(TamperedResponse);
    expect(() => verifyResponse({ ...r, signature: undefined }, 'secret-123')).toThrow(TamperedResponse);
    expect(() => verifyResponse(undefined, 'secret-123')).toThrow(TamperedResponse);
  });
});

describe('the gateway’s time of the transaction (the 80G receipt’s date)', () => {
  // 31 March 2027, 23:55 in India is 18:25 UTC: still the financial year 2026-27.
  const LAST_MINUTES = '2027-03-31T18:25:00.000Z';
  const attempt = { txn_id: 'T1', amount_minor: 135000, currency: 'INR', provider_txn_id: '3100', created_at: new Date() };

  it('reads the Indian date-time texts of the gateways as IST, and nothing that is not a real date', () => {
    expect(parseIndiaTime('31-03-2027 23:55:00')?.toISOString()).toBe(LAST_MINUTES);
    expect(parseIndiaTime('31/03/2027 23:55:00')?.toISOString()).toBe(LAST_MINUTES);
    expect(parseIndiaTime('2027-03-31 23:55:00.0')?.toISOString()).toBe(LAST_MINUTES);
    expect(parseIndiaTime('2027-03-31T18:25:00Z')?.toISOString()).toBe(LAST_MINUTES);
    for (const bad of [undefined, '', 'yesterday', '31-02-2027 10:00:00', '2027-03-31 25:00:00', 42]) expect(parseIndiaTime(bad)).toBeUndefined();
  });

  it('Worldline: tpsl_txn_time of the msg and dateTime of the status API', () => {
    expect(reportFromMsg(worldlineMsg({}), SALT).paidAt?.toISOString()).toBe('2026-05-20T04:30:00.000Z');
    const status = reportFromStatusJson({ paymentMethod: { paymentTransaction: { statusCode: '0300', amount: '1350.00', dateTime: '31-03-2027 23:55:00' } } }, attempt);
    expect(status.paidAt?.toISOString()).toBe(LAST_MINUTES);
    // Absent: undefined, and the payments service falls back to the time it heard of it.
    expect(reportFromStatusJson({ paymentMethod: { paymentTransaction: { statusCode: '0300' } } }, attempt).paidAt).toBeUndefined();
  });

  it('CCAvenue: trans_date of encResp, order_status_date_time (else order_date_time) of the tracker', () => {
    const enc = encrypt('order_id=T1&order_status=Success&amount=1350.00&currency=INR&trans_date=31/03/2027 23:55:00', WORKING_KEY);
    expect(reportFromEncResp(enc, WORKING_KEY).paidAt?.toISOString()).toBe(LAST_MINUTES);
    const tracker = (json: Record<string, unknown>) => `status=0&enc_response=${encrypt(JSON.stringify(json), WORKING_KEY)}`;
    const base = { order_no: 'T1', order_status: 'Shipped', order_amt: 1350, order_currncy: 'INR' };
    expect(reportFromTracker(tracker({ ...base, order_status_date_time: '2027-03-31 23:55:00.0', order_date_time: '2027-03-31 23:50:00.0' }), WORKING_KEY, attempt).paidAt?.toISOString()).toBe(LAST_MINUTES);
    expect(reportFromTracker(tracker({ ...base, order_date_time: '2027-03-31 23:55:00.0' }), WORKING_KEY, attempt).paidAt?.toISOString()).toBe(LAST_MINUTES);
    expect(reportFromTracker(tracker(base), WORKING_KEY, attempt).paidAt).toBeUndefined();
  });

  it('pending expiry per gateway: CCAvenue Initiated is waited for an hour, the bank’s answer a day', () => {
    const cc = createCcavenue(testConfig(), async () => ({ ok: true, status: 200, text: async () => '' }), 'https://site.example');
    expect(cc.pendingExpiryMinutes('Initiated')).toBe(60);
    expect(cc.pendingExpiryMinutes('Awaited')).toBe(24 * 60);
    expect(createWorldline(testConfig(), async () => ({ ok: true, status: 200, text: async () => '' }), 'https://site.example').pendingExpiryMinutes('0396')).toBe(24 * 60);
  });
});
