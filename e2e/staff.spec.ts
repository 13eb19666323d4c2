import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { PATHS } from '@portal/contract/routes';
import { calls } from '@portal/contract/calls';
import { callUrl } from '@portal/contract/call';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS, STAFF_CSRF_HEADER, STAFF_STORAGE_KEY } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openAdminAs, staffLogin, staffOtp, STAFF_EMAILS, STAFF_NAMES, STAFF_TEST_PASSWORD } from './staff-helpers';

/** The back office's session cookies the browser holds (HttpOnly: only the browser itself sees them). */
const staffCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name.startsWith('staff_session_'));

test.describe('back office: staff sign-in and roles', () => {
  test('a public page loads nothing of the back office', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(PATHS.home);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /admin|staff/i.test(u))).toEqual([]);
  });

  test('the owner signs in with the form and the code, opens the audit log and signs out', async ({ page }) => {
    await page.goto(ADMIN_PATHS.audit);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(STAFF_EMAILS.owner);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffLoginFailed);

    await page.getByLabel('Password').fill(STAFF_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffOtpRequired);
    await page.getByLabel(/Code from your authenticator app/).fill(await staffOtp());
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.audit}$`));
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'login' }).first()).toBeVisible();
    // The session is an HttpOnly cookie for /api/admin only; the tab keeps no token a script could read.
    const [cookie] = await staffCookies(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(cookie!.value);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), STAFF_STORAGE_KEY)).toBeNull();
    expect(await staffCookies(page)).toEqual([]);
  });

  test("an editor does not see the owner's sections and is refused them", async ({ page }) => {
    await openAdminAs(page, 'editor');
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await page.goto(ADMIN_PATHS.audit);
    await expect(page.getByTestId('admin-forbidden')).toHaveText(MESSAGES.staffForbidden);
  });

  test("a devotee's session and a staff session never mix", async ({ page, request }) => {
    const account = await createAccount(request);
    await openAdminAs(page, 'coordinator');
    // A devotee signed in on the same browser: the back office keeps its own token.
    await page.evaluate((a) => localStorage.setItem('user', JSON.stringify({ access_token: a.token, user_name: a.name })), account);
    // An ended staff session (success 2: no cookie of this CSRF token) signs the staff member out, not the devotee.
    await page.evaluate((k) => sessionStorage.setItem(k, JSON.stringify({ csrf_token: 'x'.repeat(43), name: 'Gone', role: 'owner' })), STAFF_STORAGE_KEY);
    await page.goto(ADMIN_PATHS.audit);
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain(account.token);
    await expect(page.getByText(STAFF_NAMES.coordinator)).toHaveCount(0);
  });
});

test.describe('back office: the session and a public page', () => {
  test("a script on a public page can neither read the staff session nor use it; the back office's tab goes on", async ({ page, request }) => {
    const token = await openAdminAs(page, 'owner', ADMIN_PATHS.staff);
    // The live chat's script runs on public pages, on the same origin: what it could see and do.
    const publicPage = await page.context().newPage();
    await publicPage.goto(PATHS.home);
    const email = `accomplice-${Date.now()}@staff.e2e.test`;
    const seen = await publicPage.evaluate(
      async ({ me, staff, header, email }) => {
        const storage = JSON.stringify({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } });
        const read = await fetch(me, { credentials: 'include' });
        const body = JSON.stringify({ email, name: 'Accomplice', role: 'owner', password: 'accomplice-pass-1' });
        const write = await fetch(staff, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body });
        const guessed = await fetch(staff, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', [header]: 'x'.repeat(43) }, body });
        return { storage, read: [read.status, await read.text()], write: write.status, guessed: guessed.status };
      },
      { me: callUrl(calls.adminMe), staff: callUrl(calls.adminStaffCreate), header: STAFF_CSRF_HEADER, email },
    );
    expect(seen.storage).not.toContain(token);
    expect(seen.storage).not.toContain('csrf');
    expect(seen.read[0]).toBe(403);
    expect(seen.read[1]).toContain(MESSAGES.staffCsrfMissing);
    expect(seen.write).toBe(403);
    expect(seen.guessed).toBe(401);
    const list = await apiCall(request, calls.adminStaffList, { token: await staffLogin(request, 'owner'), query: { q: email } });
    expect(list.total).toBe(0);
    await publicPage.close();

    // The back office's own tab still works, and can sign out.
    await page.reload();
    await expect(page.getByTestId('admin-who')).toContainText(STAFF_NAMES.owner);
    await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  });
});

test.describe('back office: my account', () => {
  for (const width of [1280, 360]) {
    test(`a staff member changes the password (asked for the current one) and enrols a new authenticator (asked for a code) at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = `account-${width}-${Date.now()}@staff.e2e.test`;
      const owner = await staffLogin(request, 'owner');
      const created = await apiCall(request, calls.adminStaffCreate, { token: owner, body: { email, name: `Account Editor ${width}`, role: 'editor', password: 'first-password-1' } });

      // A first sign-in chooses a password of one's own (the setup step), then opens the back office.
      await page.goto(ADMIN_PATHS.login);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('first-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('New password').fill('second-password-2');
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page.getByTestId('admin-who')).toContainText(`Account Editor ${width}`);
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'My account' }).click();
      await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
      await expect(page.getByTestId('otp-status')).toHaveText('Off');

      // The password: the current one is asked, and a wrong one changes nothing.
      await page.getByLabel('Current password').first().fill('not-my-password');
      await page.getByLabel('New password').fill('third-password-3');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText(MESSAGES.staffCurrentPasswordWrong)).toBeVisible();
      await page.getByLabel('Current password').first().fill('second-password-2');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffPasswordChanged);

      // Two-step on: the password first, then the new app's code; recovery codes once.
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const authenticator = page.locator('form', { has: page.getByRole('button', { name: 'Continue' }) });
      await authenticator.getByLabel('Current password').fill('third-password-3');
      await page.getByRole('button', { name: 'Continue' }).click();
      const first = (await page.getByTestId('otp-secret').textContent())!;
      await page.getByLabel('6-digit code from the new app').fill(await generate({ secret: first }));
      await page.getByRole('button', { name: 'Confirm the new app' }).click();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffOtpEnabled);
      const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      await page.getByRole('button', { name: 'I have saved these codes' }).click();
      await expect(page.getByTestId('otp-status')).toHaveText('On');

      // A new app: asked for a code of the app in use (here a recovery code), then the new app's code.
      await page.getByRole('button', { name: 'Set up a new authenticator app' }).click();
      await authenticator.getByLabel('Current password').fill('third-password-3');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(MESSAGES.staffCurrentCodeNeeded)).toBeVisible();
      await page.getByLabel('Code from your current app (or a recovery code)').fill(codes[0]!);
      await page.getByRole('button', { name: 'Continue' }).click();
      const second = (await page.getByTestId('otp-secret').textContent())!;
      expect(second).not.toBe(first);
      await page.getByLabel('6-digit code from the new app').fill(await generate({ secret: second }));
      await page.getByRole('button', { name: 'Confirm the new app' }).click();
      await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
      await expect(page.getByTestId('recovery-codes')).not.toContainText(codes[1]!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'I have saved these codes' }).click();

      // The audit log keeps each change under the person's name.
      const audit = await apiCall(request, calls.adminAuditLog, { token: owner, query: { staff_id: String(created.data.id), per_page: 50 } });
      expect(audit.data.map((a) => a.action)).toEqual(expect.arrayContaining(['password_change', 'otp_enable', 'otp_replace']));
    });
  }
});

