import type { Page } from '@playwright/test';
import { PATHS } from '@portal/contract/routes';
import { expect } from './fixtures';
import { tickRow } from './staff-helpers';

/** The outbox entry (newest first) holding every one of `texts`; the delivery job sends within seconds. */
export async function outboxEntry(page: Page, texts: string[]) {
  await page.goto(PATHS.devOutbox);
  let entry = page.getByTestId('outbox-entry');
  for (const text of texts) entry = entry.filter({ hasText: text });
  await expect(entry.first()).toBeVisible({ timeout: 45_000 });
  return entry.first();
}

/**
 * In the registrations list (its event and status already chosen), ticks each of `names` in its
 * row and checks them all in with one action: asked first with how many, then a job whose report
 * says how many were done, and every row then says the person is checked in. The report is closed again.
 */
export async function checkInAtOnce(page: Page, names: readonly string[], screenshot?: string) {
  for (const name of names) await tickRow(page, name);
  const bar = page.getByRole('region', { name: 'Selected rows' });
  const n = names.length;
  await expect(bar.getByTestId('bulk-count')).toHaveText(`${n} selected`);
  if (screenshot) await page.screenshot({ path: `${screenshot}-selected.png`, fullPage: true });
  await bar.getByRole('button', { name: 'Check in' }).click();
  await page.getByRole('dialog', { name: `Check in ${n} registrations?` }).getByRole('button', { name: `Check in ${n} registrations` }).click();
  const report = page.getByTestId('bulk-report');
  await expect(report.getByTestId('bulk-progress')).toHaveText(`${n} of ${n} tried; ${n} done`, { timeout: 30_000 });
  await expect(report.getByRole('heading')).toHaveText('Check in: Finished');
  // The list reads again when the job is done: each row says the person is in.
  for (const name of names) await expect(page.getByTestId('reg-row').filter({ hasText: name }).getByText(/^Checked in \d{4}-\d\d-\d\d \d\d:\d\d/)).toBeVisible();
  if (screenshot) await page.screenshot({ path: `${screenshot}-report.png`, fullPage: true });
  await report.getByRole('button', { name: 'Close the report' }).click();
}
