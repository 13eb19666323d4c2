import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { multipart } from '../accounts/test-helpers.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import {
  attemptRow,
  devotee,
  payThroughSandbox,
  register,
  registerTxn,
  registrationRow,
  type Headers,
} from '../payments/test-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const today = todayIso();
const inject = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('POST programevent/list', () => {
  it('lists only the open, upcoming events of the program, soonest first', async () => {
    const soon = await createEvent(ctx.db, { program_id: 3, event_date: addDays(today, 5), city_name: 'Salem' });
    const later = await createEvent(ctx.db, { program_id: 3, event_date: addDays(today, 40) });
    await createEvent(ctx.db, { program_id: 3, is_closed: true });
    await createEvent(ctx.db, { program_id: 3, event_date: addDays(today, -1) });
    await createEvent(ctx.db, { program_id: 3, status: 'cancelled' });
    await createEvent(ctx.db, { program_id: 3, status: 'completed' });
    await createEvent(ctx.db, { program_id: 4 });
    const res = await inject('POST', '/api/programevent/list', {}, { program_id: 3 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((e: { id: number }) => e.id)).toEqual([soon.id, later.id]);
    expect(data[0]).toEqual({ id: soon.id, event_name: soon.event_name, city_name: 'Salem', event_date: soon.event_date, event_address: soon.event_address });
  });

  it('names the events in Tamil for a Tamil reader (English where a twin is empty)', async () => {
    const tamil = await createEvent(ctx.db, { program_id: 6, event_date: addDays(today, 6), city_name: 'Madurai', event_name: 'Full Moon Retreat' });
    await ctx.db.query(`UPDATE events SET event_name_ta = 'பௌர்ணமி தியானம்', city_name_ta = 'மதுரை' WHERE id = $1`, [tamil.id]);
    const untranslated = await createEvent(ctx.db, { program_id: 6, event_date: addDays(today, 7), city_name: 'Salem' });
    const list = async (lang: string) =>
      (await inject('POST', '/api/programevent/list', { 'accept-language': lang }, { program_id: 6 })).json().data as { id: number; event_name: string; city_name: string }[];
    const ta = await list('ta');
    expect(ta.map((e) => [e.id, e.event_name, e.city_name])).toEqual([
      [tamil.id, 'பௌர்ணமி தியானம்', 'மதுரை'],
      [untranslated.id, untranslated.event_name, 'Salem'],
    ]);
    expect((await list('en'))[0]).toMatchObject({ event_name: 'Full Moon Retreat', city_name: 'Madurai' });
  });

  it.each([
    [{}, MESSAGES.required],
    [{ program_id: 'abc' }, MESSAGES.invalidNumber],
    [{ program_id: 32768 }, REGISTRATION_MESSAGES.invalidProgram],
    [{ program_id: 0 }, MESSAGES.invalidNumber],
    [{ program_id: [1] }, MESSAGES.required],
  ])('refuses %j with a message naming program_id', async (payload, message) => {
    const res = await inject('POST', '/api/programevent/list', {}, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, message: `program_id: ${message}`, errors: { program_id: message } });
  });
});

describe('GET estimate/price/{id}', () => {
  it('computes the price on the server: discount, early-bird, advance, total, payment link', async () => {
    const e = await createEvent(ctx.db, {
      price_minor: 1_500_000, discount_percent: 10, early_bird_minor: 200_000, early_bird_until: addDays(today, 3),
      advance_minor: 500_000, payment_link: 'https://pay.example.org/intl',
    });
    const res = await inject('GET', `/api/estimate/price/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1, message: '', event_price: 15000, currency: 'INR', discount: 10, discount_value: 1500, early_value: 2000,
      advance: 5000, total: 11500, payment_link: 'https://pay.example.org/intl', asks_pan: false,
    });
  });

  it('answers 404 for an unknown event, 400 for a non-numeric id, and refuses closed events', async () => {
    expect((await inject('GET', '/api/estimate/price/999999')).statusCode).toBe(404);
    const bad = await inject('GET', '/api/estimate/price/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: Please enter Valid Number');
    const closed = await createEvent(ctx.db, { is_closed: true });
    const res = await inject('GET', `/api/estimate/price/${closed.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: 0, code: 'event_closed', message: REGISTRATION_MESSAGES.eventClosed });
  });
});

