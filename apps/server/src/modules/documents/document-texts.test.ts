import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';
import { NO_80G_REASON_TEXT } from '@portal/contract/admin-donations';
import { todayIso } from '@portal/contract/fields';
import { RECEIPT_MESSAGES_TA } from '@portal/contract/tamil';
import { assessmentYearOf, ayLabel, parseUrnValidity, urnValidityCovers } from '@portal/contract/urn-validity';
import { loginAs } from '../../test/harness.ts';
import { createRegistration } from '../donations/test-data.ts';
import { completeSandboxPayment } from '../donations/test-payments.ts';
import { STARTING_DOCUMENT_TEXTS } from '../settings/index.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { extractPdfText } from './test-pdf-text.ts';

/**
 * What invoices and receipts say beside their figures: the owner's footer and refund wording
 * (Site settings, English and Tamil) in the devotee's language; a receipt without the 80G
 * statement names no registration; an 80G receipt outside the registration's validity is refused;
 * each document downloads under its own number.
 */
const { ctx, owner, finance } = useStaffTestApp({ FOUNDATION_80G_URN: 'AAATT1234QF20219', FOUNDATION_80G_VALIDITY: 'AY 2024-25 to AY 2028-29' });

type Headers = Record<string, string>;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const settings = (headers: Headers, payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers, payload });
const pdf = (headers: Headers, payload: object, lang?: 'en' | 'ta') =>
  ctx.app.inject({ method: 'POST', url: `/api/register/pdf${lang ? `?lang=${lang}` : ''}`, headers, payload });
const staffReceipt = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/admin/donations/${id}/receipt`, headers: finance });

async function setSettings(payload: object) {
  const res = await settings(owner, payload);
  expect(res.statusCode, res.body).toBe(200);
}

async function paidDonation(headers: Headers) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: { amount: '5000', pan_number: 'AFZPK7190K', category: 'gurukulam' } });
  const txn = res.json().data.txn_id as string;
  await completeSandboxPayment(ctx, txn, 'success');
  return (await ctx.db.one<{ id: number; receipt_number: string }>('SELECT d.id, d.receipt_number FROM donations d JOIN payment_attempts a ON a.donation_id = d.id WHERE a.txn_id = $1', [txn]))!;
}

describe('the invoice footer and refund wording (Site settings)', () => {
  it('starts from texts that claim no 80G for a program fee and no "non-refundable"', async () => {
    const { user, headers } = await loginAs(ctx, { name: 'Karthik Raja' });
    const reg = await createRegistration(ctx.db, { user_id: user.id, reg_number: 'MFR-2026-000901' });
    const text = flat(extractPdfText((await pdf(headers, { invoice_id: reg.id, invoice_type: 'reg' })).rawPayload));
    expect(text).toContain(STARTING_DOCUMENT_TEXTS.invoice_footer.en);
    expect(text).toContain(STARTING_DOCUMENT_TEXTS.refund_wording.en);
    expect(text).not.toMatch(/non-refundable|80G/);
  });

  it("prints the owner's footer and refund wording in the devotee's language, Tamil falling back to English", async () => {
    await setSettings({
      invoice_footer: 'Program fees support the ashram: thank you.',
      invoice_footer_ta: 'நிகழ்ச்சிக் கட்டணம் ஆசிரமத்துக்கு உதவுகிறது: நன்றி.',
      refund_wording: 'A cancellation before the event is refunded in full.',
      refund_wording_ta: '',
    });
    const { user, headers } = await loginAs(ctx);
    const reg = await createRegistration(ctx.db, { user_id: user.id, reg_number: 'MFR-2026-000902' });
    const english = flat(extractPdfText((await pdf(headers, { invoice_id: reg.id, invoice_type: 'reg' }, 'en')).rawPayload));
    expect(english).toContain('Program fees support the ashram: thank you.');
    expect(english).toContain('A cancellation before the event is refunded in full.');
    expect(english).not.toContain(STARTING_DOCUMENT_TEXTS.invoice_footer.en);

    const res = await pdf(headers, { invoice_id: reg.id, invoice_type: 'reg' }, 'ta');
    expect(res.statusCode).toBe(200);
    const tamil = flat(extractPdfText(res.rawPayload));
    expect(tamil).toContain('நிகழ்ச்சிக் கட்டணம் ஆசிரமத்துக்கு உதவுகிறது: நன்றி.');
    // No Tamil refund wording given: the English one is printed.
    expect(tamil).toContain('A cancellation before the event is refunded in full.');
    expect(tamil).not.toContain('Program fees support the ashram');

    // A receipt carries the refund wording too, never the old "non-refundable" sentence.
    const d = await paidDonation(headers);
    const receipt = flat(extractPdfText((await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' })).rawPayload));
    expect(receipt).toContain('A cancellation before the event is refunded in full.');
    expect(receipt).not.toContain('non-refundable');
  });

  it('is changed by the owner only, audited; an empty English text is refused', async () => {
    const refused = await settings(finance, { invoice_footer: 'Changed by finance' });
    expect(refused.statusCode).toBe(403);
    const empty = await settings(owner, { refund_wording: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('refund_wording');
    await setSettings({ invoice_footer: 'Audited footer' });
    const audit = await ctx.db.query<{ after: Record<string, string> }>(`SELECT after FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.after).toEqual({ invoice_footer: 'Audited footer' });
  });
});

