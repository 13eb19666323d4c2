import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_ROLES } from '@portal/contract/staff';
import { loginAs, startTestApp, type TestContext } from '../../test/harness.ts';
import { createStaff, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET } from '../../seed/staff.ts';
import { staffSession } from './test-helpers.ts';

/** Staff sign-in and the one gate of every staff call: 401 success 2 without a staff session, 403 success 0 for a role. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const login = (payload: Record<string, unknown>, remoteAddress = '198.51.100.20') =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });

describe('staff sign-in', () => {
  it('signs an editor in with email and password and answers who they are', async () => {
    const editor = await createStaff(ctx.db, { role: 'editor', email: 'Editor.One@Staff.Test' });
    const res = await login({ email: 'editor.one@staff.test', password: STAFF_TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: 1, staff: { name: editor.name, role: 'editor' } });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json()).toEqual({ success: 1, data: { id: editor.id, email: editor.email, name: editor.name, role: 'editor', totp_enabled: false } });
  });

  it('refuses a wrong password with a message, and a bad email names the field', async () => {
    const editor = await createStaff(ctx.db, { role: 'editor' });
    const res = await login({ email: editor.email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: 0, code: 'staff_login_failed', message: MESSAGES.staffLoginFailed });
    const bad = await login({ email: 'nope', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(MESSAGES.invalidEmail);
  });

  it('asks an owner for the code, then signs in with the code computed from the secret', async () => {
    const owner = await createStaff(ctx.db, { role: 'owner' });
    const first = await login({ email: owner.email, password: STAFF_TEST_PASSWORD });
    expect(first.json()).toEqual({ success: 1, message: MESSAGES.staffOtpRequired, step: 'otp_required' });
    const wrong = await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp: '000000' });
    expect(wrong.json()).toEqual({ success: 0, code: 'staff_otp_invalid', message: MESSAGES.staffOtpInvalid });
    const otp = await generate({ secret: STAFF_TEST_TOTP_SECRET });
    const ok = await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp });
    expect(ok.json()).toMatchObject({ success: 1, staff: { role: 'owner' } });
  });

  it('refuses a time-based code already used on this account (replay), the next step\'s code passes', async () => {
    const owner = await createStaff(ctx.db, { role: 'owner' });
    const other = await createStaff(ctx.db, { role: 'finance' });
    const now = Math.floor(Date.now() / 1000);
    const otp = await generate({ secret: STAFF_TEST_TOTP_SECRET, epoch: now });
    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp })).json()).toMatchObject({ success: 1, staff: { role: 'owner' } });
    // The same code again (a watcher replaying it from another address) is refused, and so is the previous step's code.
    const replay = await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp }, '203.0.113.9');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: 0, code: 'staff_otp_invalid', message: MESSAGES.staffOtpInvalid });
    const earlier = await generate({ secret: STAFF_TEST_TOTP_SECRET, epoch: now - 30 });
    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp: earlier })).statusCode).toBe(401);
    // Another account's code of the same step is its own (the test accounts share a secret).
    expect((await login({ email: other.email, password: STAFF_TEST_PASSWORD, otp })).json()).toMatchObject({ success: 1 });
    // The next step's code (the authenticator's next one, accepted within the drift allowed) passes once.
    const next = await generate({ secret: STAFF_TEST_TOTP_SECRET, epoch: now + 30 });
    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp: next })).json()).toMatchObject({ success: 1 });
    expect((await login({ email: owner.email, password: STAFF_TEST_PASSWORD, otp: next })).statusCode).toBe(401);
    // A wrong password never uses up a code.
    const fresh = await createStaff(ctx.db, { role: 'owner' });
    expect((await login({ email: fresh.email, password: 'wrong-password', otp })).statusCode).toBe(401);
    expect((await login({ email: fresh.email, password: STAFF_TEST_PASSWORD, otp })).json()).toMatchObject({ success: 1 });
  });

  it('refuses a disabled account, and its sessions end at once', async () => {
    const { staff, headers } = await staffSession(ctx, 'editor');
    await ctx.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [staff.id]);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ success: 2, code: 'session_invalid', message: MESSAGES.staffSessionExpired });
    const res = await login({ email: staff.email, password: STAFF_TEST_PASSWORD });
    expect(res.json()).toEqual({ success: 0, code: 'staff_disabled', message: MESSAGES.staffDisabled });
  });

  it('ends a session at logout, after 1 hour idle and after 12 hours', async () => {
    const a = await staffSession(ctx, 'editor');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: a.headers });
    expect(out.json()).toEqual({ success: 1, message: MESSAGES.staffLoggedOut });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: a.headers })).statusCode).toBe(401);

    const idle = await staffSession(ctx, 'editor');
    await ctx.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '61 minutes' WHERE staff_id = $1`, [idle.staff.id]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: idle.headers })).statusCode).toBe(401);

    const old = await staffSession(ctx, 'editor');
    await ctx.db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [old.staff.id]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: old.headers })).statusCode).toBe(401);
  });
});

describe('the staff gate', () => {
  it('answers 401 success 2 without a token and with a devotee token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: 2, code: 'session_invalid', message: MESSAGES.staffSessionExpired });
    const devotee = await loginAs(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: devotee.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
  });

  it('refuses a staff token on devotee calls', async () => {
    const { headers } = await staffSession(ctx, 'owner');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/detail', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(2);
  });

  it.each(STAFF_ROLES.filter((r) => r !== 'owner'))('refuses the %s role an owner-only call with 403 success 0', async (role) => {
    const { headers } = await staffSession(ctx, role);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: 0, code: 'staff_forbidden', message: MESSAGES.staffForbidden });
  });

  it('lets the owner read the audit log, which recorded the sign-ins', async () => {
    const { headers } = await staffSession(ctx, 'owner');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log?entity=staff&per_page=5', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toMatchObject({ action: 'login', entity: 'staff' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log?per_page=500', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.per_page).toBeTruthy();
  });

  it('keeps the audit log append-only in the database', async () => {
    await ctx.db.query(`INSERT INTO audit_log (action, entity) VALUES ('test', 'staff')`);
    await expect(ctx.db.query('UPDATE audit_log SET action = $1', ['changed'])).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
