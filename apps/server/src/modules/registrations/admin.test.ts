import { describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { addDays, createEvent } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import { attemptRow, devotee, payThroughSandbox, registerTxn, registrationRow, type Headers } from '../payments/test-helpers.ts';

/** The back office's registrations: list, filters, detail, actions, refusals, audit rows. */
const { ctx, owner, coordinator, finance, editor, ids } = useStaffTestApp();

const today = todayIso();
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) => ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const list = async (headers: Headers, query = '') => {
  const res = await get(`/api/admin/registrations${query ? `?${query}` : ''}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const auditRows = (id: number) =>
  ctx.db.query<{ staff_id: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'registrations' AND entity_id = $1 ORDER BY id`,
    [String(id)],
  );
const messagesAbout = (userId: number) => ctx.db.query<{ kind: string; subject_ref: string }>('SELECT kind, subject_ref FROM messages WHERE user_id = $1 ORDER BY id', [userId]);

/** A devotee registered for an event priced ₹15,000 with a ₹5,000 advance, in the given state. */
async function registration(state: 'advance' | 'full' | 'failed' | 'pending', eventOverrides: Record<string, unknown> = {}, who: Record<string, unknown> = {}) {
  const event = await createEvent(ctx.db, { price_minor: 1_500_000, advance_minor: 500_000, event_date: addDays(today, 20), ...eventOverrides });
  const person = await devotee(ctx, who);
  const txn = await registerTxn(ctx, person.headers, { event_id: event.id, payment_mode: state === 'advance' ? 'advance' : 'full' });
  if (state !== 'pending') await payThroughSandbox(ctx, txn, state === 'failed' ? 'failed' : 'success');
  const id = (await attemptRow(ctx, txn))!.registration_id!;
  return { event, person, txn, id };
}

describe('who may see registrations', () => {
  it('refuses an editor (403) and a caller without a staff session (401)', async () => {
    const editorRes = await get('/api/admin/registrations', editor);
    expect(editorRes.statusCode).toBe(403);
    expect(editorRes.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
    const none = await get('/api/admin/registrations', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().success).toBe(2);
    const devoteeRes = await get('/api/admin/registrations', (await devotee(ctx)).headers);
    expect(devoteeRes.statusCode).toBe(401);
  });

  it('shows finance and the owner the money columns, a coordinator the rows without amounts', async () => {
    const { id, person } = await registration('advance');
    const q = `q=${person.mobile}`;
    const forFinance = await list(finance, q);
    expect(forFinance.data).toHaveLength(1);
    expect(forFinance.data[0]).toMatchObject({ id, status: 'partialpay', payment: 'part', total: 15000, paid: 5000, balance: 10000, refund_due: 0 });
    expect(forFinance.summary).toEqual({ count: 1, by_status: { partialpay: 1 }, money: { total: 15000, paid: 5000, balance: 10000, refund_due: 0 } });
    expect((await list(owner, q)).data[0].paid).toBe(5000);
    const forCoordinator = await list(coordinator, q);
    expect(forCoordinator.data[0]).toMatchObject({ id, status: 'partialpay', payment: 'part', total: null, paid: null, balance: null, refund_due: null });
    expect(forCoordinator.summary.money).toBeNull();
  });
});

describe('GET admin/registrations: filters and search', () => {
  it('finds by mobile (with a dial code or spaces), name, email and registration number', async () => {
    const { id, person } = await registration('full', {}, { name: 'Kamala Sundaram', email: 'kamala.s@example.org' });
    const reg = (await registrationRow(ctx, id))!;
    const spaced = `+91 ${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}`;
    for (const q of [person.mobile, spaced, 'kamala sund', 'KAMALA.S@example', reg.reg_number!]) {
      const body = await list(coordinator, `q=${encodeURIComponent(q)}`);
      expect(body.data.map((r: { id: number }) => r.id), q).toEqual([id]);
    }
    expect((await list(coordinator, 'q=nobody-matches-this')).total).toBe(0);
  });

  it('filters by event, program, registration status, payment status and date', async () => {
    const a = await registration('full', { program_id: 2 });
    const b = await registration('advance', { program_id: 2 });
    const c = await registration('failed', { program_id: 2 });
    const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id).sort((x, y) => x - y);
    expect(ids(await list(finance, `event_id=${a.event.id}`))).toEqual([a.id]);
    const inProgram = ids(await list(finance, 'program_id=2&per_page=100'));
    expect(inProgram).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(ids(await list(finance, `program_id=2&status=failed&per_page=100`))).toContain(c.id);
    expect(ids(await list(finance, `program_id=2&status=failed&per_page=100`))).not.toContain(a.id);
    const part = ids(await list(finance, 'program_id=2&payment=part&per_page=100'));
    expect(part).toContain(b.id);
    expect(part).not.toContain(a.id);
    expect(ids(await list(finance, `program_id=2&payment=paid&from=${today}&to=${today}&per_page=100`))).toContain(a.id);
    expect((await list(finance, `program_id=2&to=${addDays(today, -1)}`)).total).toBe(0);
    const summary = (await list(finance, `event_id=${b.event.id}`)).summary;
    expect(summary).toEqual({ count: 1, by_status: { partialpay: 1 }, money: { total: 15000, paid: 5000, balance: 10000, refund_due: 0 } });
  });

  it('pages and sorts, and refuses a bad filter or sort with a message naming the field', async () => {
    await registration('full', { program_id: 5 });
    await registration('full', { program_id: 5 });
    const first = await list(finance, 'program_id=5&per_page=1&page=1&sort=created_at');
    const second = await list(finance, 'program_id=5&per_page=1&page=2&sort=created_at');
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.data[0].id).toBeLessThan(second.data[0].id);
    for (const [query, field] of [['status=paid', 'status'], ['payment=maybe', 'payment'], ['event_id=x', 'event_id'], ['from=25-11-2026', 'from'], ['sort=price', 'sort'], ['per_page=500', 'per_page']]) {
      const res = await get(`/api/admin/registrations?${query}`, finance);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(0);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });
});

describe('GET admin/registrations/{id}', () => {
  it('gives the person, the price, every payment attempt with its gateway answers, and the audit trail', async () => {
    const { id, person, txn } = await registration('advance');
    const res = await get(`/api/admin/registrations/${id}`, finance);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.person).toMatchObject({ id: person.user.id, mobile: person.mobile });
    expect(data.registration.price).toEqual({ amount: 15000, discount_percent: 0, discount: 0, early_bird: 0, total: 15000, advance: 5000 });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ txn_id: txn, provider: 'sandbox', kind: 'advance', status: 'success', amount: 5000 });
    expect(data.payments[0].raw_response).not.toBeNull();
    expect(data.payments[0].events.map((e: { to_status: string }) => e.to_status)).toContain('success');
    expect(data.audit).toEqual([]);
    const forCoordinator = (await get(`/api/admin/registrations/${id}`, coordinator)).json().data;
    expect(forCoordinator.payments).toBeNull();
    expect(forCoordinator.registration.price).toBeNull();
    expect(forCoordinator.person.mobile).toBe(person.mobile);
  });

  it('answers 404 with a message for an unknown registration and 403 for an editor', async () => {
    const missing = await get('/api/admin/registrations/999999', finance);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: 0, code: 'admin_registration_not_found', message: MESSAGES.adminRegistrationNotFound });
    expect((await get('/api/admin/registrations/1', editor)).statusCode).toBe(403);
  });
});

