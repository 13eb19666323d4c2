import { calls } from '@portal/contract/calls';
import { addressInLanguage } from '@portal/contract/page-language';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn, type Account } from './fixtures';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * An event's waiting list in the back office: a coordinator sees who waits and in which order,
 * offers the next seat now (the person is told); the devotee sees their place, then the seat kept
 * for them, on their registration's page (/eventdetail/{id}), in English and Tamil. At 1280 and 360 px.
 */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const join = (request: APIRequestContext, who: Account, eventId: number) =>
  apiCall(request, calls.waitingListJoin, { token: who.token, body: { event_id: eventId } });

const register = (request: APIRequestContext, who: Account, eventId: number) =>
  apiCall(request, calls.eventRegister, { token: who.token, body: { event_id: eventId, accept_terms: true } });

for (const width of [1280, 360] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the coordinator offers the next seat from the list; the devotee sees their place, then the seat kept for them', async ({ page, browser, request }) => {
      // Three accounts, three staff sign-ins (each two-step code waits for its own 30-second step) and two pages.
      test.setTimeout(240_000);
      // A one-seat event: Bala's registration was cancelled (its page stays), Chitra holds the seat
      // while paying; Bala then Devi join the waiting list.
      const coordinator = await staffLogin(request, 'coordinator');
      const name = `Ulchemy Waiting ${width} ${Date.now().toString(36)}`;
      const event = await publishEvent(request, coordinator, name);
      await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(event.id) }, body: { capacity: 1 } });
      const bala = await createAccount(request, { name: `Bala ${width}` });
      const chitra = await createAccount(request, { name: `Chitra ${width}` });
      const devi = await createAccount(request, { name: `Devi ${width}` });
      const balaRegistration = (await register(request, bala, event.id)) as { success: number; register_id: number };
      expect(balaRegistration.success).toBe(1);
      const cancelled = await apiCall(request, calls.adminRegistrationCancel, { token: coordinator, params: { id: String(balaRegistration.register_id) }, body: { reason: 'Asked us to cancel by phone' } });
      expect(cancelled.success).toBe(1);
      expect(((await register(request, chitra, event.id)) as { success: number }).success).toBe(1);
      expect((await join(request, bala, event.id)).data.waiting_position).toBe(1);
      expect((await join(request, devi, event.id)).data.waiting_position).toBe(2);

      // Bala's registration page says where Bala stands, in English and in Tamil.
      const devotee = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await useSessionIn(devotee, bala);
      const detail = PATHS.eventDetail(balaRegistration.register_id);
      await devotee.goto(detail);
      await expect(devotee.getByTestId('waiting-place')).toHaveText('You are number 1 on the waiting list. We will write to you by email and SMS when a seat frees.');
      await devotee.goto(addressInLanguage(detail, 'ta'));
      await expect(devotee.getByTestId('waiting-place')).toHaveText(
        'காத்திருப்புப் பட்டியலில் நீங்கள் 1-ஆவது இடத்தில் உள்ளீர்கள். இடம் காலியானதும் மின்னஞ்சல் மற்றும் SMS மூலம் தெரிவிப்போம்.',
      );
      await noSidewaysScroll(devotee);
      await devotee.screenshot({ path: test.info().outputPath(`event-detail-place-ta-${width}.png`), fullPage: true });

      // One more seat: the coordinator opens the list from the event's page and offers it now.
      await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(event.id) }, body: { capacity: 2 } });
      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/events`);
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /^Edit/ }).click();
      await page.getByRole('link', { name: 'Waiting list', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/waiting-list\\?event=${event.id}$`));
      const rows = page.getByRole('list', { name: 'People on the waiting list' }).getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(`No. 1 · Bala ${width}`);
      await expect(rows.nth(0)).toContainText(/Waiting since .+ IST/);
      await expect(rows.nth(1)).toContainText(`No. 2 · Devi ${width}`);
      await expect(page.getByTestId('waiting-free')).toHaveText('1');
      await noSidewaysScroll(page);

      await page.getByRole('button', { name: 'Offer the next seat now' }).click();
      await expect(page.getByRole('status').filter({ hasText: WAITLIST_MESSAGES.offered })).toBeVisible();
      await expect(rows.nth(0)).toContainText(`Seat offered · Bala ${width}`);
      await expect(rows.nth(0)).toContainText(/Offer sent .+ IST, runs until .+ IST/);
      await expect(rows.nth(1)).toContainText(`No. 1 · Devi ${width}`);
      await expect(page.getByTestId('waiting-free')).toHaveText('0');
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`waiting-list-${width}.png`), fullPage: true });

      // Bala is told by email and SMS, and the page now shows the seat kept until when (India time).
      await expect
        .poll(async () => (await apiCall(request, calls.devOutbox)).data.filter((m) => m.subject === `A seat is free for you: ${name}`).length, { timeout: 30_000 })
        .toBe(1);
      await devotee.goto(detail);
      await expect(devotee.getByTestId('waiting-place')).toContainText('A seat is kept for you until');
      await expect(devotee.getByTestId('waiting-place')).toContainText('(India time)');
      await expect(devotee.getByTestId('waiting-place').getByRole('link', { name: 'Register now' })).toBeVisible();
      await devotee.goto(addressInLanguage(detail, 'ta'));
      await expect(devotee.getByTestId('waiting-place')).toContainText('(இந்திய நேரம்) வரை உங்களுக்காக ஓர் இடம் வைக்கப்பட்டுள்ளது');
      await noSidewaysScroll(devotee);
      await devotee.screenshot({ path: test.info().outputPath(`event-detail-offer-ta-${width}.png`), fullPage: true });
      await devotee.context().close();
    });

    test("a coordinator sees an event's prices read-only and saves the event's own fields", async ({ page, request }) => {
      const coordinator = await staffLogin(request, 'coordinator');
      const name = `Ulchemy Priced ${width} ${Date.now().toString(36)}`;
      await publishEvent(request, coordinator, name);
      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/events`);
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /^Edit/ }).click();
      const money = page.getByTestId('event-money');
      await expect(money).toContainText('Prices and money settings are set by finance or the owner: shown here read-only');
      await expect(page.getByLabel('Price', { exact: true })).toBeDisabled();
      await expect(page.getByLabel('Price', { exact: true })).toHaveValue('9000');
      await page.screenshot({ path: test.info().outputPath(`event-editor-coordinator-${width}.png`), fullPage: true });
      // The coordinator's own fields still save (the unchanged price goes back with them).
      await page.getByLabel('Seats').fill('25');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await noSidewaysScroll(page);
    });
  });
}
