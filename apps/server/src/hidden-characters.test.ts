import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { hasHiddenCharacters, todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, startTestApp, type TestContext } from './test/harness.ts';
import { staffSession } from './modules/staff/test-helpers.ts';
import { accountFields, findPlaces, multipart, newMobile, type Places } from './modules/accounts/test-helpers.ts';

/**
 * Names cannot hide text: a bidi control or an invisible character in a person's name or address
 * is refused (400 naming the field) wherever it would reach a receipt, an export or the back
 * office; Tamil's joiners between Tamil letters stay allowed.
 */
const RLO = '\u202E';
const ZWSP = '\u200B';
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const HIDDEN = MESSAGES.hiddenCharacters;

let ctx: TestContext;
let places: Places;
let owner: Record<string, string>;
let finance: Record<string, string>;
beforeAll(async () => {
  ctx = await startTestApp();
  places = await findPlaces(ctx.db);
  owner = (await staffSession(ctx, 'owner')).headers;
  finance = (await staffSession(ctx, 'finance')).headers;
});
afterAll(() => ctx.close());

function expectRefused(res: { statusCode: number; json: () => { success: number; message: string; errors?: Record<string, string> } }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors?.[field], JSON.stringify(res.json())).toBe(HIDDEN);
  expect(res.json().message).toContain(field);
}

describe('the rule', () => {
  it('finds bidi controls and invisible characters anywhere, and joiners outside Tamil words', () => {
    for (const bad of [`Asha${RLO}fdp.exe`, `Ra${ZWSP}vi`, 'a\u2066b\u2069', '\uFEFFName', 'x\u200Fy', `Ravi${ZWJ}`, `${ZWNJ}க`, `Ra${ZWNJ}vi`]) {
      expect(hasHiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    // Tamil writes க்‌ஷ (ZWNJ) and, from some keyboards, ஸ்‍ரீ (ZWJ): between Tamil letters they are text.
    for (const good of ['Meenakshi Raman', 'மீனாட்சி', `க்${ZWNJ}ஷமா`, `ஸ்${ZWJ}ரீ ராம்`, 'O’Brien-Nair', 'Street 1, Chennai']) {
      expect(hasHiddenCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });
});

describe('every person-facing name and address field', () => {
  it('sign-up and the profile refuse a hidden character in name, address, company and friend names; a Tamil name with its joiner is kept', async () => {
    for (const [field, value] of [['name', `Asha${RLO}fdp.exe`], ['street_address', `1 Temple${ZWSP} Road`], ['company_name', `Acme${RLO}`], ['friend_name', `Ra${ZWSP}vi`]] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/register', ...multipart(accountFields(places, { [field]: value, ...(field === 'friend_name' ? { know_matangi: 'Friend' } : {}) })) });
      expectRefused(res, field);
    }
    const tamil = `க்${ZWNJ}ஷமா`;
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/register', ...multipart(accountFields(places, { name: tamil, mobile: newMobile() })) });
    expect(ok.json().message).toBe(MESSAGES.registered);
    expect((await ctx.db.one<{ name: string }>('SELECT name FROM users WHERE name = $1', [tamil]))?.name).toBe(tamil);

    const me = await loginAs(ctx);
    const form = multipart(accountFields(places, { mobile: me.mobile, name: `Meena${RLO}` }));
    const profile = await ctx.app.inject({ method: 'POST', url: '/api/profile/update', payload: form.payload, headers: { ...form.headers, ...me.headers } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors?.name).toBe(HIDDEN);
  });

  it('the back office refuses them in a devotee correction, an offline donation, a receipt correction, a staff name, the foundation name and the contact form', async () => {
    const me = await loginAs(ctx);
    const devoteeId = (await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [me.mobile]))!.id;
    expectRefused(await ctx.app.inject({ method: 'PATCH', url: `/api/admin/devotees/${devoteeId}`, headers: owner, payload: { name: `Meena${RLO}` } }), 'name');
    expectRefused(await ctx.app.inject({ method: 'PATCH', url: `/api/admin/devotees/${devoteeId}`, headers: owner, payload: { street_address: `9 Lane${ZWSP}` } }), 'street_address');

    const donation = { donor_name: 'Parvathi Raman', donor_address: '3 East Street, Trichy', mobile: '9444099999', pan: 'ABCPR1234D', category: 'donation', mode: 'cheque', amount: 2500, received_on: todayIso(), reference: 'CHQ 1' };
    expectRefused(await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminDonationCreate), headers: finance, payload: { ...donation, donor_name: `Parvathi${RLO} Raman` } }), 'donor_name');
    expectRefused(await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminDonationCreate), headers: finance, payload: { ...donation, donor_address: `3 East${ZWSP} Street` } }), 'donor_address');
    const d = (await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminDonationCreate), headers: finance, payload: donation })).json().data as { id: number; receipt_number: string };
    const cancel = await ctx.app.inject({ method: 'POST', url: callUrl(calls.adminReceiptCancel, { id: d.id }), headers: finance, payload: { receipt_number: d.receipt_number, reason: 'Name', corrected: { donor_name: `Parvathi${RLO}` } } });
    expectRefused(cancel, 'corrected.donor_name');

    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/admin/staff', headers: owner, payload: { email: 'new.staff@example.org', name: `Door${RLO} Keeper`, role: 'coordinator' } }), 'name');

    expectRefused(await ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: owner, payload: { foundation_name: `Trust${RLO}` } }), 'foundation_name');
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: `Ravi${ZWSP}`, email: 'r@example.org', mobile: '9876501234', message: 'Hello' } }), 'name');
    // Nothing was stored.
    expect((await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM donations WHERE donor_name LIKE '%' || chr(8238) || '%'`))!.n).toBe(0);
    expect((await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE name LIKE '%' || chr(8238) || '%'`))!.n).toBe(0);
  });
});
