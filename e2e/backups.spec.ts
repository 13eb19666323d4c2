import { readFileSync } from 'node:fs';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { MESSAGES } from '@portal/contract/messages';
import { expect, test } from './fixtures';
import { openAdminAs } from './staff-helpers';

/**
 * The owner's Backups page: the owner takes a backup while the site runs, sees it listed with its
 * size and age, and downloads its database file. At desktop and phone widths (a phone shows each
 * backup as a card).
 */
for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`the owner takes a backup now and downloads it (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/backups`);
    await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
    await expect(page.getByTestId('backup-schedule')).toContainText('A backup is taken every day');

    // The server's first start takes the day's backup on its own; one is taken at a time, so a click
    // while that one runs is told to wait, and the owner clicks again.
    await expect(async () => {
      await page.getByRole('button', { name: 'Back up now' }).click();
      await expect(page.getByRole('status')).toHaveText(MESSAGES.backupTaken, { timeout: 30_000 });
    }).toPass({ timeout: 90_000 });
    const newest = page.getByTestId('backup-row').first();
    await expect(newest).toContainText('Done');
    await expect(newest).toContainText(/asked by /);
    await expect(newest).toContainText(/\d+(\.\d)? (kB|MB)/);
    await expect(newest).toContainText(/ago/);

    const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: /^Download the backup of / }).click()]);
    expect(download.suggestedFilename()).toMatch(/^backup-.*-pglite\.tar\.gz$/);
    const bytes = readFileSync((await download.path())!);
    // A gzip file: PGlite's data folder as the running server wrote it.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBeGreaterThan(1000);
    await page.screenshot({ path: test.info().outputPath(`backups-${viewport.width}.png`), fullPage: true });
    await context.close();
  });
}
