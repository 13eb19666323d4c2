import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import { useTestApp } from '../../test/harness.ts';
import { createEvent } from '../../seed/factories.ts';
import { verifyResponse } from './gateways/sandbox.ts';
import { buildServices } from '../../services.ts';
import {
  attemptRow,
  devotee,
  eventsOf,
  payThroughSandbox,
  register,
  registerTxn,
  registrationRow,
  sandboxChoose,
  type Headers,
} from './test-helpers.ts';

/**
 * A payment the gateway took is never lost. A payer who paid and closed the
 * browser before the return, then registered again, is told it is paid (no second checkout); a
 * checkout closed on our side is still asked about for 48 hours, and a late success that pays
 * for something already paid becomes a refund due. Time is the reconciler's `now`, never a sleep.
 */
const ctx = useTestApp();

const service = () => buildServices(ctx.deps).payments;
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);
/** Every due attempt of this file's database in one run (the batch bound is tested in reconciler.test.ts). */
const reconcileAll = (now: Date) => service().reconcileDue(now, 10_000);

const PRICE = 1_500_000; // with the 10% discount: 13,500.00 to pay
const TOTAL = 1_350_000;

async function registered(overrides: Record<string, unknown> = {}) {
  const me = await devotee(ctx);
  const event = await createEvent(ctx.db, { price_minor: PRICE, discount_percent: 10, ...overrides });
  const txn = await registerTxn(ctx, me.headers, { event_id: event.id });
  const regId = (await attemptRow(ctx, txn))!.registration_id!;
  return { me, event, txn, regId };
}

const again = (headers: Headers, eventId: number, extra: Record<string, unknown> = {}) =>
  register(ctx, headers, { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F', ...extra });

const attemptsOf = async (regId: number) =>
  (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts WHERE registration_id = $1', [regId]))!.n;

const checking = (txn: string) =>
  ctx.db.one<{ next_check_at: Date | null; recheck_until: Date | null; status: string }>(
    'SELECT next_check_at, recheck_until, status FROM payment_attempts WHERE txn_id = $1',
    [txn],
  );

const refundDue = async (regId: number) =>
  Number((await ctx.db.one<{ r: number }>('SELECT refund_due_minor AS r FROM registrations WHERE id = $1', [regId]))!.r);

describe('a new try first asks the gateway about the open attempt', () => {
  it('paid, browser closed before the return, registered again: the payment is recorded and no second checkout opens', async () => {
    const { me, event, txn, regId } = await registered();
    // The payer chose Success on the gateway's page; the post-back never reached us.
    await sandboxChoose(ctx, txn, 'success');
    expect((await attemptRow(ctx, txn))!.status).toBe('created');

    const res = await again(me.headers, event.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: 0, code: 'already_paid', message: PAYMENT_MESSAGES.alreadyPaid });
    expect((await attemptRow(ctx, txn))!.status).toBe('success');
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: TOTAL, reg_number: expect.stringMatching(/^MFR-/) });
    expect(await attemptsOf(regId)).toBe(1);
    expect((await eventsOf(ctx, txn)).at(-1)).toEqual({ from_status: 'created', to_status: 'success', source: 'new-try' });
    // And the payer's own result screen shows the payment.
    const result = await ctx.app.inject({ method: 'GET', url: `/api/payment/result/${txn}`, headers: me.headers });
    expect(result.json()).toMatchObject({ payment_status: 'success', regid: expect.stringMatching(/^MFR-/) });
  });

  it('pending at the bank: the new try is refused and nothing is closed', async () => {
    const { me, event, txn, regId } = await registered();
    await sandboxChoose(ctx, txn, 'pending');
    const res = await again(me.headers, event.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.awaitingBank);
    expect((await attemptRow(ctx, txn))!.status).toBe('pending');
    expect(await attemptsOf(regId)).toBe(1);
  });

  it('failed at the gateway: recorded as failed, and the new try goes on', async () => {
    const { me, event, txn, regId } = await registered();
    await sandboxChoose(ctx, txn, 'failed');
    const res = await again(me.headers, event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.txn_id).not.toBe(txn);
    expect((await attemptRow(ctx, txn))!.status).toBe('failed');
    expect((await checking(txn))!.next_check_at).toBeNull();
    expect(await attemptsOf(regId)).toBe(2);
  });

  it('advance/pay asks too: a balance paid without the return is recorded, and no second checkout opens', async () => {
    const me = await devotee(ctx);
    const event = await createEvent(ctx.db, { price_minor: PRICE, discount_percent: 10, advance_minor: 500_000 });
    const advanceTxn = await registerTxn(ctx, me.headers, { event_id: event.id, payment_mode: 'advance' });
    await payThroughSandbox(ctx, advanceTxn, 'success');
    const regId = (await attemptRow(ctx, advanceTxn))!.registration_id!;
    expect((await registrationRow(ctx, regId))!.status).toBe('partialpay');

    const pay = () => ctx.app.inject({ method: 'POST', url: '/api/advance/pay', headers: me.headers, payload: { register_id: regId } });
    const balanceTxn = (await pay()).json().data.txn_id as string;
    await sandboxChoose(ctx, balanceTxn, 'success');
    const res = await pay();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: TOTAL });
    expect(await refundDue(regId)).toBe(0);
  });
});

