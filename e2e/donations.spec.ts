import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { DONATION_MESSAGES } from '@portal/contract/donations';
import { createAccount, expect, test, useSessionIn, endsWithPath } from './fixtures';
import { downloadedPdfText, fillDonation, payOnSandbox } from './donations-helpers';

test.describe('donations', () => {
  test('donate through the sandbox gateway, find it in the Donation List and download the 80G receipt', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Parvathi Devi' });
    await useSessionIn(page, account);
    await page.goto(PATHS.mandirPayment);
    await expect(page.getByRole('heading', { name: 'Divine Blessings', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Divine Blessings/);
    await expect(page.getByText(DONATION_MESSAGES.panHint)).toBeVisible();
    // No international link is configured on this server: only the domestic form.
    await expect(page.getByLabel('International')).toHaveCount(0);

    // Empty form: the spec's messages under their fields.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.field', { hasText: 'Amount (INR)' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(page.locator('.field', { hasText: 'PAN Number' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(page.getByText(MESSAGES.acceptTerms)).toBeVisible();

    await page.getByLabel('Amount (INR)').fill('12.345');
    await page.getByLabel('PAN Number').fill('ABC12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(DONATION_MESSAGES.invalidAmount)).toBeVisible();
    await expect(page.getByText(DONATION_MESSAGES.invalidPan)).toBeVisible();

    // The terms open in a dialog that the keyboard closes.
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog.getByText('80G(5)(vi)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await fillDonation(page, { category: 'Neerukku Nanri', amount: '2501.50', pan: 'abcpe1234k' });
    await payOnSandbox(page, 'Success');

    // The payments result screen: a donation links to the Donation List.
    await expect(page.getByTestId('payment-status')).toContainText(/success/i);
    await expect(page.locator('main')).toContainText(/MF\/\d{4}-\d{2}\/\d{5}/);
    await page.locator('main a[href="/donation-list"]').first().click();
    await expect(page).toHaveURL(endsWithPath(PATHS.donationList));
    await expect(page).toHaveTitle(/Donation List/);

    const row = page.getByTestId('payment-row').filter({ hasText: 'Neerukku Nanri' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹2,501.50');
    await expect(row).toContainText('Success');
    const receiptNumber = (await row.getByText(/^MF\/\d{4}-\d{2}\/\d{5}$/).textContent())!;

    const downloading = page.waitForEvent('download');
    // An 80G receipt is a receipt: its button says so, and the file is named by its number.
    await row.getByRole('button', { name: 'Download Receipt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${receiptNumber.replaceAll('/', '-')}.pdf`);
    const text = await downloadedPdfText(download);
    expect(text).toContain('Parvathi Devi');
    expect(text).toContain('Rs. 2,501.50');
    expect(text).toContain('Two Thousand Five Hundred One Rupees And Fifty Paise Only');
    expect(text).toContain(receiptNumber);
    expect(text).toContain('ABCPE1234K');
    await expect(row.getByRole('button', { name: 'Download Receipt' })).toBeEnabled();

    // Search narrows the list; a search with no match shows the spec's empty text.
    await page.getByLabel('Search').fill(receiptNumber);
    await expect(page.getByTestId('payment-row')).toHaveCount(1);
    await page.getByLabel('Search').fill('no-such-payment');
    await expect(page.getByText(MESSAGES.noRecords)).toBeVisible();
  });

  test('a failed donation is listed under Pending Payments, not under Success Payments', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Ganesh Iyer' });
    await useSessionIn(page, account);
    await page.goto(PATHS.mandirPayment);
    await fillDonation(page, { category: 'Gurukulam', amount: '750', pan: 'BNZPM2501F' });
    await payOnSandbox(page, 'Failure');
    await expect(page.getByTestId('payment-status')).toContainText(/fail/i);

    await page.goto(PATHS.donationList);
    await expect(page.getByText(MESSAGES.noRecords)).toBeVisible();
    await page.getByRole('link', { name: 'Pending Payments' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.donationPending));
    const row = page.getByTestId('payment-row').filter({ hasText: 'Gurukulam' });
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('₹750.00');
    await expect(row.getByRole('button', { name: /Download (Invoice|Receipt)/ })).toHaveCount(0);
  });

  test('a visitor who submits goes to login with navtype mandir and comes back after logging in', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Visitor Donor' });
    await page.goto(PATHS.mandirPayment);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    expect(await page.evaluate(() => localStorage.getItem('navtype'))).toBe('mandir');

    await page.getByLabel('Mobile Number').fill(account.mobile);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.mandirPayment));
    await expect(page.getByRole('heading', { name: 'By Fund' })).toBeVisible();
  });

  test('the donation lists need a session: /donation-list goes to /login, /donation-pending to /register', async ({ page }) => {
    await page.goto(PATHS.donationList);
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    await page.goto(PATHS.donationPending);
    await expect(page).toHaveURL(endsWithPath(PATHS.register));
  });

  test('International opens the foundation’s separate link in a new tab when one is configured', async ({ page, context, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    // This server has no link configured; the page is shown one as a configured server would send it.
    await page.route('**/api/mandir/paylink', (route) =>
      route.fulfill({ json: { success: 1, data: { payment_link: 'https://fcra.example.org/give' } } }),
    );
    // The link's own site stands in for the foundation's FCRA page (no outside network here).
    await context.route('https://fcra.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>International contribution</title><h1>FCRA</h1>' }),
    );
    await page.goto(PATHS.mandirPayment);
    await page.getByLabel('International').check();
    await expect(page.getByLabel('Amount (INR)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGES.acceptTerms)).toBeVisible();
    await page.getByLabel(/I agree to the/).check();
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Submit' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://fcra.example.org/give');
    await expect(page).toHaveURL(endsWithPath(PATHS.mandirPayment));
  });

  test('on a 360 px phone the donation screens do not scroll sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const account = await createAccount(request);
    await useSessionIn(page, account);
    for (const path of [PATHS.mandirPayment, PATHS.donationList, PATHS.donationPending]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});
