import { PROGRAMS, FEEDBACK_ROUTES } from '@portal/contract/programs';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { TICKET_TEXTS } from '@portal/contract/tickets';
import { apiCall } from './api-client';
import { checkInByMobile, openDoor } from './check-in-helpers';
import { createAccount, expect, test, useSessionIn, endsWithPath } from './fixtures';
import { expectConfirmationWithInvoice, payForEvent } from './payments-helpers';
import { sharedWord, submitDetailForm } from './program-forms-helpers';
import { istDay, publishEvent, staffLogin } from './staff-helpers';

/**
 * The whole journey of a paid registration in one test: a devotee pays through the sandbox → the outbox holds the
 * confirmation with the invoice → the result page leads to the details form → it is filled → the
 * QR ticket shows on /eventdetail/{id} → the coordinator checks the person in on a 360 px page →
 * the event completes → the devotee is led to feedback.
 *
 * The event is the test's own. Its days pass by moving its dates into the past through the back
 * office and running the lifecycle job through the development route: the server's clock, which
 * other tests share, is never moved (e2e/lifecycle.spec.ts does the same with a fixture event).
 */
test('pay → confirmation with invoice → details form → QR ticket → check-in at the door → event completes → feedback', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const staff = await staffLogin(request, 'coordinator');
  const eventName = `Journey Ulchemy ${Date.now() % 1_000_000}`;
  const event = await publishEvent(request, staff, eventName);
  const account = await createAccount(request, { name: 'Journey Devotee' });
  await useSessionIn(page, account);

  // Pay through the sandbox; the confirmation email with the invoice PDF reaches the outbox.
  const reg = await payForEvent(page, request, account, eventName);
  await expectConfirmationWithInvoice(request, eventName, reg.id);

  // The result page leads to the details form in one click; it is filled.
  await page.getByRole('link', { name: TICKET_TEXTS.completeDetails }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMS[1].detailFormRoute}/${reg.id}$`));
  await submitDetailForm(page, 1);

  // The QR ticket on the registration's page.
  await page.goto(PATHS.eventDetail(reg.id));
  const ticket = page.getByTestId('ticket').getByRole('img', { name: `QR ticket for ${eventName}` });
  await expect(ticket).toBeVisible();
  expect(await ticket.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  // The coordinator checks the person in at the door, on a phone.
  const { door, checkedIn } = await openDoor(browser, eventName);
  await expect(checkedIn).toHaveText('0');
  await checkInByMobile(door, account);
  await expect(checkedIn).toHaveText('1');
  await door.context().close();

  // The event's days pass, and the lifecycle job completes it.
  const moved = await apiCall(request, calls.adminEventUpdate, { token: staff, params: { id: String(event.id) }, body: { event_date: istDay(-2), end_date: istDay(-1) } });
  expect(moved.success).toBe(1);
  expect((await apiCall(request, calls.devRunJob, { params: { name: 'events-lifecycle' } })).success).toBe(1);

  // The devotee is led to feedback: History Events offers it, and a message asks for it.
  await page.goto(PATHS.historyEvents);
  const row = page.getByTestId('registration-row').filter({ hasText: eventName });
  await expect(row).toContainText('Completed');
  // The feedback request is queued for the morning in India (the back office's messages list shows it).
  const asked = await apiCall(request, calls.adminMessages, { token: staff, query: { q: account.mobile, kind: 'feedback-request' } });
  expect(asked.data.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  await row.getByRole('button', { name: 'Give FeedBack' }).click();
  await expect(page).toHaveURL(endsWithPath(FEEDBACK_ROUTES[1]!));
  await expect(page.getByRole('button', { name: sharedWord('submit') })).toBeVisible();
});
