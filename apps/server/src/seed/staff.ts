import { hash } from '@node-rs/argon2';
import { DEFAULT_OTP_REQUIRED_ROLES, type StaffRole } from '@portal/contract/staff';
import type { Queryable } from '../db/client.ts';
import { insertStaff, type StaffRow } from '../modules/staff/index.ts';
import { ARGON2_OPTIONS } from './factories.ts';

/** The password of the staff accounts that tests and the e2e data preparation create. */
export const STAFF_TEST_PASSWORD = 'staff-password-123';
/** The authenticator secret (base32) of the test accounts of roles that require a second factor, so tests can compute codes. */
export const STAFF_TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface StaffInput {
  email?: string;
  name?: string;
  role?: StaffRole;
  password?: string;
  /** A base32 secret: the second factor is on. Default: on (test secret) for the roles that require it by default. */
  totpSecret?: string | null;
  mustChangePassword?: boolean;
}

let seq = 0;
/** A staff account ready to sign in (the factory of the tests and the e2e data). */
export async function createStaff(q: Queryable, s: StaffInput = {}): Promise<StaffRow> {
  const role = s.role ?? 'editor';
  const needsOtp = DEFAULT_OTP_REQUIRED_ROLES.includes(role);
  return insertStaff(q, {
    email: s.email ?? `${role}-${Date.now().toString(36)}-${seq++}@staff.test`,
    name: s.name ?? `Test ${role[0]!.toUpperCase()}${role.slice(1)}`,
    role,
    passwordHash: await hash(s.password ?? STAFF_TEST_PASSWORD, ARGON2_OPTIONS),
    mustChangePassword: s.mustChangePassword ?? false,
    totpSecret: s.totpSecret === undefined ? (needsOtp ? STAFF_TEST_TOTP_SECRET : null) : s.totpSecret,
  });
}
