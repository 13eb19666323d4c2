import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { useTestApp } from '../../test/harness.ts';
import { createEvent } from '../../seed/factories.ts';
import { verifyResponse } from './gateways/sandbox.ts';
import { createPaymentsService } from './service.ts';
import { buildServices } from '../../services.ts';
import {
  attemptRow,
  devotee,
  eventsOf,
  hiddenFields,
  payThroughSandbox,
  registerTxn,
  registrationRow,
  sandboxChoose,
  sandboxReturn,
  type Headers,
} from './test-helpers.ts';

const ctx = useTestApp();

const result = (headers: Headers, txn: string) => ctx.app.inject({ method: 'GET', url: `/api/payment/result/${txn}`, headers });

async function registered(price = 1_500_000) {
  const me = await devotee(ctx);
  const event = await createEvent(ctx.db, { price_minor: price, discount_percent: 10 });
  const txn = await registerTxn(ctx, me.headers, { event_id: event.id });
  const regId = (await attemptRow(ctx, txn))!.registration_id!;
  return { me, event, txn, regId };
}

describe('sandbox gateway pages', () => {
  it('shows the checkout with amount, currency, merchant and the four outcomes', async () => {
    const { txn } = await registered();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/checkout/${txn}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('INR 13500.00');
    expect(res.body).toContain('Matangi Foundation');
    for (const label of ['>Success<', '>Failure<', '>Pending<', '>Cancel<']) expect(res.body).toContain(label);
    expect(res.body).toContain('name="viewport"');
  });

  it('answers 404 for an unknown transaction and 400 for a malformed one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sandbox/checkout/T000000000000000000000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sandbox/checkout/%3Cscript%3E' })).statusCode).toBe(400);
  });

  it('escapes what the payer typed', async () => {
    const me = await devotee(ctx, { name: '<img src=x onerror=alert(1)>' });
    const e = await createEvent(ctx.db);
    const txn = await registerTxn(ctx, me.headers, { event_id: e.id });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/checkout/${txn}` });
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x');
  });
});

describe('sandbox status API', () => {
  it('answers a signed status that verifies, and 404 for an unknown transaction', async () => {
    const { txn } = await registered();
    await sandboxChoose(ctx, txn, 'pending');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/status', payload: { txn_id: txn } });
    const body = res.json();
    expect(body).toMatchObject({ success: 1, txn_id: txn, status: 'pending', amount: '13500.00', currency: 'INR' });
    expect(verifyResponse(body, ctx.deps.config.SANDBOX_SECRET).status).toBe('pending');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/sandbox/status', payload: { txn_id: 'T000000000000000000000000' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/sandbox/status', payload: {} })).statusCode).toBe(400);
  });
});

describe('paying through the sandbox', () => {
  it('Success: the attempt and the order are paid, once, with a registration number and an audit row', async () => {
    const { me, txn, regId } = await registered();
    const back = await payThroughSandbox(ctx, txn, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/${txn}`);
    expect(await attemptRow(ctx, txn)).toMatchObject({ status: 'success', provider_txn_id: expect.stringMatching(/^SBX/) });
    const reg = await registrationRow(ctx, regId);
    expect(reg).toMatchObject({ status: 'success', paid_minor: 1_350_000, reg_number: expect.stringMatching(/^MFR-\d{4}-\d{6}$/) });
    expect(await eventsOf(ctx, txn)).toEqual([{ from_status: 'created', to_status: 'success', source: 'return' }]);

    const res = await result(me.headers, txn);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1, info_success: 1, gateway_status: 1, payment_status: 'success', txn_id: txn,
      tracking_id: expect.stringMatching(/^SBX/), currency: 'INR', amount: 13500, status_message: 'Transaction successful',
      message: PAYMENT_MESSAGES.found, pay_from: 'event', regid: reg!.reg_number, regevent_id: regId, receipt_number: '',
    });
  });

  it('Failure: the attempt fails, the order is failed, nothing is paid', async () => {
    const { me, txn, regId } = await registered();
    await payThroughSandbox(ctx, txn, 'failed');
    expect((await attemptRow(ctx, txn))!.status).toBe('failed');
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'failed', paid_minor: 0, reg_number: null });
    expect((await result(me.headers, txn)).json()).toMatchObject({ payment_status: 'failed', regid: '', status_message: 'Transaction declined by the bank' });
  });

  it('Cancel: the attempt is aborted, the order cancelled, nothing is paid', async () => {
    const { me, txn, regId } = await registered();
    await payThroughSandbox(ctx, txn, 'aborted');
    expect((await attemptRow(ctx, txn))!.status).toBe('aborted');
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'cancelled', paid_minor: 0 });
    expect((await result(me.headers, txn)).json().payment_status).toBe('aborted');
  });

  it('Pending: reconciled to success when the bank answers later and the result is opened again', async () => {
    const { me, txn, regId } = await registered();
    await payThroughSandbox(ctx, txn, 'pending');
    expect((await attemptRow(ctx, txn))!.status).toBe('pending');
    expect((await result(me.headers, txn)).json().payment_status).toBe('pending');
    expect((await registrationRow(ctx, regId))!.status).toBe('pending');

    const settle = await ctx.app.inject({
      method: 'POST', url: `/api/sandbox/checkout/${txn}/settle`, payload: 'status=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(settle.statusCode).toBe(303);
    const res = (await result(me.headers, txn)).json();
    expect(res).toMatchObject({ payment_status: 'success', regid: expect.stringMatching(/^MFR-/) });
    expect(await eventsOf(ctx, txn)).toEqual([
      { from_status: 'created', to_status: 'pending', source: 'return' },
      { from_status: 'pending', to_status: 'success', source: 'result' },
    ]);
  });

  it('refuses a forged response (bad signature, changed amount or status) and changes nothing', async () => {
    const { txn, regId } = await registered();
    const signed = await sandboxChoose(ctx, txn, 'failed');
    const forgeries: Array<Record<string, string>> = [
      { ...signed, signature: '0'.repeat(64) },
      { ...signed, status: 'success' },
      { ...signed, amount: '1.00' },
      { txn_id: txn, status: 'success' },
    ];
    for (const forged of forgeries) {
      const res = await sandboxReturn(ctx, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: 0, code: 'payment_invalid_response', message: PAYMENT_MESSAGES.invalidResponse });
    }
    expect((await attemptRow(ctx, txn))!.status).toBe('created');
    expect((await registrationRow(ctx, regId))!.status).toBe('pending');
    expect(await eventsOf(ctx, txn)).toEqual([]);
  });

  it('records a replayed response once', async () => {
    const { txn, regId } = await registered();
    const signed = await sandboxChoose(ctx, txn, 'success');
    for (let i = 0; i < 3; i++) expect((await sandboxReturn(ctx, signed)).statusCode).toBe(303);
    expect(await eventsOf(ctx, txn)).toHaveLength(1);
    expect((await registrationRow(ctx, regId))!.paid_minor).toBe(1_350_000);
  });

  it('records two concurrent callbacks of one attempt as one success', async () => {
    const { txn, regId } = await registered();
    const signed = await sandboxChoose(ctx, txn, 'success');
    const replies = await Promise.all([sandboxReturn(ctx, signed), sandboxReturn(ctx, signed), sandboxReturn(ctx, signed)]);
    expect(replies.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    const events = await eventsOf(ctx, txn);
    expect(events.filter((e) => e.to_status === 'success')).toHaveLength(1);
    expect((await registrationRow(ctx, regId))!.paid_minor).toBe(1_350_000);
  });

  it('never moves a success backwards: a later failure for the same attempt is ignored', async () => {
    const { txn, regId } = await registered();
    await payThroughSandbox(ctx, txn, 'success');
    await ctx.db.query(`UPDATE sandbox_transactions SET status = 'failed' WHERE txn_id = $1`, [txn]);
    const late = await ctx.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${txn}/return`, payload: 'again=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await sandboxReturn(ctx, hiddenFields(late.body))).statusCode).toBe(303);
    expect((await attemptRow(ctx, txn))!.status).toBe('success');
    expect((await registrationRow(ctx, regId))!.status).toBe('success');
  });

  it('does not mark paid when the gateway charged another amount or currency', async () => {
    for (const change of ['amount_minor = 100', `currency = 'USD'`]) {
      const { txn, regId } = await registered();
      await ctx.db.query(`UPDATE sandbox_transactions SET ${change} WHERE txn_id = $1`, [txn]);
      const back = await payThroughSandbox(ctx, txn, 'success');
      expect(back.statusCode).toBe(303);
      const attempt = await ctx.db.one<{ status: string; status_message: string }>('SELECT status, status_message FROM payment_attempts WHERE txn_id = $1', [txn]);
      expect(attempt).toEqual({ status: 'failed', status_message: PAYMENT_MESSAGES.mismatch });
      expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'failed', paid_minor: 0 });
    }
  });

  it("shows a result only to its payer: 404 for another user's or an unknown txn, 400 for a malformed one, 2 without a session", async () => {
    const { txn } = await registered();
    const other = await devotee(ctx);
    expect((await result(other.headers, txn)).statusCode).toBe(404);
    expect((await result(other.headers, 'T000000000000000000000000')).json()).toEqual({ success: 0, code: 'payment_not_found', message: PAYMENT_MESSAGES.notFound });
    expect((await result(other.headers, 'bad!txn')).statusCode).toBe(400);
    expect((await result({}, txn)).json().success).toBe(2);
  });

  it("refuses paymentresponse for another user's order and changes nothing", async () => {
    const { txn } = await registered();
    await sandboxChoose(ctx, txn, 'success');
    const other = await devotee(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: other.headers, payload: { merchantCode: 'X', token: txn } });
    expect(res.statusCode).toBe(404);
    expect((await attemptRow(ctx, txn))!.status).toBe('created');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', payload: { merchantCode: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('token: This field is required!');
  });

  it('paymentresponse without a msg makes the server ask the gateway (own order)', async () => {
    const { me, txn } = await registered();
    await sandboxChoose(ctx, txn, 'success');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/paymentresponse', headers: me.headers, payload: { merchantCode: 'X', token: txn } });
    expect(res.json()).toEqual({ success: 1, message: PAYMENT_MESSAGES.found, txn_id: txn, result_path: `/payment/${txn}` });
    expect((await attemptRow(ctx, txn))!.status).toBe('success');
  });
});

describe('reconciler', () => {
  const service = () => buildServices(ctx.deps).payments;

  /** A moment `n` minutes from now: the reconciler's clock (nothing sleeps). */
  const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);

  it('asks about attempts left open for a while and records what the gateway says', async () => {
    const { txn, regId } = await registered();
    await payThroughSandbox(ctx, txn, 'pending');
    await ctx.db.query(`UPDATE sandbox_transactions SET status = 'success' WHERE txn_id = $1`, [txn]);
    // Too young: left alone.
    await service().reconcileDue(inMinutes(1));
    expect((await attemptRow(ctx, txn))!.status).toBe('pending');
    expect(await service().reconcileDue(inMinutes(10))).toBeGreaterThanOrEqual(1);
    expect((await attemptRow(ctx, txn))!.status).toBe('success');
    expect((await registrationRow(ctx, regId))!.status).toBe('success');
    expect((await eventsOf(ctx, txn)).at(-1)).toEqual({ from_status: 'pending', to_status: 'success', source: 'reconcile' });
  });

  it('records a checkout left unfinished for an hour as not completed', async () => {
    const { txn, regId } = await registered();
    await service().reconcileDue(inMinutes(30));
    expect((await attemptRow(ctx, txn))!.status).toBe('created');
    await service().reconcileDue(inMinutes(61));
    const a = await ctx.db.one<{ status: string; status_message: string }>('SELECT status, status_message FROM payment_attempts WHERE txn_id = $1', [txn]);
    expect(a).toEqual({ status: 'aborted', status_message: PAYMENT_MESSAGES.notCompleted });
    expect((await registrationRow(ctx, regId))!.status).toBe('cancelled');
  });
});

describe('donations through the payment core', () => {
  async function donation(userId: number, amountMinor = 250_000) {
    return (await ctx.db.one<{ id: number }>(
      `INSERT INTO donations (user_id, category, amount_minor, pan_number, donor_name) VALUES ($1, 'mandir', $2, 'ABCDE1234F', 'Donor') RETURNING id`,
      [userId, amountMinor],
    ))!.id;
  }
  const start = (userId: number, donationId: number, amountMinor = 250_000) =>
    ctx.db.tx((q) =>
      buildServices(ctx.deps).payments.startPayment(q, {
        userId, purpose: 'donation', donationId, kind: 'donation', amountMinor, currency: 'INR',
        payer: { name: 'Donor', email: 'donor@example.org', mobile: '9876500000' },
      }),
    );

  it('a paid donation is set paid with its 80G receipt number, and its result says mandir', async () => {
    const me = await devotee(ctx);
    const id = await donation(me.user.id);
    const data = await start(me.user.id, id);
    const back = await payThroughSandbox(ctx, data.txn_id, 'success');
    expect(back.headers.location).toBe(`/paymentcheck?txn_id=${data.txn_id}`);
    const row = await ctx.db.one<{ status: string; receipt_number: string | null; paid_at: Date | null }>('SELECT status, receipt_number, paid_at FROM donations WHERE id = $1', [id]);
    expect(row!.status).toBe('success');
    expect(row!.receipt_number).toMatch(/^MF\/\d{4}-\d{2}\/\d{5}$/);
    expect(row!.paid_at).not.toBeNull();
    expect((await result(me.headers, data.txn_id)).json()).toMatchObject({ pay_from: 'mandir', payment_status: 'success', amount: 2500, regid: '', regevent_id: 0, receipt_number: row!.receipt_number });
  });

  it('a failed or cancelled donation attempt marks the donation failed or cancelled', async () => {
    const me = await devotee(ctx);
    for (const [choice, status] of [['failed', 'failed'], ['aborted', 'cancelled']] as const) {
      const id = await donation(me.user.id);
      const data = await start(me.user.id, id);
      await payThroughSandbox(ctx, data.txn_id, choice);
      expect((await ctx.db.one<{ status: string }>('SELECT status FROM donations WHERE id = $1', [id]))!.status).toBe(status);
    }
  });

  it('refuses to start a payment on a gateway that lacks its settings', async () => {
    const me = await devotee(ctx);
    const id = await donation(me.user.id);
    const built = buildServices(ctx.deps);
    const worldline = createPaymentsService(ctx.deps, { messages: built.messages, targets: built.paymentTargets }, { provider: 'worldline' });
    const attempt = ctx.db.tx((q) =>
      worldline.startPayment(q, {
        userId: me.user.id, purpose: 'donation', donationId: id, kind: 'donation', amountMinor: 100, currency: 'INR',
        payer: { name: 'Donor', email: 'donor@example.org', mobile: '9876500000' },
      }),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, message: PAYMENT_MESSAGES.notConfigured });
    const n = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts WHERE donation_id = $1', [id]);
    expect(n!.n).toBe(0);
  });

  it('refuses amounts that are not positive whole minor units', async () => {
    const me = await devotee(ctx);
    const id = await donation(me.user.id);
    await expect(start(me.user.id, id, 0)).rejects.toThrow(/amount/);
    await expect(start(me.user.id, id, 10.5)).rejects.toThrow(/amount/);
  });
});
