import { describe, expect, it } from 'vitest';
import { CASH_80G_LIMIT_MINOR, NO_80G_REASON_TEXT, receiptRule } from '@portal/contract/admin-donations';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays } from '../../seed/factories.ts';
import { decryptIdentity, encryptIdentity } from '../../lib/identity-crypto.ts';
import { extractPdfText } from '../documents/test-pdf-text.ts';
import { RECEIPT_TEXT } from '../documents/index.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';

/** The back office's donations: offline entry with the 80G rules, funds, list, receipt PDF, refusals, audit. */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp();

const today = todayIso();
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const gift = (over: Record<string, unknown> = {}) => ({
  donor_name: 'Lakshmi Narayanan',
  donor_address: '4 North Car Street, Madurai',
  mobile: '9444012345',
  pan: 'ABCDE1234F',
  category: 'donation',
  mode: 'cash',
  amount: 1500,
  received_on: today,
  ...over,
});
const record = async (over: Record<string, unknown> = {}, headers = finance) => {
  const res = await inject('POST', '/api/admin/donations', headers, gift(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const receiptText = async (id: number) => {
  const res = await inject('GET', `/api/admin/donations/${id}/receipt`, finance);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return extractPdfText(res.rawPayload);
};

describe('the 80G rule', () => {
  it('in kind → acknowledgement; cash above Rs 2,000, an ineligible fund or no PAN/Aadhaar → no 80G statement', () => {
    const base = { mode: 'cash' as const, amountMinor: CASH_80G_LIMIT_MINOR, fundEligible: true, hasId: true };
    expect(receiptRule(base)).toEqual({ document: 'receipt', statement: true, reason: null });
    expect(receiptRule({ ...base, amountMinor: CASH_80G_LIMIT_MINOR + 1 })).toEqual({ document: 'receipt', statement: false, reason: 'cash_over_limit' });
    expect(receiptRule({ ...base, mode: 'cheque', amountMinor: 10_000_000 }).statement).toBe(true);
    expect(receiptRule({ ...base, mode: 'kind' })).toEqual({ document: 'acknowledgement', statement: false, reason: 'kind' });
    expect(receiptRule({ ...base, fundEligible: false }).reason).toBe('fund_not_eligible');
    expect(receiptRule({ ...base, hasId: false }).reason).toBe('no_id');
  });

  it('encrypts an identity number so that only the key reads it back', () => {
    const stored = encryptIdentity('k'.repeat(32), '234567890123');
    expect(stored).not.toContain('234567890123');
    expect(decryptIdentity('k'.repeat(32), stored)).toBe('234567890123');
    expect(() => decryptIdentity('x'.repeat(32), stored)).toThrow();
  });
});

describe('who may handle donations', () => {
  it('finance and the owner only', async () => {
    const someone = (await devotee(ctx)).headers;
    for (const [method, url] of [['GET', '/api/admin/donations'], ['POST', '/api/admin/donations'], ['GET', '/api/admin/donation-funds'], ['PATCH', '/api/admin/donation-funds/mandir'], ['GET', '/api/admin/donations/1/receipt']] as const) {
      for (const headers of [coordinator, editor]) expect((await inject(method, url, headers, method === 'GET' ? undefined : gift())).statusCode, url).toBe(403);
      for (const headers of [{}, someone]) expect((await inject(method, url, headers)).statusCode, url).toBe(401);
    }
    expect((await inject('GET', '/api/admin/donations', owner)).statusCode).toBe(200);
  });
});

describe('POST admin/donations (offline entry)', () => {
  it('cash of Rs 5,000: a numbered receipt without the 80G statement (why is kept for the office); audited', async () => {
    const d = await record({ amount: 5000 });
    expect(d).toMatchObject({ mode: 'cash', amount: 5000, status: 'success', document: 'receipt', statement_80g: false, no_80g_reason: 'cash_over_limit', received_on: today, fund: 'General Donation' });
    expect(d.receipt_number).toMatch(/^MF\/\d{4}-\d{2}\/\d{5}$/);
    const text = await receiptText(d.id);
    expect(text).toContain(d.receipt_number);
    expect(text).toContain('Lakshmi Narayanan');
    expect(text).toContain('Cash');
    expect(text).not.toContain('80G(5)');
    expect(text).not.toContain(RECEIPT_TEXT.title);
    // A receipt that claims nothing under 80G names no 80G registration and carries no office reason.
    expect(text).not.toContain(NO_80G_REASON_TEXT.cash_over_limit);
    expect(text).not.toContain('80G Registration');
    expect(text).not.toContain(ctx.deps.config.FOUNDATION_80G_URN);
    const audit = await ctx.db.query<{ staff_id: number; action: string; after: Record<string, unknown> }>(
      `SELECT staff_id, action, after FROM audit_log WHERE entity = 'donations' AND entity_id = $1`,
      [String(d.id)],
    );
    expect(audit).toEqual([{ staff_id: ids.finance, action: 'create', after: expect.objectContaining({ amount_minor: 500_000, receipt_number: d.receipt_number, statement_80g: false, pan: '******234F' }) }]);
  });

  it('cash of Rs 2,000 with a PAN: the 80G statement is printed', async () => {
    const d = await record({ amount: 2000 });
    expect(d.statement_80g).toBe(true);
    const text = await receiptText(d.id);
    expect(text).toContain('80G(5)');
  });

  it('a gift in kind gets an acknowledgement, not an 80G receipt', async () => {
    const d = await record({ mode: 'kind', amount: 12000, kind_description: '50 kg rice for the annadanam' });
    expect(d).toMatchObject({ document: 'acknowledgement', statement_80g: false, no_80g_reason: 'kind', kind_description: '50 kg rice for the annadanam' });
    const text = await receiptText(d.id);
    expect(text).toContain(RECEIPT_TEXT.kindTitle);
    expect(text).toContain('50 kg rice for the annadanam');
    expect(text).not.toContain('80G(5)');
  });

  it('Aadhaar instead of PAN: stored encrypted, shown masked, enough for the 80G statement', async () => {
    const d = await record({ mode: 'cheque', reference: 'CHQ 112233', pan: '', aadhaar: '2345 6789 0123', amount: 25000 });
    expect(d).toMatchObject({ statement_80g: true, pan: '', aadhaar: 'XXXX XXXX 0123' });
    const row = (await ctx.db.one<{ aadhaar_enc: string; aadhaar_last4: string }>('SELECT aadhaar_enc, aadhaar_last4 FROM donations WHERE id = $1', [d.id]))!;
    expect(row.aadhaar_enc).not.toContain('234567890123');
    expect(decryptIdentity(ctx.deps.config.AADHAAR_KEY, row.aadhaar_enc)).toBe('234567890123');
    const text = await receiptText(d.id);
    expect(text).toContain('XXXX XXXX 0123');
    expect(text).not.toContain('234567890123');
    const audit = JSON.stringify((await ctx.db.one('SELECT after FROM audit_log WHERE entity = $1 AND entity_id = $2', ['donations', String(d.id)]))!);
    expect(audit).not.toContain('234567890123');
  });

  it('no PAN and no Aadhaar, or a fund marked not 80G-eligible: no statement; the reason is kept for the office, not printed', async () => {
    const noId = await record({ mode: 'bank_transfer', reference: 'UTR 5566', pan: '', amount: 1000 });
    expect(noId).toMatchObject({ statement_80g: false, no_80g_reason: 'no_id' });
    expect(await receiptText(noId.id)).not.toContain(NO_80G_REASON_TEXT.no_id);

    const patched = await inject('PATCH', '/api/admin/donation-funds/mandir', finance, { eligible_80g: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ message: MESSAGES.adminFundUpdated, data: { category: 'mandir', label: 'Matangi Mandir', eligible_80g: false } });
    const funds = (await inject('GET', '/api/admin/donation-funds', finance)).json().data;
    expect(funds.find((f: { category: string }) => f.category === 'mandir')).toMatchObject({ category: 'mandir', label: 'Matangi Mandir', eligible_80g: false, donation_type: 'others' });
    // The Form 10BD donation type changes alone; the 80G mark stays.
    const typed = await inject('PATCH', '/api/admin/donation-funds/mandir', finance, { donation_type: 'specific_grant' });
    expect(typed.json().data).toMatchObject({ category: 'mandir', label: 'Matangi Mandir', eligible_80g: false, donation_type: 'specific_grant' });
    const temple = await record({ category: 'mandir', amount: 1000 });
    expect(temple).toMatchObject({ statement_80g: false, no_80g_reason: 'fund_not_eligible' });
    expect(await receiptText(temple.id)).not.toContain(NO_80G_REASON_TEXT.fund_not_eligible);
    // Receipts already issued stay as they were when the fund changes back.
    expect((await inject('PATCH', '/api/admin/donation-funds/mandir', owner, { eligible_80g: true })).statusCode).toBe(200);
    const again = (await inject('GET', `/api/admin/donations?q=${encodeURIComponent(temple.receipt_number)}`, finance)).json().data;
    expect(again[0].statement_80g).toBe(false);
    const fundAudit = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'donation-funds' AND entity_id = 'mandir'`);
    expect(fundAudit).toHaveLength(3);
  });

  it('refuses bad input with a 400 naming the field, and records nothing', async () => {
    const before = Number((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations'))!.n);
    const cases: [Record<string, unknown>, string][] = [
      [{ donor_name: '' }, 'donor_name'],
      [{ amount: 0 }, 'amount'],
      [{ mode: 'online' }, 'mode'],
      [{ category: 'shop' }, 'category'],
      [{ pan: 'ABC' }, 'pan'],
      [{ aadhaar: '1234 5678 9012' }, 'aadhaar'],
      [{ mode: 'cheque', reference: '' }, 'reference'],
      [{ mode: 'kind', kind_description: '' }, 'kind_description'],
      [{ received_on: addDays(today, 1) }, 'received_on'],
      [{ mobile: '12345' }, 'mobile'],
    ];
    for (const [over, field] of cases) {
      const res = await inject('POST', '/api/admin/donations', finance, gift(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(new RegExp(`^${field}`));
    }
    expect((await inject('PATCH', '/api/admin/donation-funds/shop', finance, { eligible_80g: true })).statusCode).toBe(404);
    expect((await inject('PATCH', '/api/admin/donation-funds/mandir', finance, { eligible_80g: 'yes' })).statusCode).toBe(400);
    const badType = await inject('PATCH', '/api/admin/donation-funds/mandir', finance, { donation_type: 'trust' });
    expect([badType.statusCode, badType.json().message]).toEqual([400, `donation_type: ${MESSAGES.adminFundDonationType}`]);
    const nothing = await inject('PATCH', '/api/admin/donation-funds/mandir', finance, {});
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, `label: ${MESSAGES.adminFundNothingToChange}`]);
    expect((await inject('GET', '/api/admin/donation-funds', finance)).json().data).toContainEqual(expect.objectContaining({ category: 'mandir', donation_type: 'specific_grant' }));
    expect(Number((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations'))!.n)).toBe(before);
  });
});

describe('GET admin/donations', () => {
  it('lists offline donations with filters by mode, fund, date and search, and the received total', async () => {
    const name = 'Filter Donor Ramasamy';
    const cash = await record({ donor_name: name, amount: 700 });
    const kind = await record({ donor_name: name, mode: 'kind', amount: 300, kind_description: 'Lamps' });
    const list = async (query: string) => {
      const res = await inject('GET', `/api/admin/donations?${query}`, finance);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list(`q=${encodeURIComponent(name)}`);
    expect(all.data.map((d: { id: number }) => d.id)).toEqual([kind.id, cash.id]);
    expect(all).toMatchObject({ total: 2, received: 1000 });
    expect((await list(`q=${encodeURIComponent(name)}&mode=kind`)).data.map((d: { id: number }) => d.id)).toEqual([kind.id]);
    expect((await list(`q=${encodeURIComponent(name)}&category=mandir`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(name)}&from=${addDays(today, 1)}`)).total).toBe(0);
    expect((await list('q=9444012345')).total).toBeGreaterThanOrEqual(2);
    expect((await inject('GET', '/api/admin/donations?mode=crypto', finance)).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/donations/99999999/receipt', finance)).statusCode).toBe(404);
  });
});
