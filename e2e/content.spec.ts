import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import sharp from 'sharp';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall, send } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * The back office's content: an editor adds an event for Ulchemy with its price,
 * discount, early-bird amount and picture, and a visitor sees it; the editor writes program 1's
 * headline in Tamil and the Tamil page shows it; the editor cannot open the owner's pages.
 * The same journey on a laptop and on a 360 px phone.
 */
const inDays = (n: number) => {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test.describe(`content in the back office on a ${label}`, () => {
    test.use({ viewport });

    // The owner sets both an event and its prices (an editor's price fields are read-only: event-money.ts).
    test('the owner adds a priced Ulchemy event with its picture; a visitor sees it and its price', async ({ page, request }) => {
      const name = `Ulchemy Madurai ${label} ${Date.now().toString(36)}`;
      await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/events`);
      await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
      await page.getByRole('button', { name: 'Add' }).click();

      await page.getByLabel('Program').selectOption('1');
      await page.getByLabel('Event name (English)').fill(name);
      await page.getByLabel('Event name (Tamil)').fill(`உள்கெமி மதுரை ${label}`);
      // Tomorrow: the program's page lists its first ten events by date, and the other specs have
      // published events of their own meanwhile.
      await page.getByLabel('Start date', { exact: true }).fill(inDays(1));
      await page.getByLabel('Start time').fill('09:30');
      await page.getByLabel('City (English)').fill('Madurai');
      await page.getByLabel('Address (English)').fill('Foundation Hall, Madurai');
      const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b4521b' } }).jpeg().toBuffer();
      await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'madurai.jpg', mimeType: 'image/jpeg', buffer: picture });
      await expect(page.getByRole('img', { name: 'Picture: current picture' })).toBeVisible();
      await page.getByLabel('Price', { exact: true }).fill('10000');
      await page.getByLabel('Discount (percent)').fill('10');
      await page.getByLabel('Early-bird amount off').fill('500');

      // The early-bird amount needs its last date: the server's message shows under the field.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Give the last date of the early-bird amount')).toBeVisible();
      await page.getByLabel('Early-bird last date').fill(inDays(1));
      await page.getByLabel('Published (a draft is not on the public site)').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('cell', { name })).toBeVisible();

      // A visitor: the event on /upcoming-events and /programs/1 at once (caches emptied).
      await page.goto(PATHS.upcomingEvents);
      await expect(page.getByText(name).first()).toBeVisible();
      await page.goto(PATHS.program(1));
      // The upcoming events are drawn when they come near, so the test scrolls like a person.
      await page.getByTestId('program-upcoming').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('program-upcoming').getByText(name).first()).toBeVisible();
      const shown = (await apiCall(request, calls.eventList, { body: { program_id: 1 } })).data.find((e) => e.event_name === name);
      expect(shown?.event_image).toMatch(/^\/files\/content\/.+\.webp$/);

      // Its price breakdown on /ulchemy for a signed-in devotee.
      const account = await createAccount(request);
      await useSessionIn(page, account);
      await page.goto(PROGRAMS[1].route);
      await page.getByLabel('Select Event').selectOption(String(shown!.id));
      const box = page.getByTestId('price-box');
      await expect(box).toContainText('₹10,000.00');
      await expect(box).toContainText('Discount (10%)');
      await expect(box).toContainText('₹1,000.00');
      await expect(box).toContainText('₹500.00');
      await expect(box).toContainText('₹8,500.00');
      // Nothing of the page runs sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test("the editor writes program 1's headline in Tamil and the public site reads it in Tamil", async ({ page, request }) => {
      const headline = `சுய மாற்றம் ${label} ${Date.now().toString(36)}`;
      await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/programs`);
      await page.getByRole('button', { name: 'Edit row 1' }).click();
      await page.getByLabel('Headline (Tamil)').fill(headline);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

      // The public read in Tamil has it at once; English keeps the English headline. (The page
      // itself asks in Tamil once the web sends its language: the tamil branch.)
      const tamil = await (await request.get(callUrl(calls.wisdom, { id: 1 }, { lang: 'ta' }))).json();
      expect(tamil.data.headline).toBe(headline);
      const english = await apiCall(request, calls.wisdom, { params: { id: '1' } });
      expect(english.data.headline).not.toBe(headline);
    });

    test("the editor cannot open the owner's or finance's pages", async ({ page, request }) => {
      await openAdminAs(page, 'editor', ADMIN_PATHS.audit);
      await expect(page.getByTestId('admin-forbidden')).toHaveText(MESSAGES.staffForbidden);
      const token = await staffLogin(request, 'finance');
      const refused = await send(request, calls.adminPrograms, { token });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).success).toBe(0);
    });
  });
}
