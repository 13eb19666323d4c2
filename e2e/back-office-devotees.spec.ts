import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { MESSAGES } from '@portal/contract/messages';
import { createAccount, expect, test } from './fixtures';
import { apiCall } from './api-client';
import { openAdminAs, STAFF_NAMES } from './staff-helpers';

/**
 * The back office's people side: a coordinator finds a devotee by mobile and corrects
 * their details (at phone and desktop widths); the owner downloads the person's data, and
 * deactivating or erasing asks first.
 */
const DEVOTEES = `${ADMIN_PATHS.root}/devotees`;

for (const width of [360, 1280]) {
  test(`a coordinator finds a devotee by mobile and corrects the name and email (${width} px)`, async ({ browser, request }) => {
    const account = await createAccount(request, { name: `Lakshmi Typo ${width}` });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openAdminAs(page, 'coordinator', DEVOTEES);
    await page.getByLabel('Search').fill(`+91 ${account.mobile}`);
    const row = page.getByTestId('devotee-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Lakshmi Typo ${width}`);
    await page.screenshot({ path: test.info().outputPath(`devotees-${width}.png`), fullPage: true });
    await row.getByRole('link').click();
    await expect(page.getByTestId('devotee-mobile')).toHaveText(account.mobile);
    await expect(page.getByTestId('devotee-state')).toHaveText('Active');
    // A coordinator sees no money and none of the owner's actions.
    await expect(page.getByRole('heading', { name: 'Payments' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
    await page.getByLabel('Name').fill(`Lakshmi Narayanan ${width}`);
    await page.getByLabel('Email').fill(`lakshmi.${width}@example.org`);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status')).toHaveText(MESSAGES.devoteeUpdated);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lakshmi Narayanan ${width}`);
    await expect(page.getByText(`${STAFF_NAMES.coordinator}: update`)).toHaveCount(1);
    // A wrong email is refused with its message under the field; nothing changes.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidEmail);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lakshmi Narayanan ${width}`);
    await page.screenshot({ path: test.info().outputPath(`devotee-${width}.png`), fullPage: true });
    await context.close();
  });
}

test('the owner downloads a person’s data as a file; deactivating and erasing ask first', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Parvathi Export' });
  await openAdminAs(page, 'owner', DEVOTEES);
  await page.getByLabel('Search').fill(account.mobile);
  await page.getByTestId('devotee-row').getByRole('link').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download their data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^person-\d+\.json$/);
  const text = await (await file.createReadStream()).toArray();
  const data = JSON.parse(Buffer.concat(text).toString('utf8'));
  expect(data.person).toMatchObject({ name: 'Parvathi Export', mobile: account.mobile, street_address: '1 Temple Road' });
  expect(data.person).not.toHaveProperty('password_hash');

  // Deactivating and erasing cannot be undone: each asks first, and No changes nothing.
  await page.getByRole('button', { name: 'Deactivate the account' }).click();
  const asked = page.getByRole('dialog', { name: 'Deactivate Parvathi Export\'s account?' });
  await expect(asked).toContainText('They can no longer log in');
  await asked.getByRole('button', { name: 'No, go back' }).click();
  await expect(page.getByTestId('devotee-state')).toHaveText('Active');
  await page.getByLabel('Request (date and how it came)').fill('Email of 27/11/2026 asking to be forgotten');
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  const erase = page.getByRole('dialog', { name: 'Erase Parvathi Export\'s personal data?' });
  await expect(erase).toContainText('Receipts and donation records stay');
  await erase.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByTestId('devotee-state')).toContainText('Erased');
  await expect(page.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`a coordinator replies to a contact message by email and it leaves the inbox (${width} px)`, async ({ browser, request }) => {
    const address = `asker.${width}.${Date.now()}@example.org`;
    const sent = await apiCall(request, calls.contact, { body: { name: `Asker ${width}`, email: address, mobile: '9876501234', message: 'Is there parking at the ashram?' } });
    expect(sent.success).toBe(1);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/contact-messages`);
    await page.getByLabel('Search').fill(address);
    const card = page.getByTestId('contact-row');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('not handled');
    await card.getByLabel(`Reply by email to Asker ${width}`).fill('Yes, parking is free at the main gate.');
    await page.screenshot({ path: test.info().outputPath(`inbox-${width}.png`), fullPage: true });
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByTestId('contact-row')).toHaveCount(0);
    await page.getByLabel('Show').selectOption('yes');
    await expect(page.getByTestId('contact-row')).toContainText('Replied');
    // The email went out through the mail provider (the outbox in development).
    const outbox = await apiCall(request, calls.devOutbox, {});
    const mail = outbox.data.find((m) => m.recipient === address);
    expect(mail?.body).toContain('Yes, parking is free at the main gate.');
    await context.close();
  });
}

test('a coordinator closes registrations of an event from its registrations list, then opens them again', async ({ page }) => {
  const token = await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations`);
  // An open event no other spec registers for (closing it for a moment disturbs nobody).
  const events = await apiCall(page.request, calls.adminEvents, { token, query: { per_page: 100 } });
  const event = events.data.find((e) => e.event_close === 0 && !/Ulchemy Chennai/.test(e.event_name))!;
  // Staff pick the event by its name.
  const picker = page.getByRole('combobox', { name: 'Event' });
  await picker.fill(event.event_name);
  await page.getByRole('option', { name: new RegExp(`^${event.event_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
  const state = page.getByTestId('event-registrations-state');
  await expect(state).toHaveText('registrations open');
  await page.getByRole('button', { name: 'Close registrations now' }).click();
  await expect(state).toContainText('registrations closed');
  await page.getByRole('button', { name: 'Open registrations' }).click();
  await expect(state).toHaveText('registrations open');
});
