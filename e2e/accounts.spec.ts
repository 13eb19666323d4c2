import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { createAccount, expect, indiaPlaces, test, uniqueMobile, useSessionIn, endsWithPath } from './fixtures';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

test.describe('accounts', () => {
  test('create an account through the form, log in, see Welcome, log out', async ({ page, request }) => {
    await indiaPlaces(request);
    const mobile = uniqueMobile();
    await page.goto(PATHS.register);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // Submitting the empty form shows the required messages under their fields.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('.field', { hasText: 'Full Name' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(page.locator('.field', { hasText: 'Email ID' }).getByText(MESSAGES.required)).toBeVisible();

    await page.getByLabel('Title').selectOption('Mrs.');
    await page.getByLabel('Full Name').fill('Meena Sundaram');
    await page.getByLabel('Email ID').fill('meena');
    await page.getByLabel('Mobile Number', { exact: true }).fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Pincode').fill('60A');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidMobile)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordLength)).toBeVisible();
    await expect(page.locator('.field', { hasText: 'Pincode' }).getByText(MESSAGES.invalidNumber)).toBeVisible();

    await page.getByLabel('Email ID').fill('meena@example.org');
    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByLabel('Password').fill('lotus-123');
    await page.getByLabel('Pincode').fill('600001');
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue(/\d+/);
    await page.getByLabel('State').selectOption({ label: 'Tamil Nadu' });
    await page.getByLabel('City').selectOption({ index: 1 });
    await page.getByLabel('Address').fill('4 Car Street, Mylapore');
    await page.getByLabel('Profession', { exact: true }).selectOption('Teacher');
    await page.getByLabel('How did you come to know about us?').selectOption('Other');
    await expect(page.getByLabel('Please describe')).toBeVisible();
    await expect(page.getByLabel('Friend Name')).toHaveCount(0);
    await page.getByLabel('Please describe').fill('A temple festival');

    // The draft survives a reload (the password does not).
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Meena Sundaram');
    await expect(page.getByLabel('State')).toHaveValue(/\d+/);
    await expect(page.getByLabel('City')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Password').fill('lotus-123');

    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog.getByText('80G(5)(vi)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.registered })).toBeVisible();
    // Already signed in: the page leads on (to the profile, with no registration under way), not to the login.
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue' })).toHaveAttribute('href', PATHS.profile);

    // Log out from the header, then log in through the form.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();

    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByLabel('Password').fill('lotus-123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('welcome')).toHaveText('Welcome, Meena Sundaram');
    await expect(page).toHaveURL(endsWithPath(PATHS.profile));

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('login form validation and the server message for a wrong password', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto(PATHS.login);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('.field', { hasText: 'Mobile Number' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(page.locator('.field', { hasText: 'Password' }).getByText(MESSAGES.required)).toBeVisible();
    await page.getByLabel('Mobile Number').fill('98abc');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(MESSAGES.invalidMobile)).toBeVisible();

    await page.getByLabel('Mobile Number').fill(account.mobile);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.loginFailed);
    await expect(page.getByTestId('message-area')).toHaveClass(/alert-error/);

    // The message area is cleared when the route changes.
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page.getByTestId('message-area')).toHaveCount(0);
  });

  test('forgot password with the code from the outbox, then log in with the new password', async ({ page, context, request }) => {
    const account = await createAccount(request);
    await page.goto(PATHS.forgot);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(MESSAGES.required)).toBeVisible();
    await page.getByLabel('Mobile Number').fill('12ab');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(MESSAGES.invalidMobile)).toBeVisible();
    await page.getByLabel('Mobile Number').fill(account.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('OTP')).toBeVisible();

    // Read the code where a developer would: the outbox page.
    const outbox = await context.newPage();
    await outbox.goto(PATHS.devOutbox);
    const sms = outbox.getByTestId('outbox-entry').filter({ hasText: account.mobile }).first();
    await expect(sms).toBeVisible();
    const otp = /code is (\d{6})/.exec((await sms.textContent())!)![1]!;
    await outbox.close();

    await page.getByLabel('OTP').fill(otp);
    await page.getByLabel('New Password').fill('fresh-pass-9');
    await page.getByLabel('Confirm Password').fill('fresh-pass-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
    await page.getByLabel('Confirm Password').fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.passwordReset })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByLabel('Mobile Number').fill(account.mobile);
    await page.getByLabel('Password').fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.name}`);
  });

  test('the language switch shows Tamil and is remembered', async ({ page }) => {
    await page.goto(PATHS.login);
    await page.getByLabel('Language').selectOption('ta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { name: 'உள்நுழை' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('link', { name: 'கடவுச்சொல் மறந்துவிட்டதா' })).toBeVisible();
    await page.getByLabel('மொழி').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('a logged-in visitor of /login and /register goes to /profile', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.login);
    await expect(page).toHaveURL(endsWithPath(PATHS.profile));
    await page.goto(PATHS.register);
    await expect(page).toHaveURL(endsWithPath(PATHS.profile));
    await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.name}`);
  });

  test('a session ended on the server (success 2) logs the browser out and clears the stored keys', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account, { navtype: '3', event_id: '7', reg_id: '0', regprogram_id: '0' });
    // The session ends elsewhere (another device logged out).
    const out = await apiCall(request, calls.logout, { token: account.token });
    expect(out.success).toBe(1);
    await page.goto(PATHS.profile);
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    const keys = await page.evaluate(() => ['user', 'navtype', 'event_id', 'reg_id', 'regprogram_id'].map((k) => localStorage.getItem(k)));
    expect(keys).toEqual([null, null, null, null, null]);
  });
});
