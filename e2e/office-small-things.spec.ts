import { ADMIN_PATHS } from '@portal/contract/staff';
import { expect, test } from './fixtures';
import { openAdminAs } from './staff-helpers';
import { scrollsSideways } from './member-helpers';

/**
 * On screen: the staff table on a phone shows each account as a card with its
 * role, status and actions; the event form's "Published" box sits by its label at every width.
 */
test('on a phone the staff table shows role, status and actions as cards (360 px)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await openAdminAs(page, 'owner', ADMIN_PATHS.staff);
  const card = page.getByTestId('staff-row').first();
  await expect(card).toBeVisible();
  for (const cell of ['Role', 'Status', 'Actions']) await expect(card.locator(`td[data-label="${cell}"]`)).toBeVisible();
  await expect(card.getByRole('combobox')).toBeInViewport();
  await expect(card.getByRole('button').first()).toBeInViewport();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('staff-cards-360.png'), fullPage: true });
  await context.close();
});

for (const width of [1280, 360]) {
  test(`the Published box sits by its label (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/events`);
    await page.getByRole('button', { name: 'Add' }).click();
    const box = page.getByLabel('Published (a draft is not on the public site)');
    const label = page.locator('label', { has: box });
    const b = (await box.boundingBox())!;
    const l = (await label.boundingBox())!;
    // The box is a box (not stretched to the field's width) at the start of its label.
    expect(b.width).toBeLessThan(40);
    expect(b.x - l.x).toBeLessThan(10);
    await context.close();
  });
}
