import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { MESSAGES } from '@portal/contract/messages';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS, DEFAULT_OTP_REQUIRED_ROLES, STAFF_STORAGE_KEY, type StaffRole } from '@portal/contract/staff';
import { todayIso } from '@portal/contract/fields';
import { callUrl } from '@portal/contract/call';
import { apiCall, send } from './api-client.ts';
import { STAFF_EMAILS, STAFF_NAMES, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET } from './fixture-data/staff.ts';

export { STAFF_EMAILS, STAFF_NAMES, STAFF_TEST_PASSWORD, STAFF_TEST_TOTP_SECRET };

/**
 * A code of the account's authenticator that no sign-in of this run used yet. The server takes
 * each 30-second step once per account and never an earlier one (replay), and both workers sign
 * the same accounts in: each step is claimed by creating a file (atomic across processes), the
 * next one after the latest claimed, within the one step of drift the server allows; when both
 * are taken the claim waits for the next step.
 */
export async function staffOtp(account: string = STAFF_EMAILS.owner, secret = STAFF_TEST_TOTP_SECRET): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), 'otp-steps', account.replace(/[^\w.@-]/g, '_'));
  mkdirSync(dir, { recursive: true });
  for (;;) {
    const now = Date.now() / 1000;
    const step = Math.floor(now / 30);
    const latest = Math.max(-1, ...readdirSync(dir).map(Number));
    const candidate = Math.max(step, latest + 1);
    if (candidate <= step + 1) {
      try {
        writeFileSync(path.join(dir, String(candidate)), '', { flag: 'wx' });
        return generate({ secret, epoch: candidate * 30 });
      } catch {
        continue; // the other worker took it: look again
      }
    }
    await new Promise((resolve) => setTimeout(resolve, ((step + 1) * 30 - now) * 1000 + 100));
  }
}

/** A staff session as the API hands it out: the token (bearer, and the cookie's value) and its CSRF token. */
export interface StaffSession {
  token: string;
  csrf: string;
}

/** Each worker's live session per role (a code is taken once per 30 s, so sessions are reused). */
const sessions = new Map<StaffRole, StaffSession>();

/**
 * A session of a role's e2e account: this worker's session of that role while it is still open
 * (a test may have signed it out), else a new sign-in through the API, with its code when the
 * role has one.
 */
export async function staffSessionOf(request: APIRequestContext, role: StaffRole): Promise<StaffSession> {
  const kept = sessions.get(role);
  if (kept && (await send(request, calls.adminMe, { token: kept.token })).status() === 200) return kept;
  for (let attempt = 1; ; attempt++) {
    const otp = DEFAULT_OTP_REQUIRED_ROLES.includes(role) ? await staffOtp(STAFF_EMAILS[role]) : undefined;
    const res = await apiCall(request, calls.adminLogin, { body: { email: STAFF_EMAILS[role], password: STAFF_TEST_PASSWORD, otp } });
    if ('access_token' in res) {
      const session = { token: res.access_token, csrf: res.csrf_token };
      sessions.set(role, session);
      return session;
    }
    // A later step's code reached the server first (the other worker): the next claim is later still.
    if (!(otp && res.message === MESSAGES.staffOtpInvalid && attempt < 3)) throw new Error(`staff sign-in of ${role} did not finish: ${JSON.stringify(res)}`);
  }
}

/** A staff token of a role's e2e account, for calls through the API (sent as the bearer header). */
export async function staffLogin(request: APIRequestContext, role: StaffRole): Promise<string> {
  return (await staffSessionOf(request, role)).token;
}

/**
 * Puts a staff session into the page's browser as a sign-in would: the HttpOnly cookie for
 * /api/admin (named like the server's, one per sign-in) and, in this tab's session storage, who
 * is signed in with the CSRF token. The page must be on the site's origin.
 */
export async function putStaffSession(page: Page, role: StaffRole, session: StaffSession) {
  const { hostname } = new URL(page.url());
  await page.context().addCookies([
    { name: `staff_session_${session.csrf.slice(0, 12)}`, value: session.token, domain: hostname, path: callUrl(calls.adminMe).replace(/\/me$/, ''), httpOnly: true, sameSite: 'Strict' },
  ]);
  const stored = JSON.stringify({ csrf_token: session.csrf, name: STAFF_NAMES[role], role });
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key!, value!), [STAFF_STORAGE_KEY, stored]);
}

/** Opens the back office (or `path` in it) in `page`, signed in as `role` without the form. */
export async function openAdminAs(page: Page, role: StaffRole, path: string = ADMIN_PATHS.root) {
  const session = await staffSessionOf(page.request, role);
  // Stored once (not on every navigation), so signing out in the test really signs out.
  await page.goto(ADMIN_PATHS.login);
  await putStaffSession(page, role, session);
  await page.goto(path);
  await expect(page.getByTestId('admin-who')).toContainText(STAFF_NAMES[role]);
  return session.token;
}

/** A day counted from today in India (YYYY-MM-DD). */
export const istDay = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

/**
 * A published Ulchemy event of the test's own, made through the back office's API (a test that
 * changes or cancels an event never touches one another test uses). Priced ₹9,000, in 10 days:
 * made by `token`'s staff member, priced by finance (prices are finance's: event-money.ts).
 */
export async function publishEvent(request: APIRequestContext, token: string, eventName: string) {
  const res = await apiCall(request, calls.adminEventCreate, {
    token,
    body: { program_id: 1, event_name: eventName, event_date: istDay(10), city_name: 'Karur', event_address: '3 River Road, Karur', published: true },
  });
  if (res.success !== 1) throw new Error(`event not created: ${JSON.stringify(res)}`);
  const priced = await apiCall(request, calls.adminEventUpdate, {
    token: await staffLogin(request, 'finance'),
    params: { id: String(res.data.id) },
    body: { event_price: 9000 },
  });
  if (priced.success !== 1) throw new Error(`event not priced: ${JSON.stringify(priced)}`);
  return priced.data;
}

/**
 * Chooses an event in a back-office event picker as a person does: types its name, waits for it
 * among the suggestions (others may match the words too) and clicks it. `name` is the event's whole name.
 */
export async function pickEvent(page: Page, name: string, label = 'Event') {
  const exact = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(name);
  const option = page.getByRole('option', { name: new RegExp(`^${exact}`) });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(picker).toHaveValue(new RegExp(`^${exact} \\(`));
}

/**
 * Ticks a back-office list's row by the words it shows (a person's name): the box is found inside
 * its row, not by a name of its own (every row's box is called "Select row", so a form field's
 * label on the same page never finds one). A table's rows and the waiting list's items alike.
 */
export async function tickRow(page: Page, words: string) {
  const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: words });
  await row.getByRole('checkbox', { name: 'Select row', exact: true }).check();
}
