import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { StaffRole } from '@portal/contract/staff';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { createStaff, STAFF_TEST_PASSWORD } from '../../seed/staff.ts';
import { staffOfEveryRole } from './test-helpers.ts';

/** Two-step sign-in chosen per role by the owner: the default, the owner's change (audited), the owner role fixed. */
let ctx: TestContext;
let headers: Record<StaffRole, Record<string, string>>;
let ownerId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  const cast = await staffOfEveryRole(ctx);
  headers = cast.headers;
  ownerId = cast.ids.owner;
});
afterAll(async () => ctx.close());

let ip = 10;
const login = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: STAFF_TEST_PASSWORD }, remoteAddress: `198.51.100.${ip++}` });
const roles = (as: Record<string, string>) => ctx.app.inject({ method: 'GET', url: callUrl(calls.adminStaffOtpRoles), headers: as });
const setRole = (role: string, payload: unknown, as: Record<string, string> = headers.owner) =>
  ctx.app.inject({ method: 'PATCH', url: callUrl(calls.adminStaffOtpRoleUpdate, { role }), headers: as, payload: payload as object });

describe('two-step sign-in per role', () => {
  it('requires it of owner, finance and coordinator by default; a coordinator without a factor is sent to enrol', async () => {
    const res = await roles(headers.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { role: 'owner', required: true, fixed: true },
      { role: 'editor', required: false, fixed: false },
      { role: 'coordinator', required: true, fixed: false },
      { role: 'finance', required: true, fixed: false },
    ]);
    const coordinator = await createStaff(ctx.db, { role: 'coordinator', totpSecret: null });
    expect((await login(coordinator.email)).json()).toMatchObject({ success: 1, step: 'otp_enrol' });
  });

  it('lets the owner require it for editors (audited): an editor without a factor enrols at the next sign-in; optional again, signs in at once', async () => {
    const editor = await createStaff(ctx.db, { role: 'editor' });
    expect((await login(editor.email)).json()).toMatchObject({ success: 1, staff: { role: 'editor' } });

    const on = await setRole('editor', { required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ success: 1, message: MESSAGES.staffOtpRolesSaved });
    expect(on.json().data.find((r: { role: string }) => r.role === 'editor')).toEqual({ role: 'editor', required: true, fixed: false });
    expect((await login(editor.email)).json()).toMatchObject({ success: 1, step: 'otp_enrol' });
    const audit = await ctx.db.one<{ staff_id: number; before: unknown; after: unknown }>(
      `SELECT staff_id, before, after FROM audit_log WHERE entity = 'staff_otp_roles' AND entity_id = 'editor' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ staff_id: ownerId, before: { required: false }, after: { required: true } });

    const off = await setRole('editor', { required: false });
    expect(off.json().data.find((r: { role: string }) => r.role === 'editor').required).toBe(false);
    expect((await login(editor.email)).json()).toMatchObject({ success: 1, staff: { role: 'editor' } });
  });

  it('lets the owner make it optional for coordinators, and back', async () => {
    const coordinator = await createStaff(ctx.db, { role: 'coordinator', totpSecret: null });
    expect((await setRole('coordinator', { required: false })).statusCode).toBe(200);
    expect((await login(coordinator.email)).json()).toMatchObject({ success: 1, staff: { role: 'coordinator' } });
    expect((await setRole('coordinator', { required: true })).statusCode).toBe(200);
    expect((await login(coordinator.email)).json()).toMatchObject({ success: 1, step: 'otp_enrol' });
  });

  it('never makes it optional for owners (a code), and changes nothing', async () => {
    const res = await setRole('owner', { required: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: 0, code: 'otp_owner_required', message: MESSAGES.staffOtpOwnerAlways });
    expect((await roles(headers.owner)).json().data[0]).toEqual({ role: 'owner', required: true, fixed: true });
  });

  it('refuses a bad role or value by name, and every role but the owner', async () => {
    const badRole = await setRole('volunteer', { required: true });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/^role/);
    const badValue = await setRole('editor', { required: 'yes' });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().errors).toHaveProperty('required');
    for (const role of ['editor', 'coordinator', 'finance'] as const) {
      expect((await roles(headers[role])).statusCode, role).toBe(403);
      expect((await setRole('editor', { required: true }, headers[role])).statusCode, role).toBe(403);
    }
    expect((await roles(headers.owner)).json().data[1]).toMatchObject({ role: 'editor', required: false });
  });
});
