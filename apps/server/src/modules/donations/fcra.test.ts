import { describe, expect, it } from 'vitest';
import { NO_80G_REASON_TEXT } from '@portal/contract/admin-donations';
import { DONATION_MESSAGES } from '@portal/contract/donations';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { loadConfig } from '../../config.ts';
import { startTestApp } from '../../test/harness.ts';
import { decryptIdentity } from '../../lib/identity-crypto.ts';
import { extractPdfText } from '../documents/test-pdf-text.ts';
import { fcraMerchant, signedResponse } from '../payments/index.ts';
import { devotee, hiddenFields, type Headers } from '../payments/test-helpers.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { form10bdData } from '../tax/index.ts';

/**
 * International (FCRA) contributions: a second merchant account for the FCRA bank
 * account, the donor's nationality and passport, routing, callbacks verified per account, FCRA
 * donations recorded and reported apart, and finance's hand entry of international receipts.
 */
const FCRA_SECRET = 'fcra-test-secret-0123';
const { ctx, finance, owner, coordinator, editor } = useStaffTestApp({ FCRA_PAYMENT_PROVIDER: 'sandbox', FCRA_SANDBOX_SECRET: FCRA_SECRET, MANDIR_INTERNATIONAL_LINK: 'https://fcra.example.org/give' });

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const pay = (headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload });
const foreignGift = { amount: '5000', payment_type: 1, category: 'mandir', nationality: 'foreign', passport_number: 'x1234-5678' };
const domesticGift = { amount: '1000', payment_type: 0, category: 'mandir', pan_number: 'ABCDE1234F' };

