import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_CSRF_HEADER } from '@portal/contract/staff';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createStaff, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET } from '../../seed/staff.ts';
import { secureCookie } from './session-cookie.ts';

/**
 * A stolen staff session must not become a permanent takeover: each test performs one attack a
 * thief holding a session (or a script on the site) would try, and shows it refused.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

let ip = 10;
type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, headers: Headers = {}) => ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `203.0.113.${ip}` });
const patch = (url: string, payload: object, headers: Headers) => ctx.app.inject({ method: 'PATCH', url, payload, headers });
const me = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers });

/**
 * A code of the account's app that the server has not seen yet: it takes each 30-second step once
 * per account and never an earlier one, within one step of drift (a test uses at most three). A
 * code of the step before is valid only until the current step ends: in that step's last seconds
 * (the sign-in checks the password first, which takes a moment) the code waits for the next step.
 */
const lastStep = new Map<number, number>();
async function nextCode(staffId: number, secret = STAFF_TEST_TOTP_SECRET): Promise<string> {
  for (;;) {
    const now = Date.now() / 30_000;
    const current = Math.floor(now);
    const step = Math.max(current - 1, (lastStep.get(staffId) ?? 0) + 1);
    const secondsLeft = (current + 1 - now) * 30;
    if (step > current + 1 || (step === current - 1 && secondsLeft < 5)) {
      await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 100));
      continue;
    }
    lastStep.set(staffId, step);
    return generate({ secret, epoch: step * 30 });
  }
}

async function signIn(email: string, password = STAFF_TEST_PASSWORD, otp?: string) {
  ip += 1;
  const res = await post('/api/admin/login', { email, password, ...(otp ? { otp } : {}) });
  const body = res.json();
  if (!body.access_token) throw new Error(`not signed in: ${res.body}`);
  const cookie = String(res.headers['set-cookie']);
  return { token: body.access_token as string, csrf: body.csrf_token as string, cookie, pair: cookie.split(';')[0]! };
}

describe('a stolen session cannot change the password', () => {
  it('refuses the setup call to a full session, and the account call without the current password', async () => {
    const editor = await createStaff(ctx.db, { role: 'editor' });
    const real = await signIn(editor.email);
    const thief = await signIn(editor.email);

    const setup = await post('/api/admin/setup/password', { password: 'thief-password-1' }, bearer(thief.token));
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual({ success: 0, code: 'staff_setup_finished', message: MESSAGES.staffSetupFinished });
    const missing = await post('/api/admin/account/password', { password: 'thief-password-1' }, bearer(thief.token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.current_password).toBe(MESSAGES.required);
    const guessed = await post('/api/admin/account/password', { current_password: 'a-wrong-guess', password: 'thief-password-1' }, bearer(thief.token));
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().errors.current_password).toBe(MESSAGES.staffCurrentPasswordWrong);
    // Nothing changed: the real person is still signed in, and their password still works.
    expect((await me(bearer(real.token))).statusCode).toBe(200);
    await signIn(editor.email);

    // The person, who knows the password, changes it: this session goes on, the others end.
    const own = await post('/api/admin/account/password', { current_password: STAFF_TEST_PASSWORD, password: 'my-new-password-1' }, bearer(real.token));
    expect(own.json()).toEqual({ success: 1, message: MESSAGES.staffPasswordChanged });
    expect((await me(bearer(real.token))).statusCode).toBe(200);
    expect((await me(bearer(thief.token))).statusCode).toBe(401);
    await signIn(editor.email, 'my-new-password-1');
  });
});

