import { beforeAll } from 'vitest';
import type { StaffRole } from '@portal/contract/staff';
import { STAFF_LIMITS, STAFF_ROLES } from '@portal/contract/staff';
import { useTestApp, type TestContext } from '../../test/harness.ts';
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

/** One signed-in staff member of each role (the back-office tests' cast): headers and ids by role. */
export async function staffOfEveryRole(ctx: Pick<TestContext, 'db'>) {
  const [owner, coordinator, finance, editor] = await Promise.all((['owner', 'coordinator', 'finance', 'editor'] as const).map((r) => staffSession(ctx, r)));
  return {
    headers: { owner: owner!.headers, coordinator: coordinator!.headers, finance: finance!.headers, editor: editor!.headers },
    ids: { owner: owner!.staff.id, coordinator: coordinator!.staff.id, finance: finance!.staff.id, editor: editor!.staff.id },
  };
}

export type StaffTestApp = Record<StaffRole, Record<string, string>> & { ctx: TestContext; ids: Record<StaffRole, number> };

/**
 * A back-office test file's server (useTestApp) and its cast: one signed-in staff member of each
 * role, their headers by role and their ids in `ids`. Like the context, these are filled in
 * before the file's tests run: use them in tests and hooks, not at the top level.
 */
export function useStaffTestApp(...args: Parameters<typeof useTestApp>): StaffTestApp {
  const ctx = useTestApp(...args);
  const app = { ctx, owner: {}, coordinator: {}, finance: {}, editor: {}, ids: {} } as StaffTestApp;
  beforeAll(async () => {
    const staff = await staffOfEveryRole(ctx);
    for (const role of STAFF_ROLES) Object.assign(app[role], staff.headers[role]);
    Object.assign(app.ids, staff.ids);
  });
  return app;
}