async function start(headers: Headers, payload: object) {
  const res = await pay(headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.txn_id as string;
}
const attempt = (txn: string) =>
  ctx.db.one<{ account: string; provider: string; donation_id: number; status: string }>('SELECT account, provider, donation_id, status FROM payment_attempts WHERE txn_id = $1', [txn]);
const donation = (id: number) =>
  ctx.db.one<{ fcra: boolean; nationality: string; passport_enc: string | null; passport_last4: string; payment_type: number; status: string; statement_80g: boolean; no_80g_reason: string; receipt_fy: string }>(
    'SELECT fcra, nationality, passport_enc, passport_last4, payment_type, status, statement_80g, no_80g_reason, receipt_fy FROM donations WHERE id = $1',
    [id],
  );
/** The payer's choice on the simulator's page: the fields it posts back, signed by the merchant account's own secret. */
const choose = async (txn: string, status = 'success') => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${txn}/decide`, ...form({ status }) });
  expect(res.statusCode).toBe(200);
  return { action: /<form[^>]*action="([^"]+)"/.exec(res.body)![1]!, fields: hiddenFields(res.body) };
};
const post = (url: string, fields: Record<string, string>) => ctx.app.inject({ method: 'POST', url, ...form(fields) });

describe('configuration of the FCRA merchant account', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return '';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('accepts a sandbox FCRA account with its own secret, and none at all', () => {
    expect(refusal({ FCRA_PAYMENT_PROVIDER: 'sandbox', FCRA_SANDBOX_SECRET: FCRA_SECRET })).toBe('');
    expect(refusal({})).toBe('');
  });

  it('refuses incomplete or shared credentials, listing each problem', () => {
    expect(refusal({ FCRA_PAYMENT_PROVIDER: 'worldline' })).toContain('FCRA_WORLDLINE_MERCHANT_ID, FCRA_WORLDLINE_SALT and FCRA_WORLDLINE_SCHEME_CODE are required');
    expect(refusal({ FCRA_PAYMENT_PROVIDER: 'ccavenue' })).toContain('FCRA_CCAVENUE_MERCHANT_ID, FCRA_CCAVENUE_ACCESS_CODE and FCRA_CCAVENUE_WORKING_KEY are required');
    const shared = refusal({
      WORLDLINE_MERCHANT_ID: 'T1234', WORLDLINE_SALT: 'SALT1', FCRA_PAYMENT_PROVIDER: 'worldline',
      FCRA_WORLDLINE_MERCHANT_ID: 'T1234', FCRA_WORLDLINE_SALT: 'SALT1', FCRA_WORLDLINE_SCHEME_CODE: 'S1',
    });
    expect(shared).toContain('FCRA_WORLDLINE_MERCHANT_ID: the same merchant as WORLDLINE_MERCHANT_ID');
    expect(shared).toContain('FCRA_WORLDLINE_SALT: must differ from WORLDLINE_SALT');
    expect(refusal({ FCRA_PAYMENT_PROVIDER: 'sandbox', SANDBOX_SECRET: 'same-secret-1', FCRA_SANDBOX_SECRET: 'same-secret-1' })).toContain('FCRA_SANDBOX_SECRET: must differ from SANDBOX_SECRET');
    expect(refusal({ FCRA_CCAVENUE_MERCHANT_ID: 'M1' })).toContain('FCRA_PAYMENT_PROVIDER: required with FCRA_CCAVENUE_MERCHANT_ID');
    expect(refusal({ FCRA_PAYMENT_PROVIDER: 'paypal' })).toContain('FCRA_PAYMENT_PROVIDER:');
  });

  it('refuses the sandbox as the FCRA account of a production site', () => {
    const message = refusal({ NODE_ENV: 'production', FCRA_PAYMENT_PROVIDER: 'sandbox' });
    expect(message).toContain('FCRA_PAYMENT_PROVIDER: the sandbox gateway takes no real money');
    expect(message).toContain('FCRA_SANDBOX_SECRET: set a secret of your own');
  });

  it('tells the page that foreign contributions can be made here', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mandir/paylink' });
    expect(res.json()).toEqual({ success: 1, data: { payment_link: 'https://fcra.example.org/give', fcra_account: true } });
  });
});

describe('the donor’s nationality and passport on mandir/pay', () => {
  const refused = async (payload: object) => {
    const { headers } = await devotee(ctx);
    const before = (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations'))!.n;
    const res = await pay(headers, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(0);
    expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations'))!.n).toBe(before);
    return res.json().errors as Record<string, string>;
  };

  it('needs a valid passport number from a donor who is not an Indian citizen', async () => {
    expect(await refused({ ...foreignGift, passport_number: '' })).toEqual({ passport_number: MESSAGES.required });
    expect(await refused({ ...foreignGift, nationality: 'oci_pio', passport_number: 'AB1' })).toEqual({ passport_number: DONATION_MESSAGES.invalidPassport });
    expect(await refused({ ...foreignGift, passport_number: 'AB#123456' })).toEqual({ passport_number: DONATION_MESSAGES.invalidPassport });
  });

  it('refuses an unknown nationality, and International from an Indian citizen (an NRI is not a foreign source)', async () => {
    expect((await refused({ ...domesticGift, nationality: 'martian' })).nationality).toBe(DONATION_MESSAGES.invalidNationality);
    expect(await refused({ ...domesticGift, nationality: 'indian', payment_type: 1 })).toEqual({ payment_type: DONATION_MESSAGES.indianIsDomestic });
  });

  it('still needs the PAN of an Indian citizen, and checks a foreign donor’s PAN when given', async () => {
    expect(await refused({ ...domesticGift, pan_number: '' })).toEqual({ pan_number: MESSAGES.required });
    expect(await refused({ ...foreignGift, pan_number: 'NOTAPAN' })).toEqual({ pan_number: DONATION_MESSAGES.invalidPan });
  });
});

describe('routing to the right merchant account', () => {
  let fcraTxn: string;
  let domesticTxn: string;

  it('sends a foreign national’s gift through the FCRA account, marked FCRA, the passport encrypted', async () => {
    const { headers } = await devotee(ctx);
    fcraTxn = await start(headers, foreignGift);
    const a = (await attempt(fcraTxn))!;
    expect(a).toMatchObject({ account: 'fcra', provider: 'sandbox', status: 'created' });
    const d = (await donation(a.donation_id))!;
    expect(d).toMatchObject({ fcra: true, nationality: 'foreign', passport_last4: '5678', payment_type: 1, statement_80g: false, no_80g_reason: 'fcra' });
    expect(d.passport_enc).not.toContain('X12345678');
    expect(decryptIdentity(ctx.deps.config.AADHAAR_KEY, d.passport_enc!)).toBe('X12345678');
    const merchant = await ctx.db.one<{ merchant: string }>('SELECT merchant FROM sandbox_transactions WHERE txn_id = $1', [fcraTxn]);
    expect(merchant!.merchant).toBe(fcraMerchant(ctx.deps.config.FOUNDATION_NAME));
  });

  it('an OCI card holder is a foreign source too; an NRI who is an Indian citizen stays domestic', async () => {
    const { headers } = await devotee(ctx);
    const oci = await start(headers, { ...foreignGift, nationality: 'oci_pio', payment_type: 0 });
    expect((await attempt(oci))!.account).toBe('fcra');
    domesticTxn = await start(headers, { ...domesticGift, nationality: 'indian' });
    const a = (await attempt(domesticTxn))!;
    expect(a.account).toBe('domestic');
    expect((await donation(a.donation_id))!).toMatchObject({ fcra: false, nationality: 'indian', passport_enc: null, statement_80g: true });
    // The spec's own payload (no nationality) is an Indian citizen's, as before.
    const plain = await start(headers, { amount: '10', payment_type: 0, pan_number: 'ABCDE1234F' });
    expect((await attempt(plain))!.account).toBe('domestic');
  });

  it('verifies each account’s callbacks with its own secret only', async () => {
    const { action, fields } = await choose(fcraTxn);
    expect(action).toBe('/api/fcra/sandbox/return');
    // The same answer signed with the domestic secret: refused at either address.
    const t = (await ctx.db.one<Parameters<typeof signedResponse>[0]>('SELECT * FROM sandbox_transactions WHERE txn_id = $1', [fcraTxn]))!;
    const domesticSigned = signedResponse(t, ctx.deps.config.SANDBOX_SECRET);
    expect((await post('/api/fcra/sandbox/return', domesticSigned)).statusCode).toBe(400);
    expect((await post('/api/sandbox/return', domesticSigned)).statusCode).toBe(400);
    // The FCRA-signed answer at the domestic address: not verified there.
    expect((await post('/api/sandbox/return', fields)).statusCode).toBe(400);
    expect((await attempt(fcraTxn))!.status).toBe('created');
    // At its own address: recorded.
    const ok = await post('/api/fcra/sandbox/return', fields);
    expect(ok.statusCode).toBe(303);
    const a = (await attempt(fcraTxn))!;
    expect(a.status).toBe('success');
    expect((await donation(a.donation_id))!.status).toBe('success');
  });

  it('a domestic callback signed with the FCRA secret is refused', async () => {
    const { action, fields } = await choose(domesticTxn);
    expect(action).toBe('/api/sandbox/return');
    const t = (await ctx.db.one<Parameters<typeof signedResponse>[0]>('SELECT * FROM sandbox_transactions WHERE txn_id = $1', [domesticTxn]))!;
    expect((await post('/api/fcra/sandbox/return', signedResponse(t, FCRA_SECRET))).statusCode).toBe(400);
    expect((await attempt(domesticTxn))!.status).toBe('created');
    expect((await post('/api/sandbox/return', fields)).statusCode).toBe(303);
    expect((await attempt(domesticTxn))!.status).toBe('success');
  });

  it('keeps the paid FCRA contribution out of Form 10BD, and its receipt says it is a foreign contribution', async () => {
    const a = (await attempt(fcraTxn))!;
    const d = (await donation(a.donation_id))!;
    const form = await form10bdData(ctx.db, d.receipt_fy, ctx.deps.config.AADHAAR_KEY);
    const reported = [...form.rows, ...form.incomplete].flatMap((r) => r.receipts.map((x) => x.donation_id));
    expect(reported).not.toContain(a.donation_id);
    expect(form.notEligible.byReason.fcra).toBeGreaterThan(0);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/admin/donations/${a.donation_id}/receipt`, headers: finance });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Foreign contribution received under the Foreign Contribution (Regulation) Act, 2010');
  });
});

