import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { PATHS, STORAGE_KEYS } from '@portal/contract/routes';
import { addressInLanguage } from '@portal/contract/page-language';
import { PROGRAMS } from '@portal/contract/programs';
import { MESSAGES_TA, PAY_STATUS_LABELS_TA } from '@portal/contract/tamil';
import { createAccount, endsWithPath, expect, test, useSessionIn } from './fixtures';
import { chooseOnSandbox, currentList } from './payments-helpers';
import { apiCall, sandboxCheckoutPattern } from './api-client';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * A Tamil reader's day: the address carries the language (?lang=ta) and internal
 * links keep it; messages, statuses and labels are Tamil; no page overflows at 360 px and axe
 * finds no violation on the Tamil pages.
 */
const SHOTS = '.tmp/tamil-shots';

async function expectClean(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
  // Only the violations are gathered: the passes' details cost the most time.
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), name).toEqual([]);
}

test.describe('the site in Tamil', () => {
  for (const width of [1280, 360]) {
    test(`browse home, a program and the gallery in Tamil at ${width} px`, async ({ page }) => {
      // Three full pages checked by axe: over the default minute on a busy 2-core machine.
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(addressInLanguage(PATHS.home, 'ta'));
      await expect(page.getByRole('heading', { level: 1, name: 'மாதங்கி அறக்கட்டளை' })).toBeAttached();
      await expect(page.getByRole('link', { name: 'தனியுரிமைக் கொள்கை' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'home');

      // An internal link keeps the language in the address.
      await page.getByRole('contentinfo').getByRole('link', { name: 'படத்தொகுப்பு' }).click();
      await expect(page).toHaveURL(endsWithPath(addressInLanguage(PATHS.gallery, 'ta')));
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'gallery');

      await page.goto(addressInLanguage(PATHS.program(1), 'ta'));
      await expect(page.getByRole('heading', { level: 1, name: 'Ulchemy' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'program');

      // The switch goes to the other address.
      await page.getByLabel('மொழி').selectOption('en');
      await expect(page).toHaveURL(endsWithPath(PATHS.program(1)));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('a remembered Tamil moves the address to ?lang=ta without a new history entry', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'ta'), STORAGE_KEYS.language);
    await page.goto(PATHS.programs);
    await expect(page).toHaveURL(endsWithPath(addressInLanguage(PATHS.programs, 'ta')));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const before = await page.evaluate(() => history.length);
    await page.goto(PATHS.gallery);
    await expect(page).toHaveURL(endsWithPath(addressInLanguage(PATHS.gallery, 'ta')));
    await expect(page.getByRole('heading', { level: 1, name: 'பட தொகுப்பு' })).toBeVisible();
    // Replaced, not pushed: one entry for the page, and Back returns to the programs in Tamil.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(endsWithPath(addressInLanguage(PATHS.programs, 'ta')));
  });

  test('create an account: the validation messages are Tamil', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(addressInLanguage(PATHS.register, 'ta'));
    await expect(page.getByRole('heading', { name: 'உங்கள் கணக்கை உருவாக்குங்கள்' })).toBeVisible();
    await page.getByRole('button', { name: 'பதிவு செய்', exact: true }).click();
    await expect(page.locator('.field', { hasText: 'முழுப் பெயர்' }).getByText(MESSAGES_TA.required)).toBeVisible();
    await page.getByLabel('மின்னஞ்சல்').fill('meena');
    await page.getByRole('button', { name: 'பதிவு செய்', exact: true }).click();
    await expect(page.getByText(MESSAGES_TA.invalidEmail)).toBeVisible();
    await expect(page.getByLabel('விளிப்பு').locator('option', { hasText: 'திருமதி' })).toHaveCount(1);
    await expectClean(page, 'register-errors');
  });

  test('register and pay in Tamil: the confirmation and the event detail are Tamil', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account, { lang: 'ta' });
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(addressInLanguage(PROGRAMS[1].route, 'ta'));
    await expect(page.getByText(MESSAGES_TA.pleaseRegister)).toBeVisible();
    const select = page.getByLabel('நிகழ்வைத் தேர்ந்தெடுக்கவும்');
    const option = select.locator('option', { hasText: 'Ulchemy' }).first();
    await select.selectOption({ value: (await option.getAttribute('value'))! });
    await expect(page.getByTestId('price-box')).toBeVisible();
    await page.getByRole('button', { name: 'சமர்ப்பிக்கவும்' }).click();
    // A program fee asks no PAN; the terms must be accepted, said under their box.
    await expect(page.locator('#accept-terms-error')).toBeVisible();
    await expect(page.getByLabel('PAN எண்')).toHaveCount(0);
    await expectClean(page, 'register-event');
    await page.getByLabel(/நான் ஏற்கிறேன்/).check();
    await page.getByRole('button', { name: 'சமர்ப்பிக்கவும்' }).click();
    await expect(page).toHaveURL(sandboxCheckoutPattern(true));

    await chooseOnSandbox(page, 'Success');
    // Back from the gateway the remembered language puts ?lang=ta in the address again.
    await expect(page).toHaveURL(/\/payment\/T[0-9a-f]{24}\?lang=ta$/);
    await expect(page.getByTestId('payment-status')).toHaveText('வெற்றி');
    await page.waitForLoadState('networkidle');
    await expectClean(page, 'payment-result');

    const [row] = await currentList(request, account);
    await page.goto(addressInLanguage(PATHS.eventDetail(row!.id), 'ta'));
    await expect(page.getByText(PAY_STATUS_LABELS_TA.success).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectClean(page, 'event-detail');
  });

  test("an editor's Tamil caption shows on the Tamil gallery page, the English one on the English page", async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const token = await staffLogin(request, 'editor');
    const category = (await apiCall(request, calls.adminGalleryCategoryCreate, { token, body: { album_category: `Festivals ${stamp}`, album_category_ta: `திருவிழாக்கள் ${stamp}` } })).data;
    const album = (await apiCall(request, calls.adminAlbumCreate, { token, body: { category_id: category.id, album_sub: `Deepam ${stamp}`, album_date: todayIso() } })).data;

    // The editor uploads a picture with its caption in both languages, side by side.
    await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/gallery-images`);
    await page.getByLabel('Album').selectOption(String(album.id));
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d9822b' } }).jpeg().toBuffer();
    await page.getByLabel('Pictures', { exact: true }).setInputFiles([{ name: 'lamps.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
    await page.getByLabel('Caption of lamps.jpg (English)').fill(`Lamps at dusk ${stamp}`);
    await page.getByLabel('Caption of lamps.jpg (Tamil)').fill(`அந்தியில் தீபங்கள் ${stamp}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByTestId('album-order').locator('li')).toContainText([`Lamps at dusk ${stamp}`]);

    // A Tamil reader: the category's Tamil name, the Tamil caption; the untranslated album name in English.
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(addressInLanguage(PATHS.galleryCategory(category.id), 'ta'));
    await expect(page.getByRole('heading', { level: 1, name: `திருவிழாக்கள் ${stamp}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `அந்தியில் தீபங்கள் ${stamp}` })).toBeVisible();
    await expect(page.getByText(`Deepam ${stamp}`).first()).toBeVisible();
    // The page came rendered from the server in Tamil (what a crawler or a slow phone gets).
    const html = await (await request.get(addressInLanguage(PATHS.galleryCategory(category.id), 'ta'))).text();
    expect(html).toContain(`அந்தியில் தீபங்கள் ${stamp}`);
    await page.waitForLoadState('networkidle');
    await expectClean(page, 'gallery-category');

    // An English reader gets the English caption.
    await page.goto(PATHS.galleryCategory(category.id));
    await expect(page.getByRole('img', { name: `Lamps at dusk ${stamp}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Festivals ${stamp}` })).toBeVisible();
  });
});
