import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, type CallDef } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { SETTINGS_MESSAGES } from '@portal/contract/settings';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { staffSession } from '../staff/test-helpers.ts';

/**
 * The site settings over HTTP: the owner reads and changes them; other roles 403, a devotee 401;
 * field messages; the audit row; and the public call showing a change at once.
 */
let ctx: TestContext;
let owner: Record<string, string>;
let ownerId = 0;

beforeAll(async () => {
  ctx = await startTestApp({ MANDIR_INTERNATIONAL_LINK: 'https://fcra.example.org/give' });
  const session = await staffSession(ctx, 'owner');
  owner = session.headers;
  ownerId = session.staff.id;
});
afterAll(() => ctx.close());

const send = (c: CallDef, as: Record<string, string>, body?: object, query?: Record<string, unknown>) =>
  ctx.app.inject({ method: c.method, url: callUrl(c, undefined, query), headers: as, ...(body ? { payload: body } : {}) });

describe('GET /api/admin/settings', () => {
  it("starts from the environment's identity and contact", async () => {
    const res = await send(calls.adminSettings, owner);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const config = ctx.deps.config;
    expect(data).toMatchObject({
      foundation_name: config.FOUNDATION_NAME,
      foundation_address: config.FOUNDATION_ADDRESS,
      foundation_pan: config.FOUNDATION_PAN,
      foundation_80g_urn: config.FOUNDATION_80G_URN,
      foundation_80g_validity: config.FOUNDATION_80G_VALIDITY,
      phone: config.FOUNDATION_PHONE,
      email: config.FOUNDATION_EMAIL,
      pay_link_temple: 'https://fcra.example.org/give',
      help_lines: '',
      shop_address: '',
    });
  });

  it.each(['editor', 'coordinator', 'finance'] as const)('refuses %s with 403', async (role) => {
    const { headers } = await staffSession(ctx, role);
    for (const [c, body] of [[calls.adminSettings, undefined], [calls.adminSettingsUpdate, { phone: '+91 1234 567890' }]] as const) {
      const res = await send(c, headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(0);
    }
  });

  it("refuses a devotee's token and no token with 401", async () => {
    const session = await loginAs(ctx);
    for (const as of [{ authorization: `Bearer ${session.token}` }, {}] as Record<string, string>[]) {
      const res = await send(calls.adminSettingsUpdate, as, { phone: '+91 1234 567890' });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(2);
    }
  });
});

describe('PATCH /api/admin/settings', () => {
  it.each([
    ['email', 'not-an-email', SETTINGS_MESSAGES.invalidEmail],
    ['phone', 'call me', SETTINGS_MESSAGES.invalidPhone],
    ['help_lines', '+91 90000 11111\nabc', SETTINGS_MESSAGES.invalidPhone],
    ['app_android', 'javascript:alert(1)', SETTINGS_MESSAGES.invalidUrl],
    ['karmayogam_video', 'youtube.com/x', SETTINGS_MESSAGES.invalidUrl],
    ['foundation_name', '  ', SETTINGS_MESSAGES.required],
  ])('refuses a bad %s with a message naming the field, changing nothing', async (field, value, message) => {
    const before = (await send(calls.adminSettings, owner)).json().data;
    const res = await send(calls.adminSettingsUpdate, owner, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
    expect(res.json().errors[field]).toBe(message);
    expect((await send(calls.adminSettings, owner)).json().data).toEqual(before);
  });

  it('refuses an unknown setting', async () => {
    const res = await send(calls.adminSettingsUpdate, owner, { shop_adress: 'typo' });
    expect(res.statusCode).toBe(400);
  });

  it('saves, records an audit row, and the public calls show the change at once', async () => {
    // Read first so that any cache holds the old values.
    await send(calls.contactInfo, {});
    const change = {
      help_lines: '+91 98765 43210\n+91 98765 43211',
      shop_address: 'Matangi Shop, 1 Temple Street, Chennai',
      shop_address_ta: 'மாதங்கி கடை, சென்னை',
      phone: '+91 44 1234 5678',
      pay_link_temple: 'https://give.example.org/temple',
    };
    const res = await send(calls.adminSettingsUpdate, owner, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, message: SETTINGS_MESSAGES.saved, data: change });

    const audit = await ctx.db.query<{ staff_id: number; action: string; before: Record<string, string>; after: Record<string, string> }>(
      `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'settings' ORDER BY id`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: ownerId, action: 'update', after: change });
    expect(audit[0]!.before.shop_address).toBe('');

    const info = (await send(calls.contactInfo, {})).json().data;
    expect(info).toMatchObject({ phone: change.phone, help_lines: ['+91 98765 43210', '+91 98765 43211'], shop_address: change.shop_address });
    const tamil = (await send(calls.contactInfo, {}, undefined, { lang: 'ta' })).json().data;
    expect(tamil.shop_address).toBe(change.shop_address_ta);
    expect(tamil.name).toBe(ctx.deps.config.FOUNDATION_NAME); // untranslated: English
    const payLink = (await send(calls.mandirPaylink, {})).json().data;
    expect(payLink.payment_link).toBe(change.pay_link_temple);
  });

  it('writes no audit row when nothing changed', async () => {
    const count = async () => (await ctx.db.query(`SELECT 1 FROM audit_log WHERE entity = 'settings'`)).length;
    const before = await count();
    const current = (await send(calls.adminSettings, owner)).json().data;
    const res = await send(calls.adminSettingsUpdate, owner, { phone: current.phone });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});
