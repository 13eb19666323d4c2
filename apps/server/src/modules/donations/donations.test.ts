import { beforeAll, describe, expect, it } from 'vitest';
import { DONATION_CATEGORY_LABELS, DONATION_MESSAGES, type PaymentRow } from '@portal/contract/donations';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, startTestApp, useTestApp } from '../../test/harness.ts';
import { findPlaces, type Places } from '../accounts/test-helpers.ts';
import { financialYear } from './receipt-number.ts';
import { createAttempt, createRegistration } from './test-data.ts';
import { completeSandboxPayment } from './test-payments.ts';

const ctx = useTestApp({ MANDIR_INTERNATIONAL_LINK: 'https://fcra.example.org/give' });
let places: Places;

beforeAll(async () => {
  places = await findPlaces(ctx.db);
});

type Headers = Record<string, string>;
const pay = (headers: Headers, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers, payload: payload as object });
const list = (url: string, headers: Headers, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as object });

async function donor(overrides: Record<string, unknown> = {}) {
  return loginAs(ctx, {
    salut: 'Ms.',
    name: 'Lakshmi Narayanan',
    street_address: '12 Temple Street',
    pincode: '600001',
    country_id: places.india,
    state_id: places.tamilNadu,
    city_id: places.chennai,
    ...overrides,
  });
}

const good = { amount: '1500.50', payment_type: 0, pan_number: 'abcde1234f', category: 'neerukku' };

describe('GET mandir/paylink', () => {
  it('returns the configured international link, without login', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mandir/paylink' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, data: { payment_link: 'https://fcra.example.org/give', fcra_account: false } });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('returns an empty link when none is configured', async () => {
    const other = await startTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/mandir/paylink' });
      expect(res.json()).toEqual({ success: 1, data: { payment_link: '', fcra_account: false } });
    } finally {
      await other.close();
    }
  });
});

