import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, sandboxChoose, type Headers } from './test-helpers.ts';

/** The back office's payments and refunds: lists, filters, recheck, refunds, refusals, audit rows. */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp();

const today = todayIso();
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const payments = async (query: string, headers = finance) => {
  const res = await get(`/api/admin/payments?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const refunds = async (query = '') => {
  const res = await get(`/api/admin/refunds?${query}`, finance);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditRows = (attemptId: number) =>
  ctx.db.query<{ staff_id: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'payments' AND entity_id = $1 ORDER BY id`,
    [String(attemptId)],
  );
const refundDueOf = async (id: number) => Number((await ctx.db.one<{ n: number }>('SELECT refund_due_minor AS n FROM registrations WHERE id = $1', [id]))!.n);

/** A devotee's registration for an event priced ₹15,000 (₹5,000 advance), paid through the sandbox as asked. */
async function registration(state: 'advance' | 'full' | 'failed' | 'open') {
  const event = await createEvent(ctx.db, { price_minor: 1_500_000, advance_minor: 500_000, event_date: addDays(today, 20) });
  const person = await devotee(ctx);
  const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: state === 'advance' ? 'advance' : 'full' });
  if (state !== 'open') await payThroughSandbox(ctx, txn, state === 'failed' ? 'failed' : 'success');
  const attempt = (await attemptRow(ctx, txn))!;
  return { event, person, txn, attemptId: attempt.id, id: attempt.registration_id! };
}

/** Paid in full, then cancelled by the coordinator with the money owed back. */
async function cancelledWithRefundDue(choice: 'refund_due' | 'forfeit' = 'refund_due') {
  const reg = await registration('full');
  const res = await post(`/api/admin/registrations/${reg.id}/cancel`, coordinator, { reason: 'Fell ill', paid_money: choice });
  expect(res.statusCode, res.body).toBe(200);
  return reg;
}

const refundBody = (over: Record<string, unknown> = {}) => ({ amount: 5000, method: 'bank_transfer', reference: 'NEFT 7781', refunded_on: today, ...over });

describe('who may see money', () => {
  it('finance and the owner only: 403 for coordinator and editor, 401 without a staff session', async () => {
    const { attemptId } = await registration('full');
    const requests = [
      () => ['GET', '/api/admin/payments'],
      () => ['GET', '/api/admin/refunds'],
      () => ['POST', `/api/admin/payments/${attemptId}/recheck`],
      () => ['POST', `/api/admin/payments/${attemptId}/refund`],
    ] as const;
    const someone = (await devotee(ctx)).headers;
    for (const r of requests) {
      const [method, url] = r() as ['GET' | 'POST', string];
      for (const headers of [coordinator, editor]) {
        const res = await ctx.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: refundBody() } : {}) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
      }
      for (const headers of [{}, someone]) {
        const res = await ctx.app.inject({ method, url, headers });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().success).toBe(2);
      }
    }
    expect((await get('/api/admin/payments', owner)).statusCode).toBe(200);
    expect(await auditRows(attemptId)).toEqual([]);
  });
});

