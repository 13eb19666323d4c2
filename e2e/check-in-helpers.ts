import type { Browser, Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { expect, type Account } from './fixtures';
import { openAdminAs, pickEvent } from './staff-helpers';

/** A phone's screen: the check-in page is used at the door. */
export const PHONE = { width: 360, height: 780 };

/**
 * The coordinator's check-in page on a 360 px phone (its own browser context), the event chosen
 * as a person would, by typing its name. Returns the page and the checked-in counter.
 */
export async function openDoor(browser: Browser, eventName: string) {
  const door = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openAdminAs(door, 'coordinator', `${ADMIN_PATHS.root}/check-in`);
  await expect(door.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await pickEvent(door, eventName);
  const checkedIn = door.getByTestId('count-checked-in');
  await expect(checkedIn).toHaveText(/^\d+$/);
  return { door, checkedIn };
}

/** Finds the devotee by mobile and checks them in; returns their row in the list. */
export async function checkInByMobile(door: Page, account: Account) {
  await door.getByLabel('Find by name or mobile').fill(account.mobile);
  const row = door.getByRole('listitem').filter({ hasText: account.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account.mobile);
  await row.getByRole('button', { name: `Check in ${account.name}` }).click();
  await expect(door.getByRole('status')).toHaveText(`${MESSAGES.checkInDone}: ${account.name} (${account.mobile})`);
  return row;
}
