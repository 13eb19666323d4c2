import { calls } from '@portal/contract/calls';
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
    await expect(page.getByRole('heading', { level: 1, name: 'Translations review' })).toBeVisible();
    await expect(page.getByText('npm run i18n:import')).toBeVisible();

    await page.getByLabel('Search').fill(draft.key);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: draft.key, exact: true }) });
    await expect(row.getByRole('cell', { name: draft.en, exact: true })).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByLabel('Search').fill('');
    await page.getByLabel('Show').selectOption('drafts');
    await expect(page.getByRole('table')).toContainText(`Strings (${drafts.total} match)`);
    const statuses = await page.getByRole('row').locator('td:last-child').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Draft']));
  });
}
