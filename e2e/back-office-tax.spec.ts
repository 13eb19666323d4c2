import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { todayIso } from '@portal/contract/fields';
import { financialYearOf } from '@portal/contract/financial-year';
import { TAX_MESSAGES } from '@portal/contract/admin-tax';
import { DONATION_MESSAGES } from '@portal/contract/donations';
import { DONATION_MESSAGES_TA, FORM_10BE_TEXTS_TA } from '@portal/contract/tamil';
import { form10bePdf, zipOf } from '../apps/server/src/modules/tax/test-certificates.ts';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { downloadedPdfText, fillDonation, payOnSandbox } from './donations-helpers';
import { scrollsSideways } from './member-helpers';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * Tax filings: a devotee donates online; finance opens Form 10BD for the year, sees
 * the check list (a donor without an address, a cash gift above Rs 2,000 left out), downloads
 * the CSV, uploads the ZIP of Form 10BE certificates; the donor finds the certificate on
 * /donation-list and downloads it. At 1280 and 390 px.
 */
/**
 * Other specs share this database and give with the same PANs from several accounts (a PAN
 * typed on many test accounts): finance settles those conflicts first, or the export waits.
 */
async function settleOtherConflicts(request: APIRequestContext, token: string, fy: string, pan: string) {
  const check = await apiCall(request, calls.adminForm10bdCheck, { token, query: { fy } });
  for (const c of check.data.conflicts.filter((c) => c.id !== pan && c.donor_of_record === null)) {
    await apiCall(request, calls.adminForm10bdDonorOfRecord, { token, body: { fy, donor_key: c.donor_key, user_id: c.accounts[0]!.user_id } });
  }
}