describe('a receipt without the 80G statement', () => {
  it('names no 80G registration and carries no office reason', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: finance,
      payload: { donor_name: 'Lakshmi Narayanan', donor_address: '4 North Car Street, Madurai', mobile: '9444012345', pan: 'ABCDE1234F', category: 'donation', mode: 'cash', amount: 5000, received_on: todayIso() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.statement_80g).toBe(false);
    const text = flat(extractPdfText((await staffReceipt(d.id)).rawPayload));
    expect(text).toContain(d.receipt_number);
    for (const absent of ['AAATT1234QF20219', '80G Registration', '80G Validity', 'AY 2024-25', NO_80G_REASON_TEXT.cash_over_limit, 'section 80G']) expect(text).not.toContain(absent);
  });
});

describe("an 80G receipt outside the registration's validity", () => {
  it('reads the validity as assessment years and places a date in its assessment year (India time)', () => {
    expect(parseUrnValidity('AY 2022-23 to AY 2026-27')).toEqual({ fromAy: 2022, toAy: 2026 });
    expect(parseUrnValidity('A.Y. 2026-2027 to 2030-31')).toEqual({ fromAy: 2026, toAy: 2030 });
    for (const bad of ['', 'five years', 'AY 2022-24 to AY 2026-27', 'AY 2026-27 to AY 2022-23']) expect(parseUrnValidity(bad)).toBeNull();
    // 31 March 2027 at 20:00 in India is still FY 2026-27 (AY 2027-28); 1 April 2027 00:30 in India is FY 2027-28.
    expect(assessmentYearOf('2027-03-31T14:30:00Z')).toBe(2027);
    expect(assessmentYearOf('2027-03-31T19:00:00Z')).toBe(2028);
    expect(ayLabel(2027)).toBe('AY 2027-28');
    const validity = parseUrnValidity('AY 2022-23 to AY 2026-27')!;
    expect(urnValidityCovers(validity, '2026-03-31T12:00:00Z')).toBe(true);
    expect(urnValidityCovers(validity, '2026-11-27T12:00:00Z')).toBe(false);
  });

  it('is refused, to finance naming the setting and to the devotee without detail, until the owner renews it', async () => {
    await setSettings({ foundation_80g_validity: 'AY 2022-23 to AY 2026-27' });
    const { headers } = await loginAs(ctx);
    const d = await paidDonation(headers);
    const paidAt = (await ctx.db.one<{ paid_at: Date }>('SELECT paid_at FROM donations WHERE id = $1', [d.id]))!.paid_at;
    const ay = ayLabel(assessmentYearOf(paidAt));

    const staff = await staffReceipt(d.id);
    expect(staff.statusCode).toBe(422);
    const message = staff.json().message as string;
    expect(message).toContain('80G validity');
    expect(message).toContain('Site settings');
    expect(message).toContain('AY 2022-23 to AY 2026-27');
    expect(message).toContain(ay);
    expect(staff.json().errors).toEqual({ foundation_80g_validity: message });

    const devotee = await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(devotee.statusCode).toBe(422);
    expect(devotee.json()).toEqual({ success: 0, code: 'urn_validity_lapsed', message: RECEIPT_MESSAGES.urnLapsedForDevotee, errors: { foundation_80g_validity: RECEIPT_MESSAGES.urnLapsedForDevotee } });
    const tamil = await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' }, 'ta');
    expect(tamil.json().message).toBe(RECEIPT_MESSAGES_TA.urnLapsedForDevotee);

    await setSettings({ foundation_80g_validity: 'five years' });
    const unreadable = await staffReceipt(d.id);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().message).toBe(RECEIPT_MESSAGES.urnUnreadable.replace('{validity}', 'five years'));

    // Renewed: the receipt prints the registration in force on its date, and keeps it.
    await setSettings({ foundation_80g_urn: 'AAATT1234QF20262', foundation_80g_validity: 'AY 2026-27 to AY 2030-31' });
    const renewed = await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(renewed.statusCode).toBe(200);
    const text = flat(extractPdfText(renewed.rawPayload));
    expect(text).toContain('AAATT1234QF20262');
    expect(text).toContain('AY 2026-27 to AY 2030-31');
    expect(text).not.toContain('AY 2022-23');
    await setSettings({ foundation_80g_urn: 'AAATT1234QF20301', foundation_80g_validity: 'AY 2031-32 to AY 2035-36' });
    const kept = flat(extractPdfText((await staffReceipt(d.id)).rawPayload));
    expect(kept).toContain('AAATT1234QF20262');
    await setSettings({ foundation_80g_urn: 'AAATT1234QF20219', foundation_80g_validity: 'AY 2024-25 to AY 2028-29' });
  });
});

describe('the download name', () => {
  it('is the invoice or receipt number', async () => {
    const { user, headers } = await loginAs(ctx);
    const reg = await createRegistration(ctx.db, { user_id: user.id, reg_number: 'MFR-2026-000903' });
    const invoice = await pdf(headers, { invoice_id: reg.id, invoice_type: 'reg' });
    expect(invoice.headers['content-disposition']).toBe('attachment; filename="MFR-2026-000903.pdf"');
    const d = await paidDonation(headers);
    const receipt = await pdf(headers, { invoice_id: d.id, invoice_type: 'mandir' });
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${d.receipt_number.replaceAll('/', '-')}.pdf"`);
    expect((await staffReceipt(d.id)).headers['content-disposition']).toBe(`attachment; filename="${d.receipt_number.replaceAll('/', '-')}.pdf"`);
  });
});