describe('GET admin/payments', () => {
  it('lists every attempt with status, gateway, amounts and times; filters by status, purpose, gateway, search and date', async () => {
    const paid = await registration('advance');
    const failed = await registration('failed');
    const byMobile = await payments(`q=${paid.person.mobile}`);
    expect(byMobile.total).toBe(1);
    expect(byMobile.data[0]).toMatchObject({
      id: paid.attemptId, txn_id: paid.txn, provider: 'sandbox', status: 'success', purpose: 'registration', kind: 'advance',
      registration_id: paid.id, donation_id: null, amount: 5000, currency: 'INR', refunded: 0, refundable: 0, checking: false,
    });
    expect(byMobile.data[0].paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(byMobile.summary).toEqual({ by_status: { success: 1 }, received: 5000 });
    expect((await payments(`q=${paid.txn}`)).data.map((p: { id: number }) => p.id)).toEqual([paid.attemptId]);
    const failedOnly = await payments(`status=failed&q=${failed.person.mobile}`);
    expect(failedOnly.data.map((p: { id: number }) => p.id)).toEqual([failed.attemptId]);
    expect((await payments(`status=success&q=${failed.person.mobile}`)).total).toBe(0);
    expect((await payments(`purpose=donation&q=${paid.person.mobile}`)).total).toBe(0);
    expect((await payments(`provider=offline&q=${paid.person.mobile}`)).total).toBe(0);
    expect((await payments(`provider=sandbox&q=${paid.person.mobile}`)).total).toBe(1);
    expect((await payments(`from=${addDays(today, 1)}&q=${paid.person.mobile}`)).total).toBe(0);
    expect((await payments(`from=${today}&to=${today}&q=${paid.person.mobile}`)).total).toBe(1);
    // Owner sees the same.
    expect((await payments(`q=${paid.person.mobile}`, owner)).total).toBe(1);
  });

  it('sorts by amount and refuses a bad filter with a 400 naming the field', async () => {
    const sorted = await payments('sort=-amount&per_page=5');
    const amounts = sorted.data.map((p: { amount: number }) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const [query, field] of [['status=paid', 'status'], ['sort=name', 'sort'], ['from=2026-13-01', 'from'], ['refund_due=yes', 'refund_due'], ['purpose=shop', 'purpose']]) {
      const res = await get(`/api/admin/payments?${query}`, finance);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}`));
    }
  });

  it('refund_due=1 lists the paid payments whose order owes money back', async () => {
    const reg = await cancelledWithRefundDue();
    const due = await payments(`refund_due=1&q=${reg.person.mobile}`);
    expect(due.data).toHaveLength(1);
    expect(due.data[0]).toMatchObject({ id: reg.attemptId, status: 'success', amount: 15000, refundable: 15000 });
    const forfeit = await cancelledWithRefundDue('forfeit');
    expect((await payments(`refund_due=1&q=${forfeit.person.mobile}`)).total).toBe(0);
  });
});

describe('POST admin/payments/{id}/recheck', () => {
  it('asks the gateway now: a payment the payer finished without returning becomes paid, audited', async () => {
    const reg = await registration('open');
    // The payer chose Success at the gateway and closed the tab: only a status query finds it.
    await sandboxChoose(ctx, reg.txn, 'success');
    expect((await attemptRow(ctx, reg.txn))!.status).toBe('created');
    const res = await post(`/api/admin/payments/${reg.attemptId}/recheck`, finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: MESSAGES.adminRechecked, data: { id: reg.attemptId, status: 'success', amount: 15000 } });
    expect(res.json().data.last_checked_at).not.toBeNull();
    expect((await attemptRow(ctx, reg.txn))!.status).toBe('success');
    const events = await ctx.db.query<{ source: string }>('SELECT source FROM payment_events WHERE attempt_id = $1', [reg.attemptId]);
    expect(events.map((e) => e.source)).toEqual([`staff:${ids.finance}`]);
    const audit = await auditRows(reg.attemptId);
    expect(audit).toEqual([{ staff_id: ids.finance, action: 'recheck', before: { status: 'created', provider_status: '' }, after: { status: 'success', provider_status: expect.any(String), answered: true } }]);
  });

  it('an attempt still open at the gateway stays open; a failed one may still turn out paid', async () => {
    const open = await registration('open');
    const res = await post(`/api/admin/payments/${open.attemptId}/recheck`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('created');
    const failed = await registration('failed');
    const again = await post(`/api/admin/payments/${failed.attemptId}/recheck`, finance);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('failed');
  });

  it('refuses a paid payment, an offline one and an unknown id, with no audit row', async () => {
    const paid = await registration('advance');
    const done = await post(`/api/admin/payments/${paid.attemptId}/recheck`, finance);
    expect(done.statusCode).toBe(422);
    expect(done.json()).toEqual({ success: 0, code: 'admin_recheck_paid', message: MESSAGES.adminRecheckPaid });
    expect((await post(`/api/admin/registrations/${paid.id}/mark-paid`, finance, { method: 'cash', amount: 10000, paid_on: today })).statusCode).toBe(200);
    const offline = (await payments(`provider=offline&q=${paid.person.mobile}`)).data[0];
    const res = await post(`/api/admin/payments/${offline.id}/recheck`, finance);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.adminRecheckOffline);
    const missing = await post('/api/admin/payments/99999999/recheck', finance);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.adminPaymentNotFound);
    expect(await auditRows(paid.attemptId)).toEqual([]);
    expect(await auditRows(offline.id)).toEqual([]);
  });
});

describe('POST admin/payments/{id}/refund and GET admin/refunds', () => {
  it('records a refund against a cancelled paid registration: the refund due drops, the row and the audit stay', async () => {
    const reg = await cancelledWithRefundDue();
    expect(await refundDueOf(reg.id)).toBe(1_500_000);
    const before = await refunds();
    expect(before.due).toContainEqual(
      expect.objectContaining({ purpose: 'registration', registration_id: reg.id, reason: 'cancelled', refund_due: 15000, currency: 'INR', attempt_id: reg.attemptId }),
    );
    const res = await post(`/api/admin/payments/${reg.attemptId}/refund`, finance, refundBody({ amount: '6000.50', note: 'First part' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: 1,
      message: MESSAGES.adminRefundRecorded,
      data: { attempt_id: reg.attemptId, txn_id: reg.txn, registration_id: reg.id, amount: 6000.5, method: 'bank_transfer', reference: 'NEFT 7781', refunded_on: today, note: 'First part' },
    });
    expect(await refundDueOf(reg.id)).toBe(899_950);
    const after = await refunds();
    expect(after.totals.due).toBeCloseTo(before.totals.due - 6000.5, 2);
    expect(after.totals.refunded).toBeCloseTo(before.totals.refunded + 6000.5, 2);
    expect(after.data[0]).toMatchObject({ id: res.json().data.id, name: reg.person.user.name, staff_name: expect.any(String) });
    expect(after.due.find((d: { registration_id: number }) => d.registration_id === reg.id).refund_due).toBe(8999.5);
    const row = (await payments(`q=${reg.txn}`)).data[0];
    expect(row).toMatchObject({ refunded: 6000.5, refundable: 8999.5 });
    expect(await auditRows(reg.attemptId)).toEqual([
      {
        staff_id: ids.finance,
        action: 'refund',
        before: { refunded_minor: 0, refund_due_minor: 1_500_000 },
        after: { refund_id: res.json().data.id, amount_minor: 600_050, currency: 'INR', method: 'bank_transfer', reference: 'NEFT 7781', refunded_on: today, refund_due_minor: 899_950 },
      },
    ]);
    // The rest in cash (no reference needed): nothing is due any more, and the order leaves the list.
    const rest = await post(`/api/admin/payments/${reg.attemptId}/refund`, owner, refundBody({ amount: 8999.5, method: 'cash', reference: '' }));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await refundDueOf(reg.id)).toBe(0);
    const done = await refunds();
    expect(done.due.some((d: { registration_id: number }) => d.registration_id === reg.id)).toBe(false);
    expect((await payments(`refund_due=1&q=${reg.person.mobile}`)).total).toBe(0);
  });

  it('never refunds more than was paid or is due, nor a forfeit, nor an unpaid attempt (clear messages, nothing changed)', async () => {
    const reg = await cancelledWithRefundDue();
    const tooMuch = await post(`/api/admin/payments/${reg.attemptId}/refund`, finance, refundBody({ amount: 15000.01 }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ success: 0, code: 'admin_refund_more_than_paid', message: MESSAGES.adminRefundMoreThanPaid });

    // Paid an advance, then the balance offline, then cancelled with refund due: each payment gives back at most itself.
    const split = await registration('advance');
    expect((await post(`/api/admin/registrations/${split.id}/mark-paid`, finance, { method: 'cash', amount: 10000, paid_on: today })).statusCode).toBe(200);
    expect((await post(`/api/admin/registrations/${split.id}/cancel`, coordinator, { reason: 'Event moved', paid_money: 'refund_due' })).statusCode).toBe(200);
    const advanceTooMuch = await post(`/api/admin/payments/${split.attemptId}/refund`, finance, refundBody({ amount: 5000.01 }));
    expect(advanceTooMuch.json().message).toBe(MESSAGES.adminRefundMoreThanPaid);
    expect((await post(`/api/admin/payments/${split.attemptId}/refund`, finance, refundBody({ amount: 5000 }))).statusCode).toBe(200);
    expect(await refundDueOf(split.id)).toBe(1_000_000);

    const forfeit = await cancelledWithRefundDue('forfeit');
    const nothing = await post(`/api/admin/payments/${forfeit.attemptId}/refund`, finance, refundBody());
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(MESSAGES.adminRefundNothingDue);

    const paidNotCancelled = await registration('full');
    expect((await post(`/api/admin/payments/${paidNotCancelled.attemptId}/refund`, finance, refundBody())).json().message).toBe(MESSAGES.adminRefundNothingDue);

    const failed = await registration('failed');
    const unpaid = await post(`/api/admin/payments/${failed.attemptId}/refund`, finance, refundBody());
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().message).toBe(MESSAGES.adminRefundNotPaid);

    expect((await post('/api/admin/payments/99999999/refund', finance, refundBody())).statusCode).toBe(404);
    expect(await refundDueOf(reg.id)).toBe(1_500_000);
    for (const a of [reg.attemptId, forfeit.attemptId, failed.attemptId, paidNotCancelled.attemptId]) expect(await auditRows(a)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const reg = await cancelledWithRefundDue();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: '12.345' }, 'amount'],
      [{ method: 'crypto' }, 'method'],
      [{ reference: '' }, 'reference'],
      [{ refunded_on: '2026-02-30' }, 'refunded_on'],
      [{ refunded_on: addDays(today, 1) }, 'refunded_on'],
      [{ note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [over, field] of cases) {
      const res = await post(`/api/admin/payments/${reg.attemptId}/refund`, finance, refundBody(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(new RegExp(`^${field}`));
    }
    expect(await refundDueOf(reg.id)).toBe(1_500_000);
  });

  it('filters the refunds recorded by date and search', async () => {
    const reg = await cancelledWithRefundDue();
    expect((await post(`/api/admin/payments/${reg.attemptId}/refund`, finance, refundBody({ reference: 'UTR-FILTER-1', refunded_on: addDays(today, -3) }))).statusCode).toBe(200);
    expect((await refunds('q=UTR-FILTER-1')).data).toHaveLength(1);
    expect((await refunds(`q=UTR-FILTER-1&from=${addDays(today, -2)}`)).total).toBe(0);
    expect((await refunds(`q=UTR-FILTER-1&to=${addDays(today, -3)}`)).total).toBe(1);
    const bad = await get('/api/admin/refunds?from=yesterday', finance);
    expect(bad.statusCode).toBe(400);
  });
});

describe('fund names, not codes', () => {
  it('a donation’s payment, its refund due and its refund recorded read the fund’s name ("Matangi Mandir", not "mandir")', async () => {
    const person = await devotee(ctx);
    const donation = (await ctx.db.one<{ id: number }>(
      `INSERT INTO donations (user_id, category, currency, amount_minor, status, paid_at, mode, refund_due_minor)
       VALUES ($1, 'mandir', 'INR', 300000, 'success', now(), 'online', 100000) RETURNING id`,
      [person.user.id],
    ))!;
    const attempt = (await ctx.db.one<{ id: number }>(
      `INSERT INTO payment_attempts (txn_id, user_id, purpose, donation_id, kind, provider, amount_minor, currency, status, paid_at)
       VALUES ('FUNDNAME1', $1, 'donation', $2, 'donation', 'sandbox', 300000, 'INR', 'success', now()) RETURNING id`,
      [person.user.id, donation.id],
    ))!;
    expect((await payments('q=FUNDNAME1')).data[0]).toMatchObject({ id: attempt.id, purpose: 'donation', title: 'Matangi Mandir' });
    expect((await refunds()).due.find((d: { donation_id: number | null }) => d.donation_id === donation.id)).toMatchObject({ title: 'Matangi Mandir' });
    const res = await post(`/api/admin/payments/${attempt.id}/refund`, finance, refundBody({ amount: 1000, reference: 'UTR-FUND-1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Matangi Mandir' });
    expect((await refunds('q=UTR-FUND-1')).data[0]).toMatchObject({ donation_id: donation.id, title: 'Matangi Mandir' });
  });
});
