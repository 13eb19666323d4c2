import { PATHS } from '@portal/contract/routes';
import sharp from 'sharp';
import { MESSAGES } from '@portal/contract/messages';
import { createAccount, expect, test, uniqueMobile, useSessionIn, endsWithPath } from './fixtures';
import { scrollsSideways } from './member-helpers';
import { calls } from '@portal/contract/calls';
import { apiCall, send } from './api-client';

test.describe('member: profile and the account menu', () => {
  test('profile: prefilled, validated, place chain, picture upload, saved', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Uma Shankar' });
    // An incomplete-profile marker from login: a successful update must clear it.
    await useSessionIn(page, account, { profile_status: '1' });
    await page.goto(PATHS.profile);

    await expect(page).toHaveTitle(/^Profile - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Current Events' })).not.toHaveAttribute('aria-current', 'page');

    // Prefilled from profile/detail, including the place chain.
    await expect(page.getByLabel('Full Name')).toHaveValue('Uma Shankar');
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue(account.mobile);
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue(/\d+/);
    await expect(page.getByLabel('State')).toContainText('Tamil Nadu');
    await expect(page.getByLabel('State').locator('option:checked')).toHaveText('Tamil Nadu');
    await expect(page.getByLabel('City').locator('option:checked')).not.toHaveText('Select');

    // The mobile number is the login: read-only here, changed through its own dialog.
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveAttribute('readonly', '');

    // The spec's rules, under their fields; nothing is sent.
    await page.getByLabel('Pincode').fill('60 01');
    await page.getByLabel('Email ID').fill('uma@');
    await page.getByLabel('Full Name').fill('  ');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('.field', { hasText: 'Pincode' }).getByText(MESSAGES.invalidNumber)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(page.locator('.field', { hasText: 'Full Name' }).getByText(MESSAGES.required)).toBeVisible();

    await page.getByLabel('Full Name').fill('Uma Shankari');
    await page.getByLabel('Email ID').fill('uma@example.org');
    await page.getByLabel('Pincode').fill('682001');

    // Country → state → city: a new state brings its own cities.
    const tnCities = await page.getByLabel('City').locator('option').allTextContents();
    await page.getByLabel('State').selectOption({ label: 'Kerala' });
    await expect(page.getByLabel('City').locator('option:checked')).toHaveText('Select');
    await expect.poll(async () => (await page.getByLabel('City').locator('option').allTextContents()).join('|')).not.toBe(tnCities.join('|'));
    await page.getByLabel('City').selectOption({ index: 1 });
    const city = (await page.getByLabel('City').locator('option:checked').textContent())!;

    // Date of birth shown DD/MM/YYYY; a future date cannot be chosen.
    const dob = page.getByLabel('Date of Birth');
    await dob.fill('14/04/1985');
    await dob.press('Tab');
    await expect(dob).toHaveValue('14/04/1985');

    await page.getByLabel('PAN Number').fill('abcde1234f');
    await page.getByLabel('How did you come to know about us?').selectOption('Other');
    await page.getByLabel('Please describe').fill('A satsang in Kochi');

    // A large picture is shrunk in the browser before upload; a preview shows it.
    const big = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#b4521b', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(500_000);
    await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: big });
    const preview = page.getByTestId('picture-preview');
    await expect(preview).toBeVisible();
    // The preview is the shrunk picture that will be uploaded.
    const shrunk = await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(shrunk).toEqual([200, 150]);

    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.updated);
    expect(await page.evaluate(() => localStorage.getItem('profile_status'))).toBe('0');
    await expect(page.getByTestId('welcome')).toHaveText('Welcome, Uma Shankari');

    // Saved: a reload shows what was entered, and the stored picture is at most 200x200.
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Uma Shankari');
    await expect(page.getByLabel('State').locator('option:checked')).toHaveText('Kerala');
    await expect(page.getByLabel('City').locator('option:checked')).toHaveText(city);
    await expect(page.getByLabel('PAN Number')).toHaveValue('ABCDE1234F');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('14/04/1985');
    await expect(page.getByLabel('Please describe')).toHaveValue('A satsang in Kochi');
    const picture = page.getByRole('img', { name: 'Current picture' });
    await expect(picture).toHaveAttribute('src', /^\/files\/profiles\//);
    const size = await picture.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(Math.max(...size)).toBeLessThanOrEqual(200);
    expect(size[0]! > 0).toBe(true);
  });

  test('change mobile number: current password, then the code sent to the new number; other devices are logged out', async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request);
    // The same account logged in on another device.
    const other = await apiCall(request, calls.login, { body: { username: account.mobile, password: account.password } });
    await useSessionIn(page, account);
    await page.goto(PATHS.profile);
    const mobileField = page.getByLabel('Mobile Number', { exact: true });
    await expect(mobileField).toHaveValue(account.mobile);

    // Keyboard only: the control follows the read-only number in the tab order.
    await mobileField.focus();
    await page.keyboard.press('Tab');
    const open = page.getByRole('button', { name: 'Change mobile number' });
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change mobile number' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New mobile number')).toBeFocused();

    // Checked in the browser first, then by the server (the password).
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.locator('.field', { hasText: 'New mobile number' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(dialog.locator('.field', { hasText: 'Current password' }).getByText(MESSAGES.required)).toBeVisible();
    const newMobile = uniqueMobile();
    await page.keyboard.type(newMobile);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-my-password');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.field', { hasText: 'Current password' }).getByText(MESSAGES.passwordWrong)).toBeVisible();
    await dialog.getByLabel('Current password').fill(account.password);
    await page.keyboard.press('Enter');
    const otpField = dialog.getByLabel('OTP');
    await expect(otpField).toBeFocused();
    await expect(dialog.getByText(newMobile)).toBeVisible();

    // Read the code where a developer would: the outbox page. It went to the new number.
    const outbox = await context.newPage();
    await outbox.goto(PATHS.devOutbox);
    const sms = outbox.getByTestId('outbox-entry').filter({ hasText: newMobile }).first();
    await expect(sms).toBeVisible();
    const otp = /code is (\d{6})/.exec((await sms.textContent())!)![1]!;
    await outbox.close();

    await otpField.fill(otp === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(MESSAGES.otpInvalid)).toBeVisible();
    await otpField.fill(otp);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.mobileChanged);
    await expect(mobileField).toHaveValue(newMobile);
    // This device stays logged in; the other one is logged out.
    await page.reload();
    await expect(mobileField).toHaveValue(newMobile);
    const res = await send(request, calls.profileDetail, { token: other.access_token });
    expect((await res.json()).success).toBe(2);
    // The new number is the login now.
    const login = await apiCall(request, calls.login, { body: { username: newMobile, password: account.password } });
    expect(login.success).toBe(1);
  });

  test('a future date of birth cannot be picked', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.profile);
    await page.getByLabel('Date of Birth').click();
    // The picker opens on today's month; days after today are disabled.
    const disabled = page.locator('.react-datepicker__day--disabled:not(.react-datepicker__day--outside-month)');
    const enabled = page.locator('.react-datepicker__day--today');
    await expect(enabled).toBeVisible();
    await expect(enabled).not.toHaveClass(/--disabled/);
    const daysLeft = await page.evaluate(() => {
      const today = new Date();
      return new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate() - today.getDate();
    });
    await expect(disabled).toHaveCount(daysLeft);
  });

  test('account screens send a visitor to /login', async ({ page }) => {
    for (const path of [PATHS.profile, PATHS.currentEvents, PATHS.historyEvents, PATHS.favouriteList]) {
      await page.goto(path);
      await expect(page).toHaveURL(endsWithPath(PATHS.login));
    }
  });

  test('the account menu is a sideways strip on a phone and logs out', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.favouriteList);
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Favourite List' })).toHaveAttribute('aria-current', 'page');
    expect(await scrollsSideways(page)).toBe(false);
    // The strip scrolls inside itself instead of widening the page.
    expect(await menu.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const box = await menu.getByRole('link', { name: 'Profile' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await menu.getByRole('link', { name: 'History Events' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.historyEvents));
    await expect(page.getByRole('heading', { level: 1, name: 'History Events' })).toBeVisible();

    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The old token no longer works.
    const res = await send(request, calls.profileDetail, { token: account.token });
    expect((await res.json()).success).toBe(2);
  });
});
