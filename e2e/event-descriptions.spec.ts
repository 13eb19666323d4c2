import { calls } from '@portal/contract/calls';
import { PATHS, eventSlug } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { writeFormatted, writeHeading } from './rich-text-helpers';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * Words and pages, event descriptions: an editor writes an event's description in the rich-text
 * editor (a heading, a list and a link, in English and Tamil), previews it as the event's page
 * will show it and saves; the event's public page shows them in both languages, and so does the
 * devotee's event detail. The plain description written before (through the API) opened in the
 * editor as its paragraph. At a laptop's and a phone's width.
 */
for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test.describe(`event descriptions on a ${label}`, () => {
    test.use({ viewport });

    test('an editor writes a description with a heading, a list and a link, previews and saves; the event page shows it in English and Tamil', async ({ page, browser, request }) => {
      // Two editors' worth of typing, a save and four pages: more than a minute on a busy machine.
      test.setTimeout(150_000);
      const stamp = `${label}-${Date.now().toString(36)}`;
      const eventName = `Described Retreat ${stamp}`;
      const event = await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
      // A description written before the editor: plain text.
      await apiCall(request, calls.adminEventUpdate, { token: await staffLogin(request, 'editor'), params: { id: String(event.id) }, body: { event_desc: 'An older plain description.' } });

      await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/events`);
      await page.getByRole('searchbox').fill(eventName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('row').filter({ hasText: eventName }).getByRole('button', { name: /^Edit/ }).click();

      const english = 'Description (English)';
      await expect(page.getByRole('textbox', { name: english, exact: true }).getByRole('paragraph')).toHaveText('An older plain description.');
      const { tools } = await writeFormatted(page, english, {
        heading: `Day one ${stamp}`,
        items: ['Morning yoga', 'Evening satsang'],
        link: { text: 'The way there', href: 'https://example.org/route' },
      });
      await writeHeading(page, 'Description (Tamil)', `முதல் நாள் ${stamp}`);

      // The preview shows the description as the event's page will.
      await tools.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByTestId('rich-text-preview');
      await expect(preview.getByRole('heading', { name: `Day one ${stamp}` })).toBeVisible();
      await expect(preview.getByRole('listitem')).toHaveText(['Morning yoga', 'Evening satsang']);
      await expect(preview.getByRole('link', { name: 'The way there' })).toHaveAttribute('href', 'https://example.org/route');
      await expect(preview.locator('.event-page-desc')).toHaveCount(1);

      const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/admin/events/${event.id}`));
      await page.getByRole('button', { name: 'Save', exact: true }).focus();
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

      const visitor = await browser.newPage({ viewport });
      await visitor.goto(PATHS.eventPage(event.id, eventSlug(eventName)));
      const about = visitor.getByTestId('event-desc');
      await expect(about.getByRole('heading', { name: `Day one ${stamp}` })).toBeVisible();
      await expect(about.getByRole('listitem')).toHaveText(['Morning yoga', 'Evening satsang']);
      await expect(about.getByRole('link', { name: 'The way there' })).toHaveAttribute('href', 'https://example.org/route');
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await visitor.screenshot({ path: test.info().outputPath(`event-desc-en-${viewport.width}.png`), fullPage: true });
      await visitor.goto(`${PATHS.eventPage(event.id, eventSlug(eventName))}?lang=ta`);
      await expect(visitor.getByTestId('event-desc').getByRole('heading', { name: `முதல் நாள் ${stamp}` })).toBeVisible();
      await visitor.screenshot({ path: test.info().outputPath(`event-desc-ta-${viewport.width}.png`), fullPage: true });
      await visitor.close();

      // The devotee who registered reads the same description on their event detail.
      const account = await createAccount(request, { name: 'Reading Devotee' });
      const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: event.id, accept_terms: true, pan_number: 'ABCDE1234F' } });
      expect(registered.success).toBe(1);
      const regId = (registered as { register_id: number }).register_id;
      const devotee = await browser.newPage({ viewport });
      await useSessionIn(devotee, account);
      await devotee.goto(PATHS.eventDetail(regId));
      const detail = devotee.getByTestId('event-detail-desc');
      await expect(detail.getByRole('heading', { name: `Day one ${stamp}` })).toBeVisible();
      await expect(detail.getByRole('link', { name: 'The way there' })).toHaveAttribute('href', 'https://example.org/route');
      await devotee.goto(`${PATHS.eventDetail(regId)}?lang=ta`);
      await expect(devotee.getByTestId('event-detail-desc').getByRole('heading', { name: `முதல் நாள் ${stamp}` })).toBeVisible();
      expect(await devotee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await devotee.close();
    });
  });
}

test.describe('an event description finance cannot change', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('finance opens an event: its description shows in the editor read-only, the toolbar disabled, and typing changes nothing', async ({ page, request }) => {
    test.setTimeout(90_000);
    const eventName = `Priced Retreat ${Date.now().toString(36)}`;
    const event = await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
    await apiCall(request, calls.adminEventUpdate, {
      token: await staffLogin(request, 'editor'),
      params: { id: String(event.id) },
      body: { event_desc: '<h2>Day one</h2><p>Morning yoga.</p>' },
    });

    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/events`);
    await page.getByRole('searchbox').fill(eventName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('row').filter({ hasText: eventName }).getByRole('button', { name: /^Edit/ }).click();

    const english = 'Description (English)';
    const box = page.getByRole('textbox', { name: english, exact: true });
    await expect(box.getByRole('heading', { name: 'Day one' })).toBeVisible();
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('textbox', { name: 'Description (Tamil)', exact: true })).toHaveAttribute('contenteditable', 'false');
    const tools = page.getByRole('toolbar', { name: `Format: ${english}` });
    for (const name of ['Heading', 'Bold', 'Link', 'Picture from the library', 'YouTube video', 'Preview']) await expect(tools.getByRole('button', { name, exact: true })).toBeDisabled();

    await box.click();
    await page.keyboard.type('Changed by finance');
    await expect(box).toHaveText('Day oneMorning yoga.');
    // The price stays finance's to change in the same form.
    await expect(page.getByTestId('event-money').getByLabel('Price', { exact: true })).toBeEditable();
  });
});
