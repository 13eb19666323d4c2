import { ADMIN_PATHS } from '@portal/contract/staff';
import { MESSAGES } from '@portal/contract/messages';
import { expect, test } from './fixtures';
import { openAdminAs } from './staff-helpers';

/**
 * The owner's Jobs page: the background jobs with their last and next run;
 * the owner runs the event lifecycle and the reminders now and sees each run listed. At desktop
 * and phone widths (a phone shows each job as a card).
 */
for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`the owner runs the lifecycle and the reminders now from the Jobs page (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/jobs`);
    await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
    for (const label of ['Event lifecycle', 'Reminders']) {
      const row = page.getByTestId('job-row').filter({ hasText: label });
      await row.getByRole('button', { name: `Run now: ${label}` }).click();
      await expect(page.getByRole('status')).toHaveText(`${label}: ${MESSAGES.jobRan}`);
      await expect(row.getByRole('cell').nth(2)).toContainText(/Done \(run by /);
    }
    await expect(page.getByTestId('job-row').filter({ hasText: 'Message delivery' })).toContainText('every');
    await page.screenshot({ path: test.info().outputPath(`jobs-${viewport.width}.png`), fullPage: true });
    await context.close();
  });
}
