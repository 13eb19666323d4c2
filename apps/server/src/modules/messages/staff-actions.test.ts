import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { smsSegments } from '@portal/contract/notifications';
import { listOutbox, type OutboxEntry } from '../../providers/messaging.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, type Headers } from '../payments/test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * Every staff action that changes a devotee's situation tells the devotee: cancelling one
 * registration, a refund paid out, pay later allowed (with the Pay Now link), a corrected receipt
 * (the corrected receipt attached) and an offline donation's receipt (SMS to the mobile given and,
 * when given, an email). Each is queued with the action and sent by the delivery job, in the
 * person's language.
 */
const { ctx, owner, coordinator, finance } = useStaffTestApp({ PUBLIC_URL: 'https://portal.example.org' });

const today = todayIso();
const display = (iso: string) => iso.split('-').reverse().join('/');
const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const deliver = () => buildServices(ctx.deps).messages.deliverDue(100);
const outboxFor = async (to: string): Promise<OutboxEntry[]> => (await listOutbox(ctx.db, 1000)).filter((m) => m.recipient === to).reverse();
const rowsOf = (kind: string, subject: string) =>
  ctx.db.query<{ channel: string; lang: string; status: string; user_id: number | null }>(
    'SELECT channel, lang, status, user_id FROM messages WHERE kind = $1 AND subject_ref = $2 ORDER BY channel',
    [kind, subject],
  );

/** A devotee (English or Tamil account) registered for a ₹15,000 event, paid in full or failed. */
async function registration(state: 'full' | 'failed', language: 0 | 1 = 0) {
  const event = await createEvent(ctx.db, { event_name: 'Divija Camp Salem', price_minor: 1_500_000, advance_minor: 500_000, event_date: addDays(today, 20), event_address: '4 Hill Road, Salem' });
  const person = await devotee(ctx, { name: language ? 'மீனாட்சி சுந்தரம்' : 'Anand Kumar', language });
  const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: 'full' });
  await payThroughSandbox(ctx, txn, state === 'failed' ? 'failed' : 'success');
  const attempt = (await attemptRow(ctx, txn))!;
  return { event, person, attemptId: attempt.id, id: attempt.registration_id! };
}

const offlineGift = (over: Record<string, unknown> = {}) => ({
  donor_name: 'Lakshmi Narayanan',
  donor_address: '4 North Car Street, Madurai',
  mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  pan: 'ABCDE1234F',
  category: 'donation',
  mode: 'cash',
  amount: 1500,
  received_on: today,
  ...over,
});

