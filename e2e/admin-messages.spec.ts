import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openEventId } from './payments-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * The back office's messages: a coordinator finds a devotee's messages by mobile, sees
 * each one's kind, channel and status, narrows them by kind; and reads a kind's templates in
 * English and Tamil. On a desk screen and on a phone.
 */
for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['360 px', { width: 360, height: 780 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('coordinator finds a devotee’s messages by mobile and kind, and reads the templates', async ({ page, request }) => {
      const account = await createAccount(request, { name: 'Message Devotee' });
      const eventId = await openEventId(request, 1, 'Ulchemy Chennai');
      const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F' } });
      expect(registered.success).toBe(1);

      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/messages`);
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      await page.getByLabel('Person').fill(account.mobile);
      const rows = page.getByTestId('message-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'SMS (English)' })).toContainText(account.mobile);
      await expect(rows.filter({ hasText: 'Email (English)' })).toContainText('devotee@example.org');
      for (const row of await rows.all()) {
        await expect(row).toContainText('Message Devotee');
        await expect(row).toContainText('Registration received');
        await expect(row).toContainText(/Waiting|Sending|Sent/);
      }

      await page.getByLabel('Kind').selectOption({ label: 'Payment failed' });
      await expect(page.getByText('No messages match.')).toBeVisible();
      await expect(rows).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: 'Templates' }).click();
      // The list's own Kind filter stays until the templates page replaces it: wait for the page.
      await expect(page.getByTestId('sms-en')).toBeVisible();
      await page.getByLabel('Kind').selectOption({ label: 'Event cancelled' });
      await expect(page.getByTestId('sms-en')).toContainText('is cancelled');
      await expect(page.getByTestId('subject-en')).toContainText('Cancelled: Ulchemy Elite Intensive Weekend at Coimbatore');
      await expect(page.getByTestId('subject-ta')).toContainText('ரத்து:');
      await expect(page.getByText('UCS-2', { exact: false })).toBeVisible();
      await expect(page.getByTitle('English email as sent')).toBeVisible();
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
