import { calls } from '@portal/contract/calls';
import { SETTINGS_LABELS, SETTINGS_MESSAGES } from '@portal/contract/settings';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { downloadedPdfText } from './donations-helpers';
import { expect, test } from './fixtures';
import { chooseOnSandbox, startUlchemyRegistration, submitToGateway } from './payments-helpers';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * What an invoice says is the owner's: the owner writes the invoice footer in English and Tamil
 * in Site settings; a devotee who paid an advance downloads the invoice from the event detail,
 * named by its registration number, with the English footer, then in Tamil with the Tamil one.
 * The former texts are put back afterwards, for the other specs sharing this server.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`the owner's invoice footer is on the devotee's invoice, in English and Tamil, named by its number (${viewport.width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize(viewport);
    const token = await staffLogin(request, 'owner');
    const before = (await apiCall(request, calls.adminSettings, { token })).data;
    const stamp = Date.now().toString(36);
    const english = `Program fees keep the ashram open ${stamp}.`;
    const tamil = `நிகழ்ச்சிக் கட்டணம் ஆசிரமத்தைத் திறந்து வைக்கிறது ${stamp}.`;
    try {
      const ownerContext = await browser.newContext({ viewport });
      const owner = await ownerContext.newPage();
      await openAdminAs(owner, 'owner', `${ADMIN_PATHS.root}/settings`);
      const documents = owner.getByRole('group', { name: SETTINGS_LABELS.documents });
      await expect(documents).toBeVisible();
      // The 80G validity covers today: no notice.
      await expect(owner.getByTestId('urn-validity-notice')).toHaveCount(0);
      await owner.getByLabel(`${SETTINGS_LABELS.invoice_footer} (English)`).fill(english);
      await owner.getByLabel(`${SETTINGS_LABELS.invoice_footer} (Tamil)`).fill(tamil);
      await owner.getByRole('button', { name: 'Save' }).click();
      await expect(owner.getByRole('status')).toHaveText(SETTINGS_MESSAGES.saved);
      await documents.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: test.info().outputPath(`settings-documents-${viewport.width}.png`) });
      // A lapsed validity is pointed out beside the setting before anyone downloads a receipt.
      await owner.getByLabel('80G validity').fill('AY 2020-21 to AY 2024-25');
      await expect(owner.getByTestId('urn-validity-notice')).toContainText('80G receipts are refused');
      expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await ownerContext.close();

      await startUlchemyRegistration(page, request, 'Ulchemy Chennai');
      await page.getByLabel('Advance', { exact: true }).check();
      await submitToGateway(page);
      await chooseOnSandbox(page, 'Success');
      await page.getByRole('link', { name: 'View Event Detail' }).click();
      await expect(page).toHaveURL(/\/eventdetail\/\d+$/);
      const detailUrl = page.url();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Invoice' }).click();
      const download = await downloading;
      const name = download.suggestedFilename();
      expect(name).toMatch(/^[\w-]+\.pdf$/);
      expect(name).not.toBe('receipt.pdf');
      const text = await downloadedPdfText(download);
      // The file is named by the invoice's registration number.
      expect(text).toContain(`Registration No. ${name.replace(/\.pdf$/, '')}`);
      expect(text).toContain(english);
      expect(text).not.toContain('non-refundable');

      await page.goto(`${detailUrl}?lang=ta`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      const downloadingTa = page.waitForEvent('download');
      await page.getByRole('button', { name: 'விலைப்பட்டியலைப் பதிவிறக்கு' }).click();
      const downloadTa = await downloadingTa;
      expect(downloadTa.suggestedFilename()).toBe(name);
      const textTa = await downloadedPdfText(downloadTa);
      expect(textTa).toContain(tamil);
      expect(textTa).not.toContain(english);
      await page.screenshot({ path: test.info().outputPath(`event-detail-ta-${viewport.width}.png`), fullPage: true });
    } finally {
      await apiCall(request, calls.adminSettingsUpdate, { token, body: { invoice_footer: before.invoice_footer, invoice_footer_ta: before.invoice_footer_ta } });
    }
  });
}
