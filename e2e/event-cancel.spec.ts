import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { payForEvent } from './payments-helpers';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * Cancelling an event from the back office: the coordinator opens the event, presses
 * Cancel event, gives the reason and the refund choice in the dialog; the devotee who paid sees
 * the registration 'Cancelled' under Current Events with the refund due on its page, and is told
 * by email.
 */
test('coordinator cancels an event with a reason and refund due; the devotee sees it cancelled and is told', async ({ page, browser, request }) => {
  const eventName = `Cancelled Ulchemy ${Date.now() % 1_000_000}`;
  await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
  const account = await createAccount(request, { name: 'Cancel Devotee' });
  await useSessionIn(page, account);
  const reg = await payForEvent(page, request, account, eventName);

  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openAdminAs(office, 'coordinator', `${ADMIN_PATHS.root}/events`);
  await office.getByRole('searchbox').fill(eventName);
  await office.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(office.getByRole('cell', { name: eventName })).toBeVisible();
  // The state in words, and counts that say what they count (the paid registration holds a place).
  const eventRow = office.getByRole('row').filter({ hasText: eventName });
  await expect(eventRow.getByRole('cell', { name: 'Not started · open' })).toBeVisible();
  await expect(office.getByRole('columnheader', { name: 'Places held' })).toBeVisible();
  await expect(office.getByRole('columnheader', { name: 'All attempts' })).toBeVisible();
  await expect(eventRow).not.toContainText('notstarted');
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await openAdminAs(phone, 'coordinator', `${ADMIN_PATHS.root}/events`);
  await phone.getByRole('searchbox').fill(eventName);
  await phone.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(phone.getByRole('row').filter({ hasText: eventName })).toContainText('Not started · open');
  await phone.close();
  await eventRow.getByRole('button', { name: /^Edit/ }).click();
  await expect(office.getByRole('status').first()).toContainText('Not started. Registrations open.');
  await office.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = office.getByRole('dialog', { name: `Cancel ${eventName}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 registration of this event will be cancelled');
  await dialog.getByLabel('Reason (the registrants read it)').fill('The hall is under repair');
  await dialog.getByLabel(/Refund due/).check();
  // Cancelling sends the cancel only: the event form around the button is not saved with it.
  const changes: string[] = [];
  office.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/admin/events/')) changes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await dialog.getByRole('button', { name: 'Cancel the event' }).click();
  await expect(dialog).toBeHidden();
  await expect(office.getByText(`${MESSAGES.eventCancelledDone} (1 registration cancelled)`)).toBeVisible();
  expect(changes).toEqual([expect.stringMatching(/\/cancel$/)]);
  await expect(office.getByText(/^Cancelled\. This event has been cancelled\./)).toBeVisible();
  await expect(office.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);

  // The devotee's list keeps the registration, marked cancelled, and its page shows the refund due.
  await page.goto(PATHS.currentEvents);
  const row = page.getByTestId('registration-row').filter({ hasText: eventName });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.pay-status')).toHaveText('Cancelled');
  await expect(row).toContainText('Cancelled');
  await page.goto(PATHS.eventDetail(reg.id));
  await expect(page.getByTestId('refund-due')).toContainText('9,000');

  // Told by email (the delivery job sends it within seconds), with the reason.
  await expect
    .poll(async () => (await apiCall(request, calls.devOutbox)).data.find((m) => m.channel === 'email' && m.subject === `Cancelled: ${eventName}`)?.body ?? '', {
      timeout: 30_000,
    })
    .toContain('Reason: The hall is under repair');
});