describe('POST admin/registrations/{id}/mark-paid', () => {
  it('records the balance paid in cash: settled as an online payment, messages queued, audited', async () => {
    const { id, person } = await registration('advance');
    const before = (await messagesAbout(person.user.id)).length;
    const res = await post(`/api/admin/registrations/${id}/mark-paid`, finance, { method: 'cash', amount: 10000, paid_on: today });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.adminMarkedPaid });
    const reg = (await registrationRow(ctx, id))!;
    expect(reg).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
    const offline = await ctx.db.one<{ provider: string; status: string; kind: string; amount_minor: string; paid_at: Date; next_check_at: Date | null }>(
      `SELECT provider, status, kind, amount_minor::text AS amount_minor, paid_at, next_check_at FROM payment_attempts WHERE registration_id = $1 AND provider = 'offline'`,
      [id],
    );
    expect(offline).toMatchObject({ provider: 'offline', status: 'success', kind: 'balance', amount_minor: '1000000', next_check_at: null });
    expect(todayIso(offline!.paid_at)).toBe(today);
    const kinds = (await messagesAbout(person.user.id)).slice(before).map((m) => m.kind);
    expect(kinds).toContain('payment-succeeded');
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: ids.finance, action: 'mark-paid', before: { status: 'partialpay', paid_minor: 500_000 }, after: { status: 'success', paid_minor: 1_500_000, method: 'cash', amount_minor: 1_000_000 } });
    const detail = (await get(`/api/admin/registrations/${id}`, finance)).json().data;
    expect(detail.payments[0]).toMatchObject({ provider: 'offline', status: 'success', amount: 10000, raw_response: { method: 'cash', reference: '' } });
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(['mark-paid']);
  });

  it('records a part of the balance by cheque; the rest stays due', async () => {
    const { id } = await registration('advance');
    const res = await post(`/api/admin/registrations/${id}/mark-paid`, owner, { method: 'cheque', reference: 'CHQ 004512', amount: '2500.50', paid_on: addDays(today, -2) });
    expect(res.statusCode).toBe(200);
    expect(await registrationRow(ctx, id)).toMatchObject({ status: 'partialpay', paid_minor: 750_050 });
  });

  it('refuses more than the balance, a paid-up or cancelled registration, and changes nothing', async () => {
    const { id } = await registration('advance');
    const tooMuch = await post(`/api/admin/registrations/${id}/mark-paid`, finance, { method: 'cash', amount: 10000.01, paid_on: today });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ success: 0, code: 'admin_more_than_due', message: MESSAGES.adminMoreThanDue });
    expect(await registrationRow(ctx, id)).toMatchObject({ status: 'partialpay', paid_minor: 500_000 });
    const paid = await registration('full');
    const nothing = await post(`/api/admin/registrations/${paid.id}/mark-paid`, finance, { method: 'cash', amount: 1, paid_on: today });
    expect(nothing.json()).toEqual({ success: 0, code: 'admin_nothing_due', message: MESSAGES.adminNothingDue });
    expect((await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Could not travel', paid_money: 'forfeit' })).statusCode).toBe(200);
    const cancelled = await post(`/api/admin/registrations/${id}/mark-paid`, finance, { method: 'cash', amount: 100, paid_on: today });
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json()).toEqual({ success: 0, code: 'admin_cancelled_no_payment', message: MESSAGES.adminCancelledNoPayment });
    expect((await auditRows(id)).map((a) => a.action)).toEqual(['cancel']);
  });

  it('refuses a coordinator (403), a missing reference for a cheque, a bad amount and a future date (400)', async () => {
    const { id } = await registration('advance');
    expect((await post(`/api/admin/registrations/${id}/mark-paid`, coordinator, { method: 'cash', amount: 10, paid_on: today })).statusCode).toBe(403);
    const cases: [object, string, string][] = [
      [{ method: 'cheque', amount: 10, paid_on: today }, 'reference', MESSAGES.required],
      [{ method: 'cash', amount: -5, paid_on: today }, 'amount', MESSAGES.invalidNumber],
      [{ method: 'cash', amount: '10.005', paid_on: today }, 'amount', MESSAGES.invalidNumber],
      [{ method: 'gold', amount: 10, paid_on: today }, 'method', 'Choose one of: cash, cheque, bank_transfer, upi, card'],
      [{ method: 'cash', amount: 10, paid_on: addDays(today, 1) }, 'paid_on', MESSAGES.adminPaymentDateFuture],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(`/api/admin/registrations/${id}/mark-paid`, finance, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    expect(await registrationRow(ctx, id)).toMatchObject({ paid_minor: 500_000 });
    expect(await auditRows(id)).toEqual([]);
  });
});

