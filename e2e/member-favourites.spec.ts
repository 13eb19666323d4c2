import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { addFavourites, favouriteList } from './member-helpers';

test.describe('member: favourite list', () => {
  test('empty tabs show the spec texts', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.favouriteList);
    await expect(page).toHaveTitle(/^Favourite List - /);
    const tabs = page.getByRole('tablist', { name: 'Favourites' });
    await expect(page.getByText(MESSAGES.noVideo)).toBeVisible();
    await tabs.getByRole('tab', { name: 'Audio' }).click();
    await expect(page.getByText(MESSAGES.noAudio)).toBeVisible();
    await tabs.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByText(MESSAGES.noEvents)).toBeVisible();
  });

  test('play, share and unfavourite videos, audios and events', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await createAccount(request);
    const added = await addFavourites(request, account, { videos: 2, audios: 1, events: 1 });
    await useSessionIn(page, account);
    await page.goto(PATHS.favouriteList);

    const tabs = page.getByRole('tablist', { name: 'Favourites' });
    await expect(tabs.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    const tiles = page.getByTestId('media-tile');
    await expect(tiles).toHaveCount(2);

    // Play in the modal player.
    const first = added.videos[0]!;
    await page.getByRole('button', { name: `Play ${first.title}` }).click();
    const player = page.getByRole('dialog', { name: first.title });
    await expect(player.getByTestId('media-player')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();

    // Share: the link is copied (dark toast) and the share popup offers WhatsApp and Facebook.
    await page.getByRole('button', { name: `Share ${first.title}` }).click();
    await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
    await expect(page.locator('.Toastify__toast-theme--dark', { hasText: MESSAGES.linkCopied })).toBeVisible();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^https:\/\//);
    await expect(share.getByRole('textbox')).toHaveValue(copied);
    await share.getByRole('button', { name: 'Close' }).click();
    await expect(share).toBeHidden();

    // Unfavourite: the tile leaves the list once the server agrees.
    await page.getByRole('button', { name: `Favourite: ${first.title}` }).click();
    await expect(page.getByText(MESSAGES.mediaRemoved)).toBeVisible();
    await expect(tiles).toHaveCount(1);
    expect((await favouriteList(request, account)).videos.map((v) => v.id)).toEqual([added.videos[1]!.id]);

    await tabs.getByRole('tab', { name: 'Audio' }).click();
    await expect(tiles).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Play ${added.audios[0]!.title}` })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Events' }).click();
    const event = added.events[0]!;
    const card = page.getByTestId('favourite-event');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(event.event_name);
    await expect(card.getByRole('button', { name: 'Register now' })).toBeVisible();
    await card.getByRole('button', { name: `Favourite: ${event.event_name}` }).click();
    await expect(page.getByText(MESSAGES.eventRemoved)).toBeVisible();
    await expect(page.getByText(MESSAGES.noEvents)).toBeVisible();
    expect((await favouriteList(request, account)).events).toEqual([]);
  });
});
