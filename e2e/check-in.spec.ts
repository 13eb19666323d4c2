import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { MESSAGES } from '@portal/contract/messages';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { chooseOnSandbox, currentList, submitToGateway, startUlchemyRegistration } from './payments-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * Check-in at the door (issue 13) on a 360 px phone: a devotee pays through the sandbox; the
 * coordinator opens /admin/check-in, chooses the event, finds the person by mobile, checks them
 * in and sees the count move; a second check-in says when they were checked in.
 */
const EVENT = 'Ulchemy Chennai';

test.use({ viewport: { width: 360, height: 780 } });

test('coordinator finds a paid devotee by mobile and checks them in once', async ({ page, browser, request }) => {
  const account = await startUlchemyRegistration(page, request, EVENT, { name: 'Door Devotee' });
  await submitToGateway(page);
  await chooseOnSandbox(page, 'Success');
  await expect(page.getByTestId('payment-status')).toHaveText('Success');
  const reg = (await currentList(request, account)).find((r) => r.event_name === EVENT && r.participant_name === 'Door Devotee')!;

  const door = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
  await openAdminAs(door, 'coordinator', `${ADMIN_PATHS.root}/check-in`);
  await expect(door.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  // The event is chosen as a person would, by its name in the list.
  const option = door.getByLabel('Event').locator('option', { hasText: EVENT });
  await expect(option).toHaveCount(1);
  await door.getByLabel('Event').selectOption((await option.getAttribute('value'))!);
  const checkedIn = door.getByTestId('count-checked-in');
  await expect(checkedIn).toHaveText(/^\d+$/);
  const before = Number(await checkedIn.textContent());

  await door.getByLabel('Find by name or mobile').fill(account.mobile);
  const row = door.getByRole('listitem').filter({ hasText: 'Door Devotee' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account.mobile);
  await row.getByRole('button', { name: 'Check in Door Devotee' }).click();
  await expect(door.getByRole('status')).toHaveText(`${MESSAGES.checkInDone}: Door Devotee (${account.mobile})`);
  await expect(checkedIn).toHaveText(String(before + 1));
  await expect(row).toContainText(/Checked in \d{1,2}:\d{2} (am|pm)/i);
  await expect(row.getByRole('button', { name: /Check in/ })).toHaveCount(0);

  // The same person again, by the ticket code pasted at the door: the answer says when.
  const ticket = (await apiCall(request, calls.registrationExtras, { token: account.token, params: { id: String(reg.id) } })).data.ticket;
  expect(ticket).toMatch(/^MFT1\./);
  await door.getByLabel('Ticket code').fill(ticket);
  await door.getByRole('button', { name: 'Check in the code' }).click();
  await expect(door.getByRole('status')).toHaveText(/^Already checked in on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm): Door Devotee/);
  await expect(checkedIn).toHaveText(String(before + 1));

  // A forged code is refused by name.
  await door.getByLabel('Ticket code').fill(`${ticket.slice(0, -2)}xx`);
  await door.getByRole('button', { name: 'Check in the code' }).click();
  await expect(door.getByRole('status')).toHaveText(`ticket: ${MESSAGES.checkInBadTicket}`);
});
