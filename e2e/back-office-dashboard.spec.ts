import { ADMIN_PATHS } from '@portal/contract/staff';
import type { Page } from '@playwright/test';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { TRANSFER_EVENTS } from './fixture-data/transfer';
import { payForEvent } from './payments-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * The back office's dashboard on /admin: finance sees the money figures (this week's
 * payment among them), a coordinator the same counts without any amount, an editor only the tiles;
 * on a phone (360 px) and a desktop.
 */
const dashboard = (page: Page) => page.getByRole('region', { name: 'Dashboard' });

test.beforeAll(async ({ browser, request }) => {
  // A payment made this week: a devotee pays ₹10,000 for an Ulchemy event through the sandbox.
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(request);
  await useSessionIn(page, account);
  await payForEvent(page, request, account, TRANSFER_EVENTS.base.name);
  await context.close();
});

test('finance sees registrations, donations, payments waiting and refunds due with their amounts', async ({ browser }) => {
  // Three widths, each signed in and read in full: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  for (const width of [1280, 390, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openAdminAs(page, 'finance', ADMIN_PATHS.root);
    const board = dashboard(page);
    await expect(board.getByTestId('dash-payments-waiting')).toContainText(/\d+ payments?/);
    await expect(board.getByTestId('dash-refunds-due')).toContainText(/\d+ orders?/);
    await expect(board.getByTestId('dash-refunds-due').getByRole('link', { name: 'Refunds due' })).toBeVisible();
    const programs = board.getByTestId('dash-programs');
    // The caption says what the counts count: places held, not every attempt; money held, less refunds.
    await expect(programs.locator('caption')).toHaveText(
      /^Registrations holding a place \(paid in full or in part, or allowed to pay later; not cancelled\) and the money held for them \(received, less refunds\): /,
    );
    await expect(board.getByTestId('dash-funds').locator('caption')).toContainText('Donations received, online and offline');
    await expect(programs.getByRole('columnheader', { name: 'Money this week' })).toBeAttached();
    const ulchemy = programs.getByRole('row', { name: /^Ulchemy\b/ }).first();
    // This week's ₹10,000 payment at least: an amount in rupees, never added to another currency.
    await expect(ulchemy.locator('[data-currency="INR"]').first()).toContainText('₹');
    const weekRegistrations = Number(await ulchemy.getByRole('cell').first().textContent());
    expect(weekRegistrations).toBeGreaterThan(0);
    await expect(board.getByTestId('dash-funds').getByRole('row', { name: /Matangi Mandir/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: /^Events this month/ })).toBeVisible();
    // The tiles stay below the dashboard.
    await expect(page.getByRole('link', { name: 'Refunds', exact: true }).last()).toBeVisible();
    if (width === 360) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: test.info().outputPath(`dashboard-finance-${width}.png`), fullPage: true });
    await context.close();
  }
});

test('a coordinator sees the counts and no money at all; an editor only the tiles', async ({ browser }) => {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openAdminAs(page, 'coordinator', ADMIN_PATHS.root);
    const board = dashboard(page);
    const programs = board.getByTestId('dash-programs');
    await expect(programs.getByRole('row', { name: /^Ulchemy\b/ }).first()).toBeVisible();
    await expect(programs.getByRole('columnheader', { name: 'Registrations this week' })).toBeAttached();
    await expect(programs.getByRole('columnheader', { name: /Money/ })).toHaveCount(0);
    await expect(board.getByTestId('dash-payments-waiting')).toContainText(/\d+ payments?/);
    await expect(board.getByTestId('dash-refunds-due')).toContainText(/\d+ orders?/);
    // No amount anywhere on the page: no rupee or dollar sign, no money column, no link to the money pages.
    await expect(board).not.toContainText('₹');
    await expect(board).not.toContainText('$');
    await expect(board.getByText(/Money/)).toHaveCount(0);
    await expect(board.getByRole('link', { name: 'Refunds due' })).toHaveCount(0);
    if (width === 360) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: test.info().outputPath(`dashboard-coordinator-${width}.png`), fullPage: true });
    await context.close();
  }

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openAdminAs(page, 'editor', ADMIN_PATHS.root);
  await expect(page.getByRole('heading', { name: 'Choose what to work on' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Programs', exact: true }).last()).toBeVisible();
  await expect(dashboard(page)).toHaveCount(0);
  await context.close();
});
