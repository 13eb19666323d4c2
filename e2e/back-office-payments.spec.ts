import { ADMIN_PATHS } from '@portal/contract/staff';
import { MESSAGES } from '@portal/contract/messages';
import { expect, test } from './fixtures';
import { downloadedPdfText } from './donations-helpers';
import { chooseOnSandbox, submitToGateway, startUlchemyRegistration } from './payments-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * The back office's money: a devotee pays an advance through the sandbox, the
 * coordinator finds the registration by mobile, finance records the balance paid in cash, and
 * the devotee's event detail shows it paid with its invoice.
 */
const EVENT = 'Ulchemy Chennai';
const REGISTRATIONS = `${ADMIN_PATHS.root}/registrations`;

test('advance online, found by mobile, balance recorded in cash by finance, paid on the devotee’s page', async ({ page, browser, request }) => {
  const account = await startUlchemyRegistration(page, request, EVENT);
  await page.getByLabel('Advance', { exact: true }).check();
  await submitToGateway(page);
  await chooseOnSandbox(page, 'Success');
  await expect(page.getByTestId('payment-status')).toHaveText('Success');
  await page.getByRole('link', { name: 'View Event Detail' }).click();
  await expect(page).toHaveURL(/\/eventdetail\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('event-detail')).toContainText('Partial Pay');

  // The coordinator, on a phone, finds it by the mobile number: no amounts for this role.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const coordinator = await staffContext.newPage();
  await openAdminAs(coordinator, 'coordinator', REGISTRATIONS);
  await coordinator.getByLabel('Search').fill(account.mobile);
  const row = coordinator.getByTestId('reg-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(EVENT);
  await expect(row).toContainText('Part paid');
  await expect(coordinator.getByText('Balance due')).toHaveCount(0);
  await coordinator.screenshot({ path: test.info().outputPath('registrations-390.png'), fullPage: true });
  await row.getByRole('link').click();
  await expect(coordinator.getByTestId('reg-status')).toHaveText('Partial Pay');
  await expect(coordinator.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await coordinator.screenshot({ path: test.info().outputPath('registration-detail-390.png'), fullPage: true });
  await staffContext.close();

  // Finance records the balance received in cash.
  const financeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const finance = await financeContext.newPage();
  await openAdminAs(finance, 'finance', REGISTRATIONS);
  await finance.getByLabel('Search').fill(account.mobile);
  await expect(finance.getByTestId('reg-row')).toHaveCount(1);
  await finance.getByTestId('reg-row').getByRole('link').click();
  await expect(finance.getByTestId('reg-balance')).toHaveText('₹8,500');
  await finance.getByLabel('Method').selectOption('cash');
  await expect(finance.getByLabel('Amount (₹)')).toHaveValue('8500');
  await finance.getByRole('button', { name: 'Record payment' }).click();
  await expect(finance.getByRole('status')).toHaveText(MESSAGES.adminMarkedPaid);
  await expect(finance.getByTestId('reg-status')).toHaveText('Success');
  await expect(finance.getByTestId('reg-balance')).toHaveText('₹0');
  await expect(finance.getByRole('cell', { name: /offline/ })).toBeVisible();
  await expect(finance.getByText(/: mark-paid$/)).toBeVisible();
  await finance.screenshot({ path: test.info().outputPath('registration-detail-1280.png'), fullPage: true });
  await finance.goto(REGISTRATIONS);
  await expect(finance.getByTestId('reg-row').first()).toBeVisible();
  await finance.screenshot({ path: test.info().outputPath('registrations-1280.png'), fullPage: true });
  await financeContext.close();

  // The devotee's page: paid, nothing due, and the invoice names the whole amount.
  await page.goto(detailUrl);
  const detail = page.getByTestId('event-detail');
  await expect(detail).toContainText('Success');
  await expect(detail).toContainText('₹0.00');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const text = await downloadedPdfText(await downloading);
  expect(text).toContain('13,500.00');
});
