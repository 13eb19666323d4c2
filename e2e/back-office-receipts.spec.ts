import { PATHS } from '@portal/contract/routes';
import { RECEIPT_MESSAGES } from '@portal/contract/admin-receipts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { downloadedPdfText, fillDonation, payOnSandbox } from './donations-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * Receipts in the back office: a devotee's receipt carries a wrong name; finance finds
 * it, cancels it with a reason and issues a corrected one under a new number; the cancelled
 * number stays listed as cancelled, and the devotee's Donation List downloads the corrected
 * receipt. At desktop and phone widths.
 */
const NUMBER = /MF\/\d{4}-\d{2}\/\d{5}/;

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`finance cancels a receipt with a reason and issues a corrected one; the devotee downloads it (${viewport.width} px)`, async ({ browser, request }) => {
    // The devotee donates online under a misspelt name.
    const wrongName = `Kamakshi Ammall ${viewport.width}`;
    const rightName = `Kamakshi Ammal ${viewport.width}`;
    const account = await createAccount(request, { name: wrongName });
    const devoteeContext = await browser.newContext({ viewport });
    const devoteePage = await devoteeContext.newPage();
    await useSessionIn(devoteePage, account);
    await devoteePage.goto(PATHS.mandirPayment);
    await fillDonation(devoteePage, { category: 'Gurukulam', amount: '1116', pan: 'abcpk4321m' });
    await payOnSandbox(devoteePage, 'Success');
    await expect(devoteePage.getByTestId('payment-status')).toContainText(/success/i);
    const oldNumber = NUMBER.exec((await devoteePage.locator('main').textContent()) ?? '')![0];

    // Finance finds it by number and cancels it with a reason, correcting the name.
    const staffContext = await browser.newContext({ viewport });
    const page = await staffContext.newPage();
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/receipts`);
    await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
    await page.getByLabel('Search').fill(oldNumber);
    const row = page.getByTestId('receipt-row').filter({ hasText: oldNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(wrongName);
    await expect(row).toContainText('Issued');
    await page.screenshot({ path: test.info().outputPath(`receipts-${viewport.width}.png`), fullPage: true });

    await row.getByRole('button', { name: 'Cancel…' }).click();
    const form = page.getByRole('form', { name: `Cancel receipt ${oldNumber}` });
    await form.getByRole('checkbox', { name: /Issue a corrected receipt/ }).check();
    await form.getByLabel('Donor name').fill(rightName);
    await form.getByLabel('Reason (printed on the cancelled copy)').fill('Name misspelt');
    await page.screenshot({ path: test.info().outputPath(`receipts-cancel-${viewport.width}.png`), fullPage: true });
    await form.getByRole('button', { name: 'Cancel and issue corrected receipt' }).click();
    await page.getByRole('dialog', { name: `Cancel receipt ${oldNumber}?` }).getByRole('button', { name: 'Cancel and issue corrected receipt' }).click();
    await expect(form.getByRole('status')).toHaveText(RECEIPT_MESSAGES.corrected);

    // The old number stays listed, cancelled, with its reason and what replaced it.
    const cancelled = page.getByTestId('receipt-row').filter({ hasText: oldNumber });
    await expect(cancelled).toContainText('Cancelled');
    await expect(cancelled).toContainText('Name misspelt');
    const replacedBy = NUMBER.exec((await cancelled.getByText(/^Replaced by/).textContent()) ?? '')![0];
    expect(replacedBy).not.toBe(oldNumber);
    await page.getByLabel('Search').fill(rightName);
    const corrected = page.getByTestId('receipt-row').filter({ hasText: replacedBy });
    await expect(corrected).toContainText('Issued');
    await expect(corrected).toContainText(`Corrects ${oldNumber}`);
    await expect(corrected.getByRole('button', { name: 'Cancel…' })).toBeVisible();

    // The cancelled copy, downloaded by finance, says so.
    await page.getByLabel('Search').fill(oldNumber);
    const downloadingOld = page.waitForEvent('download');
    await page.getByRole('button', { name: `PDF of receipt ${oldNumber}` }).click();
    const oldText = await downloadedPdfText(await downloadingOld);
    expect(oldText).toContain('CANCELLED');
    expect(oldText).toContain('Reason: Name misspelt');
    expect(oldText).toContain(wrongName);
    await page.screenshot({ path: test.info().outputPath(`receipts-after-${viewport.width}.png`), fullPage: true });

    // The devotee's Donation List shows the corrected receipt and downloads it.
    await devoteePage.goto(PATHS.donationList);
    const mine = devoteePage.getByTestId('payment-row').filter({ hasText: 'Gurukulam' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(replacedBy);
    await expect(mine).not.toContainText(oldNumber);
    const downloading = devoteePage.waitForEvent('download');
    await mine.getByRole('button', { name: 'Download Receipt' }).click();
    const text = await downloadedPdfText(await downloading);
    expect(text).toContain(replacedBy);
    expect(text).toContain(rightName);
    expect(text).toContain(`corrects and replaces receipt ${oldNumber}`);
    expect(text).not.toContain('CANCELLED');
    await staffContext.close();
    await devoteeContext.close();
  });
}
