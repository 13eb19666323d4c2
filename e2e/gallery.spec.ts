import { GALLERY_MESSAGES } from '@portal/contract/gallery';
import { PATHS } from '@portal/contract/routes';
import { FEEDBACK_ROUTES } from '@portal/contract/programs';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { calls } from '@portal/contract/calls';
import { apiCall, callMatcher } from './api-client';
import { filterReady, isoDaysAgo, section, stubPictures, typeDate } from './gallery-helpers';

/** The image gallery as a visitor and as a logged-in devotee. */
test.describe('image gallery', () => {
  test.beforeEach(({ page }) => stubPictures(page));

  test('shows recent images, tags and albums; filters by text with and without results; Go empty = Reset', async ({ page }) => {
    await page.goto(PATHS.gallery);
    await expect(page).toHaveTitle(/Image Gallery/);
    await expect(page.getByRole('heading', { name: 'Image Gallery', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Gallery sections' });
    await expect(nav.getByRole('link', { name: 'Image Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'AV Gallery' })).toHaveAttribute('href', PATHS.media);

    const recent = section(page, 'Recent');
    await expect(recent.getByRole('listitem')).toHaveCount(8);
    // The long category name is cut to 17 characters; its last tile reads '+{album_count}'.
    const seva = page.getByRole('region', { name: 'Seva and Karmayogam Activities' });
    await expect(seva.getByRole('heading', { name: 'Seva and Karmayog', exact: true })).toBeVisible();
    await expect(seva.getByText('+3', { exact: true })).toBeVisible();
    await expect(seva.getByRole('link', { name: /VIEW ALL/i })).toHaveAttribute('href', /^\/category\/\d+$/);

    // Text search: the results replace the recent images.
    await filterReady(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('golu');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const results = section(page, 'Search results');
    await expect(results.getByRole('button', { name: 'Open image: Golu display' })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(section(page, 'Recent')).toHaveCount(0);

    // Nothing found: the server's message.
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such picture anywhere');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByTestId('filter-message')).toHaveText(GALLERY_MESSAGES.noImages);

    // Go with all three fields empty behaves like Reset: the recent images come back.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(section(page, 'Recent').getByRole('listitem')).toHaveCount(8);
    await expect(page.getByTestId('filter-message')).toHaveCount(0);

    // Reset clears the fields too.
    await page.getByRole('searchbox', { name: 'Search' }).fill('lamps');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(section(page, 'Search results').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(section(page, 'Recent').getByRole('listitem')).toHaveCount(8);
  });

  test('filters by dates shown DD/MM/YYYY and sent YYYY-MM-DD; future dates cannot be chosen', async ({ page }) => {
    await page.goto(PATHS.gallery);
    await filterReady(page);
    // The Sanjeevini Gardens album is dated ten days before the seed day.
    const day = isoDaysAgo(10);
    await typeDate(page, 'Start Date', day);
    await typeDate(page, 'End Date', day);
    const sent = page.waitForRequest((r) => callMatcher(calls.galleryFilter)(r.url()));
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ start_date: day, end_date: day, search_txt: '' });
    const results = section(page, 'Search results');
    await expect(results.getByRole('listitem')).toHaveCount(5);
    await expect(results.getByRole('button', { name: 'Open image: Harvest baskets' })).toBeVisible();

    // A start after the end is refused under the field, before anything is sent.
    await typeDate(page, 'Start Date', isoDaysAgo(5));
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.locator('.field', { hasText: 'End Date' }).getByText(GALLERY_MESSAGES.startAfterEnd)).toBeVisible();

    // A typed future date is not taken; in the calendar, days after today are disabled.
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    const start = page.getByLabel('Start Date', { exact: true });
    const nextYear = `01/01/${new Date().getFullYear() + 1}`;
    await start.fill(nextYear);
    await start.press('Tab');
    await expect(start).not.toHaveValue(nextYear);
    await start.click();
    const calendar = page.locator('.react-datepicker');
    await expect(calendar).toBeVisible();
    const today = calendar.locator('.react-datepicker__day--today');
    await expect(today).not.toHaveAttribute('aria-disabled', 'true');
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000);
    const sameMonth = tomorrow.getUTCDate() !== 1;
    if (sameMonth) {
      const day = calendar.locator(`.react-datepicker__day--${String(tomorrow.getUTCDate()).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`);
      await expect(day).toHaveAttribute('aria-disabled', 'true');
      await day.click({ force: true });
      await expect(start).toHaveValue('');
    } else {
      await expect(calendar.getByRole('button', { name: 'Next Month' })).toHaveCount(0);
    }
  });

  test('a category page groups its albums and opens a lightbox without a download button', async ({ page, request }) => {
    const categories = (await apiCall(request, calls.galleryCategoryList)).data;
    const festivals = categories.find((c) => c.album_category === 'Temple Festivals')!;
    await page.goto(PATHS.gallery);
    await page.getByRole('region', { name: 'Temple Festivals' }).getByRole('link', { name: /VIEW ALL/i }).click();
    await expect(page).toHaveURL(PATHS.galleryCategory(festivals.id));
    await expect(page.getByRole('heading', { name: 'Temple Festivals', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Temple Festivals/);
    for (const album of ['Guru Purnima', 'Navaratri Celebrations', 'Mahashivratri Night']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${album}`), level: 2 })).toBeVisible();
    }

    // Keyboard: focus an image, open it with Enter, move with the arrows, close with Escape.
    const padapuja = page.getByRole('button', { name: 'Open image: Padapuja' });
    await padapuja.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.locator('.yarl__root');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: /download/i })).toHaveCount(0);
    await expect(lightbox.locator('a[download]')).toHaveCount(0);
    await expect(lightbox.getByText('Padapuja', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('Satsang under the full moon', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(PATHS.gallery);
  });

  test('an album tile opens the category page at that album; a tag page lists its images', async ({ page, request }) => {
    const tags = (await apiCall(request, calls.galleryTagList)).data;
    const festival = tags.find((t) => t.album_tag === 'Festival')!;
    await page.goto(PATHS.gallery);
    await page.getByRole('link', { name: 'Sanjeevini Gardens' }).click();
    await expect(page).toHaveURL(/\/category\/\d+#album-\d+$/);
    await expect(page.getByRole('heading', { name: /^Sanjeevini Gardens/, level: 2 })).toBeInViewport();

    await page.goto(PATHS.gallery);
    await page.getByRole('link', { name: 'Festival', exact: true }).click();
    await expect(page).toHaveURL(PATHS.galleryTag(festival.id));
    await expect(page.getByRole('heading', { name: 'Festival', level: 1 })).toBeVisible();
    const images = page.getByRole('button', { name: /^Open image:/ });
    expect(await images.count()).toBeGreaterThan(1);
    await images.first().click();
    await expect(page.locator('.yarl__root')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(PATHS.gallery);
  });

  test('an unknown category answers 404 with the site\'s own page', async ({ page }) => {
    const answer = await page.goto(PATHS.galleryCategory(987654));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', PATHS.home);
  });

  test('logged in: the gallery clears the registration markers and filters the same way', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account, { navtype: '3', event_id: '12' });
    await page.goto(PATHS.gallery);
    await expect(page.getByTestId('welcome')).toContainText(account.name);
    await expect(section(page, 'Recent').getByRole('listitem')).toHaveCount(8);
    expect(await page.evaluate(() => [localStorage.getItem('navtype'), localStorage.getItem('event_id')])).toEqual([null, null]);
    await filterReady(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Temple Festivals');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(section(page, 'Search results').getByRole('listitem')).toHaveCount(13);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByTestId('filter-message')).toHaveText(GALLERY_MESSAGES.noImages);
  });

  test('words typed into the search before the filter\'s code arrives are kept, and Go finds them', async ({ page }) => {
    // The filter's code is held back until the visitor has typed into the server's HTML of it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/filter-bar-[^/]*\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(PATHS.gallery);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('golu');
    await expect(page.locator('form.gallery-filter[data-hydrated]')).toHaveCount(0);
    release();
    await filterReady(page);
    await expect(search).toHaveValue('golu');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(section(page, 'Search results').getByRole('button', { name: 'Open image: Golu display' })).toBeVisible();
  });

  test('a user who owes feedback is sent to the feedback page', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account, { reg_id: '41', regprogram_id: '3' });
    // The feedback page belongs to another feature: answer its document here so only the redirect is tested.
    await page.route(`**${FEEDBACK_ROUTES[3]}`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>feedback</title><p>Feedback form</p>' }));
    await page.goto(PATHS.gallery);
    await expect(page).toHaveURL(FEEDBACK_ROUTES[3]!);
    await expect(page.getByText('Feedback form')).toBeVisible();
  });
});