describe('attempts closed on our side stay in reach for 48 hours', () => {
  it('a checkout left open and superseded, then paid after the new one: recorded, and a refund due is shown', async () => {
    const { me, event, txn: first, regId } = await registered();
    // The payer left the first checkout unfinished (the gateway has no outcome) and tries again.
    const res = await again(me.headers, event.id);
    expect(res.statusCode).toBe(200);
    const second = res.json().data.txn_id as string;
    const closed = (await checking(first))!;
    expect(closed.status).toBe('aborted');
    expect(closed.next_check_at).not.toBeNull();
    expect(new Date(closed.recheck_until!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);

    await payThroughSandbox(ctx, second, 'success');
    // Later the first tab is finished too: the gateway took the money a second time.
    await sandboxChoose(ctx, first, 'success');
    await reconcileAll(inMinutes(10));

    const a = await ctx.db.one<{ status: string; status_message: string }>('SELECT status, status_message FROM payment_attempts WHERE txn_id = $1', [first]);
    expect(a).toEqual({ status: 'success', status_message: PAYMENT_MESSAGES.duplicate });
    expect((await eventsOf(ctx, first)).at(-1)).toEqual({ from_status: 'aborted', to_status: 'success', source: 'reconcile:late' });
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: TOTAL });
    expect(await refundDue(regId)).toBe(TOTAL);

    // The devotee sees it on the event detail; the back office finds it in the ledger.
    const detail = (await ctx.app.inject({ method: 'POST', url: '/api/register/detail', headers: me.headers, payload: { register_id: regId } })).json().data;
    expect(detail).toMatchObject({ refund_due: 13500, payable: 0, pay_status: 'success' });
    const ledger = await service().overpayments();
    expect(ledger).toContainEqual(expect.objectContaining({ txn_id: first, registration_id: regId, amount_minor: TOTAL, currency: 'INR' }));
    // Recorded once: another run changes nothing.
    await reconcileAll(inMinutes(600));
    expect(await refundDue(regId)).toBe(TOTAL);
  });

  it('a checkout abandoned for an hour is closed after asking, a late success is recorded, and after 48 hours it is let go', async () => {
    const late = await registered();
    const never = await registered();
    await reconcileAll(inMinutes(61));
    for (const r of [late, never]) {
      expect(await checking(r.txn)).toMatchObject({ status: 'aborted', next_check_at: expect.anything(), recheck_until: expect.anything() });
      expect((await registrationRow(ctx, r.regId))!.status).toBe('cancelled');
    }

    await sandboxChoose(ctx, late.txn, 'success');
    await reconcileAll(inMinutes(24 * 60));
    expect((await attemptRow(ctx, late.txn))!.status).toBe('success');
    // Nothing else was paid: this is the payment of the registration, not a refund.
    expect(await registrationRow(ctx, late.regId)).toMatchObject({ status: 'success', paid_minor: TOTAL });
    expect(await refundDue(late.regId)).toBe(0);
    expect((await checking(late.txn))!.next_check_at).toBeNull();

    // The one never paid is asked about until its window closes, then no more.
    expect((await checking(never.txn))!.next_check_at).not.toBeNull();
    await reconcileAll(inMinutes(50 * 60));
    expect((await checking(never.txn))!.next_check_at).toBeNull();
    expect((await attemptRow(ctx, never.txn))!.status).toBe('aborted');
  });

  it('a late return of a superseded checkout (the payer finished the old tab) is recorded at once', async () => {
    const { me, event, txn: first, regId } = await registered();
    const second = (await again(me.headers, event.id)).json().data.txn_id as string;
    await payThroughSandbox(ctx, second, 'success');
    const back = await payThroughSandbox(ctx, first, 'success');
    expect(back.statusCode).toBe(303);
    expect((await attemptRow(ctx, first))!.status).toBe('success');
    expect(await refundDue(regId)).toBe(TOTAL);
    const result = await ctx.app.inject({ method: 'GET', url: `/api/payment/result/${first}`, headers: me.headers });
    expect(result.json()).toMatchObject({ payment_status: 'success', status_message: PAYMENT_MESSAGES.duplicate });
  });
});

