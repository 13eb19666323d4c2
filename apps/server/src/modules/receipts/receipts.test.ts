import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';
import { MESSAGES } from '@portal/contract/messages';
import { todayIso } from '@portal/contract/fields';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { devotee, type Headers } from '../payments/test-helpers.ts';
import { financialYear } from '../donations/index.ts';
import { completeSandboxPayment } from '../donations/test-payments.ts';
import { createRegistration } from '../donations/test-data.ts';
import { RECEIPT_TEXT } from '../documents/index.ts';
import { extractPdfText } from '../documents/test-pdf-text.ts';

/**
 * Receipts in the back office: list with search, status and date filters and paging;
 * the same PDF again; cancel with a reason (the number stays used, the copy watermarked) and a
 * corrected receipt under the next number of the same series, linked to the one it replaces;
 * refusals (role, wrong state, missing reason) changing nothing; audit rows; the devotee's list
 * and download; no silent edit of an issued receipt. And the identity a document
 * prints is stored when it is issued.
 */
const { ctx, owner, finance, coordinator, editor, ids } = useStaffTestApp({ FOUNDATION_NAME: 'Receipts Trust', FOUNDATION_PAN: 'AAATR1234C', FOUNDATION_80G_URN: 'AAATR1234CF20221' });

const flat = (text: string) => text.replace(/\s+/g, ' ');
const fy = financialYear(new Date());
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const cancelUrl = (id: number) => callUrl(calls.adminReceiptCancel, { id });
const reissueUrl = (id: number) => callUrl(calls.adminReceiptReissue, { id });
const list = async (query: Record<string, string | number> = {}, headers = finance) => {
  const res = await inject('GET', `${callUrl(calls.adminReceipts)}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; total: number };
};
async function offline(over: Record<string, unknown> = {}) {
  const res = await inject('POST', callUrl(calls.adminDonationCreate), finance, {
    donor_name: 'Parvathi Raman', donor_address: '3 East Street, Trichy', mobile: '9444099999', pan: 'ABCPR1234D', category: 'donation', mode: 'cheque', amount: 2500, received_on: todayIso(), reference: 'CHQ 001122', ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; receipt_number: string };
}
const reissueText = async (id: number, body: object = {}, headers = finance) => {
  const res = await inject('POST', reissueUrl(id), headers, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { text: flat(extractPdfText(res.rawPayload)), raw: res.rawPayload, disposition: String(res.headers['content-disposition']) };
};
const auditRows = (entityId: number) =>
  ctx.db.query<{ action: string; staff_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `SELECT action, staff_id, before, after FROM audit_log WHERE entity = 'receipts' AND entity_id = $1 ORDER BY id`,
    [String(entityId)],
  );
const donationRow = (id: number) =>
  ctx.db.one<{ receipt_number: string; receipt_fy: string; receipt_seq: number; donor_name: string; donor_address: string; pan_number: string; statement_80g: boolean; no_80g_reason: string }>(
    'SELECT receipt_number, receipt_fy, receipt_seq, donor_name, donor_address, pan_number, statement_80g, no_80g_reason FROM donations WHERE id = $1',
    [id],
  );
const seqOf = (n: string) => Number(n.split('/').pop());

describe('who may handle receipts', () => {
  it('finance and owners; coordinator and editor 403 success 0; no token or a devotee 401', async () => {
    const d = await offline();
    const someone = (await devotee(ctx)).headers;
    const calls3 = [['GET', callUrl(calls.adminReceipts)], ['POST', reissueUrl(d.id)], ['POST', cancelUrl(d.id)]] as const;
    for (const [method, url] of calls3) {
      for (const headers of [coordinator, editor]) {
        const res = await inject(method, url, headers, method === 'POST' ? { receipt_number: d.receipt_number, reason: 'x' } : undefined);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().success).toBe(0);
      }
      for (const headers of [{}, someone]) expect((await inject(method, url, headers, method === 'POST' ? { receipt_number: d.receipt_number, reason: 'x' } : undefined)).statusCode, url).toBe(401);
    }
    expect((await list({}, owner)).total).toBeGreaterThan(0);
    // Nothing was cancelled by the refused calls.
    expect((await list({ q: d.receipt_number })).data[0]).toMatchObject({ status: 'issued' });
  });
});

describe('the list', () => {
  it('finds receipts by number, name and PAN; filters by status and date; pages', async () => {
    const a = await offline({ donor_name: 'Gomathi Listwoman', pan: 'ABCPG1111A' });
    const b = await offline({ donor_name: 'Gomathi Listwoman', pan: 'ABCPG1111A', received_on: '2026-04-02' });
    const byName = await list({ q: 'Listwoman' });
    expect(byName.total).toBe(2);
    expect(byName.data.map((r) => r.receipt_number)).toEqual([a.receipt_number, b.receipt_number]); // newest gift first
    expect((await list({ q: b.receipt_number })).data).toMatchObject([{ id: b.id, receipt_number: b.receipt_number, status: 'issued', current: true, donor_name: 'Gomathi Listwoman', amount: 2500, fund: 'General Donation', mode: 'cheque', document: 'receipt', cancel_reason: '', replaced_by: '', replaces: '' }]);
    expect((await list({ q: 'ABCPG1111A' })).total).toBe(2);
    expect((await list({ q: 'Listwoman', from: '2026-04-01', to: '2026-04-03' })).data.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ q: 'Listwoman', status: 'cancelled' })).total).toBe(0);
    const page1 = await list({ q: 'Listwoman', per_page: 1, page: 1 });
    const page2 = await list({ q: 'Listwoman', per_page: 1, page: 2 });
    expect([page1.total, page2.total]).toEqual([2, 2]);
    expect([page1.data[0]!.id, page2.data[0]!.id]).toEqual([a.id, b.id]);
    const bad = await inject('GET', `${callUrl(calls.adminReceipts)}?status=lost&from=2026-13-01`, finance);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
  });
});

describe('reissue', () => {
  it('gives the same PDF again: same number, same printed identity, audited', async () => {
    const d = await offline({ donor_name: 'Reissue Donor' });
    const first = await reissueText(d.id);
    expect(first.text).toContain(d.receipt_number);
    expect(first.text).toContain('Receipts Trust');
    expect(first.disposition).toContain(`${d.receipt_number.replaceAll('/', '-')}.pdf`);
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'Renamed Receipts Trust' });
    const again = await reissueText(d.id);
    expect(again.text).toBe(first.text);
    const rows = await auditRows(d.id);
    expect(rows.map((r) => r.action)).toEqual(['reissue', 'reissue']);
    expect(rows[0]).toMatchObject({ staff_id: ids.finance, after: { receipt_number: d.receipt_number } });
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'Receipts Trust' });
  });

  it('refuses an unknown donation (404), a number of another donation (422) and a body field too long', async () => {
    const d = await offline();
    const other = await offline();
    expect((await inject('POST', reissueUrl(999_999), finance, {})).statusCode).toBe(404);
    const wrong = await inject('POST', reissueUrl(d.id), finance, { receipt_number: other.receipt_number });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(RECEIPT_MESSAGES.notOfDonation);
    expect((await inject('POST', reissueUrl(d.id), finance, { receipt_number: 'x'.repeat(41) })).statusCode).toBe(400);
  });
});

describe('cancel', () => {
  it('without a correction: the number stays used, shows cancelled, the copy is watermarked with the reason; twice is refused', async () => {
    const d = await offline({ donor_name: 'Cancel Only' });
    const res = await inject('POST', cancelUrl(d.id), finance, { receipt_number: d.receipt_number, reason: 'Cheque returned unpaid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: RECEIPT_MESSAGES.cancelled, data: { cancelled: { id: d.id, receipt_number: d.receipt_number, status: 'cancelled', current: true, cancel_reason: 'Cheque returned unpaid', cancelled_on: todayIso() }, corrected: null } });
    expect((await donationRow(d.id))!.receipt_number).toBe(d.receipt_number);
    expect((await list({ q: 'Cancel Only', status: 'cancelled' })).data.map((r) => r.receipt_number)).toEqual([d.receipt_number]);
    expect((await list({ q: 'Cancel Only', status: 'issued' })).total).toBe(0);

    const copy = await reissueText(d.id);
    expect(copy.text).toContain(RECEIPT_TEXT.watermark);
    expect(copy.text).toContain('Reason: Cheque returned unpaid');
    expect(copy.text).toContain(RECEIPT_TEXT.notReplaced);
    expect(copy.text).toContain(d.receipt_number);

    const twice = await inject('POST', cancelUrl(d.id), finance, { receipt_number: d.receipt_number, reason: 'Again' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ success: 0, message: RECEIPT_MESSAGES.alreadyCancelled });
    const rows = await auditRows(d.id);
    expect(rows.map((r) => r.action)).toEqual(['cancel', 'reissue']);
    expect(rows[0]).toMatchObject({ staff_id: ids.finance, before: { receipt_number: d.receipt_number, status: 'issued' }, after: { status: 'cancelled', reason: 'Cheque returned unpaid' } });
  });

  it('with a correction: a new number of the same series, linked both ways, donor details corrected, both PDFs right, audited', async () => {
    const d = await offline({ donor_name: 'Wrong Name', pan: '' });
    expect((await donationRow(d.id))!).toMatchObject({ statement_80g: false, no_80g_reason: 'no_id' });
    const before = (await ctx.db.one<{ last_seq: number }>('SELECT last_seq FROM receipt_sequences WHERE financial_year = $1', [fy]))!.last_seq;
    const res = await inject('POST', cancelUrl(d.id), owner, { receipt_number: d.receipt_number, reason: 'Name misspelt, PAN given later', corrected: { donor_name: 'Right Name', pan_number: 'abcpr9876k' } });
    expect(res.statusCode, res.body).toBe(200);
    const { cancelled, corrected } = res.json().data;
    expect(res.json().message).toBe(RECEIPT_MESSAGES.corrected);
    expect(seqOf(corrected.receipt_number)).toBe(Number(before) + 1);
    expect(corrected.receipt_number.startsWith(`MF/${fy}/`)).toBe(true);
    expect(cancelled).toMatchObject({ receipt_number: d.receipt_number, status: 'cancelled', current: false, replaced_by: corrected.receipt_number, donor_name: 'Wrong Name' });
    expect(corrected).toMatchObject({ id: d.id, status: 'issued', current: true, replaces: d.receipt_number, donor_name: 'Right Name', pan: 'ABCPR9876K' });
    // The donation carries the corrected receipt (what the devotee's list, Form 10BD and the donations list read).
    expect(await donationRow(d.id)).toMatchObject({ receipt_number: corrected.receipt_number, receipt_fy: fy, donor_name: 'Right Name', pan_number: 'ABCPR9876K', donor_address: '3 East Street, Trichy', statement_80g: true, no_80g_reason: '' });
    // Both numbers are listed: the cancelled one stays used.
    expect((await list({ q: d.receipt_number })).data).toMatchObject([{ status: 'cancelled', replaced_by: corrected.receipt_number }]);
    expect((await list({ q: 'Right Name' })).data).toMatchObject([{ receipt_number: corrected.receipt_number, status: 'issued' }]);

    const now = await reissueText(d.id);
    expect(now.text).toContain(corrected.receipt_number);
    expect(now.text).toContain('Right Name');
    expect(now.text).toContain(RECEIPT_TEXT.replaces(d.receipt_number));
    expect(now.text).toContain(RECEIPT_TEXT.exemption('Receipts Trust'));
    expect(now.text).not.toContain(RECEIPT_TEXT.watermark);
    const old = await reissueText(d.id, { receipt_number: d.receipt_number });
    expect(old.text).toContain(RECEIPT_TEXT.watermark);
    expect(old.text).toContain('Wrong Name');
    expect(old.text).toContain(RECEIPT_TEXT.replacedBy(corrected.receipt_number));
    expect(old.text).not.toContain('Right Name');

    // The cancelled number cannot be cancelled again; the corrected one can (a third number).
    const rows = await auditRows(d.id);
    expect(rows.map((r) => r.action)).toEqual(['cancel', 'correct', 'reissue', 'reissue']);
    expect(rows[1]).toMatchObject({ before: { donor_name: 'Wrong Name' }, after: { receipt_number: corrected.receipt_number, replaces: d.receipt_number, donor_name: 'Right Name', pan_number: '******876K' } });
    const again = await inject('POST', cancelUrl(d.id), finance, { receipt_number: corrected.receipt_number, reason: 'Address missing', corrected: { donor_address: '3 East Street, Trichy 620001' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.corrected).toMatchObject({ replaces: corrected.receipt_number });
    expect(seqOf(again.json().data.corrected.receipt_number)).toBe(Number(before) + 2);
  });

  it('refuses a missing reason, nothing to correct, a bad PAN, an unknown or unpaid donation — nothing changed', async () => {
    const d = await offline({ donor_name: 'Refusal Donor' });
    const seq = async () => (await ctx.db.one<{ last_seq: number }>('SELECT last_seq FROM receipt_sequences WHERE financial_year = $1', [fy]))!.last_seq;
    const seqBefore = await seq();
    const auditBefore = (await auditRows(d.id)).length;
    for (const [body, field, message] of [
      [{}, 'reason', MESSAGES.required],
      [{ receipt_number: d.receipt_number, reason: '   ' }, 'reason', MESSAGES.required],
      [{ receipt_number: d.receipt_number, reason: 'Typo', corrected: { donor_name: 'Refusal Donor' } }, 'corrected', RECEIPT_MESSAGES.nothingCorrected],
      [{ receipt_number: d.receipt_number, reason: 'Typo', corrected: { pan_number: 'NOTAPAN' } }, 'corrected.pan_number', 'Please enter a valid PAN (e.g. ABCDE1234F)'],
    ] as const) {
      const res = await inject('POST', cancelUrl(d.id), finance, body);
      expect([400, 422], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json().success).toBe(0);
      expect(res.json().errors?.[field], JSON.stringify(res.json())).toBe(message);
    }
    const unknown = await inject('POST', cancelUrl(999_999), finance, { receipt_number: d.receipt_number, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(RECEIPT_MESSAGES.notFound);
    const { user } = await devotee(ctx);
    const unpaid = (await ctx.db.one<{ id: number }>(`INSERT INTO donations (user_id, category, currency, amount_minor, donor_name, donor_address, status) VALUES ($1, 'mandir', 'INR', 10000, 'Unpaid', '', 'pending') RETURNING id`, [user.id]))!;
    const notPaid = await inject('POST', cancelUrl(unpaid.id), finance, { receipt_number: d.receipt_number, reason: 'x' });
    expect(notPaid.statusCode).toBe(422);
    expect(notPaid.json().message).toBe(RECEIPT_MESSAGES.notReceipted);
    expect(await seq()).toBe(seqBefore);
    expect((await auditRows(d.id)).length).toBe(auditBefore);
    expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM receipt_cancellations WHERE donation_id = $1', [d.id]))!.n).toBe(0);
    expect((await list({ q: d.receipt_number })).data[0]).toMatchObject({ status: 'issued', donor_name: 'Refusal Donor' });
  });
});

describe('each action names the receipt it acts on', () => {
  it('four parallel cancels with a correction cancel one receipt and issue one corrected; the rest are refused as no longer current', async () => {
    const d = await offline({ donor_name: 'Parallel Donor' });
    const seq = async () => Number((await ctx.db.one<{ last_seq: number }>('SELECT last_seq FROM receipt_sequences WHERE financial_year = $1', [fy]))!.last_seq);
    const seqBefore = await seq();
    const body = { receipt_number: d.receipt_number, reason: 'Address missing', corrected: { donor_address: '4 West Street, Trichy' } };
    const answers = await Promise.all([1, 2, 3, 4].map(() => inject('POST', cancelUrl(d.id), finance, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const corrected = answers.find((a) => a.statusCode === 200)!.json().data.corrected.receipt_number;
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({ success: 0, code: 'receipt_not_current', message: RECEIPT_MESSAGES.notCurrent.replace('{number}', d.receipt_number) });
    }
    // One number used up by the correction, one cancellation, one pair of audit rows.
    expect(await seq()).toBe(seqBefore + 1);
    expect((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM receipt_cancellations WHERE donation_id = $1', [d.id]))!.n).toBe(1);
    expect((await auditRows(d.id)).map((r) => r.action)).toEqual(['cancel', 'correct']);
    expect((await donationRow(d.id))!.receipt_number).toBe(corrected);
  });
});

describe('an issued receipt is locked', () => {
  it('the database refuses any edit of what the receipt prints outside a correction', async () => {
    const d = await offline({ donor_name: 'Locked Donor' });
    for (const set of [`donor_name = 'Edited'`, 'amount_minor = 1', `pan_number = 'ZZZZZ9999Z'`, `receipt_number = 'MF/x/1'`, `donor_address = 'Elsewhere'`]) {
      await expect(ctx.db.query(`UPDATE donations SET ${set} WHERE id = $1`, [d.id])).rejects.toThrow(/cannot be edited/);
    }
    // What a receipt does not print may still change (refunds due, for instance).
    await ctx.db.query('UPDATE donations SET refund_due_minor = 0 WHERE id = $1', [d.id]);
    expect((await donationRow(d.id))!.donor_name).toBe('Locked Donor');
  });
});

describe('the devotee', () => {
  async function paidOnline(headers: Headers) {
    const res = await inject('POST', callUrl(calls.mandirPay), headers, { amount: '1001', pan_number: 'AFZPK7190K', category: 'mandir' });
    const txn = res.json().data.txn_id as string;
    await completeSandboxPayment(ctx, txn, 'success');
    return (await ctx.db.one<{ id: number; receipt_number: string }>('SELECT d.id, d.receipt_number FROM donations d JOIN payment_attempts a ON a.donation_id = d.id WHERE a.txn_id = $1', [txn]))!;
  }
  const devoteePdf = (headers: Headers, id: number) => inject('POST', callUrl(calls.registerPdf), headers, { invoice_id: id, invoice_type: 'mandir' });
  const rowsOf = async (headers: Headers) => (await inject('POST', callUrl(calls.paymentList), headers, { page: 1, search: '' })).json().data as Array<Record<string, unknown>>;

  it('downloads the corrected receipt; a receipt cancelled without one shows cancelled and is not handed out', async () => {
    const { headers } = await devotee(ctx);
    const corrected = await paidOnline(headers);
    const lone = await paidOnline(headers);
    const fixed = await inject('POST', cancelUrl(corrected.id), finance, { receipt_number: corrected.receipt_number, reason: 'PAN typed wrong', corrected: { pan_number: 'AFZPK7191K' } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const newNumber = fixed.json().data.corrected.receipt_number as string;
    expect((await inject('POST', cancelUrl(lone.id), finance, { receipt_number: lone.receipt_number, reason: 'Duplicate receipt' })).statusCode).toBe(200);

    const rows = await rowsOf(headers);
    expect(rows.find((r) => r.invoice_id === corrected.id)).toMatchObject({ receipt_number: newNumber });
    expect(rows.find((r) => r.invoice_id === corrected.id)!.receipt_cancelled).toBeUndefined();
    expect(rows.find((r) => r.invoice_id === lone.id)).toMatchObject({ receipt_number: lone.receipt_number, receipt_cancelled: true });

    const good = await devoteePdf(headers, corrected.id);
    expect(good.statusCode).toBe(200);
    const text = flat(extractPdfText(good.rawPayload));
    expect(text).toContain(newNumber);
    expect(text).toContain('AFZPK7191K');
    expect(text).not.toContain(RECEIPT_TEXT.watermark);
    const refused = await devoteePdf(headers, lone.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(RECEIPT_MESSAGES.cancelledForDevotee);
  });
});

describe('issued documents store their identity when issued', () => {
  const identityOf = (kind: string, id: number) =>
    ctx.db.one<{ foundation: { name: string }; captured: string }>('SELECT foundation, captured FROM document_identities WHERE kind = $1 AND ref_id = $2', [kind, id]);

  it('a receipt numbered before a settings change prints the old identity even when first printed after it', async () => {
    const d = await offline({ donor_name: 'Identity Donor' });
    expect(await identityOf('donation_receipt', d.id)).toMatchObject({ foundation: { name: 'Receipts Trust' }, captured: 'issue' });
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'Later Name Trust', foundation_pan: 'AAATL5555L' });
    const later = await offline({ donor_name: 'Identity Donor Two' });
    const old = (await reissueText(d.id)).text; // first printed only now
    expect(old).toContain('Receipts Trust');
    expect(old).toContain('PAN: AAATR1234C');
    expect(old).not.toContain('Later Name Trust');
    const fresh = (await reissueText(later.id)).text;
    expect(fresh).toContain('Later Name Trust');
    expect(fresh).toContain('PAN: AAATL5555L');
    // A correction issued after the change prints the new identity; its cancelled copy the old one.
    const fixed = await inject('POST', cancelUrl(d.id), finance, { receipt_number: d.receipt_number, reason: 'Address', corrected: { donor_address: 'New Address 1' } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await reissueText(d.id)).text).toContain('Later Name Trust');
    expect((await reissueText(d.id, { receipt_number: d.receipt_number })).text).toContain('PAN: AAATR1234C');
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'Receipts Trust', foundation_pan: 'AAATR1234C' });
  });

  it('a registration invoice keeps the identity of its first payment, not of a print before it', async () => {
    const { user, headers } = await devotee(ctx);
    const reg = await createRegistration(ctx.db, { user_id: user.id, status: 'pending', paid_minor: 0, reg_number: null });
    const invoice = () => inject('POST', callUrl(calls.registerPdf), headers, { invoice_id: reg.id, invoice_type: 'reg' });
    expect((await invoice()).statusCode).toBe(200); // printed unpaid: a pro-forma
    expect(await identityOf('registration_invoice', reg.id)).toMatchObject({ foundation: { name: 'Receipts Trust' }, captured: 'print' });
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'Paid Time Trust' });
    const paid = await inject('POST', callUrl(calls.adminRegistrationMarkPaid, { id: reg.id }), finance, { method: 'cash', amount: 100, paid_on: todayIso() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await identityOf('registration_invoice', reg.id)).toMatchObject({ foundation: { name: 'Paid Time Trust' }, captured: 'issue' });
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'After Payment Trust' });
    const text = flat(extractPdfText((await invoice()).rawPayload));
    expect(text).toContain('Paid Time Trust');
    expect(text).not.toContain('After Payment Trust');
    await inject('PATCH', callUrl(calls.adminSettingsUpdate), owner, { foundation_name: 'Receipts Trust' });
  });
});