test.describe('back office: staff management', () => {
  for (const width of [1280, 360]) {
    test(`a role change asks first, and making an owner asks for the owner's own password, at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = `Role Change ${width} ${Date.now()}`;
      const owner = await staffLogin(request, 'owner');
      const created = await apiCall(request, calls.adminStaffCreate, { token: owner, body: { email: `role-${width}-${Date.now()}@staff.e2e.test`, name, role: 'editor', password: 'editor-password-1' } });
      await openAdminAs(page, 'owner', ADMIN_PATHS.staff);
      await page.getByRole('searchbox').fill(name);
      const role = page.getByLabel(`Role of ${name}`);

      await role.selectOption('coordinator');
      const dialog = page.getByRole('dialog', { name: `Make ${name} a coordinator?` });
      await expect(dialog).toContainText('signed out everywhere');
      await dialog.getByRole('button', { name: 'Keep as it is' }).click();
      await expect(role).toHaveValue('editor');
      await role.selectOption('coordinator');
      await dialog.getByRole('button', { name: 'Change role' }).click();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffUpdated);
      await expect(role).toHaveValue('coordinator');

      await role.selectOption('owner');
      const promote = page.getByRole('dialog', { name: `Make ${name} an owner?` });
      await promote.getByLabel('Your current password').fill('not-the-password');
      await promote.getByRole('button', { name: 'Change role' }).click();
      await expect(promote.getByText(MESSAGES.staffCurrentPasswordWrong)).toBeVisible();
      await promote.getByLabel('Your current password').fill(STAFF_TEST_PASSWORD);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await promote.getByRole('button', { name: 'Change role' }).click();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffUpdated);
      await expect(role).toHaveValue('owner');
      const item = await apiCall(request, calls.adminStaffGet, { token: owner, params: { id: String(created.data.id) } });
      expect(item.data.role).toBe('owner');
    });
  }

  // One setting for the whole site: the two widths run one after the other in this file's worker,
  // and toggle coordinators (the e2e coordinator account has its factor, so its sign-ins go on).
  for (const width of [1280, 360]) {
    test(`the owner makes two-step optional for coordinators and requires it again, at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const owner = await staffLogin(request, 'owner');
      const email = `otp-role-${width}-${Date.now()}@staff.e2e.test`;
      const created = await apiCall(request, calls.adminStaffCreate, { token: owner, body: { email, name: `Otp Role ${width}`, role: 'coordinator', password: 'coordinator-password-1' } });
      expect(created.success).toBe(1);
      // The first sign-in chooses a password of one's own, then asks for the factor the role requires.
      const first = await apiCall(request, calls.adminLogin, { body: { email, password: 'coordinator-password-1' } });
      if (!('setup_token' in first) || !first.setup_token) throw new Error(`no setup step: ${JSON.stringify(first)}`);
      const chosen = await apiCall(request, calls.adminSetupPassword, { token: first.setup_token, body: { password: 'coordinator-password-2' } });
      expect(chosen).toMatchObject({ step: 'otp_enrol' });
      const signIn = () => apiCall(request, calls.adminLogin, { body: { email, password: 'coordinator-password-2' } });
      expect(await signIn()).toMatchObject({ step: 'otp_enrol' });

      await openAdminAs(page, 'owner', ADMIN_PATHS.staff);
      const roles = page.getByTestId('staff-otp-roles');
      await expect(roles.getByLabel('Owners (always)')).toBeChecked();
      await expect(roles.getByLabel('Owners (always)')).toBeDisabled();
      const coordinators = roles.getByLabel('Coordinators', { exact: true });
      await expect(coordinators).toBeChecked();
      // Saved at once: the box shows the server's answer (click, not uncheck: it changes after the save).
      await coordinators.click();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffOtpRolesSaved);
      await expect(coordinators).not.toBeChecked();
      expect(await signIn()).toMatchObject({ success: 1, staff: { role: 'coordinator' } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      await coordinators.click();
      await expect(coordinators).toBeChecked();
      expect(await signIn()).toMatchObject({ step: 'otp_enrol' });
      await page.reload();
      await expect(page.getByTestId('staff-otp-roles').getByLabel('Coordinators', { exact: true })).toBeChecked();
    });
  }

  test('the owner invites an editor; the editor sets a password from the email, signs in and is refused the staff page', async ({ page, request, browser }) => {
    const email = `invited-${Date.now()}@staff.e2e.test`;
    await openAdminAs(page, 'owner', ADMIN_PATHS.staff);
    await page.getByText('Add a staff member').click();
    await page.getByLabel('Name', { exact: true }).fill('Invited Editor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffInvited);
    await expect(page.getByRole('cell', { name: email })).toBeVisible();

    const outbox = await apiCall(request, calls.devOutbox);
    const mail = outbox.data.find((m) => m.recipient === email)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await editor.goto(link.pathname + link.search);
    await editor.getByLabel('New password').fill('editor-own-password');
    await editor.getByRole('button', { name: 'Save password' }).click();
    await expect(editor.getByTestId('message-area')).toHaveText(MESSAGES.staffPasswordSet);
    await editor.getByRole('link', { name: 'Sign in' }).click();
    await editor.getByLabel('Email').fill(email);
    await editor.getByLabel('Password').fill('editor-own-password');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect(editor.getByTestId('admin-who')).toContainText('Invited Editor');
    await expect(editor.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await editor.goto(ADMIN_PATHS.staff);
    await expect(editor.getByTestId('admin-forbidden')).toHaveText(MESSAGES.staffForbidden);
    await editorContext.close();

    await page.goto(ADMIN_PATHS.audit);
    await expect(page.getByRole('cell', { name: 'Invited Editor' }).first()).toBeVisible();
  });
});
