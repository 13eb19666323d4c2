import type { StaffRole } from '@portal/contract/staff';
import { STAFF_LIMITS } from '@portal/contract/staff';
import type { TestContext } from '../../test/harness.ts';
import { createStaff, type StaffInput } from '../../seed/staff.ts';
import { createStaffSession } from './repository.ts';

/**
 * For every module's API tests: a staff member of `role` with a live session, without going
 * through sign-in (the staff tests cover that). Returns the bearer header to send.
 */
export async function staffSession(ctx: Pick<TestContext, 'db'>, role: StaffRole, overrides: StaffInput = {}) {
  const staff = await createStaff(ctx.db, { role, ...overrides });
  const token = await createStaffSession(ctx.db, staff.id, 'full', STAFF_LIMITS.sessionHours);
  return { staff, token, headers: { authorization: `Bearer ${token}` } };
}
