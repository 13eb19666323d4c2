import { PATHS } from '@portal/contract/routes';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { apiCall } from './api-client';
import { expect, test, useSessionIn } from './fixtures';
import { LIFECYCLE_EVENT, LIFECYCLE_MOBILE, LIFECYCLE_REG } from './fixture-data/lifecycle.ts';
import { loginMember } from './member-helpers';

/**
 * An event whose dates have passed moves from Current Events to History Events when the
 * lifecycle job runs (here at once, through the development route: no test moves a clock), and
 * the devotee is offered 'Give FeedBack'.
 */
test('a past event moves from Current Events to History with Give FeedBack when the lifecycle job runs', async ({ page, request }) => {
  const account = await loginMember(request, LIFECYCLE_MOBILE);
  await useSessionIn(page, account);
  const row = page.getByTestId('registration-row').filter({ hasText: LIFECYCLE_EVENT });

  await page.goto(PATHS.currentEvents);
  await expect(row).toContainText('Not Started');
  await expect(row).toContainText('Success');

  const run = await apiCall(request, calls.devRunJob, { params: { name: 'events-lifecycle' } });
  expect(run.success).toBe(1);

  await page.reload();
  // The account's only registration has left Current Events.
  await expect(page.getByText(MESSAGES.noRecords)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'History Events' }).click();
  await expect(page).toHaveTitle(/^History Events - /);
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: 'Give FeedBack' })).toBeVisible();

  // The next login hands the web the registration whose feedback is owed (the forced feedback).
  const again = await apiCall(request, calls.login, { body: { username: LIFECYCLE_MOBILE, password: 'password123' } });
  expect(again).toMatchObject({ reg_id: LIFECYCLE_REG, regprogram_id: 1 });
});
