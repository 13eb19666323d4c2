import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_CODES, DISCOUNT_CODE_MESSAGES } from '@portal/contract/discount-codes';
import { todayIso } from '@portal/contract/fields';
import { addDays, createEvent, createUser } from '../../seed/factories.ts';
import { useStaffTestApp } from '../staff/test-helpers.ts';
import type { Headers } from '../payments/test-helpers.ts';

/**
 * A discount code at the desk: checked by the online rules (uses, dates, per person, the event),
 * shown in the desk's price, applied and counted on the registration, and refused with its code.
 */
const { ctx, coordinator } = useStaffTestApp();
const today = todayIso();
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const register = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/admin/desk/registrations', headers: coordinator, payload });
let people = 0;
let events = 0;
const walkIn = () => createUser(ctx.db, { mobile: `95${String(++people).padStart(8, '0')}` });

/** A ₹2,000 event and a code for it. */
async function eventWithCode(code: { code: string } & Record<string, unknown>) {
  const e = await createEvent(ctx.db, { event_name: `Desk code camp ${++events}`, price_minor: 200_000, discount_percent: 0, event_date: addDays(today, 10) });
  const c: Record<string, unknown> = { kind: 'amount', value: 500, max_uses: null, per_person: null, valid_from: null, valid_until: null, ...code };
  await ctx.db.query(
    `INSERT INTO discount_codes (code, kind, value, event_id, max_uses, per_person, valid_from, valid_until) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.code, c.kind, c.value, e.id, c.max_uses, c.per_person, c.valid_from, c.valid_until],
  );
  return e;
}

describe('a discount code at the desk', () => {
  it('the quote shows the code and what it takes off; the registration is priced with it, the use counted, audited', async () => {
    const e = await eventWithCode({ code: 'DESKFIVE', value: 500 });
    const p = await walkIn();
    // Typed in lower case at the desk, as a devotee would say it.
    const quote = (await get(`/api/admin/desk/quote?event_id=${e.id}&user_id=${p.id}&discount_code=deskfive`, coordinator)).json().data;
    expect(quote).toMatchObject({ total: 1500, code: 'DESKFIVE', code_value: 500, code_error: '' });
    const res = await register({ user_id: p.id, event_id: e.id, payment: 'cash', discount_code: 'deskfive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1500, code: 'DESKFIVE', code_value: 500, status: 'success' });
    const id = res.json().data.registration_id as number;
    expect(await ctx.db.one('SELECT discount_code, code_minor::int AS code_minor, total_minor::int AS total, paid_minor::int AS paid FROM registrations WHERE id = $1', [id])).toEqual({
      discount_code: 'DESKFIVE', code_minor: 50_000, total: 150_000, paid: 150_000,
    });
    expect(await ctx.db.one(`SELECT uses FROM discount_codes WHERE code = 'DESKFIVE'`)).toEqual({ uses: 1 });
    expect(await ctx.db.one(`SELECT after->>'discount_code' AS code, (after->>'code_minor')::int AS off FROM audit_log WHERE action = 'desk-register' AND entity_id = $1`, [String(id)])).toEqual({ code: 'DESKFIVE', off: 50_000 });
  });

  it('a code used up, expired, not started or not for this event: the quote says why and prices without it; the registration is refused with its code and nothing is left behind', async () => {
    const used = await eventWithCode({ code: 'USEDUP', max_uses: 1 });
    await ctx.db.query(`UPDATE discount_codes SET uses = 1 WHERE code = 'USEDUP'`);
    const expired = await eventWithCode({ code: 'OLDCODE', valid_until: addDays(today, -1) });
    const early = await eventWithCode({ code: 'SOONCODE', valid_from: addDays(today, 2) });
    await eventWithCode({ code: 'ELSEWHERE' });
    const plain = await createEvent(ctx.db, { event_name: 'Desk plain camp', price_minor: 200_000, discount_percent: 0, event_date: addDays(today, 10) });
    const cases = [
      [used.id, 'USEDUP', 'usedUp'],
      [expired.id, 'OLDCODE', 'expired'],
      [early.id, 'SOONCODE', 'notStarted'],
      [plain.id, 'ELSEWHERE', 'notForEvent'],
      [plain.id, 'NOSUCHCODE', 'unknown'],
    ] as const;
    for (const [eventId, code, why] of cases) {
      const p = await walkIn();
      const quote = (await get(`/api/admin/desk/quote?event_id=${eventId}&user_id=${p.id}&discount_code=${code}`, coordinator)).json().data;
      expect(quote, code).toMatchObject({ total: 2000, code: '', code_value: 0, code_error: DISCOUNT_CODE_MESSAGES[why] });
      const res = await register({ user_id: p.id, event_id: eventId, payment: 'cash', discount_code: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code: DISCOUNT_CODE_CODES[why], errors: { discount_code: DISCOUNT_CODE_MESSAGES[why] } });
      expect(await ctx.db.one('SELECT count(*)::int AS n FROM registrations WHERE user_id = $1', [p.id])).toEqual({ n: 0 });
    }
  });

  it('per person: a devotee who used the code online (or at the desk) may not use it again; the last use goes to one person only', async () => {
    const code = 'ONCEEACH';
    const e = await eventWithCode({ code, per_person: 1, max_uses: 2 });
    const first = await walkIn();
    const paidLater = await register({ user_id: first.id, event_id: e.id, payment: 'later', discount_code: code });
    expect(paidLater.statusCode, paidLater.body).toBe(200);
    // The code opened to every event: the same person at a second event has used their one use.
    const e2 = await createEvent(ctx.db, { event_name: 'Desk code camp twin', price_minor: 200_000, discount_percent: 0, event_date: addDays(today, 11) });
    await ctx.db.query('UPDATE discount_codes SET event_id = NULL WHERE upper(code) = $1', [code]);
    const quote = (await get(`/api/admin/desk/quote?event_id=${e2.id}&user_id=${first.id}&discount_code=${code}`, coordinator)).json().data;
    expect(quote.code_error).toBe(DISCOUNT_CODE_MESSAGES.alreadyUsed);
    const again = await register({ user_id: first.id, event_id: e2.id, payment: 'cash', discount_code: code });
    expect(again.json()).toMatchObject({ code: DISCOUNT_CODE_CODES.alreadyUsed });
    const second = await walkIn();
    expect((await register({ user_id: second.id, event_id: e2.id, payment: 'cash', discount_code: code })).statusCode).toBe(200);
    const third = await walkIn();
    const late = await register({ user_id: third.id, event_id: e2.id, payment: 'cash', discount_code: code });
    expect(late.json()).toMatchObject({ code: DISCOUNT_CODE_CODES.usedUp });
    expect(await ctx.db.one('SELECT uses FROM discount_codes WHERE upper(code) = $1', [code])).toEqual({ uses: 2 });
  });
});
