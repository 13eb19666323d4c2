import { generate } from 'otplib';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { expect, test } from '../fixtures';
import { FIRST_OWNER } from './first-owner';

/**
 * A foundation's first start: production settings, no demo content. A visitor finds
 * friendly empty pages, no error; the owner created from the environment signs in with the
 * authenticator's code, fills in a first program and adds its first event, and a visitor then
 * sees both. The tests run in order on the one server (e2e/playwright.production.config.ts).
 */
test.describe.configure({ mode: 'serial' });

const inDays = (n: number) => {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const EVENT = 'Ulchemy First Batch Madurai';

for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test(`the empty site shows friendly empty pages and no error on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const expectations: Array<[string, string]> = [
      [PATHS.home, MESSAGES.noUpcomingEvents],
      [PATHS.programs, MESSAGES.comingSoon],
      [PATHS.upcomingEvents, MESSAGES.noUpcomingEvents],
      [PATHS.eventMain, MESSAGES.comingSoon],
      [PATHS.projects, MESSAGES.comingSoon],
    ];
    for (const [path, empty] of expectations) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // Lower sections are drawn when they come near: scroll down as a person does.
      await expect(async () => {
        await page.mouse.wheel(0, 700);
        await expect(page.getByText(empty).first()).toBeVisible({ timeout: 500 });
      }, path).toPass();
      await expect(page.getByRole('alert'), path).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
    // A fixed program not yet filled in is not on the site.
    await page.goto(PATHS.program(1));
    await expect(page.getByTestId('program-not-found')).toBeVisible();
    // The policy pages read their starting texts.
    await page.goto(PATHS.privacyPolicy);
    await expect(page.getByTestId('policy-text')).toContainText('What we collect');
  });
}

test('the owner from the environment signs in with the code, fills in a program and adds its first event; a visitor sees them', async ({ page, browser }) => {
  await page.goto(ADMIN_PATHS.login);
  await page.getByLabel('Email').fill(FIRST_OWNER.email);
  await page.getByLabel('Password').fill(FIRST_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.staffOtpRequired);
  await page.getByLabel(/Code from your authenticator app/).fill(await generate({ secret: FIRST_OWNER.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-who')).toBeVisible();

  // The eight programs are there, hidden: the owner fills in Ulchemy and shows it.
  await page.goto(`${ADMIN_PATHS.root}/programs`);
  await expect(page.getByRole('cell', { name: 'Hidden' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  await page.getByLabel('Headline (English)').fill('Self Transformation');
  await page.getByLabel('Hidden from the public site').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.goto(`${ADMIN_PATHS.root}/events`);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Program').selectOption('1');
  await page.getByLabel('Event name (English)').fill(EVENT);
  await page.getByLabel('Start date', { exact: true }).fill(inDays(30));
  await page.getByLabel('Start time').fill('09:30');
  await page.getByLabel('City (English)').fill('Madurai');
  await page.getByLabel('Address (English)').fill('Foundation Hall, Madurai');
  await page.getByLabel('Price', { exact: true }).fill('5000');
  await page.getByLabel('Published (a draft is not on the public site)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // A visitor (a fresh browser: nothing cached) sees the program and its event at once.
  const visitor = await browser.newPage();
  await visitor.goto(PATHS.programs);
  await expect(visitor.getByText('Ulchemy').first()).toBeVisible();
  await expect(visitor.getByText(MESSAGES.comingSoon)).toHaveCount(0);
  await visitor.goto(PATHS.upcomingEvents);
  await expect(visitor.getByText(EVENT).first()).toBeVisible();
  await visitor.goto(PATHS.program(1));
  await visitor.getByTestId('program-upcoming').scrollIntoViewIfNeeded();
  await expect(visitor.getByTestId('program-upcoming').getByText(EVENT).first()).toBeVisible();
  await visitor.close();
});
