import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { REGISTRATION_MESSAGES } from '@portal/contract/registrations';
import { testClock } from '../../lib/clock.ts';
import { addDays, createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { attemptRow, devotee, payThroughSandbox, register, registerTxn, registrationRow, type Headers } from '../payments/test-helpers.ts';
import { buildServices } from '../../services.ts';

/**
 * Closing registrations closes registrations, not payments (PGlite, and PostgreSQL with
 * DATABASE_URL): a part-paid devotee pays the balance and is reminded of it after staff close
 * registrations, until the event starts; the public card of a closed event says so.
 */
const today = todayIso();
const clock = testClock(`${today}T06:30:00Z`); // 12:00 in India
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, () => ({ clock }));
});
afterAll(() => ctx.close());

const post = (url: string, headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });

/** A devotee who paid the ₹5,000 advance of a ₹15,000 event in `days` days. */
async function partPaid(days: number) {
  const me = await devotee(ctx);
  const event = await createEvent(ctx.db, { price_minor: 1_500_000, advance_minor: 500_000, event_date: addDays(today, days) });
  const txn = await registerTxn(ctx, me.headers, { event_id: event.id, payment_mode: 'advance' });
  await payThroughSandbox(ctx, txn, 'success');
  return { me, event, regId: (await attemptRow(ctx, txn))!.registration_id! };
}

const closeRegistrations = (eventId: number) => ctx.db.query('UPDATE events SET is_closed = true WHERE id = $1', [eventId]);

describe('a part-paid devotee after registrations close', () => {
  it('still sees Pay Now and pays the balance; a newcomer cannot register', async () => {
    const { me, event, regId } = await partPaid(10);
    await closeRegistrations(event.id);
    const newcomer = await devotee(ctx);
    const refused = await register(ctx, newcomer.headers, { event_id: event.id, accept_terms: true });
    expect(refused.json()).toMatchObject({ success: 0, message: REGISTRATION_MESSAGES.eventClosed });

    const detail = (await post('/api/register/detail', me.headers, { register_id: regId })).json().data;
    expect(detail).toMatchObject({ event_close: 0, payable: 10000, pay_status: 'partialpay' });
    const pay = await post('/api/advance/pay', me.headers, { register_id: regId });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().message).not.toBe(MESSAGES.contactNumber);
    await payThroughSandbox(ctx, pay.json().data.txn_id, 'success');
    expect(await registrationRow(ctx, regId)).toMatchObject({ status: 'success', paid_minor: 1_500_000 });
  });

  it('is refused once the event has started', async () => {
    const { me, event, regId } = await partPaid(10);
    await ctx.db.query(`UPDATE events SET is_closed = true, status = 'ongoing' WHERE id = $1`, [event.id]);
    const res = await post('/api/advance/pay', me.headers, { register_id: regId });
    expect(res.json()).toEqual({ success: 0, code: 'balance_payment_closed', message: MESSAGES.contactNumber });
  });
});

describe('balance reminders after registrations close', () => {
  it('reminds the balance of a closed event in the week before it, not of a started one', async () => {
    const closed = await partPaid(3);
    await closeRegistrations(closed.event.id);
    const started = await partPaid(4);
    await ctx.db.query(`UPDATE events SET status = 'ongoing' WHERE id = $1`, [started.event.id]);
    await buildServices(ctx.deps).messages.queueReminders();
    const reminded = await ctx.db.query<{ subject_ref: string }>(`SELECT subject_ref FROM messages WHERE kind = 'balance-reminder' ORDER BY id`);
    const refs = reminded.map((r) => r.subject_ref);
    expect(refs).toContain(`registration:${closed.regId}`);
    expect(refs).not.toContain(`registration:${started.regId}`);
  });
});

describe('the public card of a closed event', () => {
  it('says whether the event takes registrations, in every upcoming list', async () => {
    const open = await createEvent(ctx.db, { program_id: 4, event_date: addDays(today, 20) });
    const closed = await createEvent(ctx.db, { program_id: 4, event_date: addDays(today, 21) });
    await closeRegistrations(closed.id);
    const notYet = await createEvent(ctx.db, { program_id: 4, event_date: addDays(today, 22) });
    await ctx.db.query('UPDATE events SET registration_opens_on = $2 WHERE id = $1', [notYet.id, addDays(today, 5)]);
    const flag = (rows: { id: number; registration_open: boolean }[]) =>
      Object.fromEntries(rows.filter((r) => [open.id, closed.id, notYet.id].includes(r.id)).map((r) => [r.id, r.registration_open]));
    const expected = { [open.id]: true, [closed.id]: false, [notYet.id]: false };
    const program = (await ctx.app.inject({ method: 'POST', url: '/api/event/list', payload: { program_id: 4 } })).json().data;
    expect(flag(program)).toEqual(expected);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/eventall/list' })).json().data;
    expect(flag(all)).toEqual(expected);
    const byCategory = (await ctx.app.inject({ method: 'GET', url: '/api/category/event' })).json().data as { events: { id: number; registration_open: boolean }[] }[];
    expect(flag(byCategory.flatMap((c) => c.events))).toEqual(expected);
  });
});
