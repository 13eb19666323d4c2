import { DONATION_MESSAGES, NATIONALITY_LABELS } from '@portal/contract/donations';
import { NO_80G_REASON_TEXT } from '@portal/contract/admin-donations';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { payOnSandbox } from './donations-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * International (FCRA) contributions. This server has a second merchant account for
 * the FCRA bank account (the sandbox, FCRA_PAYMENT_PROVIDER=sandbox, with its own secret): a
 * foreign national's gift goes through it, and finance sees it under FCRA, apart from domestic
 * money. Finance also records an international receipt by hand, marked FCRA.
 */
test.describe('FCRA contributions', () => {
  test('a foreign national donates through the FCRA account; finance sees it under FCRA, apart from domestic', async ({ page, browser, request }) => {
    const donor = `Foreign Donor ${Date.now() % 100000}`;
    const account = await createAccount(request, { name: donor });
    await useSessionIn(page, account);
    await page.goto(PATHS.mandirPayment);

    // The nationality is asked; an Indian citizen sees the spec's form as before.
    const nationality = page.getByLabel('Nationality');
    await expect(nationality).toHaveValue('indian');
    await expect(page.getByLabel('Passport Number')).toHaveCount(0);
    await expect(page.getByText(DONATION_MESSAGES.panHint)).toBeVisible();

    await nationality.selectOption({ label: NATIONALITY_LABELS.foreign });
    await expect(page.getByTestId('fcra-note')).toHaveText(DONATION_MESSAGES.fcraNote);
    await expect(page.getByText(DONATION_MESSAGES.fcraPanOptional)).toBeVisible();
    // The passport is needed and checked, named under its field.
    await page.getByLabel('Amount (INR)').fill('7500');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.field', { hasText: 'Passport Number' }).getByText(MESSAGES.required)).toBeVisible();
    await page.getByLabel('Passport Number').fill('Z12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.field', { hasText: 'Passport Number' }).getByText(DONATION_MESSAGES.invalidPassport)).toBeVisible();
    await page.getByLabel('Passport Number').fill('Z 1234 5678');
    await page.getByLabel('Contribution Category').selectOption({ label: 'Gurukulam' });
    // At desktop and phone widths: the new fields fit, nothing scrolls sideways.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('fcra-note').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`mandir-foreign-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
    }
    await page.getByRole('button', { name: 'Submit' }).click();

    // The sandbox checkout of the FCRA merchant account, not the domestic one.
    await expect(page.getByText('(FCRA account)')).toBeVisible();
    await payOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toContainText(/success/i);

    // Finance: under FCRA, with the passport masked; not under Domestic.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await openAdminAs(admin, 'finance', `${ADMIN_PATHS.root}/donations`);
    await admin.getByLabel('Domestic / FCRA').selectOption('fcra');
    const row = admin.getByTestId('donation-row').filter({ hasText: donor });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('FCRA');
    await expect(row).toContainText('Passport XXXX5678');
    await expect(row).toContainText(NATIONALITY_LABELS.foreign);
    await expect(row).toContainText('₹7,500');
    await expect(row).toContainText(NO_80G_REASON_TEXT.fcra);
    await expect(row).not.toContainText('12345678');
    await expect(admin.getByTestId('total-domestic')).toHaveText('₹0');
    await expect(admin.getByTestId('total-fcra')).not.toHaveText('₹0');
    await admin.getByLabel('Domestic / FCRA').selectOption('domestic');
    await expect(admin.getByTestId('total-fcra')).toHaveText('₹0');
    await expect(admin.getByTestId('donation-row').filter({ hasText: donor })).toHaveCount(0);
    await context.close();
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    test(`finance records an international receipt by hand, marked FCRA (${viewport.width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
      const donor = `Jane Overseas ${viewport.width}`;
      await page.getByRole('checkbox', { name: /FCRA: an international receipt/ }).check();
      // Only banking channels reach the FCRA bank account.
      await expect(page.getByLabel('Received as').first().locator('option')).toHaveText(['Cheque', 'Bank transfer']);
      await page.getByLabel('Donor name').fill(donor);
      await page.getByLabel('Address').fill('10 High Street, London');
      await page.getByLabel('Nationality').selectOption({ label: NATIONALITY_LABELS.oci_pio });
      await page.getByLabel(/^Passport number/).fill('N1234567');
      await page.getByLabel('Currency received').fill('gbp');
      await page.getByLabel('Amount (GBP)').fill('120');
      await page.getByLabel(/^Reference/).fill(`SWIFT-${viewport.width}`);
      await expect(page.getByTestId('receipt-rule')).toHaveText(NO_80G_REASON_TEXT.fcra);
      await page.screenshot({ path: test.info().outputPath(`fcra-entry-${viewport.width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Record donation' }).click();
      await expect(page.getByRole('status')).toContainText(MESSAGES.adminDonationRecorded);

      await page.getByLabel('Domestic / FCRA').selectOption('fcra');
      const row = page.getByTestId('donation-row').filter({ hasText: donor });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('FCRA');
      await expect(row).toContainText('GBP 120');
      await expect(row).toContainText('Passport XXXX4567');
      await expect(page.getByTestId('total-fcra')).toContainText('GBP');
      await page.screenshot({ path: test.info().outputPath(`fcra-list-${viewport.width}.png`), fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      expect(sideways).toBe(false);
      await context.close();
    });
  }
});
