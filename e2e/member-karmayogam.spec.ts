import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { CONTACT_MESSAGES } from '@portal/contract/contact';
import { createAccount, expect, test, useSessionIn, endsWithPath } from './fixtures';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

interface EventRow {
  id: number;
  event_name: string;
  event_address: string;
}

async function upcomingEvents(request: import('@playwright/test').APIRequestContext): Promise<EventRow[]> {
  return (await apiCall(request, calls.eventAllList)).data;
}

test.describe('member: Karmayogam volunteering', () => {
  test('a visitor is asked to log in, and comes back here after login', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Visiting Seva' });
    await page.goto(PATHS.karmayogamHome);
    await expect(page).toHaveTitle(/^Karmayogam - /);
    await expect(page.getByRole('tab', { name: 'Event' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Foundation' })).toBeVisible();
    // The international phone input defaults to India.
    await expect(page.locator('#event-phone')).toHaveValue('+91');
    const submit = page.getByRole('button', { name: MESSAGES.loginToProceed });
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    expect(await page.evaluate(() => localStorage.getItem('navtype'))).toBe('karma');

    // This journey is about the redirect, so it logs in through the form.
    await page.getByLabel('Mobile Number').fill(account.mobile);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(endsWithPath(PATHS.karmayogamHome));
    await expect(page.getByRole('button', { name: 'Submit' }).first()).toBeVisible();
    // Opening the page clears the marker again.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('navtype'))).toBeNull();
  });

  test('a member volunteers for an event: prefilled details, required fields, success, no second sign-up', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Seva Priya', email: 'priya@example.org' });
    const [event] = await upcomingEvents(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.karmayogamHome);

    const form = page.locator('form').filter({ has: page.locator('#event-message') });
    await expect(form.getByLabel('Name')).toHaveValue('Seva Priya');
    await expect(form.getByLabel('Email ID')).toHaveValue('priya@example.org');
    await expect(page.locator('#event-phone')).toHaveValue(/^\+91 /);
    await expect(page.locator('#event-phone')).toHaveAttribute('readonly', '');

    // 'This field is required!' for the event and for the message, also when only spaces.
    await form.getByLabel('How do you wish to contribute?').fill('   ');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('.field', { hasText: 'Select Event' }).getByText(MESSAGES.required)).toBeVisible();
    await expect(form.locator('.field', { hasText: 'How do you wish to contribute?' }).getByText(MESSAGES.required)).toBeVisible();

    // Options show name, address and date.
    const option = form.getByLabel('Select Event').locator(`option[value="${event!.id}"]`);
    await expect(option).toContainText(event!.event_name);
    await expect(option).toContainText(event!.event_address);
    await expect(option).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await form.getByLabel('Select Event').selectOption(String(event!.id));
    await form.getByLabel('How do you wish to contribute?').fill('I can help in the kitchen and with registrations.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const done = page.getByRole('status').filter({ hasText: MESSAGES.registered });
    await expect(done).toBeVisible();
    await expect(done.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', PATHS.home);

    // The same event a second time: the server's message in red.
    await page.reload();
    await form.getByLabel('Select Event').selectOption(String(event!.id));
    await form.getByLabel('How do you wish to contribute?').fill('Again');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(CONTACT_MESSAGES.alreadyVolunteered);
    await expect(page.getByTestId('message-area')).toHaveClass(/alert-error/);
  });

  test('a member volunteers for the foundation; the promo video plays in a dialog', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.karmayogamHome);

    await page.getByRole('button', { name: 'Watch the Karmayogam video' }).click();
    const video = page.getByRole('dialog', { name: 'Karmayogam' });
    await expect(video.getByTestId('media-player')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(video).toBeHidden();

    await page.getByRole('tab', { name: 'Foundation' }).click();
    const form = page.locator('form').filter({ has: page.locator('#foundation-message') });
    await expect(form.getByLabel('Select Event')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(MESSAGES.required)).toBeVisible();
    await form.getByLabel('How do you wish to contribute?').fill('Weekend gardening at the herbal farm');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.registered })).toBeVisible();

    // The Event tab keeps its own form.
    await page.getByRole('tab', { name: 'Event' }).click();
    await expect(page.locator('#event-message')).toBeVisible();
  });
});
