import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { addressInLanguage } from '@portal/contract/page-language';
import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { MESSAGES_TA } from '@portal/contract/tamil';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { FULL_EVENTS, LATE_PEOPLE, PAN_EVENTS } from './fixture-data/festival';
import { openAdminAs } from './staff-helpers';

/**
 * An event's rules from registration to payment: staff give a place on a full event only through
 * a confirm step that names the overshoot; a closed event's card says it is closed; the
 * registration screen asks a PAN only of a paid event whose program's owner collects one.
 * Each at 1280 and 360 px; the public screens in English and Tamil (the back office is English).
 */
const WIDTHS = [1280, 360] as const;

/** Chooses an event on the registration screen in either language (the option names the event). */
async function chooseEvent(page: Page, name: string) {
  const select = page.locator('select[name="event_id"]');
  const option = select.locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  await select.selectOption({ value: (await option.getAttribute('value'))! });
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the coordinator allows pay later on a full event only through the over-capacity confirm step', async ({ page, request }) => {
      const token = await openAdminAs(page, 'coordinator');
      const found = (await apiCall(request, calls.adminRegistrations, { token, query: { q: LATE_PEOPLE[width] } })).data;
      expect(found.map((r) => r.event_name)).toEqual([FULL_EVENTS[width]]);
      await page.goto(`${ADMIN_PATHS.root}/registrations/${found[0]!.id}`);
      await expect(page.getByTestId('reg-status')).toHaveText('Failed');
      await expect(page.getByTestId('reg-seat')).toHaveText('None (1 of 1 seats taken)');

      const payLater = page.getByRole('form', { name: 'Pay later' });
      const confirmStep = page.getByRole('alertdialog', { name: 'Allow pay later: the event is full' });
      // First time: staff step back; nothing is sent.
      await payLater.getByRole('button', { name: 'Allow pay later' }).click();
      await expect(confirmStep).toContainText('1 of 1 seats are taken');
      await expect(confirmStep).toContainText('over capacity by 1');
      await noSidewaysScroll(page);
      await confirmStep.getByRole('button', { name: 'Go back' }).click();
      await expect(confirmStep).toHaveCount(0);
      await expect(page.getByTestId('reg-status')).toHaveText('Failed');

      // Then confirmed: the place is given over capacity and the choice is in the trail.
      await payLater.getByRole('button', { name: 'Allow pay later' }).click();
      await confirmStep.getByRole('button', { name: 'Over capacity by 1: confirm' }).click();
      await expect(page.getByRole('status')).toHaveText(MESSAGES.adminPayLaterAllowed);
      await expect(page.getByTestId('reg-status')).toHaveText('Pay Later');
      await expect(page.getByTestId('reg-seat')).toHaveText('Kept (2 of 1 seats taken)');
      await expect(page.getByRole('region', { name: 'Changes by staff' })).toContainText('over-capacity');
      await noSidewaysScroll(page);
    });

    test('the owner marks a program as asking for a PAN, and unmarks it', async ({ page }) => {
      await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/programs`);
      await page.getByRole('button', { name: 'Edit row 6' }).click();
      await page.getByRole('button', { name: 'Ask for a PAN at registration (paid events)' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: 'Stop asking for a PAN' }).click();
      await expect(page.getByRole('button', { name: 'Ask for a PAN at registration (paid events)' })).toBeVisible();
    });

    for (const lang of ['en', 'ta'] as const) {
      const closedText = lang === 'en' ? 'Registrations closed' : 'பதிவுகள் மூடப்பட்டன';
      const registerText = lang === 'en' ? 'Register now' : 'இப்போது பதிவு செய்';

      test(`a closed event's card says it is closed (${lang})`, async ({ page, request }) => {
        const all = (await apiCall(request, calls.eventAllList)).data;
        const closed = all.find((e) => e.event_name === 'Divija Salem')!;
        const open = all.find((e) => e.registration_open)!;
        expect(closed.registration_open).toBe(false);
        await page.goto(addressInLanguage(PATHS.upcomingEvents, lang));
        const closedCard = page.locator(`[data-testid="event-card"][data-event-id="${closed.id}"]`);
        await closedCard.scrollIntoViewIfNeeded();
        await expect(closedCard.getByTestId('event-card-closed')).toHaveText(closedText);
        await expect(closedCard.getByRole('button', { name: registerText })).toHaveCount(0);
        const openCard = page.locator(`[data-testid="event-card"][data-event-id="${open.id}"]`).first();
        await expect(openCard.getByRole('button', { name: registerText })).toBeVisible();
        await noSidewaysScroll(page);
      });

      test(`the registration screen asks no PAN of a program fee, and asks it only of a paid event of a program that collects one (${lang})`, async ({ page, request }) => {
        const account = await createAccount(request);
        await useSessionIn(page, account);
        const panLabel = lang === 'en' ? 'PAN Number' : 'PAN எண்';
        const required = lang === 'en' ? MESSAGES.required : MESSAGES_TA.required;

        await page.goto(addressInLanguage(PROGRAMS[1].route, lang));
        await chooseEvent(page, lang === 'en' ? 'Ulchemy Chennai' : 'Ulchemy – சென்னை');
        await expect(page.getByTestId('price-box')).toBeVisible();
        await expect(page.getByLabel(panLabel)).toHaveCount(0);

        await page.goto(addressInLanguage(PROGRAMS[2].route, lang));
        await chooseEvent(page, PAN_EVENTS.paid);
        await expect(page.getByTestId('price-box')).toBeVisible();
        const pan = page.getByLabel(panLabel);
        await expect(pan).toBeVisible();
        await page.locator('#accept-terms').check();
        await page.locator('.reg-form button[type="submit"]').click();
        await expect(page.locator('.field', { hasText: panLabel }).getByText(required)).toBeVisible();
        await noSidewaysScroll(page);

        // A free event of the same program asks nothing.
        await chooseEvent(page, PAN_EVENTS.free);
        await expect(page.getByTestId('price-box')).toBeVisible();
        await expect(page.getByLabel(panLabel)).toHaveCount(0);
      });
    }
  });
}
