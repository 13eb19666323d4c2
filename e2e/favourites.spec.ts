import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { mediaTile, newestMedia, stubPictures } from './gallery-helpers';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

/** Favourite hearts: visitors are told to log in; users toggle. */
test.describe('favourites', () => {
  test.beforeEach(({ page }) => stubPictures(page));

  test('a visitor is told to log in and the heart stays off', async ({ page, request }) => {
    const video = await newestMedia(request, 'video');
    await page.goto(PATHS.media);
    const heart = mediaTile(page, video.id).first().getByRole('button', { name: `Favourite: ${video.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.locator('.Toastify__toast', { hasText: MESSAGES.loginToFavourite })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a user adds and removes a media favourite; the hearts follow wish/list after reload', async ({ page, request }) => {
    const account = await createAccount(request);
    const audio = await newestMedia(request, 'audio');
    await useSessionIn(page, account);
    await page.goto(PATHS.media);
    // The same item may show in Recent and in its category: every heart of it follows the server.
    const hearts = page.getByTestId(`heart-media-${audio.id}`);
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');

    await hearts.first().click();
    await expect(page.locator('.Toastify__toast', { hasText: MESSAGES.mediaAdded })).toBeVisible();
    for (const heart of await hearts.all()) await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const list = await apiCall(request, calls.wishList, { token: account.token });
    expect(list.wishmedia).toEqual([audio.id]);

    await page.reload();
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true');
    await hearts.first().click();
    await expect(page.locator('.Toastify__toast', { hasText: MESSAGES.mediaRemoved })).toBeVisible();
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
  });

  test('hearts show favourites made elsewhere (another tab or device) when the page loads', async ({ page, request }) => {
    const account = await createAccount(request);
    const video = await newestMedia(request, 'video');
    const res = await apiCall(request, calls.wishMediaAdd, { body: { id: video.id }, token: account.token });
    expect(res.message).toBe(MESSAGES.mediaAdded);
    await useSessionIn(page, account);
    await page.goto(PATHS.media);
    await expect(page.getByTestId(`heart-media-${video.id}`).first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a user adds and removes an event favourite from the upcoming events', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.upcomingEvents);
    const first = page.locator('[data-testid^="heart-event-"]').first();
    const testId = (await first.getAttribute('data-testid'))!;
    // An event can show in more than one place; every heart of it follows the server.
    const hearts = page.getByTestId(testId);
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
    await hearts.first().click();
    await expect(page.locator('.Toastify__toast', { hasText: MESSAGES.eventAdded })).toBeVisible();
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true');
    await hearts.first().click();
    await expect(page.locator('.Toastify__toast', { hasText: MESSAGES.eventRemoved })).toBeVisible();
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
  });
});
