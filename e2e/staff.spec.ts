import { PATHS } from '@portal/contract/routes';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS, STAFF_STORAGE_KEY } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openAdminAs, staffOtp, STAFF_EMAILS, STAFF_NAMES, STAFF_TEST_PASSWORD } from './staff-helpers';

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
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate((k) => localStorage.getItem(k), STAFF_STORAGE_KEY)).toBeNull();
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
    // An ended staff session (success 2) signs the staff member out, not the devotee.
    await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ access_token: 'x'.repeat(43), name: 'Gone', role: 'owner' })), STAFF_STORAGE_KEY);
    await page.goto(ADMIN_PATHS.audit);
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain(account.token);
    await expect(page.getByText(STAFF_NAMES.coordinator)).toHaveCount(0);
  });
});

test.describe('back office: staff management', () => {
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
