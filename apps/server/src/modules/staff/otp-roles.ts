import { MESSAGES } from '@portal/contract/messages';
import { DEFAULT_OTP_REQUIRED_ROLES, OTP_ALWAYS_REQUIRED_ROLES, STAFF_ROLES, type StaffOtpRole, type StaffRole } from '@portal/contract/staff';
import type { Queryable } from '../../db/client.ts';
import { refusedWithCode } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Which roles must sign in with a second factor: the owner's choice per role (`staff_otp_roles`),
 * else the contract's default (owner, finance, coordinator). The owner role is always required
 * (OTP_ALWAYS_REQUIRED_ROLES): the setting cannot switch off its own guard. Read at each sign-in
 * (rare enough that no cache is kept, so a change applies to the next sign-in in every process).
 */
export async function otpRoles(q: Queryable): Promise<StaffOtpRole[]> {
  const rows = await q.query<{ role: StaffRole; required: boolean }>(`SELECT role, required FROM staff_otp_roles`);
  const set = new Map(rows.map((r) => [r.role, r.required]));
  return STAFF_ROLES.map((role) => {
    const fixed = OTP_ALWAYS_REQUIRED_ROLES.includes(role);
    return { role, fixed, required: fixed || (set.get(role) ?? DEFAULT_OTP_REQUIRED_ROLES.includes(role)) };
  });
}

export async function otpRequiredFor(q: Queryable, role: StaffRole): Promise<boolean> {
  return (await otpRoles(q)).find((r) => r.role === role)!.required;
}

/**
 * The owner requires a role's second factor or makes it optional; audited. Its people who have
 * none enrol at their next sign-in (their open sessions run out as usual); people who enrolled
 * keep their factor when it becomes optional.
 */
export async function setOtpRequired(q: Queryable, staffId: number, role: StaffRole, required: boolean): Promise<StaffOtpRole[]> {
  if (OTP_ALWAYS_REQUIRED_ROLES.includes(role)) throw refusedWithCode(409, 'otp_owner_required', MESSAGES.staffOtpOwnerAlways, { role: MESSAGES.staffOtpOwnerAlways });
  const before = await otpRequiredFor(q, role);
  await q.query(
    `INSERT INTO staff_otp_roles (role, required, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (role) DO UPDATE SET required = EXCLUDED.required, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [role, required, staffId],
  );
  await recordAudit(q, { staffId, action: 'update', entity: 'staff_otp_roles', entityId: role, before: { required: before }, after: { required } });
  return otpRoles(q);
}
