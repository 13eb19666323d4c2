import { expect, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { openAdminAs } from './staff-helpers';

/** The owner opens the payment-received message's texts in the back office. */
export async function openPaymentReceivedTexts(page: Page) {
  await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/message-texts`);
  await expect(page.getByRole('heading', { name: 'Message texts', level: 1 })).toBeVisible();
  const card = page.getByTestId('message-text-kind').filter({ hasText: 'Payment received (invoice)' });
  return card;
}

/** Types a new SMS and the DLT template it is registered under (the same words, {#var#} for each value). */
export async function newSms(page: Page, lang: 'English' | 'Tamil', sms: string, dltId: string) {
  await page.getByLabel(`${lang}: SMS text`).fill(sms);
  await page.getByLabel(`${lang}: DLT template id`).fill(dltId);
  await page.getByLabel(`${lang}: DLT template as registered`).fill(sms.replace(/\{[a-z_]+\}/g, '{#var#}'));
}

/** Saves the texts being edited. */
export async function saveTexts(page: Page) {
  await page.getByRole('button', { name: 'Save texts' }).click();
  await expect(page.getByRole('status')).toHaveText('The texts are saved: messages queued from now on use them');
}

/** Restores the built-in texts of the message being edited (asked first), so other walks meet the default again. */
export async function restoreDefaultTexts(page: Page) {
  await page.getByRole('button', { name: 'Restore the default' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Messages already waiting keep their texts');
  await dialog.getByRole('button', { name: 'Restore the default' }).click();
  await expect(page.getByRole('status')).toHaveText('The built-in texts are back: messages queued from now on use them');
  await expect(page.getByLabel('English: SMS text')).toHaveValue('{org}: payment of {amount} received for {event_name}. Reg no {reg_number}. Invoice sent to your email.');
  await expect(page.getByRole('button', { name: 'Restore the default' })).toHaveCount(0);
}