describe('the 80G receipt takes the gateway’s time of the transaction', () => {
  it('paid 31 March 23:55 IST, confirmed after midnight: receipt in the old financial year with the old date', async () => {
    const me = await devotee(ctx);
    const donation = (await ctx.db.one<{ id: number }>(
      `INSERT INTO donations (user_id, category, amount_minor, pan_number, donor_name) VALUES ($1, 'mandir', 500000, 'ABCDE1234F', 'Donor') RETURNING id`,
      [me.user.id],
    ))!.id;
    const data = await ctx.db.tx((q) =>
      service().startPayment(q, {
        userId: me.user.id, purpose: 'donation', donationId: donation, kind: 'donation', amountMinor: 500_000, currency: 'INR',
        payer: { name: 'Donor', email: 'donor@example.org', mobile: '9876500000' },
      }),
    );
    const fields = await sandboxChoose(ctx, data.txn_id, 'success');
    // The gateway's own record: paid at 23:55 IST on 31 March 2027 (18:25 UTC).
    await ctx.db.query(`UPDATE sandbox_transactions SET updated_at = '2027-03-31T18:25:00Z' WHERE txn_id = $1`, [data.txn_id]);
    const heardAt = new Date('2027-03-31T18:40:00Z'); // 00:10 IST on 1 April: the new financial year
    const report = verifyResponse(fields, ctx.deps.config.SANDBOX_SECRET);
    await service().confirm('sandbox', report, 'return', heardAt);

    const row = await ctx.db.one<{ receipt_number: string; receipt_fy: string; paid_at: Date }>(
      'SELECT receipt_number, receipt_fy, paid_at FROM donations WHERE id = $1',
      [donation],
    );
    expect(row!.receipt_fy).toBe('2026-27');
    expect(row!.receipt_number).toMatch(/^MF\/2026-27\/\d{5}$/);
    expect(new Date(row!.paid_at).toISOString()).toBe('2027-03-31T18:25:00.000Z');
    const attempt = await ctx.db.one<{ paid_at: Date; confirmed_at: Date }>('SELECT paid_at, confirmed_at FROM payment_attempts WHERE txn_id = $1', [data.txn_id]);
    expect(new Date(attempt!.paid_at).toISOString()).toBe('2027-03-31T18:25:00.000Z');
    expect(new Date(attempt!.confirmed_at).toISOString()).toBe(heardAt.toISOString());
  });
});
