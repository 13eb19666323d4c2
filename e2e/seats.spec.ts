import { PROGRAMS } from '@portal/contract/programs';
import { calls } from '@portal/contract/calls';
import { SEAT_MESSAGES } from '@portal/contract/seats';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { chooseOnSandbox, currentList, pickEvent, submitToGateway } from './payments-helpers';
import { SEATS_EVENT } from './fixture-data/seats';

/**
 * A full event: the second person is offered the waiting list and joins it; when the
 * first person's payment fails the seat is offered to them by email and SMS, and they take it.
 */
test('a full event offers the waiting list; a freed seat is offered to the next person, who registers', async ({ browser, request }) => {
  const first = await createAccount(request);
  const second = await createAccount(request);
  const firstPage = await (await browser.newContext()).newPage();
  const secondPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  // The first person holds the only seat while paying.
  await useSessionIn(firstPage, first);
  await firstPage.goto(PROGRAMS[3].route);
  await pickEvent(firstPage, SEATS_EVENT);
  await expect(firstPage.getByTestId('seats-box')).toHaveText('1 seat left');
  await submitToGateway(firstPage);

  // The second finds it full: no Submit, an offer to join the waiting list instead.
  await useSessionIn(secondPage, second);
  await secondPage.goto(PROGRAMS[3].route);
  await pickEvent(secondPage, SEATS_EVENT);
  const box = secondPage.getByTestId('seats-box');
  await expect(box).toContainText('This event is full.');
  await expect(secondPage.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await box.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(secondPage.getByText(SEAT_MESSAGES.joined)).toBeVisible();
  await expect(box).toContainText('You are number 1 on the waiting list.');

  // The first payment fails: the seat is released and offered to the second person.
  await chooseOnSandbox(firstPage, 'Failure');
  await expect
    .poll(async () => (await apiCall(request, calls.devOutbox)).data.filter((m) => m.subject === `A seat is free for you: ${SEATS_EVENT}` || (m.channel === 'sms' && m.body.includes('is kept for you until') && m.body.includes(SEATS_EVENT.slice(0, 20)))).map((m) => m.channel).sort(), { timeout: 30_000 })
    .toEqual(['email', 'sms']);

  await secondPage.reload();
  await pickEvent(secondPage, SEATS_EVENT);
  await expect(box).toContainText('A seat is kept for you until');
  await submitToGateway(secondPage);
  await chooseOnSandbox(secondPage, 'Success');
  const mine = await currentList(request, second);
  expect(mine.find((r) => r.event_name === SEATS_EVENT)?.pay_status).toBe('success');
  await firstPage.context().close();
  await secondPage.context().close();
});
