import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { openAdminAs } from './staff-helpers';

/**
 * Funds are the office's data: finance adds a fund with its Tamil name and fixed
 * amounts, renames it, moves it up; a devotee reading Tamil finds it on the donation page with its
 * amounts to choose from; finance hides it (gone from the page) and, as no gift was made, deletes it
 * after being asked. At desktop and phone widths.
 */
const letters = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`finance adds, renames, moves, hides and deletes a fund; the donation page follows in Tamil (${viewport.width} px)`, async ({ browser, request }) => {
    const tag = letters();
    const name = `Annadanam ${tag}`;
    const nameTa = `அன்னதானம் ${tag}`;
    const renamed = `Annadanam Seva ${tag}`;
    const staffContext = await browser.newContext({ viewport });
    const page = await staffContext.newPage();
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);

    await page.getByLabel('New fund name (English)').fill(name);
    await page.getByLabel('New fund name (Tamil)').fill(nameTa);
    await page.getByLabel("New fund's fixed amounts (₹, comma-separated; empty = any amount)").fill('1001, 501');
    await page.getByRole('button', { name: 'Add fund' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminFundCreated })).toBeVisible();
    const row = page.getByRole('group', { name: `Fund: ${name}` });
    await expect(row).toBeVisible();
    await expect(row.getByLabel(`${name}: fixed amounts (₹, comma-separated; empty = any amount)`)).toHaveValue('501, 1001');

    // Renamed in English (the Tamil name stays), then moved up one place.
    await row.getByLabel('Name (English)').fill(renamed);
    await row.getByRole('button', { name: 'Save names' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminFundUpdated })).toBeVisible();
    const fund = page.getByRole('group', { name: `Fund: ${renamed}` });
    await expect(fund).toBeVisible();
    const rows = page.getByTestId('fund-row');
    const before = await rows.count();
    await expect(rows.nth(before - 1)).toHaveAttribute('aria-label', `Fund: ${renamed}`);
    await fund.getByRole('button', { name: `Move ${renamed} up` }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminFundOrdered })).toBeVisible();
    await expect(rows.nth(before - 2)).toHaveAttribute('aria-label', `Fund: ${renamed}`);
    await fund.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`donation-funds-${viewport.width}.png`), fullPage: true });

    // A devotee reading Tamil: the fund by its Tamil name, its amounts to choose from.
    const account = await createAccount(request, { name: `Fund Reader ${tag}` });
    const devoteeContext = await browser.newContext({ viewport });
    const devotee = await devoteeContext.newPage();
    await useSessionIn(devotee, account);
    await devotee.goto(`${PATHS.mandirPayment}?lang=ta`);
    const category = devotee.getByLabel('பங்களிப்பு வகை');
    await category.selectOption({ label: nameTa });
    const amount = devotee.getByLabel('தொகை (INR)');
    await expect(amount.locator('option')).toHaveText(['ஒரு தொகையைத் தேர்ந்தெடுக்கவும்', '₹501', '₹1,001']);
    await amount.selectOption('1001');
    await devotee.screenshot({ path: test.info().outputPath(`donation-fund-ta-${viewport.width}.png`), fullPage: true });

    // Hidden: the donation page no longer offers it.
    await fund.getByRole('button', { name: `Hide ${renamed}` }).click();
    await expect(fund).toContainText('Hidden: not offered for new gifts.');
    await devotee.reload();
    await expect(devotee.getByLabel('பங்களிப்பு வகை').locator('option', { hasText: nameTa })).toHaveCount(0);

    // No gift was made to it: it may be deleted, after the question.
    await fund.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the fund “${renamed}”?` });
    await dialog.getByRole('button', { name: 'Delete fund' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminFundDeleted })).toBeVisible();
    await expect(fund).toHaveCount(0);
    await devoteeContext.close();
    await staffContext.close();
  });
}
