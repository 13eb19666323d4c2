import type { Page } from '@playwright/test';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { apiCall, isApiUrl } from './api-client';
import { expect, test } from './fixtures';

/**
 * Public pages come rendered from the server: the browser hydrates them with the data the HTML
 * carried, and no API request may repeat what the page's data already holds. React reports a
 * mismatch between the server's HTML and the browser's render only in its development build:
 * e2e/console/routes.spec.ts opens every route with that build.
 */
const PAGES = [
  PATHS.home,
  PATHS.programs,
  PATHS.program('1'),
  PATHS.projects,
  PATHS.eventMain,
  PATHS.upcomingEvents,
  PATHS.privacyPolicy,
  PATHS.share('1'),
  PATHS.gallery,
  PATHS.media,
  PATHS.galleryCategory('1'),
  PATHS.mediaCategory('1'),
];

/** Every API request the page makes from now on, and the hydration warnings React prints. */
function watch(page: Page) {
  const apiRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (isApiUrl(url)) apiRequests.push(`${req.method()} ${url.pathname}`);
  });
  page.on('console', (msg) => {
    if (/hydrat/i.test(msg.text())) warnings.push(msg.text());
  });
  return { apiRequests, warnings };
}

for (const path of PAGES) {
  test(`${path} hydrates the server's HTML without asking for its data again`, async ({ page }) => {
    const seen = watch(page);
    await page.goto(path);
    // The page's data travelled with the HTML; the app took over (a React handler answers).
    await expect(page.locator('#page-data')).toHaveCount(1);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await page.setViewportSize({ width: 390, height: 800 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    expect(seen.warnings).toEqual([]);
    expect(seen.apiRequests).toEqual([]);
  });
}

test('a hydrated page shows its content and a client-side visit asks for the next page\'s data once', async ({ page, request }) => {
  const programs = await apiCall(request, calls.programList);
  const seen = watch(page);
  await page.goto(PATHS.programs);
  for (const p of programs.data) await expect(page.getByRole('link', { name: new RegExp(p.name) }).first()).toBeVisible();
  // A client-side visit to another public page asks for that page's data (once).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(PATHS.projects);
  await page.waitForLoadState('networkidle');
  const projectCalls = seen.apiRequests.filter((r) => r === `GET ${callUrl(calls.projectList)}`);
  expect(projectCalls).toHaveLength(1);
  expect(seen.warnings).toEqual([]);
});

test('without JavaScript a phone opens the menu and follows its links (360 px)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, hasTouch: true, isMobile: true, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(PATHS.home);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Programs' }).tap();
  await expect(page).toHaveURL(PATHS.programs);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a stored picture that fails shows the placeholder on the first load, before the app has hydrated', async ({ context }) => {
  // Another page of the context (not the fixture's, which waits for hydration): the app's code
  // never arrives, so only what runs before hydration can mend the pictures.
  const page = await context.newPage();
  await page.route(/\/assets\/start-[^/]*\.js$/, () => undefined);
  await page.route('**/files/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(PATHS.home);
  const banner = page.getByTestId('banner-slider').locator('img').first();
  await expect(banner).toHaveAttribute('src', '/placeholder.svg');
  await expect(banner).not.toHaveAttribute('srcset', /./);
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  // A picture that fails later (lazy, scrolled to) is mended the same way.
  await page.goto(PATHS.gallery);
  const picture = page.locator('#main img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('src', '/placeholder.svg');
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.close();
});
