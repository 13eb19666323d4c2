import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { istDay, openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * An event's own time and its state (festival operations): the coordinator sets an event's times
 * in its form; the devotee who registers reads them on /eventdetail and in the message the outbox
 * holds (not the program's "Timing"). The coordinator moves an event's start to today and sees its
 * status follow at once, then runs its lifecycle from the event's page after a confirm.
 * On a desk screen and on a phone.
 */
for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['360 px', { width: 360, height: 780 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    /** The coordinator's event form of `eventName` in the back office. */
    async function openEventForm(page: import('@playwright/test').Page, eventName: string) {
      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/events`);
      await page.getByRole('searchbox').fill(eventName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('row').filter({ hasText: eventName }).getByRole('button', { name: /^Edit/ }).click();
    }

    test("the event's times set in its form are what the devotee reads on /eventdetail and in the message", async ({ page, browser, request }) => {
      const eventName = `Timed Ulchemy ${label} ${Date.now().toString(36)}`;
      const event = await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);

      const office = await (await browser.newContext({ viewport })).newPage();
      await openEventForm(office, eventName);
      await office.getByLabel('Start time').fill('09:00');
      await office.getByLabel('End time').fill('17:30');
      await office.getByRole('button', { name: 'Save' }).click();
      await expect(office.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await office.close();

      const account = await createAccount(request, { name: 'Timed Devotee' });
      const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: event.id, accept_terms: true, pan_number: 'ABCDE1234F' } });
      expect(registered.success).toBe(1);
      const regId = (registered as { register_id: number }).register_id;

      await useSessionIn(page, account);
      await page.goto(PATHS.eventDetail(regId));
      await expect(page.getByTestId('event-detail')).toContainText(eventName);
      await expect(page.getByTestId('event-time')).toHaveText('9:00 AM - 5:30 PM');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The same time in Tamil on the Tamil page.
      await page.goto(`${PATHS.eventDetail(regId)}?lang=ta`);
      await expect(page.getByTestId('event-time')).toHaveText('காலை 9:00 - மாலை 5:30');

      // The registration's email, as the outbox recorded it (the delivery job sends it within seconds).
      await page.goto('/dev/outbox');
      const mail = page.getByTestId('outbox-entry').filter({ hasText: `Registration received: ${eventName}` });
      await expect(mail).toContainText('Time (India): 9:00 AM - 5:30 PM', { timeout: 30_000 });
      await expect(mail).not.toContainText('6:00 AM');
    });

    test("moving an event's start to today makes it ongoing at once; Run lifecycle now asks first", async ({ page, request }) => {
      const eventName = `Lifecycle now ${label} ${Date.now().toString(36)}`;
      await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
      await openEventForm(page, eventName);
      await expect(page.getByRole('status').first()).toContainText('Not started. Registrations open.');

      await page.getByLabel('Start date', { exact: true }).fill(istDay(0));
      await page.getByLabel('End date', { exact: true }).fill(istDay(1));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expect(page.getByText(/^Ongoing\. /)).toBeVisible();

      // Dismissed: nothing runs. Accepted: the lifecycle runs and says the status.
      const ask = page.getByRole('dialog', { name: `Set the status of ${eventName} now?` });
      await page.getByRole('button', { name: 'Run lifecycle now' }).click();
      await ask.getByRole('button', { name: 'No, go back' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByText(MESSAGES.lifecycleRan)).toHaveCount(0);
      await page.getByRole('button', { name: 'Run lifecycle now' }).click();
      await expect(ask).toContainText('If it has ended, those who came are asked for feedback.');
      await ask.getByRole('button', { name: 'Run lifecycle now' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${MESSAGES.lifecycleRan}: On Going` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