describe('cancelling one registration tells the devotee', () => {
  it('English: the reason, the refund due and the registration link by email; one-segment SMS with its DLT template', async () => {
    const { id, person } = await registration('full');
    const res = await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'The devotee asked by phone', paid_money: 'refund_due' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf('registration-cancelled', `registration:${id}`)).toEqual([
      { channel: 'email', lang: 'en', status: 'queued', user_id: person.user.id },
      { channel: 'sms', lang: 'en', status: 'queued', user_id: person.user.id },
    ]);
    await deliver();
    const email = (await outboxFor(person.user.email)).find((m) => m.subject === 'Registration cancelled: Divija Camp Salem');
    expect(email!.body).toContain("The foundation's team has cancelled your registration for Divija Camp Salem");
    expect(email!.body).toContain('Reason: The devotee asked by phone');
    expect(email!.body).toContain('The Rs. 15,000 you paid will be refunded to you');
    expect(email!.body).toContain(`View my registration: https://portal.example.org/eventdetail/${id}`);
    const sms = (await outboxFor(person.mobile)).find((m) => m.meta.dlt_template_id === 'DEV-DLT-registration-cancelled-en');
    expect(sms!.body).toContain('your registration for Divija Camp Salem is cancelled. Your Rs. 15,000 will be refunded.');
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('Tamil: the email and SMS in Tamil; money kept (forfeit) is said so', async () => {
    const { id, person } = await registration('full', 1);
    expect((await post(`/api/admin/registrations/${id}/cancel`, owner, { reason: 'வரவில்லை', paid_money: 'forfeit' })).statusCode).toBe(200);
    await deliver();
    const email = (await outboxFor(person.user.email)).find((m) => m.subject === 'பதிவு ரத்து: Divija Camp Salem');
    expect(email!.body).toContain('அன்புள்ள மீனாட்சி சுந்தரம்,');
    expect(email!.body).toContain('நீங்கள் செலுத்திய Rs. 15,000 திருப்பித் தரப்படாது.');
    expect(email!.html).toContain('lang="ta"');
    const sms = (await outboxFor(person.mobile)).find((m) => m.meta.dlt_template_id === 'DEV-DLT-registration-cancelled-ta');
    expect(sms!.body).toContain('உங்கள் பதிவு ரத்தானது');
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
  });
});

describe('a refund paid out tells the payer', () => {
  it('the amount, the day and the reference, in the account language (Tamil here)', async () => {
    const { id, attemptId, person } = await registration('full', 1);
    await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Fell ill', paid_money: 'refund_due' });
    const res = await post(`/api/admin/payments/${attemptId}/refund`, finance, { amount: 5000, method: 'bank_transfer', reference: 'NEFT 7781', refunded_on: today });
    expect(res.statusCode, res.body).toBe(200);
    const refundId = res.json().data.id as number;
    expect((await rowsOf('refund-recorded', `refund:${refundId}`)).map((r) => [r.channel, r.lang])).toEqual([['email', 'ta'], ['sms', 'ta']]);
    await deliver();
    const email = (await outboxFor(person.user.email)).find((m) => m.subject.includes('திருப்பி அளிக்கப்பட்டது'));
    expect(email!.subject).toBe('Rs. 5,000 திருப்பி அளிக்கப்பட்டது');
    expect(email!.body).toContain(`Divija Camp Salem தொடர்பாக Rs. 5,000 தொகையை ${display(today)} அன்று உங்களுக்குத் திருப்பி அளித்துள்ளோம்.`);
    expect(email!.body).toContain('குறிப்பு எண்: NEFT 7781');
    expect(email!.body).toContain(`https://portal.example.org/eventdetail/${id}`);
    const sms = (await outboxFor(person.mobile)).find((m) => m.meta.dlt_template_id === 'DEV-DLT-refund-recorded-ta');
    expect(sms!.body).toContain('பணம் திருப்பித் தரப்பட்டது');
    expect(smsSegments(sms!.body).segments).toBe(1);
  });

  it('English: a second refund of the same payment is a second message', async () => {
    const { id, attemptId, person } = await registration('full');
    await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Fell ill', paid_money: 'refund_due' });
    for (const amount of [5000, 2500]) {
      const res = await post(`/api/admin/payments/${attemptId}/refund`, finance, { amount, method: 'upi', reference: `UPI ${amount}`, refunded_on: today });
      expect(res.statusCode, res.body).toBe(200);
    }
    await deliver();
    const refunds = (await outboxFor(person.mobile)).filter((m) => m.meta.dlt_template_id === 'DEV-DLT-refund-recorded-en');
    expect(refunds.map((m) => m.body)).toEqual([
      expect.stringContaining(`we have refunded Rs. 5,000 to you on ${display(today)}. Ref UPI 5000. Details are in your email.`),
      expect.stringContaining(`we have refunded Rs. 2,500 to you on ${display(today)}. Ref UPI 2500.`),
    ]);
    for (const m of refunds) expect(smsSegments(m.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});

describe('pay later allowed tells the devotee, with the Pay Now link', () => {
  it('English: the balance and the link to the registration page (where Pay Now is), by email and SMS', async () => {
    const { id, person } = await registration('failed');
    expect((await post(`/api/admin/registrations/${id}/allow-pay-later`, coordinator)).statusCode).toBe(200);
    await deliver();
    const link = `https://portal.example.org/eventdetail/${id}`;
    const email = (await outboxFor(person.user.email)).find((m) => m.subject === 'Your place is held: Divija Camp Salem');
    expect(email!.body).toContain('you may pay the Rs. 15,000 later');
    expect(email!.body).toContain(`Pay now: ${link}`);
    expect(email!.html).toContain(`href="${link}"`);
    const sms = (await outboxFor(person.mobile)).find((m) => m.meta.dlt_template_id === 'DEV-DLT-pay-later-allowed-en');
    expect(sms!.body).toContain(`Pay Rs. 15,000 before the event: ${link}`);
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('Tamil: the email in Tamil with the same link', async () => {
    const { id, person } = await registration('failed', 1);
    expect((await post(`/api/admin/registrations/${id}/allow-pay-later`, owner)).statusCode).toBe(200);
    await deliver();
    const email = (await outboxFor(person.user.email)).find((m) => m.subject === 'உங்கள் இடம் உறுதி: Divija Camp Salem');
    expect(email!.body).toContain(`இப்போது செலுத்த: https://portal.example.org/eventdetail/${id}`);
  });
});

describe('an offline donation: the receipt to the donor (no account)', () => {
  it('SMS to the mobile and, with an email, the 80G receipt attached, in the language staff chose (Tamil)', async () => {
    const gift = offlineGift({ email: 'lakshmi.n@example.org', lang: 'ta' });
    const res = await post('/api/admin/donations', finance, gift);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as { id: number; receipt_number: string };
    expect(await rowsOf('offline-donation-receipt', `donation:${d.id}`)).toEqual([
      { channel: 'email', lang: 'ta', status: 'queued', user_id: null },
      { channel: 'sms', lang: 'ta', status: 'queued', user_id: null },
    ]);
    await deliver();
    const [email] = await outboxFor('lakshmi.n@example.org');
    expect(email!.subject).toBe(`உங்கள் காணிக்கைக்கு நன்றி - ரசீது ${d.receipt_number}`);
    expect(email!.body).toContain('அன்புள்ள Lakshmi Narayanan,');
    expect(email!.body).toContain(`உங்கள் Rs. 1,500 காணிக்கை ${display(today)} அன்று எங்களுக்குக் கிடைத்தது. 80G ரசீது இணைக்கப்பட்டுள்ளது`);
    expect(email!.meta.attachments).toEqual([{ filename: `80G-receipt-${d.receipt_number.replace(/[^\w-]+/g, '-')}.pdf`, contentType: 'application/pdf', bytes: expect.any(Number) }]);
    const [sms] = await outboxFor(gift.mobile);
    expect(sms!.body).toContain(`ரசீது எண் ${d.receipt_number}`);
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(sms!.meta).toEqual({ dlt_template_id: 'DEV-DLT-offline-donation-receipt-ta' });

    // The back office's message list shows the donor, who has no account.
    const list = await ctx.app.inject({ method: 'GET', url: `/api/admin/messages?q=${gift.mobile}`, headers: owner });
    expect(list.json().data).toEqual([expect.objectContaining({ kind: 'offline-donation-receipt', channel: 'sms', status: 'sent', person: { id: null, name: 'Lakshmi Narayanan', mobile: '', email: '' } })]);
  });

  it('without an email: the SMS only, in English by default, not promising an email; cash above the limit says no 80G', async () => {
    const gift = offlineGift({ amount: 5000, pan: '' });
    const res = await post('/api/admin/donations', finance, gift);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as { id: number; receipt_number: string };
    expect((await rowsOf('offline-donation-receipt', `donation:${d.id}`)).map((r) => r.channel)).toEqual(['sms']);
    await deliver();
    const [sms] = await outboxFor(gift.mobile);
    expect(sms!.body).toContain(`thank you for your offering of Rs. 5,000 received on ${display(today)}. Receipt ${d.receipt_number}.`);
    expect(sms!.body).not.toContain('email');
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('refuses a malformed email, recording nothing', async () => {
    const res = await post('/api/admin/donations', finance, offlineGift({ email: 'not-an-address' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });
});

describe('a corrected receipt goes to the donor, attached', () => {
  it('the corrected receipt replaces the cancelled one: both numbers in the email, the corrected PDF attached, SMS', async () => {
    const gift = offlineGift({ donor_name: 'Wrong Name', email: 'donor.fix@example.org' });
    const d = (await post('/api/admin/donations', finance, gift)).json().data as { id: number; receipt_number: string };
    const res = await post(callUrl(calls.adminReceiptCancel, { id: d.id }), finance, { receipt_number: d.receipt_number, reason: 'Name misspelt', corrected: { donor_name: 'Right Name' } });
    expect(res.statusCode, res.body).toBe(200);
    const corrected = res.json().data.corrected.receipt_number as string;
    await deliver();
    const email = (await outboxFor('donor.fix@example.org')).find((m) => m.subject === `Corrected receipt ${corrected}`);
    expect(email!.body).toContain('Dear Right Name,');
    expect(email!.body).toContain(`Your receipt ${d.receipt_number} has been corrected. The corrected receipt ${corrected} is attached and replaces it`);
    expect(email!.meta.attachments).toEqual([{ filename: `80G-receipt-${corrected.replace(/[^\w-]+/g, '-')}.pdf`, contentType: 'application/pdf', bytes: expect.any(Number) }]);
    const sms = (await outboxFor(gift.mobile)).find((m) => m.meta.dlt_template_id === 'DEV-DLT-receipt-corrected-en');
    expect(sms!.body).toContain(`your receipt ${d.receipt_number} is corrected; the corrected receipt is ${corrected}. It is in your email.`);
    expect(smsSegments(sms!.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('a cancellation without a correction sends nothing', async () => {
    const d = (await post('/api/admin/donations', finance, offlineGift())).json().data as { id: number; receipt_number: string };
    await post(callUrl(calls.adminReceiptCancel, { id: d.id }), finance, { receipt_number: d.receipt_number, reason: 'Cheque returned unpaid' });
    expect(await ctx.db.query("SELECT id FROM messages WHERE kind = 'receipt-corrected' AND data->>'donation_id' = $1", [String(d.id)])).toEqual([]);
  });
});
