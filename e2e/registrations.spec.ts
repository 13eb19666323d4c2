import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { createAccount, expect, test, useSessionIn, endsWithPath } from './fixtures';
import { chooseOnSandbox, currentList, openEventId, pickEvent, submitToGateway } from './payments-helpers';
import { sandboxCheckoutPattern } from './api-client';

/** The rules of the eight registration screens: who may see them, what they ask, what they check. */
test.describe('registration screens', () => {
  test('a visitor is sent to sign up (programs 1 to 4) or to log in (the others), with navtype stored', async ({ page }) => {
    for (const [path, navtype, to] of [
      [PROGRAMS[1].route, '1', endsWithPath(PATHS.register)],
      [PROGRAMS[4].route, '4', endsWithPath(PATHS.register)],
      [PROGRAMS[5].route, '5', endsWithPath(PATHS.login)],
      [PROGRAMS[7].route, '7', endsWithPath(PATHS.login)],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(to);
      expect(await page.evaluate(() => localStorage.getItem('navtype'))).toBe(navtype);
    }
  });

  test("an incomplete profile gets the 'Please update Your Profile Details' alert and goes to /profile", async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account, { profile_status: '1' });
    // The alert is answered as it opens: an open alert stops the page, and goto waits for the app.
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(PROGRAMS[3].route);
    await expect(page).toHaveURL(endsWithPath(PATHS.profile));
    expect(messages).toEqual([MESSAGES.updateProfile]);
  });

  test('Submit checks the event and the terms with the spec messages; no PAN is asked of a program that does not collect one', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PROGRAMS[3].route);
    await expect(page).toHaveTitle(/^Divija Register - /);
    await expect(page.getByLabel('Select Event').locator('option', { hasText: 'Divija Coimbatore' })).toHaveCount(1);
    // The closed demo batch is not offered.
    await expect(page.getByLabel('Select Event').locator('option', { hasText: 'Divija Salem' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.field', { hasText: 'Select Event' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(page.getByText(MESSAGES.acceptTerms)).toBeVisible();
    await pickEvent(page, 'Divija Coimbatore');
    await expect(page.getByTestId('price-box')).toBeVisible();
    await expect(page.getByLabel('PAN Number')).toHaveCount(0);

    // The terms open in a dialog that the keyboard closes.
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog.getByText('80G(5)(vi)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the event stored by Register now is preselected and priced', async ({ page, request }) => {
    const account = await createAccount(request);
    const eventId = await openEventId(request, 5, 'Vision Chennai');
    await useSessionIn(page, account, { navtype: '5', event_id: String(eventId) });
    await page.goto(PROGRAMS[5].route);
    await expect(page).toHaveTitle(/^Dhaarana Register - /);
    await expect(page.getByLabel('Select Event')).toHaveValue(String(eventId));
    await expect(page.getByTestId('price-box')).toContainText('₹5,000.00');
    await expect(page.getByLabel('Select Event').locator(`option[value="${eventId}"]`)).toHaveText(/^Vision Chennai \(Chennai\) - \d{2}\/\d{2}\/\d{4}$/);
  });

  test('International opens the payment link in a new tab, with no price box and no payment here', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PROGRAMS[1].route);
    // An event without a link offers no International choice.
    await pickEvent(page, 'Ulchemy Chennai');
    await expect(page.getByTestId('price-box')).toBeVisible();
    await expect(page.getByLabel('International', { exact: true })).toHaveCount(0);

    await pickEvent(page, 'Ulchemy Residential Retreat for International Participants at Bengaluru');
    await page.getByLabel('International', { exact: true }).check();
    await expect(page.getByTestId('price-box')).toHaveCount(0);
    await page.getByLabel(/I accept the/).check();
    await page.context().route('https://pay.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>International payment</title>' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await popup).url()).toBe('https://pay.example.org/intl/ulchemy');
    await expect(page).toHaveURL(endsWithPath(PROGRAMS[1].route));
    expect(await currentList(request, account)).toEqual([]);
  });

  test('Karmayogam asks its questions (labels in English or Tamil), needs no PAN, and pays', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PROGRAMS[7].route);
    await expect(page).toHaveTitle(/^Karmayogam Register - /);
    await expect(page.getByLabel('PAN Number')).toHaveCount(0);
    await pickEvent(page, 'Karmayogam Seva Camp Tiruvannamalai');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.field-error', { hasText: MESSAGES.required }).first()).toBeVisible();

    await page.locator('.reg-form').getByLabel('Language').selectOption('1');
    const tamilLabels = page.locator('.reg-form label');
    await expect(tamilLabels.filter({ hasText: /[\u0B80-\u0BFF]/ }).first()).toBeVisible();
    await page.locator('.reg-form').getByLabel('Language').selectOption('0');
    const answers = page.locator('.reg-form textarea');
    await expect(answers).toHaveCount(5);
    for (let i = 0; i < 5; i++) await answers.nth(i).fill(`Answer ${i + 1}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(sandboxCheckoutPattern());
    await expect(page.getByText('INR 2000.00')).toBeVisible();
    await chooseOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toHaveText('Success');
    expect(await currentList(request, account)).toEqual([expect.objectContaining({ event_name: 'Karmayogam Seva Camp Tiruvannamalai', pay_status: 'success' })]);
  });

  test('a 360 px phone shows the screen without sideways scrolling', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(PROGRAMS[1].route);
    await pickEvent(page, 'Ulchemy Chennai');
    await expect(page.getByTestId('price-box')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await submitToGateway(page);
  });
});
