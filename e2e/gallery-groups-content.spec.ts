import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { expect, test } from './fixtures';
import { openAdminAs } from './staff-helpers';

/**
 * The galleries' groups in the back office, one page component for the four: an
 * editor adds an image category (name, Tamil name, order), sees it listed with its albums and
 * shown, then hides it; adds an audio and video tag (a name only, no order, never hidden) and
 * deletes it. (Named *content.spec.ts: it runs after the specs that count the public galleries.)
 */
test.use({ viewport: { width: 1280, height: 900 } });

const search = async (page: import('@playwright/test').Page, text: string) => {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

test('an editor adds an image category, sees it listed and shown, then hides it', async ({ page }) => {
  const name = `Festivals ${Date.now().toString(36)}`;
  await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/gallery-categories`);
  await expect(page.getByRole('heading', { name: 'Image gallery categories' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Albums' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { name: 'Add: Image gallery categories' })).toBeVisible();
  await expect(page.getByLabel('Hidden from the public site')).toHaveCount(0);
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Tamil)').fill('திருவிழாக்கள்');
  await page.getByLabel('Order').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await search(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([name, '0', 'Shown', /Edit/]);
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByLabel('Name (Tamil)')).toHaveValue('திருவிழாக்கள்');
  await expect(page.getByLabel('Order')).toHaveValue('4');
  await page.getByLabel('Hidden from the public site').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await search(page, name);
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(2)).toHaveText('Hidden');
});

test('an editor adds an audio and video tag (a name only) and deletes it', async ({ page }) => {
  const tag = `talks ${Date.now().toString(36)}`;
  await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/media-tags`);
  await expect(page.getByRole('heading', { name: 'Audio and video tags' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByLabel('Order')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.required)).toBeVisible();
  await page.getByLabel('Tag (English)').fill(tag);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await search(page, tag);
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.getByRole('cell')).toHaveText([tag, '0', /Edit/]);
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByLabel('Hidden from the public site')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTENT_MESSAGES.deleted })).toBeVisible();
  await search(page, tag);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
});
