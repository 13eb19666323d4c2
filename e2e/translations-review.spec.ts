import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * The translator's review: an editor opens /admin/translations-review, finds a Tamil
 * text not yet reviewed marked Draft, and narrows the list to the drafts.
 */
for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test(`an editor sees the Tamil drafts and filters them on a ${label}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const token = await staffLogin(request, 'editor');
    const drafts = await apiCall(request, calls.adminTranslationRows, { token, query: { show: 'drafts', per_page: 1 } });
    const draft = drafts.data[0]!;

    await openAdminAs(page, 'editor', ADMIN_PATHS.translationsReview);
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await expect(page.getByText('npm run i18n:import')).toBeVisible();

    await page.getByLabel('Search').fill(draft.key);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: draft.key, exact: true }) });
    await expect(row.getByRole('cell', { name: draft.en, exact: true })).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByLabel('Search').fill('');
    await page.getByLabel('Show').selectOption('drafts');
    await expect(page.getByRole('table')).toContainText(`Strings (${drafts.total} match)`);
    const statuses = await page.getByRole('row').locator('td:nth-child(4)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Draft']));
  });
}

/**
 * The office's live correction: an editor changes a Tamil interface string (the footer's "All
 * rights reserved."), the Tamil site shows it without a rebuild and the English one does not
 * change; restoring the default (asked first) brings the build's text back. The two widths run
 * one after the other in this file's worker, each restoring what it changed.
 */
for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test(`an editor corrects a Tamil interface string and the site shows it, then restores it, on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const key = 'UI.footer.rights';
    const corrected = `உரிமைகள் அனைத்தும் அறக்கட்டளைக்கே (${label})`;
    // The public site in a second tab (the address names its language: a remembered choice does not move it).
    const site = await page.context().newPage();
    await site.setViewportSize(viewport);
    await site.goto(`${PATHS.home}?lang=ta`);
    const footer = site.locator('footer');
    const defaultTamil = 'அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.';
    await expect(footer).toContainText(defaultTamil);

    await openAdminAs(page, 'editor', ADMIN_PATHS.translationsReview);
    await page.getByLabel('Search').fill(key);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) });
    await row.getByRole('button', { name: `Edit the Tamil of ${key}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tamil of ${key}` });
    await dialog.getByLabel('Tamil', { exact: true }).fill(corrected);
    await expect(dialog.getByLabel('Reviewed by a person')).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.translationSaved);
    await expect(row.getByText('Corrected', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: corrected })).toBeVisible();

    await site.goto(`${PATHS.home}?lang=ta`);
    await expect(footer).toContainText(corrected);
    await site.goto(`${PATHS.home}?lang=en`);
    await expect(footer).toContainText('All rights reserved.');
    await expect(footer).not.toContainText(corrected);

    await row.getByRole('button', { name: `Edit the Tamil of ${key}` }).click();
    await dialog.getByRole('button', { name: 'Restore the default' }).click();
    const ask = page.getByRole('dialog', { name: 'Restore the default Tamil?' });
    await ask.getByRole('button', { name: 'Restore the default' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.translationRestored);
    await site.goto(`${PATHS.home}?lang=ta`);
    await expect(footer).toContainText(defaultTamil);
    await expect(footer).not.toContainText(corrected);
    await site.close();
  });
}