const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`finance files Form 10BD and uploads Form 10BE; the donor downloads the certificate (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const fy = financialYearOf(new Date());
    const pan = `T${letters()}X${String(1000 + Math.floor(Math.random() * 9000))}T`;
    const donorName = `Tax Donor ${viewport.width} ${letters()}`;

    // The devotee gives ₹1,234.50 online.
    const account = await createAccount(request, { name: donorName });
    const donorContext = await browser.newContext({ viewport });
    const donorPage = await donorContext.newPage();
    await useSessionIn(donorPage, account);
    await donorPage.goto(PATHS.mandirPayment);
    await fillDonation(donorPage, { category: 'Neerukku Nanri', amount: '1234.50', pan });
    await payOnSandbox(donorPage, 'Success');
    await expect(donorPage.getByTestId('payment-status')).toContainText(/success/i);

    // Counter gifts: one without an address (incomplete), one in cash above Rs 2,000 (left out).
    const token = await staffLogin(request, 'finance');
    const noAddress = `No Address ${viewport.width} ${letters()}`;
    const gift = { category: 'donation' as const, received_on: todayIso() };
    const incomplete = await apiCall(request, calls.adminDonationCreate, { token, body: { ...gift, donor_name: noAddress, pan: `N${letters()}A${String(1000 + Math.floor(Math.random() * 9000))}N`, mode: 'cheque', reference: 'CHQ 1', amount: 500 } });
    expect(incomplete.success).toBe(1);
    await apiCall(request, calls.adminDonationCreate, { token, body: { ...gift, donor_name: `Big Cash ${letters()}`, donor_address: '3 Bazaar Street', pan, mode: 'cash', amount: 5000 } });

    // Finance opens Form 10BD of the year: the check list before export.
    // A browser in UTC (a server's, a traveller's): staff still read India time.
    const context = await browser.newContext({ viewport, acceptDownloads: true, timezoneId: 'UTC' });
    const page = await context.newPage();
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/form-10bd`);
    await expect(page.getByRole('heading', { name: 'Form 10BD and 10BE', level: 1 })).toBeVisible();
    await page.getByLabel('Financial year').selectOption(fy);
    const checkList = page.getByTestId('form-10bd-incomplete');
    const row = checkList.getByRole('row').filter({ hasText: noAddress });
    await expect(row).toContainText(TAX_MESSAGES.missingAddress);
    await expect(row.getByRole('link', { name: `Fix ${incomplete.data.receipt_number}` })).toBeVisible();
    await expect(page.getByTestId('form-10bd-left-out')).toContainText('Cash above Rs 2,000 is not eligible');
    await page.screenshot({ path: test.info().outputPath(`form-10bd-${viewport.width}.png`), fullPage: true });
    if (viewport.width < 500) expect(await scrollsSideways(page)).toBe(false);

    // The CSV: one row for the donor's online gift, in the form's wording.
    await settleOtherConflicts(request, token, fy, pan);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Form 10BD (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`form-10bd-${fy}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const line = csv.split('\r\n').find((l) => l.includes(pan));
    expect(line).toMatch(new RegExp(`^\\d+,,Permanent Account Number,${pan},Section 80G,[^,]+,[^,]*,Ms\\. ${donorName},".*",Others,Electronic modes including account payee cheque/draft,1234\\.50$`));
    expect(csv).not.toContain(noAddress);
    await expect(page.getByRole('status').filter({ hasText: TAX_MESSAGES.exported })).toContainText(`form-10bd-${fy}.csv`);
    // "Last export" in India time: today's date and the hour in India, not the browser's UTC.
    const india = new Date().toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric' });
    const [indiaDay, indiaHour] = india.split(', ') as [string, string];
    await expect(page.getByTestId('form-10bd-last-export')).toContainText(`${indiaDay}, ${indiaHour.split(' ')[0]}:`);

    // The tax portal's certificates come back as a ZIP: uploaded, matched to the row.
    const zip = zipOf({ [`10BE-${pan}.pdf`]: await form10bePdf({ donorId: pan, donorName, amount: '1,234.50', fy }) });
    await page.getByLabel('ZIP of Form 10BE certificates').setInputFiles({ name: 'form10be.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: TAX_MESSAGES.uploaded })).toContainText('1 matched, 0 to match by hand');
    const cert = page.getByTestId('form-10be-row').filter({ hasText: `10BE-${pan}.pdf` });
    await expect(cert).toContainText(`(${fy}): Ms. ${donorName}`);
    await page.screenshot({ path: test.info().outputPath(`form-10be-${viewport.width}.png`), fullPage: true });
    if (viewport.width < 500) expect(await scrollsSideways(page)).toBe(false);

    // The donor finds it on the Donation List, beside the success payments, and downloads it.
    await donorPage.goto(PATHS.donationList);
    const section = donorPage.getByTestId('form-10be');
    await expect(section.getByRole('heading', { name: 'Form 10BE certificates' })).toBeVisible();
    await expect(section).toContainText(`Financial year ${fy}`);
    await expect(section).toContainText('₹1,234.50');
    await expect(donorPage.getByTestId('payment-row').filter({ hasText: 'Neerukku Nanri' })).toHaveCount(1);
    await donorPage.screenshot({ path: test.info().outputPath(`donation-list-10be-${viewport.width}.png`), fullPage: true });
    if (viewport.width < 500) expect(await scrollsSideways(donorPage)).toBe(false);
    const pdfDownload = donorPage.waitForEvent('download');
    await section.getByRole('button', { name: 'Form 10BE' }).click();
    const text = await downloadedPdfText(await pdfDownload);
    expect(text).toContain('Form No. 10BE');
    expect(text).toContain(pan);
    // In Tamil, the same place with its Tamil texts; the spec's list below is unchanged.
    await donorPage.goto(`${PATHS.donationList}?lang=ta`);
    await expect(donorPage.getByTestId('form-10be').getByRole('heading', { name: FORM_10BE_TEXTS_TA.heading })).toBeVisible();
    await expect(donorPage.getByTestId('form-10be').getByRole('button', { name: FORM_10BE_TEXTS_TA.download })).toBeVisible();
    await context.close();
    await donorContext.close();
  });
}

/**
 * A borrowed PAN: a second account gives ₹1 with a devotee's PAN. Finance sees the PAN on the
 * check list with both accounts by name, the export is refused until a donor of record is
 * chosen, then the row carries the donor of record's name. The donation form says the PAN must
 * be the donor's own (English and Tamil). At 1280 and 360 px.
 */
for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`finance chooses the donor of record of a PAN two accounts gave with (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const fy = financialYearOf(new Date());
    const pan = `B${letters()}P${String(1000 + Math.floor(Math.random() * 9000))}B`;
    const victimName = `Pan Holder ${viewport.width} ${letters()}`;
    const intruderName = `Pan Borrower ${viewport.width} ${letters()}`;

    const give = async (name: string, amount: string, lang: 'en' | 'ta' = 'en') => {
      const account = await createAccount(request, { name });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await useSessionIn(page, account);
      await page.goto(PATHS.mandirPayment);
      await expect(page.getByText(DONATION_MESSAGES.panHint)).toBeVisible();
      if (lang === 'ta') {
        await page.goto(`${PATHS.mandirPayment}?lang=ta`);
        await expect(page.getByText(DONATION_MESSAGES_TA.panHint)).toBeVisible();
        await page.goto(PATHS.mandirPayment);
      }
      await fillDonation(page, { category: 'Neerukku Nanri', amount, pan });
      await payOnSandbox(page, 'Success');
      await expect(page.getByTestId('payment-status')).toContainText(/success/i);
      await context.close();
    };
    await give(victimName, '1500', 'ta');
    await give(intruderName, '1');

    await settleOtherConflicts(request, await staffLogin(request, 'finance'), fy, pan);

    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/form-10bd`);
    await page.getByLabel('Financial year').selectOption(fy);
    const form = page.getByRole('form', { name: `Donor of record of ${pan}` });
    await expect(form).toContainText(`${pan}: no donor of record yet`);
    await expect(form.getByRole('radio', { name: new RegExp(victimName) })).toBeVisible();
    await expect(form.getByRole('radio', { name: new RegExp(intruderName) })).toBeVisible();
    await expect(page.getByTestId('form-10bd-conflicts')).toContainText('the export is refused until each has a donor of record');
    if (viewport.width < 500) expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`form-10bd-conflict-${viewport.width}.png`), fullPage: true });

    // The export is refused while the PAN has no donor of record.
    await page.getByRole('button', { name: 'Export Form 10BD (CSV)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TAX_MESSAGES.conflictUnresolved })).toBeVisible();

    // Finance picks the PAN's holder by name.
    await form.getByRole('radio', { name: new RegExp(victimName) }).check();
    await form.getByRole('button', { name: 'Save donor of record' }).click();
    await expect(form.getByRole('status')).toHaveText(TAX_MESSAGES.donorOfRecordSaved);
    await expect(form).toContainText(`${pan}: donor of record`);
    await expect(form.locator('legend')).toContainText(victimName);
    if (viewport.width < 500) expect(await scrollsSideways(page)).toBe(false);

    // The row of the PAN carries the holder's name, the borrower's ₹1 in its total.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Form 10BD (CSV)' }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    const line = csv.split('\r\n').find((l) => l.includes(pan));
    expect(line).toContain(victimName);
    expect(line).not.toContain(intruderName);
    expect(line).toMatch(/,1501\.00$/);
    await context.close();
  });
}
