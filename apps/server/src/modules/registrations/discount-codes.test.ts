import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract/calls';
import { callUrl, type CallDef } from '@portal/contract/call';
import { DISCOUNT_CODE_CODES } from '@portal/contract/discount-codes';
import { todayIso } from '@portal/contract/fields';
import { testClock } from '../../lib/clock.ts';
import { createEvent } from '../../seed/factories.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { devotee, register, type Headers } from '../payments/test-helpers.ts';
import { staffSession } from '../staff/test-helpers.ts';
import { extractPdfText } from '../documents/test-pdf-text.ts';

/**
 * Discount codes: the server computes what a code takes off (a percent or an amount, after the
 * early-bird), refuses with a code an unknown, not yet valid, expired, used up, other event's or
 * already used code, counts the last use for exactly one of many racing devotees, and only finance
 * or the owner create one (audited).
 */
const clock = testClock(new Date());
let ctx: TestContext;
let finance: Headers;
let coordinator: Headers;
beforeAll(async () => {
  ctx = await startTestApp({}, () => ({ clock }));
  finance = (await staffSession(ctx, 'finance')).headers;
  coordinator = (await staffSession(ctx, 'coordinator')).headers;
});
afterAll(() => ctx.close());

const send = (c: CallDef, headers: Headers, opts: { params?: Record<string, unknown>; body?: object; query?: string } = {}) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, opts.params) + (opts.query ?? ''), headers, ...(opts.body ? { payload: opts.body } : {}) });

