import { beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES } from '@portal/contract/donations';
import { loginAs, useTestApp } from '../../test/harness.ts';
import { findPlaces, type Places } from '../accounts/test-helpers.ts';
import { createAttempt, createDonation, createRegistration } from '../donations/test-data.ts';
import { completeSandboxPayment } from '../donations/test-payments.ts';
import { RECEIPT_TEXT } from './donation-receipt.ts';
import { extractPdfText } from './test-pdf-text.ts';

const ctx = useTestApp({
  FOUNDATION_NAME: 'Test Foundation Trust',
  FOUNDATION_ADDRESS: '1 Ashram Road, Coimbatore, Tamil Nadu 641001',
  FOUNDATION_PAN: 'AAATT1234Q',
  FOUNDATION_80G_URN: 'AAATT1234QF20219',
  FOUNDATION_80G_VALIDITY: 'AY 2024-25 to AY 2028-29',
});
let places: Places;

beforeAll(async () => {
  places = await findPlaces(ctx.db);
});

type Headers = Record<string, string>;
const pdf = (headers: Headers, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/register/pdf', headers, payload: payload as object });
const flat = (text: string) => text.replace(/\s+/g, ' ');

const donor = (name = 'Meenakshi Sundaram') =>
  loginAs(ctx, { salut: 'Mrs.', name, street_address: '7 Car Street', pincode: '600004', country_id: places.india, state_id: places.tamilNadu, city_id: places.chennai });

/** A donation paid through the sandbox gateway, as a donor makes it. */
async function paidDonation(headers: Headers, amount = '250000', category = 'gurukulam') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: { amount, pan_number: 'AFZPK7190K', category } });
  const txn = res.json().data.txn_id as string;
  await completeSandboxPayment(ctx, txn, 'success');
  return ctx.db.one<{ id: number; receipt_number: string; paid_at: Date }>(
    'SELECT d.id, d.receipt_number, d.paid_at FROM donations d JOIN payment_attempts a ON a.donation_id = d.id WHERE a.txn_id = $1',
    [txn],
  ).then((d) => ({ ...d!, txn }));
}

