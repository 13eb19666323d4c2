import ExcelJS from 'exceljs';
import type { Download } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openEventId } from './payments-helpers';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * Exports of the back-office lists: a coordinator filters the registrations and
 * downloads them as CSV (no money columns); finance downloads the donations as XLSX. Each file is
 * the list with the page's filters, read back and checked cell by cell.
 */
const EVENT = 'Ulchemy Chennai';

async function bytesOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

test('a coordinator filters the registrations and downloads them as CSV', async ({ page, request }) => {
  const tag = `${Date.now().toString(36)}`;
  const eventId = await openEventId(request, 1, EVENT);
  const people = [];
  for (const who of ['Export Anand', 'Export Bhavani']) {
    const account = await createAccount(request, { name: `${who} ${tag}` });
    const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F' } });
    expect(registered.success).toBe(1);
    people.push(account);
  }
  const [anand, bhavani] = people as [(typeof people)[0], (typeof people)[0]];

  await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations`);
  await page.getByLabel('Search').fill(anand.name);
  await expect(page.getByTestId('reg-row')).toHaveCount(1);
  await expect(page.getByTestId('reg-row')).toContainText(anand.name);
  await page.screenshot({ path: test.info().outputPath('registrations-export.png'), fullPage: true });
  // On a phone the two buttons stay on the page, under the filters.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Export XLSX' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('registrations-export-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`registrations-${todayIso()}.csv`);
  const bytes = await bytesOf(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  // The coordinator's file: no money columns; one row, the one the search found.
  expect(lines[0]).toBe('Registration id,Registration number,Registered at,Name,Mobile,Email,Event id,Event,Event date,Program,Registration status,Payment,Checked in at,Checked in by,Discount code');
  expect(lines.slice(1)).toEqual([expect.any(String), '']);
  const cells = lines[1]!.split(',');
  expect(cells.slice(3, 11)).toEqual([anand.name, anand.mobile, 'devotee@example.org', String(eventId), EVENT, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'Ulchemy', 'Pending']);
  expect(cells[11]).toBe('Nothing paid');
  expect(lines.join('\n')).not.toContain(bhavani.name);

  // Finance may view devotees but not export them: the page shows no export buttons.
  await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/devotees`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});

test('finance downloads the donations as XLSX with the filters applied', async ({ page, request }) => {
  const token = await staffLogin(request, 'finance');
  const donor = `XLSX Donor ${Date.now().toString(36)}`;
  for (const [mode, amount, reference] of [['cheque', '2500.5', 'CHQ 55'], ['cash', '1000', '']] as const) {
    const made = await apiCall(request, calls.adminDonationCreate, {
      token,
      body: { donor_name: donor, aadhaar: '234567891234', category: 'mandir', mode, amount, received_on: todayIso(), reference },
    });
    expect(made.success).toBe(1);
  }

  await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
  await page.getByLabel('Search').fill(donor);
  await page.getByLabel('Received as').last().selectOption('cheque');
  await expect(page.getByTestId('donation-row')).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`donations-${todayIso()}.xlsx`);

  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await bytesOf(file)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe('Donations');
  const heading = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(heading.slice(0, 4)).toEqual(['Donation id', 'Receipt number', 'Received on', 'Donor']);
  expect(sheet.rowCount).toBe(2);
  const row = sheet.getRow(2);
  const at = (name: string) => row.getCell(heading.indexOf(name) + 1).value;
  expect(at('Donor')).toBe(donor);
  expect(at('Mode')).toBe('Cheque');
  expect(at('Reference')).toBe('CHQ 55');
  expect(at('Aadhaar')).toBe('XXXX XXXX 1234');
  // Amounts are numbers in rupees, dates are dates.
  expect(at('Amount')).toBe(2500.5);
  expect(at('Received on')).toEqual(new Date(`${todayIso()}T00:00:00Z`));
  expect(String(at('Receipt number'))).toMatch(/^MF\/\d{4}-\d{2}\/\d{5}$/);
});
