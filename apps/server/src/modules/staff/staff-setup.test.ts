import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { MESSAGES } from '@portal/contract/messages';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createStaff, STAFF_TEST_PASSWORD } from '../../seed/staff.ts';
import { STAFF_LOGIN_LIMITS } from './service.ts';

/** Two-step sign-in: enrolment with recovery codes, a first password of one's own, throttling. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

let ip = 10;
const post = (url: string, payload: Record<string, unknown> = {}, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: `198.51.100.${ip}` });
const login = (payload: Record<string, unknown>) => post('/api/admin/login', payload);

describe('enrolling the second factor', () => {
  it('makes an owner without one enrol at first sign-in, then asks for the code; recovery codes work once', async () => {
    ip += 1;
    const owner = await createStaff(ctx.db, { role: 'owner', totpSecret: null });
    const first = (await login({ email: owner.email, password: STAFF_TEST_PASSWORD })).json();
    expect(first).toMatchObject({ success: 1, step: 'otp_enrol', message: MESSAGES.staffOtpEnrol });
    const setup = first.setup_token as string;

    // The setup session opens nothing else.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${setup}` } });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ success: 0, code: 'staff_setup_only', message: MESSAGES.staffSetupOnly });

    const enrol = (await post('/api/admin/setup/otp', {}, setup)).json();
    expect(enrol.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    expect(enrol.data.otpauth_uri).toContain(`secret=${enrol.data.secret}`);
    const wrong = await post('/api/admin/setup/otp/confirm', { otp: '12345' }, setup);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.otp).toBe(MESSAGES.staffOtpInvalid);

    const done = (await post('/api/admin/setup/otp/confirm', { otp: await generate({ secret: enrol.data.secret }) }, setup)).json();
    expect(done).toMatchObject({ success: 1, message: MESSAGES.staffOtpEnabled, staff: { role: 'owner' } });
    expect(done.recovery_codes).toHaveLength(10);
    // The setup session has ended; the new one works.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${setup}` } })).statusCode).toBe(401);
    const meNow = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${done.access_token}` } });
    expect(meNow.json().data.totp_enabled).toBe(true);
    // The secret is never answered again, and never in the audit log.
    const audit = await ctx.db.query<{ after: unknown }>(`SELECT after FROM audit_log WHERE staff_id = $1`, [owner.id]);
    expect(JSON.stringify(audit)).not.toContain(enrol.data.secret);

    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD })).json().step).toBe('otp_required');
    const code = done.recovery_codes[0] as string;
    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp: code.toUpperCase() })).json()).toMatchObject({ success: 1, staff: { role: 'owner' } });
    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp: code })).json()).toEqual({ success: 0, code: 'staff_otp_invalid', message: MESSAGES.staffOtpInvalid });
  });

  it('offers the factor to an editor once signed in (asked for the password), and refuses a second enrolment', async () => {
    ip += 1;
    const editor = await createStaff(ctx.db, { role: 'editor' });
    const token = (await login({ email: editor.email, password: STAFF_TEST_PASSWORD })).json().access_token as string;
    const enrol = (await post('/api/admin/account/otp', { current_password: STAFF_TEST_PASSWORD }, token)).json();
    const done = (await post('/api/admin/account/otp/confirm', { otp: await generate({ secret: enrol.data.secret }) }, token)).json();
    expect(done.recovery_codes).toHaveLength(10);
    expect(done.access_token).toBeUndefined();
    // The first sign-in's enrolment is not for a signed-in session.
    const again = await post('/api/admin/setup/otp', {}, token);
    expect(again.statusCode).toBe(403);
    expect((await login({ email: editor.email, password: STAFF_TEST_PASSWORD })).json().step).toBe('otp_required');
  });
});

describe('a first password of their own', () => {
  it('asks for a new password, then for enrolment (finance), with the same setup token', async () => {
    ip += 1;
    const finance = await createStaff(ctx.db, { role: 'finance', totpSecret: null, mustChangePassword: true });
    const first = (await login({ email: finance.email, password: STAFF_TEST_PASSWORD })).json();
    expect(first).toMatchObject({ step: 'password_change', message: MESSAGES.staffPasswordChange });
    const short = await post('/api/admin/setup/password', { password: 'short' }, first.setup_token);
    expect(short.json().errors.password).toBe(MESSAGES.staffPasswordLength);
    const same = await post('/api/admin/setup/password', { password: STAFF_TEST_PASSWORD }, first.setup_token);
    expect(same.json().errors.password).toBe(MESSAGES.staffPasswordSame);
    const next = (await post('/api/admin/setup/password', { password: 'a-new-long-password' }, first.setup_token)).json();
    expect(next).toMatchObject({ step: 'otp_enrol', setup_token: first.setup_token });
    expect((await login({ email: finance.email, password: STAFF_TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('signs an editor in once the password is chosen', async () => {
    ip += 1;
    const editor = await createStaff(ctx.db, { role: 'editor', mustChangePassword: true });
    const first = (await login({ email: editor.email, password: STAFF_TEST_PASSWORD })).json();
    const done = (await post('/api/admin/setup/password', { password: 'my-own-password-1' }, first.setup_token)).json();
    expect(done).toMatchObject({ success: 1, staff: { name: editor.name, role: 'editor' } });
    expect((await login({ email: editor.email, password: 'my-own-password-1' })).json().access_token).toBeTruthy();
  });
});

describe('throttling', () => {
  it('refuses further tries of one email from one address after the limit', async () => {
    ip += 1;
    const editor = await createStaff(ctx.db, { role: 'editor' });
    for (let i = 0; i < STAFF_LOGIN_LIMITS.pair.max; i += 1) {
      expect((await login({ email: editor.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const refused = await login({ email: editor.email, password: STAFF_TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
