import { describe, expect, it } from 'vitest';
import { FUND_CODES } from '@portal/contract/admin-donations';
import { DONATION_CATEGORIES, DONATION_CATEGORY_LABELS, DONATION_MESSAGES } from '@portal/contract/donations';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { DONATION_CATEGORY_LABELS_TA } from '@portal/contract/tamil';
import { extractPdfText } from '../documents/test-pdf-text.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import { completeSandboxPayment } from './test-payments.ts';

/**
 * Funds as data the office keeps: the seven built-in funds as they were, add,
 * rename in both languages, reorder, hide; 80G, Form 10BD type, FCRA and fixed amounts per fund; a
 * fund with gifts is hidden, never deleted; a receipt keeps the fund's name as printed.
 */
const FCRA_SECRET = 'fcra-sandbox-secret-for-funds-test';
const { ctx, owner, finance, coordinator, editor } = useStaffTestApp({ FCRA_PAYMENT_PROVIDER: 'sandbox', FCRA_SANDBOX_SECRET: FCRA_SECRET });

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const publicFunds = async () => (await inject('GET', '/api/mandir/funds')).json().data as Array<{ category: string; label: string; label_ta: string; amounts: number[]; fcra_eligible: boolean }>;
const adminFunds = async () => (await inject('GET', '/api/admin/donation-funds', finance)).json().data as Array<Record<string, unknown> & { category: string }>;
const addFund = async (body: object, headers = finance) => {
  const res = await inject('POST', '/api/admin/donation-funds', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { category: string; label: string };
};

/** A devotee gives online and the sandbox confirms it: the donation with its receipt number. */
async function giveOnline(category: string, amount = '1001') {
  const { headers } = await devotee(ctx);
  const res = await inject('POST', '/api/mandir/pay', headers, { amount, pan_number: 'ABCDE1234F', category });
  expect(res.statusCode, res.body).toBe(200);
  await completeSandboxPayment(ctx, res.json().data.txn_id, 'success');
  const d = await ctx.db.one<{ id: number; receipt_number: string; statement_80g: boolean; fund_label: string }>(
    `SELECT d.id, d.receipt_number, d.statement_80g, d.fund_label FROM donations d JOIN payment_attempts a ON a.donation_id = d.id WHERE a.txn_id = $1`,
    [res.json().data.txn_id],
  );
  return { ...d!, headers };
}
const receiptText = async (headers: Headers, id: number) => {
  const res = await inject('POST', '/api/register/pdf', headers, { invoice_id: id, invoice_type: 'mandir' });
  expect(res.statusCode, res.body).toBe(200);
  return extractPdfText(res.rawPayload);
};

describe('the built-in funds', () => {
  it('are the seven of the specification, in its order, with its names in English and Tamil, any amount', async () => {
    const funds = await publicFunds();
    expect(funds.map((f) => f.category)).toEqual([...DONATION_CATEGORIES]);
    for (const f of funds) {
      expect(f.label).toBe(DONATION_CATEGORY_LABELS[f.category as keyof typeof DONATION_CATEGORY_LABELS]);
      expect(f.label_ta).toBe(DONATION_CATEGORY_LABELS_TA[f.category as keyof typeof DONATION_CATEGORY_LABELS_TA]);
      expect(f).toMatchObject({ amounts: [], fcra_eligible: true });
    }
  });
});

describe('who may keep the funds', () => {
  it('finance and the owner; coordinators and editors are refused, visitors asked to sign in', async () => {
    const calls = [
      ['POST', '/api/admin/donation-funds', { label: 'Some Fund', label_ta: 'சில நிதி' }],
      ['PATCH', '/api/admin/donation-funds/mandir', { hidden: false }],
      ['POST', '/api/admin/donation-funds/order', { categories: ['mandir'] }],
      ['DELETE', '/api/admin/donation-funds/mandir', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const headers of [coordinator, editor]) expect((await inject(method, url, headers, body)).statusCode, url).toBe(403);
      expect((await inject(method, url, {}, body)).statusCode, url).toBe(401);
    }
  });
});

describe('a new fund', () => {
  it('is added last with a key from its name, offered on the donation page, and its 80G mark decides its receipt', async () => {
    const fund = await addFund({ label: 'Annadanam Seva', label_ta: 'அன்னதான சேவை', eligible_80g: false, donation_type: 'corpus' }, owner);
    expect(fund).toMatchObject({ category: 'annadanam-seva', label: 'Annadanam Seva', label_ta: 'அன்னதான சேவை', eligible_80g: false, donation_type: 'corpus', fcra_eligible: true, amounts: [], hidden: false, donations: 0 });
    expect((await publicFunds()).at(-1)).toMatchObject({ category: 'annadanam-seva', label: 'Annadanam Seva' });

    // Not 80G-eligible: the receipt has no 80G statement, and prints the fund's name.
    const gift = await giveOnline('annadanam-seva');
    expect(gift).toMatchObject({ statement_80g: false, fund_label: 'Annadanam Seva' });
    const text = await receiptText(gift.headers, gift.id);
    expect(text).toContain('Annadanam Seva');
    expect(text).not.toContain('80G(5)');

    // The same name again is refused, naming the field.
    const again = await inject('POST', '/api/admin/donation-funds', finance, { label: ' annadanam seva ', label_ta: 'வேறு' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: FUND_CODES.nameTaken, errors: { label: MESSAGES.adminFundNameTaken } });

    const audit = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'donation-funds' AND entity_id = 'annadanam-seva'`);
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad names and amounts with a message naming the field', async () => {
    const short = await inject('POST', '/api/admin/donation-funds', finance, { label: 'A', label_ta: 'அன்ன' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('label');
    const noTamil = await inject('POST', '/api/admin/donation-funds', finance, { label: 'Library Fund' });
    expect(noTamil.json().errors).toHaveProperty('label_ta');
    for (const amounts of [[0], [10.5], [501, 501], ['x'], [200_000_000]]) {
      const res = await inject('POST', '/api/admin/donation-funds', finance, { label: 'Library Fund', label_ta: 'நூலக நிதி', amounts });
      expect(res.statusCode, JSON.stringify(amounts)).toBe(400);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^amounts/);
    }
    expect((await inject('PATCH', '/api/admin/donation-funds/no-such-fund', finance, { hidden: true })).statusCode).toBe(404);
    expect((await inject('PATCH', '/api/admin/donation-funds/BAD KEY', finance, { hidden: true })).statusCode).toBe(400);
    const nothing = await inject('PATCH', '/api/admin/donation-funds/mandir', finance, {});
    expect(nothing.statusCode).toBe(400);
  });
});

describe('renaming a fund', () => {
  it('changes the lists in both languages; a receipt already issued keeps the name it printed', async () => {
    await addFund({ label: 'Go Seva', label_ta: 'கோ சேவை' });
    const before = await giveOnline('go-seva');
    const renamed = await inject('PATCH', '/api/admin/donation-funds/go-seva', finance, { label: 'Cow Care', label_ta: 'பசு பராமரிப்பு' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: MESSAGES.adminFundUpdated, data: { category: 'go-seva', label: 'Cow Care', label_ta: 'பசு பராமரிப்பு', donations: 1 } });
    expect((await publicFunds()).find((f) => f.category === 'go-seva')).toMatchObject({ label: 'Cow Care', label_ta: 'பசு பராமரிப்பு' });

    const old = await receiptText(before.headers, before.id);
    expect(old).toContain('Go Seva');
    expect(old).not.toContain('Cow Care');
    const after = await giveOnline('go-seva');
    expect(await receiptText(after.headers, after.id)).toContain('Cow Care');

    // The donor's payment list names each gift as its receipt does, in the reader's language.
    const list = await inject('POST', '/api/payment/list', { ...before.headers, 'accept-language': 'ta' }, {});
    expect(list.json().data.map((r: { title: string }) => r.title)).toContain('கோ சேவை');
    // The printed name cannot be changed behind the receipt's back.
    await expect(ctx.db.query(`UPDATE donations SET fund_label = 'X' WHERE id = $1`, [before.id])).rejects.toThrow(/cannot be edited/);
  });
});

describe('reordering funds', () => {
  it('puts every fund in the order given; a list missing or repeating a fund is refused', async () => {
    const order = (await adminFunds()).map((f) => f.category);
    const reversed = [...order].reverse();
    const res = await inject('POST', '/api/admin/donation-funds/order', finance, { categories: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((f: { category: string }) => f.category)).toEqual(reversed);
    expect((await publicFunds()).map((f) => f.category)).toEqual(reversed);

    for (const categories of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 'no-such-fund']]) {
      const bad = await inject('POST', '/api/admin/donation-funds/order', finance, { categories });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: FUND_CODES.orderIncomplete, errors: { categories: MESSAGES.adminFundOrder } });
    }
    expect((await inject('POST', '/api/admin/donation-funds/order', finance, { categories: order })).statusCode).toBe(200);
  });
});

describe('hiding and deleting', () => {
  it('a hidden fund is not offered and takes no new gift; a fund with gifts cannot be deleted, one without can', async () => {
    await addFund({ label: 'Temple Bell', label_ta: 'கோயில் மணி' });
    await giveOnline('temple-bell');
    const del = await inject('DELETE', '/api/admin/donation-funds/temple-bell', finance);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ code: FUND_CODES.hasGifts, message: MESSAGES.adminFundHasGifts });

    expect((await inject('PATCH', '/api/admin/donation-funds/temple-bell', finance, { hidden: true })).json().data).toMatchObject({ hidden: true, donations: 1 });
    expect((await publicFunds()).map((f) => f.category)).not.toContain('temple-bell');
    const { headers } = await devotee(ctx);
    const refused = await inject('POST', '/api/mandir/pay', headers, { amount: '100', pan_number: 'ABCDE1234F', category: 'temple-bell' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ category: DONATION_MESSAGES.invalidCategory });
    const offline = await inject('POST', '/api/admin/donations', finance, {
      donor_name: 'Meena', pan: 'ABCDE1234F', category: 'temple-bell', mode: 'cash', amount: 100, received_on: todayIso(),
    });
    expect(offline.json().errors).toEqual({ category: DONATION_MESSAGES.invalidCategory });
    // Still in the office's list, and shown again when asked.
    expect((await adminFunds()).find((f) => f.category === 'temple-bell')).toMatchObject({ hidden: true });
    expect((await inject('PATCH', '/api/admin/donation-funds/temple-bell', owner, { hidden: false })).statusCode).toBe(200);

    await addFund({ label: 'Mistake Fund', label_ta: 'தவறான நிதி' });
    const gone = await inject('DELETE', '/api/admin/donation-funds/mistake-fund', finance);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await adminFunds()).map((f) => f.category)).not.toContain('mistake-fund');
    expect((await inject('DELETE', '/api/admin/donation-funds/mistake-fund', finance)).statusCode).toBe(404);
    const audit = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'donation-funds' AND entity_id = 'mistake-fund' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('fixed amounts and FCRA', () => {
  it('a fund with fixed amounts takes only those on the site; one closed to foreign contributions refuses them', async () => {
    const fund = await addFund({ label: 'Deepam', label_ta: 'தீபம்', amounts: [1001, 501], fcra_eligible: false });
    expect(fund).toMatchObject({ amounts: [501, 1001], fcra_eligible: false });
    expect((await publicFunds()).find((f) => f.category === 'deepam')).toMatchObject({ amounts: [501, 1001], fcra_eligible: false });

    const { headers } = await devotee(ctx);
    const other = await inject('POST', '/api/mandir/pay', headers, { amount: '700', pan_number: 'ABCDE1234F', category: 'deepam' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ amount: DONATION_MESSAGES.fundAmountNotOffered });
    expect((await inject('POST', '/api/mandir/pay', headers, { amount: '501', pan_number: 'ABCDE1234F', category: 'deepam' })).statusCode).toBe(200);

    const foreign = await inject('POST', '/api/mandir/pay', headers, { amount: '501', category: 'deepam', nationality: 'foreign', passport_number: 'P1234567', payment_type: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ category: DONATION_MESSAGES.fundNotFcra });
    // Opened to them, the same gift goes through the FCRA account.
    expect((await inject('PATCH', '/api/admin/donation-funds/deepam', finance, { fcra_eligible: true, amounts: [] })).statusCode).toBe(200);
    const ok = await inject('POST', '/api/mandir/pay', headers, { amount: '700', category: 'deepam', nationality: 'foreign', passport_number: 'P1234567', payment_type: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
