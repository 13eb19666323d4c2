import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS, OTP_REQUIRED_ROLES, STAFF_STORAGE_KEY, type StaffRole } from '@portal/contract/staff';
import { todayIso } from '@portal/contract/fields';
import { apiCall } from './api-client.ts';
import { STAFF_EMAILS, STAFF_NAMES, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET } from './fixture-data/staff.ts';

export { STAFF_EMAILS, STAFF_NAMES, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET };

/** The current code of the e2e owner's and finance's authenticator. */
export const staffOtp = (secret = STAFF_TEST_TOTP_SECRET) => generate({ secret });

/**
 * Signs a role's e2e account in through the API (with its code when the role has one) and
 * returns the staff token. Each call opens a new session.
 */
export async function staffLogin(request: APIRequestContext, role: StaffRole): Promise<string> {
  const otp = OTP_REQUIRED_ROLES.includes(role) ? await staffOtp() : undefined;
  const res = await apiCall(request, calls.adminLogin, { body: { email: STAFF_EMAILS[role], password: STAFF_TEST_PASSWORD, otp } });
  if (!('access_token' in res)) throw new Error(`staff sign-in of ${role} did not finish: ${JSON.stringify(res)}`);
  return res.access_token;
}

/** Opens the back office (or `path` in it) in `page`, signed in as `role` without the form. */
export async function openAdminAs(page: Page, role: StaffRole, path: string = ADMIN_PATHS.root) {
  const token = await staffLogin(page.request, role);
  const stored = JSON.stringify({ access_token: token, name: STAFF_NAMES[role], role });
  // Stored once (not on every navigation), so signing out in the test really signs out.
  await page.goto(ADMIN_PATHS.login);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [STAFF_STORAGE_KEY, stored]);
  await page.goto(path);
  await expect(page.getByTestId('admin-who')).toContainText(STAFF_NAMES[role]);
  return token;
}

/** A day counted from today in India (YYYY-MM-DD). */
export const istDay = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

/**
 * A published Ulchemy event of the test's own, made through the back office's API (a test that
 * changes or cancels an event never touches one another test uses). Priced ₹9,000, in 10 days.
 */
export async function publishEvent(request: APIRequestContext, token: string, eventName: string) {
  const res = await apiCall(request, calls.adminEventCreate, {
    token,
    body: { program_id: 1, event_name: eventName, event_date: istDay(10), city_name: 'Karur', event_address: '3 River Road, Karur', event_price: 9000, published: true },
  });
  if (res.success !== 1) throw new Error(`event not created: ${JSON.stringify(res)}`);
  return res.data;
}