describe('POST event/register', () => {
  it('needs a session: success 2 without a token', async () => {
    const e = await createEvent(ctx.db);
    const res = await inject('POST', '/api/event/register', {}, { event_id: e.id, accept_terms: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
  });

  it('creates the order with the price frozen and a payment attempt for the amount the server computed', async () => {
    const { headers, user } = await devotee(ctx);
    const e = await createEvent(ctx.db, { price_minor: 1_500_000, discount_percent: 10 });
    // The browser's amount and status are ignored: there is no field for them.
    const res = await register(ctx, headers, { event_id: String(e.id), accept_terms: 'true', pan_number: 'abcde1234f', amount: 1, total: 1, status: 'success' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, data: { provider: 'sandbox' } });
    expect(body.data.txn_id).toMatch(/^T[0-9a-f]{24}$/);
    expect(body.data.checkout_url).toBe(`/api/sandbox/checkout/${body.data.txn_id}`);
    const attempt = await attemptRow(ctx, body.data.txn_id);
    expect(attempt).toMatchObject({ status: 'created', amount_minor: 1_350_000, registration_id: body.register_id });
    const reg = await registrationRow(ctx, body.register_id);
    // The program collects no PAN: the one sent is neither kept nor copied to the profile (pan.test.ts).
    expect(reg).toMatchObject({ status: 'pending', total_minor: 1_350_000, paid_minor: 0, reg_number: null, pan_number: '' });
    const u = await ctx.db.one<{ pan_number: string }>('SELECT pan_number FROM users WHERE id = $1', [user.id]);
    expect(u!.pan_number).toBe('');
  });

  it.each([
    [{ accept_terms: true, pan_number: 'ABCDE1234F' }, 'event_id', MESSAGES.required],
    [{ event_id: 'abc', accept_terms: true }, 'event_id', MESSAGES.invalidNumber],
    [{ event_id: '1e3', accept_terms: true }, 'event_id', MESSAGES.invalidNumber],
    [{ event_id: 1, pan_number: 'ABCDE1234F' }, 'accept_terms', MESSAGES.acceptTerms],
    [{ event_id: 1, accept_terms: false }, 'accept_terms', MESSAGES.acceptTerms],
    [{ event_id: 1, accept_terms: true, pan_number: 'ABC123' }, 'pan_number', REGISTRATION_MESSAGES.invalidPan],
    [{ event_id: 1, accept_terms: true, pan_number: 'X'.repeat(300) }, 'pan_number', REGISTRATION_MESSAGES.invalidPan],
    [{ event_id: 1, accept_terms: true, pan_number: 12345 }, 'pan_number', REGISTRATION_MESSAGES.invalidPan],
    [{ event_id: 1, accept_terms: true, payment_mode: 'half' }, 'payment_mode', MESSAGES.required],
  ])('refuses %j with a message naming %s, changing nothing', async (payload, field, message) => {
    const { headers, user } = await devotee(ctx);
    const res = await register(ctx, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, message: `${field}: ${message}`, errors: { [field]: message } });
    const n = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE user_id = $1', [user.id]);
    expect(n!.n).toBe(0);
  });

  it('reads a posted form (multipart, as the spec sends it) like the JSON body', async () => {
    const { headers } = await devotee(ctx);
    const e = await createEvent(ctx.db, { program_id: 1, price_minor: 1_500_000, discount_percent: 10 });
    const form = multipart({ event_id: String(e.id), accept_terms: '1', payment_mode: 'full' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/event/register', payload: form.payload, headers: { ...headers, ...form.headers } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, data: { provider: 'sandbox' } });
    expect(await registrationRow(ctx, body.register_id)).toMatchObject({ status: 'pending', total_minor: 1_350_000 });

    // A bad field is refused with the same message as in JSON, and nothing is created.
    const bad = multipart({ event_id: String(e.id), accept_terms: '0' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/event/register', payload: bad.payload, headers: { ...headers, ...bad.headers } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: 0, message: `accept_terms: ${MESSAGES.acceptTerms}` });
  });

  it.each([
    ['unknown', 404, 'event_not_found', REGISTRATION_MESSAGES.eventNotFound, null],
    ['closed', 422, 'event_closed', REGISTRATION_MESSAGES.eventClosed, { is_closed: true }],
    ['past', 422, 'event_past', REGISTRATION_MESSAGES.eventPast, { event_date: addDays(today, -2) }],
    ['completed', 422, 'event_past', REGISTRATION_MESSAGES.eventPast, { status: 'completed' as const }],
    ['cancelled', 422, 'event_cancelled', REGISTRATION_MESSAGES.eventCancelled, { status: 'cancelled' as const }],
    ['ongoing', 422, 'event_closed', REGISTRATION_MESSAGES.eventClosed, { status: 'ongoing' as const }],
  ])('refuses a registration for a %s event', async (_label, status, code, message, overrides) => {
    const { headers } = await devotee(ctx);
    const id = overrides ? (await createEvent(ctx.db, overrides)).id : 987654;
    const res = await register(ctx, headers, { event_id: id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: 0, code, message });
  });

  it('asks an incomplete profile to be updated first', async () => {
    const { headers } = await devotee(ctx, { street_address: '', pincode: '' });
    const e = await createEvent(ctx.db);
    const res = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: 0, code: 'profile_incomplete', message: MESSAGES.updateProfile });
  });

  it('stores Karmayogam answers in details, needs no PAN, and checks every required answer', async () => {
    const { headers } = await devotee(ctx);
    const e = await createEvent(ctx.db, { program_id: 7, price_minor: 200_000 });
    const missing = await register(ctx, headers, { event_id: e.id, accept_terms: true, nature: 'Calm' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ interest: MESSAGES.required, dream: MESSAGES.required, know_program: MESSAGES.required, motivation: MESSAGES.required });
    const badYesNo = await register(ctx, headers, {
      event_id: e.id, accept_terms: true, nature: 'a', interest: 'b', dream: 'c', know_program: 'd', motivation: 'e', physical_problem: 'Maybe',
    });
    expect(badYesNo.json().errors).toEqual({ physical_problem: MESSAGES.required });
    const tooLong = await register(ctx, headers, {
      event_id: e.id, accept_terms: true, nature: 'x'.repeat(6000), interest: 'b', dream: 'c', know_program: 'd', motivation: 'e',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.nature).toMatch(/at most/);

    const ok = await register(ctx, headers, {
      event_id: e.id, accept_terms: true, language: 1, nature: ' Calm ', interest: 'Seva', dream: 'A garden', know_program: 'Friend',
      physical_problem: 'Yes', motivation: 'Service',
    });
    expect(ok.statusCode).toBe(200);
    const reg = await registrationRow(ctx, ok.json().register_id);
    expect(reg!.details).toEqual({ nature: 'Calm', interest: 'Seva', dream: 'A garden', know_program: 'Friend', physical_problem: 'Yes', similar_program: 'No', motivation: 'Service' });
    const lang = await ctx.db.one<{ details_language: number }>('SELECT details_language FROM registrations WHERE id = $1', [reg!.id]);
    expect(lang!.details_language).toBe(1);
  });

  it('charges the advance when asked, and refuses an advance the event does not offer', async () => {
    const { headers } = await devotee(ctx);
    const withAdvance = await createEvent(ctx.db, { price_minor: 1_500_000, advance_minor: 500_000 });
    const txn = await registerTxn(ctx, headers, { event_id: withAdvance.id, payment_mode: 'advance' });
    expect((await attemptRow(ctx, txn))!.amount_minor).toBe(500_000);
    const noAdvance = await createEvent(ctx.db);
    const res = await register(ctx, headers, { event_id: noAdvance.id, accept_terms: true, pan_number: 'ABCDE1234F', payment_mode: 'advance' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ payment_mode: REGISTRATION_MESSAGES.noAdvance });
  });

  it('keeps one registration per user and event: an unpaid one is tried again, a paid one is refused', async () => {
    const { headers } = await devotee(ctx);
    const e = await createEvent(ctx.db);
    const first = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    const second = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(second.json().register_id).toBe(first.json().register_id);
    // The left checkout is closed, so it cannot be paid beside the new one.
    expect((await attemptRow(ctx, first.json().data.txn_id))!.status).toBe('aborted');

    await payThroughSandbox(ctx, second.json().data.txn_id, 'success');
    const third = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ success: 0, code: 'already_registered', message: REGISTRATION_MESSAGES.alreadyRegistered });
  });

  it('tries a failed registration again, but not while a payment awaits the bank', async () => {
    const { headers } = await devotee(ctx);
    const e = await createEvent(ctx.db);
    const failedTxn = await registerTxn(ctx, headers, { event_id: e.id });
    await payThroughSandbox(ctx, failedTxn, 'failed');
    const pendingTxn = await registerTxn(ctx, headers, { event_id: e.id });
    await payThroughSandbox(ctx, pendingTxn, 'pending');
    const again = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.awaitingBank);
  });

  it('makes two submits at once into one registration', async () => {
    const { headers, user } = await devotee(ctx);
    const e = await createEvent(ctx.db);
    const payload = { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' };
    const results = await Promise.all([register(ctx, headers, payload), register(ctx, headers, payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const n = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE user_id = $1 AND event_id = $2', [user.id, e.id]);
    expect(n!.n).toBe(1);
  });

  it('registers a free event at once, with a registration number and no payment', async () => {
    const { headers } = await devotee(ctx);
    const e = await createEvent(ctx.db, { price_minor: 0 });
    const res = await register(ctx, headers, { event_id: e.id, accept_terms: true, pan_number: 'ABCDE1234F' });
    expect(res.json()).toMatchObject({ success: 1, message: REGISTRATION_MESSAGES.registeredFree, data: null, regid: expect.stringMatching(/^MFR-\d{4}-\d{6}$/) });
    expect(await registrationRow(ctx, res.json().register_id)).toMatchObject({ status: 'success' });
  });
});

describe('member reads: current/list, history/list, register/detail', () => {
  it('lists own registrations only: current ones, and completed ones with the feedback flag', async () => {
    const me = await devotee(ctx);
    const other = await devotee(ctx);
    const e = await createEvent(ctx.db, { price_minor: 1_500_000, discount_percent: 10 });
    const txn = await registerTxn(ctx, me.headers, { event_id: e.id });
    await registerTxn(ctx, other.headers, { event_id: e.id });
    await payThroughSandbox(ctx, txn, 'success');

    const current = (await inject('GET', '/api/current/list', me.headers)).json();
    expect(current.success).toBe(1);
    expect(current.data).toHaveLength(1);
    expect(current.data[0]).toEqual({
      id: expect.any(Number), event_name: e.event_name, participant_name: me.user.name, event_date: e.event_date,
      event_address: e.event_address, event_status: 'notstarted', currency: 'INR', total: 13500, payable: 0,
      pay_status: 'success', program_id: 1, feedback: 0, came: 1, feedback_form: 1,
    });
    expect((await inject('GET', '/api/history/list', me.headers)).json().data).toEqual([]);

    // The event takes place; feedback is given.
    await ctx.db.query(`UPDATE events SET status = 'completed' WHERE id = $1`, [e.id]);
    expect((await inject('GET', '/api/current/list', me.headers)).json().data).toEqual([]);
    const history = (await inject('GET', '/api/history/list', me.headers)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ event_status: 'completed', feedback: 0 });
    await ctx.db.query(`INSERT INTO feedback (registration_id, user_id, program_id, answers) VALUES ($1, $2, 1, '{}')`, [history[0].id, me.user.id]);
    expect((await inject('GET', '/api/history/list', me.headers)).json().data[0].feedback).toBe(1);
  });

  it('needs a session for the lists and the detail', async () => {
    for (const [method, url] of [['GET', '/api/current/list'], ['GET', '/api/history/list'], ['POST', '/api/register/detail'], ['POST', '/api/advance/pay']] as const) {
      const res = await inject(method, url, { authorization: 'Bearer ' + 'x'.repeat(43) }, method === 'POST' ? { register_id: 1 } : undefined);
      expect(res.json().success, url).toBe(2);
    }
  });

  it('shows the detail of an own registration, 404 for another user\'s or an unknown one', async () => {
    const me = await devotee(ctx);
    const other = await devotee(ctx);
    const e = await createEvent(ctx.db, { price_minor: 1_500_000, discount_percent: 10, advance_minor: 500_000 });
    const txn = await registerTxn(ctx, me.headers, { event_id: e.id, payment_mode: 'advance' });
    await payThroughSandbox(ctx, txn, 'success');
    const regId = (await attemptRow(ctx, txn))!.registration_id!;

    const res = await inject('POST', '/api/register/detail', me.headers, { register_id: String(regId) });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      regevent_id: regId, event_name: e.event_name, participant_name: me.user.name, currency: 'INR', amount: 15000,
      discount: 10, discount_value: 1500, early_value: 0, total: 13500, advance_amount: 5000, payable: 8500,
      pay_status: 'partialpay', event_status: 'notstarted', event_close: 0, profile_info: 1, event_id: e.id, program_id: 1,
      reg_number: expect.stringMatching(/^MFR-/), payment_id: expect.stringMatching(/^SBX/),
    });
    expect(d.ref_phone).toBeTruthy();

    for (const [payload, status] of [[{ register_id: regId }, 404], [{ register_id: 99999999 }, 404], [{ register_id: 'x' }, 400], [{}, 400]] as const) {
      const r = await inject('POST', '/api/register/detail', other.headers, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(status);
      expect(r.json().success).toBe(0);
    }
  });
});

describe('POST advance/pay', () => {
  async function partPaid() {
    const me = await devotee(ctx);
    const e = await createEvent(ctx.db, { price_minor: 1_500_000, advance_minor: 500_000 });
    const txn = await registerTxn(ctx, me.headers, { event_id: e.id, payment_mode: 'advance' });
    await payThroughSandbox(ctx, txn, 'success');
    return { me, event: e, regId: (await attemptRow(ctx, txn))!.registration_id! };
  }

  it('starts a payment for the balance the server computes, and the registration is paid when it succeeds', async () => {
    const { me, regId } = await partPaid();
    const res = await inject('POST', '/api/advance/pay', me.headers, { register_id: regId, amount: 1 });
    expect(res.statusCode).toBe(200);
    const txn = res.json().data.txn_id;
    expect(await attemptRow(ctx, txn)).toMatchObject({ amount_minor: 1_000_000, registration_id: regId, status: 'created' });
    await payThroughSandbox(ctx, txn, 'success');
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
    const again = await inject('POST', '/api/advance/pay', me.headers, { register_id: regId });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.nothingDue);
  });

  it('keeps the balance payable once registrations are closed: by staff, by the window, or hidden', async () => {
    const { me, event, regId } = await partPaid();
    await ctx.db.query('UPDATE events SET is_closed = true, registration_closes_on = $2, hidden = true WHERE id = $1', [event.id, addDays(today, -1)]);
    // Registering is closed for everyone else...
    const newcomer = await devotee(ctx);
    expect((await register(ctx, newcomer.headers, { event_id: event.id, accept_terms: true })).statusCode).toBe(422);
    // ...but the part-paid devotee still sees Pay Now and pays the balance.
    const detail = (await inject('POST', '/api/register/detail', me.headers, { register_id: regId })).json().data;
    expect(detail).toMatchObject({ event_close: 0, payable: 10000 });
    const res = await inject('POST', '/api/advance/pay', me.headers, { register_id: regId });
    expect(res.statusCode).toBe(200);
    await payThroughSandbox(ctx, res.json().data.txn_id, 'success');
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
  });

  it.each([
    ['started', { status: 'ongoing' }],
    ['over', { status: 'completed' }],
    ['cancelled', { status: 'cancelled' }],
  ])("refuses once the event has %s ('Please Contact Below Mentioned Number'), and another user's registration", async (_state, change) => {
    const { me, event, regId } = await partPaid();
    const other = await devotee(ctx);
    const theirs = await inject('POST', '/api/advance/pay', other.headers, { register_id: regId });
    expect(theirs.statusCode).toBe(404);
    await ctx.db.query('UPDATE events SET status = $2 WHERE id = $1', [event.id, change.status]);
    const res = await inject('POST', '/api/advance/pay', me.headers, { register_id: regId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: 0, code: 'balance_payment_closed', message: MESSAGES.contactNumber });
    const detail = (await inject('POST', '/api/register/detail', me.headers, { register_id: regId })).json().data;
    expect(detail.event_close).toBe(1);
  });

  it('pays a pay-later registration in full', async () => {
    const me = await devotee(ctx);
    const e = await createEvent(ctx.db, { price_minor: 300_000 });
    const row = await ctx.db.one<{ id: number }>(
      `INSERT INTO registrations (user_id, event_id, program_id, status, currency, amount_minor, total_minor, accept_terms)
       VALUES ($1, $2, 1, 'paylater', 'INR', 300000, 300000, true) RETURNING id`,
      [me.user.id, e.id],
    );
    const res = await inject('POST', '/api/advance/pay', me.headers, { register_id: row!.id });
    expect(await attemptRow(ctx, res.json().data.txn_id)).toMatchObject({ amount_minor: 300_000 });
  });

  it('validates register_id', async () => {
    const me = await devotee(ctx);
    for (const payload of [{}, { register_id: 'abc' }, { register_id: -1 }, { register_id: '12345678901' }]) {
      const res = await inject('POST', '/api/advance/pay', me.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^register_id: /);
    }
  });
});
