import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { checkInByMobile, openDoor, PHONE } from './check-in-helpers';
import { payForEvent } from './payments-helpers';
import { pickEvent } from './staff-helpers';

/**
 * Check-in at the door on a 360 px phone: a devotee pays through the sandbox; the
 * coordinator opens /admin/check-in, chooses the event, finds the person by mobile, checks them
 * in and sees the count move; a second check-in says when they were checked in; a forged code
 * and the same ticket at another event's door are refused in a sentence the volunteer reads.
 */
const EVENT = 'Ulchemy Chennai';

test.use({ viewport: PHONE });

test('coordinator finds a paid devotee by mobile and checks them in once', async ({ page, browser, request }) => {
  const account = await createAccount(request, { name: 'Door Devotee' });
  await useSessionIn(page, account);
  const reg = await payForEvent(page, request, account, EVENT);

  const { door, checkedIn } = await openDoor(browser, EVENT);
  const before = Number(await checkedIn.textContent());
  const row = await checkInByMobile(door, account);
  await expect(checkedIn).toHaveText(String(before + 1));
  await expect(row).toContainText(/Checked in \d{1,2}:\d{2} (am|pm)/i);
  await expect(row.getByRole('button', { name: /Check in/ })).toHaveCount(0);

  // The same person again, by the ticket code pasted at the door: the answer says when.
  const ticket = (await apiCall(request, calls.registrationExtras, { token: account.token, params: { id: String(reg.id) } })).data.ticket;
  expect(ticket).toMatch(/^MFT2\./);
  await door.getByLabel('Ticket code').fill(ticket);
  await door.getByRole('button', { name: 'Check in the code' }).click();
  await expect(door.getByRole('status')).toHaveText(/^Already checked in on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm): Door Devotee/);
  await expect(checkedIn).toHaveText(String(before + 1));

  // A forged code is refused by name.
  await door.getByLabel('Ticket code').fill(`${ticket.slice(0, -2)}xx`);
  await door.getByRole('button', { name: 'Check in the code' }).click();
  await expect(door.getByRole('status')).toHaveText(MESSAGES.checkInBadTicket);

  // The valid ticket at another event's door is refused with the event it is for.
  await pickEvent(door, 'Divija Salem');
  await door.getByLabel('Ticket code').fill(ticket);
  await door.getByRole('button', { name: 'Check in the code' }).click();
  await expect(door.getByRole('status')).toHaveText(MESSAGES.checkInOtherEvent.replace('{event}', EVENT));
});
