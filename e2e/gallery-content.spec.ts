import sharp from 'sharp';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * The galleries' items in the back office: an editor uploads three pictures at once
 * to an album, each with its caption, puts them in order, and a visitor sees them in that order
 * on the album's public page; an editor adds a video talk and a visitor sees it on /media. On a
 * laptop and on a 360 px phone. (Named *content.spec.ts: it runs after the specs that count what
 * the public galleries show.)
 */
const picture = (background: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background } }).jpeg().toBuffer();

for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test.describe(`gallery items in the back office on a ${label}`, () => {
    test.use({ viewport });

    test('an editor uploads three pictures with captions, orders them, and a visitor sees that order', async ({ page, request }) => {
      const stamp = `${label} ${Date.now().toString(36)}`;
      const token = await staffLogin(request, 'editor');
      const category = (await apiCall(request, calls.adminGalleryCategoryCreate, { token, body: { album_category: `Festivals ${stamp}` } })).data;
      const album = (await apiCall(request, calls.adminAlbumCreate, { token, body: { category_id: category.id, album_sub: `Karthigai Deepam ${stamp}`, album_date: todayIso() } })).data;

      await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/gallery-images`);
      await expect(page.getByRole('heading', { name: 'Gallery images' })).toBeVisible();
      await page.getByLabel('Album').selectOption(String(album.id));
      await page.getByLabel('Pictures', { exact: true }).setInputFiles([
        { name: 'lamps.jpg', mimeType: 'image/jpeg', buffer: await picture('#d9822b') },
        { name: 'hill.jpg', mimeType: 'image/jpeg', buffer: await picture('#8a3b12') },
        { name: 'crowd.jpg', mimeType: 'image/jpeg', buffer: await picture('#3b6e8a') },
      ]);
      await page.getByLabel('Caption of lamps.jpg (English)').fill('Lamps at dusk');
      await page.getByLabel('Caption of lamps.jpg (Tamil)').fill('அந்தியில் தீபங்கள்');
      await page.getByLabel('Caption of hill.jpg (English)').fill('Fire on the hill');
      await page.getByLabel('Caption of crowd.jpg (English)').fill('Devotees gather');
      await page.getByRole('button', { name: 'Upload 3 pictures' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Pictures added: 3' })).toBeVisible();

      const order = page.getByTestId('album-order').locator('li');
      await expect(order).toHaveCount(3);
      await expect(order).toContainText(['Lamps at dusk', 'Fire on the hill', 'Devotees gather']);

      // The last picture goes first with the Move up button (keyboard: focus it, press Enter).
      await page.getByRole('button', { name: 'Move Devotees gather up' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
      const up = page.getByRole('button', { name: 'Move Devotees gather up' });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'is now number 1' })).toBeVisible();
      await expect(order).toContainText(['Devotees gather', 'Lamps at dusk', 'Fire on the hill']);
      if (label === 'laptop') {
        // Dragging: the hill fire onto the second place.
        await order.nth(2).dragTo(order.nth(1));
        await expect(order).toContainText(['Devotees gather', 'Fire on the hill', 'Lamps at dusk']);
      } else {
        await page.getByRole('button', { name: 'Move Fire on the hill up' }).click();
        await expect(order).toContainText(['Devotees gather', 'Fire on the hill', 'Lamps at dusk']);
      }
      // The order is the server's, not only the screen's.
      await page.reload();
      await page.getByLabel('Album').selectOption(String(album.id));
      await expect(order).toContainText(['Devotees gather', 'Fire on the hill', 'Lamps at dusk']);

      // A visitor sees the album in that order at once.
      await page.goto(PATHS.galleryCategory(category.id));
      const shown = page.locator(`#album-${album.id} img`);
      await expect(shown).toHaveCount(3);
      expect(await shown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(['Devotees gather', 'Fire on the hill', 'Lamps at dusk']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('an editor adds a video talk and a visitor sees it on /media', async ({ page }) => {
      const title = `Talk on inner silence ${label} ${Date.now().toString(36)}`;
      await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/media`);
      await expect(page.getByRole('heading', { name: 'Video and audio' })).toBeVisible();
      await page.getByRole('button', { name: 'Add' }).click();
      await page.getByLabel('Title (English)').fill(title);
      await page.getByLabel('Title (Tamil)').fill('உள் மௌனம் பற்றிய உரை');
      // A link the public player cannot play is refused under its field.
      await page.getByLabel('Link or embed code').fill('https://example.org/video');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Enter a YouTube, Vimeo or SoundCloud address, or its embed code')).toBeVisible();
      await page.getByLabel('Link or embed code').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await page.getByLabel('Duration').fill('42:10');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expect(page.getByRole('cell', { name: title })).toBeVisible();

      await page.goto(PATHS.media);
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