describe('POST mandir/pay', () => {
  it('records the donation with the donor from the profile and opens a sandbox checkout', async () => {
    const { user, headers } = await donor();
    const res = await pay(headers, good);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.data).toMatchObject({ provider: 'sandbox' });
    expect(body.data.txn_id).toMatch(/^T[0-9a-f]{24}$/);
    expect(body.data.checkout_url).toContain(body.data.txn_id);

    const d = await ctx.db.one<Record<string, unknown>>('SELECT * FROM donations WHERE user_id = $1', [user.id]);
    expect(d).toMatchObject({
      category: 'neerukku',
      payment_type: 0,
      currency: 'INR',
      amount_minor: 150_050,
      pan_number: 'ABCDE1234F',
      donor_name: 'Ms. Lakshmi Narayanan',
      status: 'pending',
      receipt_number: null,
    });
    expect(d!.donor_address).toMatch(/^12 Temple Street, .+, Tamil Nadu, India 600001$/);
    const attempt = await ctx.db.one<Record<string, unknown>>('SELECT * FROM payment_attempts WHERE donation_id = $1', [d!.id]);
    expect(attempt).toMatchObject({ user_id: user.id, purpose: 'donation', kind: 'donation', amount_minor: 150_050, status: 'created', txn_id: body.data.txn_id });
  });

  it('accepts whole rupees as a number and defaults the category to Matangi Mandir', async () => {
    const { user, headers } = await donor();
    const res = await pay(headers, { amount: 501, pan_number: 'PQRST6789Z' });
    expect(res.json().success).toBe(1);
    const d = await ctx.db.one<{ amount_minor: number; category: string }>('SELECT amount_minor, category FROM donations WHERE user_id = $1', [user.id]);
    expect(d).toEqual({ amount_minor: 50_100, category: 'mandir' });
  });

  it('computes paise exactly (no float rounding)', async () => {
    const { user, headers } = await donor();
    expect((await pay(headers, { ...good, amount: '0.29' })).json().success).toBe(1);
    expect((await pay(headers, { ...good, amount: 1234567.89 })).json().success).toBe(1);
    const rows = await ctx.db.query<{ amount_minor: number }>('SELECT amount_minor FROM donations WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(rows.map((r) => r.amount_minor)).toEqual([29, 123_456_789]);
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing amount', { ...good, amount: undefined }, 'amount', MESSAGES.required],
    ['empty amount', { ...good, amount: '  ' }, 'amount', MESSAGES.required],
    ['amount 0', { ...good, amount: '0' }, 'amount', DONATION_MESSAGES.amountTooSmall],
    ['negative amount', { ...good, amount: '-5' }, 'amount', DONATION_MESSAGES.invalidAmount],
    ['negative number', { ...good, amount: -5 }, 'amount', DONATION_MESSAGES.invalidAmount],
    ['three decimals', { ...good, amount: '12.345' }, 'amount', DONATION_MESSAGES.invalidAmount],
    ['non-numeric', { ...good, amount: 'abc' }, 'amount', DONATION_MESSAGES.invalidAmount],
    ['exponent', { ...good, amount: '1e5' }, 'amount', DONATION_MESSAGES.invalidAmount],
    ['huge', { ...good, amount: '100000000' }, 'amount', DONATION_MESSAGES.amountTooLarge],
    ['wrong type', { ...good, amount: { value: 5 } }, 'amount', DONATION_MESSAGES.invalidAmount],
    ['missing PAN', { ...good, pan_number: undefined }, 'pan_number', MESSAGES.required],
    ['empty PAN', { ...good, pan_number: '' }, 'pan_number', MESSAGES.required],
    ['bad PAN', { ...good, pan_number: 'ABCD1234FF' }, 'pan_number', DONATION_MESSAGES.invalidPan],
    ['too long PAN', { ...good, pan_number: 'ABCDE1234FABCDE1234F' }, 'pan_number', DONATION_MESSAGES.invalidPan],
    ['unknown category', { ...good, category: 'temple' }, 'category', DONATION_MESSAGES.invalidCategory],
    ['bad payment type', { ...good, payment_type: 7 }, 'payment_type', DONATION_MESSAGES.invalidPaymentType],
    ['international', { ...good, payment_type: 1 }, 'payment_type', DONATION_MESSAGES.internationalViaLink],
    ['international as text', { ...good, payment_type: '1' }, 'payment_type', DONATION_MESSAGES.internationalViaLink],
  ];

  it.each(bad)('refuses %s with a message naming the field, and records nothing', async (_name, payload, field, message) => {
    const { user, headers } = await donor();
    const res = await pay(headers, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: 0, message: `${field}: ${message}` });
    expect(body.errors[field]).toBe(message);
    const count = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM donations WHERE user_id = $1', [user.id]);
    expect(count!.n).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { headers } = await donor();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mandir/pay', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"amount":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
  });

  it('answers success 2 without a token or with an ended one', async () => {
    const none = await pay({}, good);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: 2 });
    const { headers } = await donor();
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    const ended = await pay(headers, good);
    expect(ended.json()).toMatchObject({ success: 2 });
  });

  it('limits how many donations one user can start in an hour', async () => {
    const { headers } = await donor();
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await pay(headers, { ...good, amount: '10' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('payment/list and paymentfailed/list', () => {
  async function startDonation(headers: Headers, payload: Record<string, unknown> = good) {
    const res = await pay(headers, payload);
    expect(res.json().success).toBe(1);
    return res.json().data.txn_id as string;
  }

  it('lists the user’s paid donations and event payments, newest first, with receipt numbers', async () => {
    const { user, headers } = await donor();
    const paidTxn = await startDonation(headers);
    await completeSandboxPayment(ctx, paidTxn, 'success');
    const reg = await createRegistration(ctx.db, { user_id: user.id, status: 'success' });
    const eventAttempt = await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, kind: 'full', amount_minor: reg.total_minor, created_at: new Date(Date.now() + 1000) });

    const res = await list('payment/list', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, page: 1, has_more: false });
    const rows = body.data as PaymentRow[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: eventAttempt.id, payment_type: 'event', invoice_type: 'reg', invoice_id: reg.id, pay_status: 'success', currency: 'INR', amount: reg.total_minor / 100, receipt_number: '' });
    const fy = financialYear(new Date());
    expect(rows[1]).toMatchObject({
      payment_type: 'mandir',
      invoice_type: 'mandir',
      title: DONATION_CATEGORY_LABELS.neerukku,
      amount: 1500.5,
      currency: 'INR',
      pay_status: 'success',
    });
    expect(rows[1]!.receipt_number).toMatch(new RegExp(`^MF/${fy}/\\d{5}$`));
    expect(rows[1]!.payment_id).toMatch(/^SBX[0-9A-F]+$/);
    expect(rows[1]!.created_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(rows[1]!).sort()).toEqual(
      ['amount', 'created_date', 'currency', 'id', 'invoice_id', 'invoice_type', 'pay_status', 'payment_id', 'payment_type', 'receipt_number', 'title'].sort(),
    );
  });

  it('puts pending and failed payments under paymentfailed/list only', async () => {
    const { headers } = await donor();
    const open = await startDonation(headers, { ...good, category: 'gurukulam' });
    const failed = await startDonation(headers, { ...good, category: 'mithra' });
    await completeSandboxPayment(ctx, failed, 'failed');
    const ok = await startDonation(headers, { ...good, category: 'others' });
    await completeSandboxPayment(ctx, ok, 'success');

    const pending = (await list('paymentfailed/list', headers)).json().data as PaymentRow[];
    expect(pending.map((r) => [r.title, r.pay_status])).toEqual([
      ['Mithra', 'failed'],
      ['Gurukulam', 'pending'],
    ]);
    expect(pending.every((r) => r.receipt_number === '')).toBe(true);
    const success = (await list('payment/list', headers)).json().data as PaymentRow[];
    expect(success.map((r) => r.title)).toEqual(['Others']);
    expect(open).not.toBe(failed);
  });

  it('searches by reference, receipt number, category label and event name', async () => {
    const { user, headers } = await donor();
    const a = await startDonation(headers, { ...good, category: 'walfare' });
    await completeSandboxPayment(ctx, a, 'success');
    const b = await startDonation(headers, { ...good, category: 'donation' });
    await completeSandboxPayment(ctx, b, 'success');
    const reg = await createRegistration(ctx.db, { user_id: user.id });
    await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, amount_minor: reg.total_minor, provider_txn_id: 'SBXEVENTREF42' });
    const all = (await list('payment/list', headers)).json().data as PaymentRow[];
    expect(all).toHaveLength(3);
    const search = async (s: string) => ((await list('payment/list', headers, { search: s })).json().data as PaymentRow[]).map((r) => r.title);

    expect(await search('walfare')).toEqual(['Volunteer Walfare']);
    expect(await search('general')).toEqual(['General Donation']);
    expect(await search('eventref42')).toHaveLength(1);
    const eventName = (await ctx.db.one<{ event_name: string }>('SELECT event_name FROM events WHERE id = $1', [reg.event_id]))!.event_name;
    expect(await search(eventName.toUpperCase())).toEqual([eventName]);
    const receipt = all.find((r) => r.title === 'General Donation')!.receipt_number;
    expect(await search(receipt)).toEqual(['General Donation']);
    // LIKE wildcards are matched as text, not as patterns.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('nothing-like-this')).toEqual([]);
  });

  it('pages by 20 and says whether more follow', async () => {
    const { user, headers } = await donor();
    for (let i = 0; i < 22; i += 1) {
      const reg = await createRegistration(ctx.db, { user_id: user.id });
      await createAttempt(ctx.db, { user_id: user.id, purpose: 'registration', registration_id: reg.id, amount_minor: 1000 + i, created_at: new Date(Date.now() - i * 60_000) });
    }
    const first = (await list('payment/list', headers, { page: 1 })).json();
    expect(first.data).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const second = (await list('payment/list', headers, { page: '2' })).json();
    expect(second.data).toHaveLength(2);
    expect(second.has_more).toBe(false);
    expect(second.data.map((r: PaymentRow) => r.amount)).toEqual([10.2, 10.21]);
  });

  it('never shows another user’s payments', async () => {
    const alice = await donor();
    const bob = await donor({ name: 'Bob' });
    const txn = await startDonation(alice.headers);
    await completeSandboxPayment(ctx, txn, 'success');
    await startDonation(alice.headers);
    expect((await list('payment/list', bob.headers)).json().data).toEqual([]);
    expect((await list('paymentfailed/list', bob.headers)).json().data).toEqual([]);
    expect((await list('payment/list', alice.headers)).json().data).toHaveLength(1);
  });

  it.each([
    ['search too long', { search: 'x'.repeat(101) }, 'search'],
    ['search not text', { search: 42 }, 'search'],
    ['page 0', { page: 0 }, 'page'],
    ['page not a number', { page: 'two' }, 'page'],
    ['page decimal', { page: 1.5 }, 'page'],
  ])('refuses %s', async (_name, payload, field) => {
    const { headers } = await donor();
    for (const url of ['payment/list', 'paymentfailed/list']) {
      const res = await list(url, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(0);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('answers success 2 without a token', async () => {
    for (const url of ['payment/list', 'paymentfailed/list']) {
      const res = await list(url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(2);
    }
  });
});
