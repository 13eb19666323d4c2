/**
 * One staff account per role, so every back-office spec can sign in as the role it needs
 * (e2e/staff-helpers.ts). Owner, finance and coordinator (the roles that require a second
 * factor by default) have the known authenticator secret, so the tests compute their codes;
 * the editor has no second factor.
 */
import { STAFF_ROLES, type StaffRole } from '../../packages/contract/src/staff.ts';
import { createStaff, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET } from '../../apps/server/src/seed/staff.ts';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export { STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET };

/** The e2e staff accounts' emails. */
export const STAFF_EMAILS: Record<StaffRole, string> = {
  owner: 'owner@staff.e2e.test',
  editor: 'editor@staff.e2e.test',
  coordinator: 'coordinator@staff.e2e.test',
  finance: 'finance@staff.e2e.test',
};

export const STAFF_NAMES: Record<StaffRole, string> = {
  owner: 'Meena Owner',
  editor: 'Ravi Editor',
  coordinator: 'Lakshmi Coordinator',
  finance: 'Suresh Finance',
};

export async function prepare(q: Queryable) {
  for (const role of STAFF_ROLES) await createStaff(q, { role, email: STAFF_EMAILS[role], name: STAFF_NAMES[role] });
}