let n = 0;
const newCode = () => `TEST${++n}${Date.now() % 100000}`;
const addCode = (body: Record<string, unknown>, headers = finance) => send(calls.adminDiscountCodeAdd, headers, { body });
const estimate = (eventId: number, code: string, headers: Headers = {}) => send(calls.estimatePrice, headers, { params: { id: eventId }, query: `?code=${code}` });
const registerWith = (headers: Headers, eventId: number, code: string) =>
  register(ctx, headers, { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F', discount_code: code });
const today = () => todayIso(clock.now());
const dayFrom = (days: number) => todayIso(new Date(clock.now().getTime() + days * 86_400_000));

describe('what a code takes off', () => {
  it('a percent or an amount, computed on the server, frozen on the registration', async () => {
    const e = await createEvent(ctx.db, { program_id: 3, price_minor: 1_000_000 });
    const pct = newCode();
    expect((await addCode({ code: pct.toLowerCase(), kind: 'percent', value: 12.5, event_id: e.id })).json().success).toBe(1);
    expect((await estimate(e.id, pct)).json()).toMatchObject({ event_price: 10000, code: pct, code_value: 1250, total: 8750 });
    const amt = newCode();
    await addCode({ code: amt, kind: 'amount', value: 20000, program_id: 3 });
    // An amount never takes the total below zero: the place is then free.
    expect((await estimate(e.id, amt)).json()).toMatchObject({ code_value: 10000, total: 0 });

    const p = await devotee(ctx);
    const reg = await registerWith(p.headers, e.id, pct);
    expect(reg.json()).toMatchObject({ success: 1 });
    const row = await ctx.db.one<{ total_minor: string; code_minor: string; discount_code: string }>('SELECT total_minor, code_minor, discount_code FROM registrations WHERE id = $1', [reg.json().register_id]);
    expect(row).toMatchObject({ discount_code: pct });
    expect(Number(row!.code_minor)).toBe(125_000);
    expect(Number(row!.total_minor)).toBe(875_000);
    // The invoice names the code and what it took off.
    const invoice = await ctx.app.inject({ method: 'POST', url: '/api/register/pdf', headers: p.headers, payload: { invoice_id: reg.json().register_id, invoice_type: 'reg' } });
    const text = extractPdfText(invoice.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Discount code ${pct}`);
    expect(text).toMatch(/1,250\.00/);
  });
});

describe('refusals, each with its code', () => {
  it('unknown, disabled, not yet valid, expired, another event, used up, already used by you', async () => {
    const e = await createEvent(ctx.db, { program_id: 3 });
    const other = await createEvent(ctx.db, { program_id: 2 });
    const codeOf = async (body: Record<string, unknown>) => {
      const code = newCode();
      expect((await addCode({ code, kind: 'amount', value: 100, ...body })).json().success).toBe(1);
      return code;
    };
    const refusal = async (eventId: number, code: string) => (await estimate(eventId, code)).json().code;
    expect(await refusal(e.id, 'NOSUCHCODE')).toBe(DISCOUNT_CODE_CODES.unknown);
    expect(await refusal(e.id, await codeOf({ disabled: true }))).toBe(DISCOUNT_CODE_CODES.unknown);
    expect(await refusal(e.id, await codeOf({ valid_from: dayFrom(2) }))).toBe(DISCOUNT_CODE_CODES.notStarted);
    expect(await refusal(e.id, await codeOf({ valid_until: dayFrom(-1) }))).toBe(DISCOUNT_CODE_CODES.expired);
    expect((await estimate(e.id, await codeOf({ valid_from: today(), valid_until: today() }))).json().success).toBe(1);
    expect(await refusal(other.id, await codeOf({ event_id: e.id }))).toBe(DISCOUNT_CODE_CODES.notForEvent);
    expect(await refusal(other.id, await codeOf({ program_id: 3 }))).toBe(DISCOUNT_CODE_CODES.notForEvent);

    const once = await codeOf({ max_uses: 1 });
    const a = await devotee(ctx);
    expect((await registerWith(a.headers, e.id, once)).json().success).toBe(1);
    const b = await devotee(ctx);
    const late = await registerWith(b.headers, e.id, once);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: DISCOUNT_CODE_CODES.usedUp, errors: { discount_code: expect.any(String) } });
    // Nothing was left behind by the refusal.
    expect(await ctx.db.one('SELECT 1 FROM registrations WHERE user_id = $1', [b.user.id])).toBeUndefined();

    const perPerson = await codeOf({ per_person: 1 });
    const c = await devotee(ctx);
    expect((await registerWith(c.headers, e.id, perPerson)).json().success).toBe(1);
    expect((await estimate(other.id, perPerson, c.headers)).json().code).toBe(DISCOUNT_CODE_CODES.alreadyUsed);
    expect((await registerWith(c.headers, other.id, perPerson)).json().code).toBe(DISCOUNT_CODE_CODES.alreadyUsed);
    // Trying the same unpaid registration again gives its use back first: not "already used".
    expect((await registerWith(c.headers, e.id, perPerson)).json().success).toBe(1);
    const uses = await ctx.db.one<{ uses: number }>('SELECT uses FROM discount_codes WHERE code = $1', [perPerson]);
    expect(uses!.uses).toBe(1);
  });
});

describe('the last use', () => {
  it('goes to exactly one of 12 devotees registering at once', async () => {
    const e = await createEvent(ctx.db, { program_id: 3 });
    const code = newCode();
    await addCode({ code, kind: 'percent', value: 50, max_uses: 1 });
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await devotee(ctx));
    const answers = await Promise.all(people.map((p) => registerWith(p.headers, e.id, code)));
    expect(answers.filter((r) => r.json().success === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === DISCOUNT_CODE_CODES.usedUp)).toHaveLength(11);
    const row = await ctx.db.one<{ uses: number; n: number }>('SELECT c.uses, (SELECT count(*)::int FROM discount_code_uses u WHERE u.code_id = c.id) AS n FROM discount_codes c WHERE c.code = $1', [code]);
    expect(row).toEqual({ uses: 1, n: 1 });
  }, 120_000);
});

describe('who keeps the codes', () => {
  it('finance creates and disables (audited); a coordinator reads and is refused a change; bad input names the field', async () => {
    const code = newCode();
    expect((await addCode({ code, kind: 'amount', value: 100 }, coordinator)).statusCode).toBe(403);
    expect((await addCode({ code, kind: 'amount', value: 100 })).json().success).toBe(1);
    expect((await addCode({ code: code.toLowerCase(), kind: 'amount', value: 100 })).json().code).toBe(DISCOUNT_CODE_CODES.taken);
    const list = (await send(calls.adminDiscountCodes, coordinator)).json().data as Array<{ id: number; code: string }>;
    const mine = list.find((c) => c.code === code)!;
    expect((await send(calls.adminDiscountCodeSave, finance, { params: { id: mine.id }, body: { code, kind: 'amount', value: 100, disabled: true } })).json().success).toBe(1);
    const audit = await ctx.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'discount_codes' AND entity_id = $1 ORDER BY id`, [String(mine.id)]);
    expect(audit.map((a) => a.action)).toEqual(['discount-code-add', 'discount-code-save']);
    const bad = await addCode({ code: 'x', kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(['code', 'value']));
  });
});