describe('POST admin/registrations/{id}/allow-pay-later', () => {
  it('lets a failed registration pay later, audited; refuses one with money paid and refuses finance', async () => {
    const { id } = await registration('failed');
    expect((await post(`/api/admin/registrations/${id}/allow-pay-later`, finance)).statusCode).toBe(403);
    const res = await post(`/api/admin/registrations/${id}/allow-pay-later`, coordinator);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.adminPayLaterAllowed });
    expect(await registrationRow(ctx, id)).toMatchObject({ status: 'paylater' });
    expect(await auditRows(id)).toEqual([expect.objectContaining({ staff_id: ids.coordinator, action: 'allow-pay-later', before: expect.objectContaining({ status: 'failed' }), after: expect.objectContaining({ status: 'paylater' }) })]);
    const part = await registration('advance');
    const refused = await post(`/api/admin/registrations/${part.id}/allow-pay-later`, coordinator);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: 0, code: 'admin_pay_later_refused', message: MESSAGES.adminPayLaterRefused });
  });

  it('a pay-later registration is then paid in full offline', async () => {
    const { id } = await registration('failed');
    await post(`/api/admin/registrations/${id}/allow-pay-later`, owner);
    const res = await post(`/api/admin/registrations/${id}/mark-paid`, finance, { method: 'upi', reference: 'UPI-99881', amount: 15000, paid_on: today });
    expect(res.statusCode).toBe(200);
    expect(await registrationRow(ctx, id)).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
    const kind = await ctx.db.one<{ kind: string }>(`SELECT kind FROM payment_attempts WHERE registration_id = $1 AND provider = 'offline'`, [id]);
    expect(kind!.kind).toBe('full');
  });
});