describe('without an FCRA account', () => {
  it('refuses a foreign source’s gift online, pointing to the link when there is one', async () => {
    for (const [env, message] of [
      [{ MANDIR_INTERNATIONAL_LINK: 'https://fcra.example.org/give' }, DONATION_MESSAGES.internationalViaLink],
      [{}, DONATION_MESSAGES.fcraNotOnline],
    ] as const) {
      const other = await startTestApp(env);
      try {
        const { headers } = await devotee(other);
        const res = await other.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: foreignGift });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ nationality: message });
        expect((await other.db.one<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts'))!.n).toBe(0);
        const link = await other.app.inject({ method: 'GET', url: '/api/mandir/paylink' });
        expect(link.json().data.fcra_account).toBe(false);
      } finally {
        await other.close();
      }
    }
    // Two apps of their own start here: more than the default time on a loaded machine.
  }, 120_000);
});

describe('international receipts recorded by hand, and the list apart', () => {
  const today = todayIso();
  const receipt = {
    donor_name: 'John Smith', donor_address: '1 Main Street, Boston, USA', category: 'gurukulam', mode: 'bank_transfer', amount: 250,
    received_on: today, reference: 'SWIFT-0001', fcra: true, nationality: 'foreign', passport: 'p 9876 5432', currency: 'usd',
  };
  const create = (headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/donations', headers, payload });

  it('finance records an international receipt marked FCRA, in its currency, with no 80G statement; audited with the passport masked', async () => {
    const res = await create(finance, receipt);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ fcra: true, nationality: 'foreign', passport: 'XXXX5432', currency: 'USD', amount: 250, statement_80g: false, no_80g_reason: 'fcra', account: '' });
    expect(d.receipt_number).toMatch(/\//);
    const audit = (await ctx.db.one<{ after: Record<string, unknown> }>(`SELECT after FROM audit_log WHERE entity = 'donations' AND entity_id = $1`, [String(d.id)]))!;
    expect(audit.after).toMatchObject({ fcra: true, passport: 'XXXX5432', currency: 'USD', no_80g_reason: 'fcra' });
    expect(JSON.stringify(audit.after)).not.toContain('98765432');
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/admin/donations/${d.id}/receipt`, headers: finance });
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(NO_80G_REASON_TEXT.fcra.slice(0, 60));
    expect(text).toContain('USD 250');
  });

  it('names the field of each refusal and records nothing', async () => {
    const before = (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations'))!.n;
    const errors = async (over: object) => {
      const res = await create(finance, { ...receipt, ...over });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errors({ passport: '' })).toEqual({ passport: MESSAGES.required });
    expect(await errors({ passport: 'A1' })).toEqual({ passport: DONATION_MESSAGES.invalidPassport });
    expect(await errors({ mode: 'cash' })).toEqual({ mode: DONATION_MESSAGES.fcraBankOnly });
    expect(await errors({ nationality: 'indian' })).toEqual({ nationality: DONATION_MESSAGES.fcraNeedsForeignSource });
    expect(await errors({ currency: 'US' })).toEqual({ currency: DONATION_MESSAGES.invalidCurrency });
    expect(await errors({ fcra: false, currency: 'INR' })).toEqual({ fcra: DONATION_MESSAGES.foreignSourceIsFcra });
    expect(await errors({ fcra: false, nationality: 'indian', passport: '' })).toEqual({ currency: DONATION_MESSAGES.domesticInr });
    expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations'))!.n).toBe(before);
  });

  it('only finance and the owner record them', async () => {
    expect((await create(coordinator, receipt)).statusCode).toBe(403);
    expect((await create(editor, receipt)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/donations', payload: receipt })).statusCode).toBe(401);
    expect((await create(owner, { ...receipt, amount: 100, currency: 'EUR' })).statusCode).toBe(200);
  });

  it('lists domestic and FCRA apart, with separate totals', async () => {
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/donations?per_page=100${query}`, headers: finance });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const fcra = await list('&account=fcra');
    expect(fcra.data.length).toBeGreaterThanOrEqual(3);
    expect(fcra.data.every((d: { fcra: boolean }) => d.fcra)).toBe(true);
    expect(fcra.totals.domestic).toBe(0);
    expect(fcra.totals.fcra).toBe(5000);
    expect(fcra.totals.fcra_other).toEqual([{ currency: 'EUR', amount: 100 }, { currency: 'USD', amount: 250 }]);
    const online = fcra.data.filter((d: { account: string }) => d.account === 'fcra');
    expect(online.map((d: { nationality: string; status: string }) => `${d.nationality} ${d.status}`).sort()).toEqual(['foreign success', 'oci_pio pending']);
    expect(online[0]).toMatchObject({ passport: 'XXXX5678', mode: 'online' });
    const domestic = await list('&account=domestic');
    expect(domestic.data.some((d: { fcra: boolean }) => d.fcra)).toBe(false);
    expect(domestic.totals.fcra).toBe(0);
    expect(domestic.totals.fcra_other).toEqual([]);
    expect(domestic.totals.domestic).toBe(1000);
    const all = await list('');
    expect(all.totals).toEqual({ domestic: 1000, fcra: 5000, fcra_other: [{ currency: 'EUR', amount: 100 }, { currency: 'USD', amount: 250 }] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/donations?account=abroad', headers: finance })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/donations?account=fcra', headers: editor })).statusCode).toBe(403);
  });
});