describe('POST register/pdf (mandir): the 80G receipt', () => {
  it('is a real PDF download with everything an 80G receipt needs', async () => {
    const { headers } = await donor();
    const d = await paidDonation(headers, '250000.75');
    const res = await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The file is named by the receipt's number ('MF/2026-27/00012' → 'MF-2026-27-00012.pdf').
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${d.receipt_number.replaceAll('/', '-')}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = flat(extractPdfText(res.rawPayload));
    const gatewayRef = (await ctx.db.one<{ provider_txn_id: string }>('SELECT provider_txn_id FROM payment_attempts WHERE txn_id = $1', [d.txn]))!.provider_txn_id;
    for (const expected of [
      'Test Foundation Trust',
      '1 Ashram Road, Coimbatore, Tamil Nadu 641001',
      'PAN: AAATT1234Q',
      'AAATT1234QF20219',
      'AY 2024-25 to AY 2028-29',
      d.receipt_number,
      'Mrs. Meenakshi Sundaram',
      '7 Car Street',
      'Tamil Nadu',
      '600004',
      'AFZPK7190K',
      'Rs. 2,50,000.75',
      'Two Lakh Fifty Thousand Rupees And Seventy Five Paise Only',
      'Gurukulam',
      'Others',
      'Online (payment gateway)',
      gatewayRef,
      RECEIPT_TEXT.cashNote,
      RECEIPT_TEXT.exemption('Test Foundation Trust'),
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    // The receipt's date is the payment's date on the Indian calendar.
    const ist = new Date(new Date(d.paid_at).getTime() + 330 * 60_000).toISOString();
    expect(text).toContain(`${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)}`);
  });

  it('writes lakh and crore amounts in Indian words', async () => {
    const { headers } = await donor();
    const lakhs = await paidDonation(headers, '9876543.21');
    const text = flat(extractPdfText((await pdf(headers, { invoice_id: String(lakhs.id), invoice_type: 'mandir' })).rawPayload));
    expect(text).toContain('Rs. 98,76,543.21');
    expect(text).toContain('Ninety Eight Lakh Seventy Six Thousand Five Hundred Forty Three Rupees And Twenty One Paise Only');
    const crore = await paidDonation(headers, '10000000');
    const croreText = flat(extractPdfText((await pdf(headers, { invoice_id: crore.id, invoice_type: 'mandir' })).rawPayload));
    expect(croreText).toContain('Rs. 1,00,00,000.00');
    expect(croreText).toContain('One Crore Rupees Only');
  });

  it('keeps the receipt number and donor of the day of payment', async () => {
    const { user, headers } = await donor('Original Name');
    const d = await paidDonation(headers);
    await ctx.db.query(`UPDATE users SET name = 'Changed Name' WHERE id = $1`, [user.id]);
    const first = flat(extractPdfText((await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' })).rawPayload));
    const again = flat(extractPdfText((await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' })).rawPayload));
    expect(first).toContain('Original Name');
    expect(first).not.toContain('Changed Name');
    expect(again).toContain(d.receipt_number);
  });

  it('draws a Tamil-script name with an embedded Tamil font, and other scripts without breaking', async () => {
    const tamil = await donor('லட்சுமி Narayanan');
    const d = await paidDonation(tamil.headers);
    const res = await pdf(tamil.headers, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansTamil/);
    expect(flat(extractPdfText(res.rawPayload))).toContain('Narayanan');

    const other = await donor('राधा Krishnan 🙏');
    const o = await paidDonation(other.headers);
    const res2 = await pdf(other.headers, { invoice_id: o.id, invoice_type: 'mandir' });
    expect(res2.statusCode).toBe(200);
    expect(flat(extractPdfText(res2.rawPayload))).toContain('Mrs. ???? Krishnan ? Address');
  });

  it('refuses a pending or failed donation: only money received is receipted', async () => {
    const { headers } = await donor();
    const start = await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: { amount: '100', pan_number: 'AFZPK7190K' } });
    const pendingId = (await ctx.db.one<{ donation_id: number }>('SELECT donation_id FROM payment_attempts WHERE txn_id = $1', [start.json().data.txn_id]))!.donation_id;
    const pending = await pdf(headers, { invoice_id: pendingId, invoice_type: 'mandir' });
    expect(pending.statusCode).toBe(422);
    expect(pending.json()).toEqual({ success: 0, code: 'receipt_not_ready', message: DONATION_MESSAGES.receiptNotReady });

    await completeSandboxPayment(ctx, start.json().data.txn_id, 'failed');
    const failed = await pdf(headers, { invoice_id: pendingId, invoice_type: 'mandir' });
    expect(failed.statusCode).toBe(422);
    expect(failed.headers['content-type']).toContain('application/json');
  });

  it('answers 404 for another user’s donation and for an unknown id', async () => {
    const alice = await donor('Alice');
    const bob = await donor('Bob');
    const d = await paidDonation(alice.headers);
    const theirs = await pdf(bob.headers, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: 0, code: 'donation_not_found', message: DONATION_MESSAGES.donationNotFound });
    const unknown = await pdf(alice.headers, { invoice_id: 987654, invoice_type: 'mandir' });
    expect(unknown.statusCode).toBe(404);
    // A registration id is not a donation id: the type decides where to look.
    const reg = await createRegistration(ctx.db, { user_id: alice.user.id });
    expect((await pdf(alice.headers, { invoice_id: reg.id + 100000, invoice_type: 'reg' })).statusCode).toBe(404);
  });
});

describe('POST register/pdf (reg): the registration invoice', () => {
  it('shows the price breakdown, what was paid, the balance and the payment references', async () => {
    const { user, headers } = await donor('Karthik Raja');
    const reg = await createRegistration(ctx.db, { user_id: user.id, status: 'partialpay', paid_minor: 300_000, reg_number: 'MFR-2026-000777' });
    await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, kind: 'advance', amount_minor: 300_000, provider_txn_id: 'SBXADVANCE001' });
    await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, kind: 'balance', amount_minor: 780_000, status: 'failed', provider_txn_id: 'SBXFAILED002' });
    const res = await pdf(headers, { invoice_id: reg.id, invoice_type: 'reg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="MFR-2026-000777.pdf"');
    const text = flat(extractPdfText(res.rawPayload));
    const event = (await ctx.db.one<{ event_name: string; event_address: string }>('SELECT event_name, event_address FROM events WHERE id = $1', [reg.event_id]))!;
    for (const expected of [
      'Test Foundation Trust',
      'PAN: AAATT1234Q',
      'Invoice',
      'MFR-2026-000777',
      'Mrs. Karthik Raja',
      event.event_name,
      event.event_address,
      'Ulchemy',
      'Event price',
      'Rs. 12,000.00',
      'Discount (10%)',
      '- Rs. 1,200.00',
      'Total',
      'Rs. 10,800.00',
      'Paid so far',
      'Rs. 3,000.00',
      'Balance',
      'Rs. 7,800.00',
      'Partial Pay',
      'SBXADVANCE001',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('SBXFAILED002');
  });

  it('answers 404 for another user’s registration', async () => {
    const alice = await donor('Alice');
    const bob = await donor('Bob');
    const reg = await createRegistration(ctx.db, { user_id: alice.user.id });
    const res = await pdf(bob.headers, { invoice_id: reg.id, invoice_type: 'reg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: 0, code: 'registration_not_found', message: DONATION_MESSAGES.registrationNotFound });
  });
});

describe('POST register/pdf: bad input', () => {
  it.each([
    ['missing invoice_id', { invoice_type: 'mandir' }, 'invoice_id'],
    ['non-numeric invoice_id', { invoice_id: 'abc', invoice_type: 'mandir' }, 'invoice_id'],
    ['negative invoice_id', { invoice_id: -1, invoice_type: 'mandir' }, 'invoice_id'],
    ['huge invoice_id', { invoice_id: '99999999999', invoice_type: 'mandir' }, 'invoice_id'],
    ['missing invoice_type', { invoice_id: 1 }, 'invoice_type'],
    ['unknown invoice_type', { invoice_id: 1, invoice_type: 'html' }, 'invoice_type'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const { headers } = await donor();
    const res = await pdf(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('answers success 2 without a token', async () => {
    const d = await createDonation(ctx.db, { status: 'success' });
    const res = await pdf({}, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
  });
});