describe('POST admin/registrations/{id}/cancel', () => {
  it('with money paid: asks refund due or forfeit; refund due is recorded on the registration, audited', async () => {
    const { id } = await registration('advance');
    const noChoice = await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Asked by phone' });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().errors).toEqual({ paid_money: MESSAGES.adminPaidMoneyChoice });
    expect((await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: '' })).json().errors).toHaveProperty('reason');
    expect((await post(`/api/admin/registrations/${id}/cancel`, finance, { reason: 'Asked by phone', paid_money: 'refund_due' })).statusCode).toBe(403);
    const res = await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Asked by phone', paid_money: 'refund_due' });
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.adminCancelled });
    const row = await ctx.db.one<{ status: string; refund_due_minor: string; cancel_reason: string; cancelled_money: string }>(
      'SELECT status, refund_due_minor::text AS refund_due_minor, cancel_reason, cancelled_money FROM registrations WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'cancelled', refund_due_minor: '500000', cancel_reason: 'Asked by phone', cancelled_money: 'refund_due' });
    expect((await list(finance, `event_id=${(await registrationEvent(id))}`)).data[0]).toMatchObject({ payment: 'refund_due', refund_due: 5000, balance: 0 });
    const again = await post(`/api/admin/registrations/${id}/cancel`, coordinator, { reason: 'Again', paid_money: 'forfeit' });
    expect(again.json()).toEqual({ success: 0, code: 'admin_already_cancelled', message: MESSAGES.adminAlreadyCancelled });
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({ staff_id: ids.coordinator, action: 'cancel', before: expect.objectContaining({ status: 'partialpay', refund_due_minor: 0 }), after: expect.objectContaining({ status: 'cancelled', refund_due_minor: 500_000, cancel_reason: 'Asked by phone', cancelled_money: 'refund_due' }) }),
    ]);
  });

  it('forfeit keeps no refund due; nothing paid needs no choice; a payment arriving after it is all refund due', async () => {
    const forfeit = await registration('advance');
    await post(`/api/admin/registrations/${forfeit.id}/cancel`, owner, { reason: 'No show', paid_money: 'forfeit' });
    expect(await ctx.db.one('SELECT refund_due_minor::int AS r, cancelled_money FROM registrations WHERE id = $1', [forfeit.id])).toEqual({ r: 0, cancelled_money: 'forfeit' });
    const open = await registration('pending');
    expect((await post(`/api/admin/registrations/${open.id}/cancel`, coordinator, { reason: 'Duplicate registration' })).statusCode).toBe(200);
    // The devotee's checkout was still open: its success now is money to give back, not a place.
    await payThroughSandbox(ctx, open.txn, 'success');
    const row = await ctx.db.one<{ status: string; paid_minor: number; refund_due_minor: number }>(
      'SELECT status, paid_minor::int AS paid_minor, refund_due_minor::int AS refund_due_minor FROM registrations WHERE id = $1',
      [open.id],
    );
    expect(row).toEqual({ status: 'cancelled', paid_minor: 0, refund_due_minor: 1_500_000 });
    expect(await ctx.db.one('SELECT amount_minor::int AS a FROM payment_overpayments WHERE registration_id = $1', [open.id])).toEqual({ a: 1_500_000 });
  });
});

describe('POST admin/registrations/{id}/resend-confirmation', () => {
  it('queues the payment confirmation again, audited; refuses an unpaid registration', async () => {
    const { id, person } = await registration('full');
    const before = (await messagesAbout(person.user.id)).filter((m) => m.kind === 'payment-succeeded').length;
    const res = await post(`/api/admin/registrations/${id}/resend-confirmation`, coordinator);
    expect(res.json()).toEqual({ success: 1, message: MESSAGES.adminConfirmationResent });
    const after = (await messagesAbout(person.user.id)).filter((m) => m.kind === 'payment-succeeded');
    expect(after.length).toBeGreaterThan(before);
    expect(after.at(-1)!.subject_ref).toMatch(new RegExp(`^resend:${id}:`));
    expect(await auditRows(id)).toEqual([expect.objectContaining({ staff_id: ids.coordinator, action: 'resend-confirmation' })]);
    const pending = await registration('pending');
    const refused = await post(`/api/admin/registrations/${pending.id}/resend-confirmation`, coordinator);
    expect(refused.json()).toEqual({ success: 0, code: 'admin_resend_refused', message: MESSAGES.adminResendRefused });
    expect((await post(`/api/admin/registrations/${id}/resend-confirmation`, finance)).statusCode).toBe(403);
  });
});

async function registrationEvent(id: number) {
  return (await ctx.db.one<{ event_id: number }>('SELECT event_id FROM registrations WHERE id = $1', [id]))!.event_id;
}