describe('a stolen session cannot enrol an authenticator', () => {
  it("refuses an editor's session the setup enrolment and the account enrolment without the password", async () => {
    const editor = await createStaff(ctx.db, { role: 'editor' });
    const thief = await signIn(editor.email);
    expect((await post('/api/admin/setup/otp', {}, bearer(thief.token))).statusCode).toBe(403);
    expect((await post('/api/admin/setup/otp/confirm', { otp: '123456' }, bearer(thief.token))).statusCode).toBe(403);
    const noPassword = await post('/api/admin/account/otp', {}, bearer(thief.token));
    expect(noPassword.json().errors.current_password).toBe(MESSAGES.required);
    // No secret was handed out, so there is nothing to confirm.
    const confirm = await post('/api/admin/account/otp/confirm', { otp: '123456' }, bearer(thief.token));
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(MESSAGES.staffOtpNotStarted);
    expect((await me(bearer(thief.token))).json().data.totp_enabled).toBe(false);
  });

  it("refuses a finance session a new app without a current code, even with the password; with one, the new app replaces the old", async () => {
    const finance = await createStaff(ctx.db, { role: 'finance' });
    const session = await signIn(finance.email, STAFF_TEST_PASSWORD, await nextCode(finance.id));
    const noCode = await post('/api/admin/account/otp', { current_password: STAFF_TEST_PASSWORD }, bearer(session.token));
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors.otp).toBe(MESSAGES.staffCurrentCodeNeeded);
    const wrong = await post('/api/admin/account/otp', { current_password: STAFF_TEST_PASSWORD, otp: '000000' }, bearer(session.token));
    expect(wrong.json().errors.otp).toBe(MESSAGES.staffOtpInvalid);

    const enrol = (await post('/api/admin/account/otp', { current_password: STAFF_TEST_PASSWORD, otp: await nextCode(finance.id) }, bearer(session.token))).json();
    const secret = enrol.data.secret as string;
    // Until the new app's code confirms it, the old app still signs in.
    await signIn(finance.email, STAFF_TEST_PASSWORD, await nextCode(finance.id));
    const done = (await post('/api/admin/account/otp/confirm', { otp: await generate({ secret }) }, bearer(session.token))).json();
    expect(done).toMatchObject({ success: 1, message: MESSAGES.staffOtpEnabled });
    expect(done.recovery_codes).toHaveLength(10);
    expect((await me(bearer(session.token))).statusCode).toBe(200);
    ip += 1;
    const oldApp = await post('/api/admin/login', { email: finance.email, password: STAFF_TEST_PASSWORD, otp: await generate({ secret: STAFF_TEST_TOTP_SECRET }) });
    expect(oldApp.json().message).toBe(MESSAGES.staffOtpInvalid);
    const audit = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'otp_replace' AND entity_id = $1`, [String(finance.id)]);
    expect(audit!.n).toBe(1);
  });
});

describe('nobody resets their own second factor with a session alone', () => {
  it("refuses an owner's reset of their own factor without a code; another owner, or the owner with a code, may", async () => {
    const owner = await createStaff(ctx.db, { role: 'owner' });
    const other = await createStaff(ctx.db, { role: 'owner' });
    const session = await signIn(owner.email, STAFF_TEST_PASSWORD, await nextCode(owner.id));
    const self = await post(`/api/admin/staff/${owner.id}/reset-otp`, {}, bearer(session.token));
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.otp).toBe(MESSAGES.staffOwnOtpReset);
    const guessed = await post(`/api/admin/staff/${owner.id}/reset-otp`, { otp: '123456' }, bearer(session.token));
    expect(guessed.json().errors.otp).toBe(MESSAGES.staffOtpInvalid);
    expect((await me(bearer(session.token))).json().data.totp_enabled).toBe(true);

    const withCode = await post(`/api/admin/staff/${owner.id}/reset-otp`, { otp: await nextCode(owner.id) }, bearer(session.token));
    expect(withCode.json()).toMatchObject({ success: 1, data: { totp_enabled: false } });
    const otherSession = await signIn(other.email, STAFF_TEST_PASSWORD, await nextCode(other.id));
    const byOther = await post(`/api/admin/staff/${owner.id}/reset-otp`, {}, bearer(otherSession.token));
    expect(byOther.json()).toMatchObject({ success: 1, message: MESSAGES.staffOtpReset });
  });
});

describe('a role that requires two-step takes effect at the next sign-in', () => {
  it("ends an editor's sessions when promoted, so the session that never passed two-step cannot demote the real owner", async () => {
    const owner = await createStaff(ctx.db, { role: 'owner' });
    const promotedEditor = await createStaff(ctx.db, { role: 'editor' });
    const ownerSession = await signIn(owner.email, STAFF_TEST_PASSWORD, await nextCode(owner.id));
    const thief = await signIn(promotedEditor.email);

    // Making an owner asks for the acting owner's password.
    const noPassword = await patch(`/api/admin/staff/${promotedEditor.id}`, { role: 'owner' }, bearer(ownerSession.token));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors.current_password).toBe(MESSAGES.staffOwnerPasswordNeeded);
    const promoted = await patch(`/api/admin/staff/${promotedEditor.id}`, { role: 'owner', current_password: STAFF_TEST_PASSWORD }, bearer(ownerSession.token));
    expect(promoted.json()).toMatchObject({ success: 1, data: { role: 'owner' } });

    expect((await me(bearer(thief.token))).statusCode).toBe(401);
    const demote = await patch(`/api/admin/staff/${owner.id}`, { role: 'editor' }, bearer(thief.token));
    expect(demote.statusCode).toBe(401);
    expect((await me(bearer(ownerSession.token))).json().data.role).toBe('owner');
    // Signing in again asks for the enrolment the new role requires.
    ip += 1;
    expect((await post('/api/admin/login', { email: promotedEditor.email, password: STAFF_TEST_PASSWORD })).json().step).toBe('otp_enrol');
  });

  it('ends the sessions of a promotion to finance too', async () => {
    const owner = await createStaff(ctx.db, { role: 'owner' });
    const editor = await createStaff(ctx.db, { role: 'editor' });
    const ownerSession = await signIn(owner.email, STAFF_TEST_PASSWORD, await nextCode(owner.id));
    const session = await signIn(editor.email);
    await patch(`/api/admin/staff/${editor.id}`, { role: 'finance' }, bearer(ownerSession.token));
    expect((await me(bearer(session.token))).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict and sent to /api/admin only; Secure over https and in production', async () => {
    const editor = await createStaff(ctx.db, { role: 'editor' });
    const { cookie } = await signIn(editor.email);
    expect(cookie).toMatch(/^staff_session_[A-Za-z0-9_-]{12}=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/api/admin;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(secureCookie({ isProduction: true, PUBLIC_URL: undefined })).toBe(true);
    expect(secureCookie({ isProduction: false, PUBLIC_URL: 'https://example.org' })).toBe(true);
    expect(secureCookie({ isProduction: false, PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(false);
  });

  it('is refused without its CSRF token (a page that can send the cookie cannot read the token), for reads and writes', async () => {
    const owner = await createStaff(ctx.db, { role: 'owner' });
    const session = await signIn(owner.email, STAFF_TEST_PASSWORD, await nextCode(owner.id));
    // A second tab's sign-in has a cookie of its own; the browser sends both.
    const otherTab = await signIn(owner.email, STAFF_TEST_PASSWORD, await nextCode(owner.id));
    const cookie = { cookie: `${otherTab.pair}; ${session.pair}` };
    const read = await me(cookie);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ success: 0, code: 'staff_csrf_missing', message: MESSAGES.staffCsrfMissing });
    const forged = await post('/api/admin/staff', { email: 'accomplice@staff.test', name: 'Accomplice', role: 'owner' }, { ...cookie, [STAFF_CSRF_HEADER]: 'x'.repeat(43) });
    // A guessed token matches no cookie: as if signed out.
    expect(forged.statusCode).toBe(401);
    expect(await ctx.db.one(`SELECT id FROM staff WHERE email = 'accomplice@staff.test'`)).toBeUndefined();
    // The back office's page sends the token it got at sign-in.
    const ok = await me({ ...cookie, [STAFF_CSRF_HEADER]: session.csrf });
    expect(ok.json().data.id).toBe(owner.id);
    // Signing out ends the session and clears the cookie.
    const out = await post('/api/admin/logout', {}, { ...cookie, [STAFF_CSRF_HEADER]: session.csrf });
    expect(String(out.headers['set-cookie']).split('; ').sort()).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/api/admin', 'SameSite=Strict', `${session.pair.split('=')[0]}=`]);
    expect((await me({ ...cookie, [STAFF_CSRF_HEADER]: session.csrf })).statusCode).toBe(401);
    // The other tab's session goes on.
    expect((await me({ ...cookie, [STAFF_CSRF_HEADER]: otherTab.csrf })).statusCode).toBe(200);
  });
});
