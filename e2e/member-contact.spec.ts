import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { CONTACT_MESSAGES } from '@portal/contract/contact';
import { MESSAGES_TA } from '@portal/contract/tamil';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { emailContaining, scrollsSideways } from './member-helpers';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

test.describe('member: contact form', () => {
  test('a visitor writes to the foundation; the email lands in the outbox', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const info = (await apiCall(request, calls.contactInfo)).data;
    await page.goto(PATHS.contact);
    await expect(page).toHaveTitle(/^Contact - /);
    const details = page.getByRole('complementary', { name: 'Reach us' });
    await expect(details.getByRole('link', { name: info.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(details.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);
    await expect(details.getByText(info.address)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const label of ['Name', 'Email ID', 'Mobile Number', 'Message']) {
      await expect(page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).getByText(MESSAGES.required)).toBeVisible();
    }
    await page.getByLabel('Name', { exact: true }).fill('Geetha Raman');
    await page.getByLabel('Email ID').fill('geetha@');
    await page.getByLabel('Mobile Number').fill('98400 1234');
    await page.getByLabel('Message').fill('   ');
    await send.click();
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidContactNumber)).toBeVisible();
    await expect(page.locator('.field', { has: page.getByLabel('Message') }).getByText(MESSAGES.required)).toBeVisible();

    const text = `Is there a Divija camp in Madurai this year? (${Date.now()})`;
    await page.getByLabel('Email ID').fill('geetha@example.org');
    await page.getByLabel('Mobile Number').fill('9840012345');
    await page.getByLabel('Message').fill(text);
    await send.click();
    await expect(page.getByTestId('message-area')).toHaveText(CONTACT_MESSAGES.contactSent);
    await expect(page.getByTestId('message-area')).toHaveClass(/alert-success/);
    await expect(page.getByLabel('Message')).toHaveValue('');

    const mail = await emailContaining(request, text);
    expect(mail).toMatchObject({ recipient: info.email, subject: 'Contact form: Geetha Raman' });
    expect(mail!.body).toContain('geetha@example.org');
    expect(mail!.body).toContain('9840012345');

    // The development outbox page shows it too.
    await page.goto(PATHS.devOutbox);
    await expect(page.getByTestId('outbox-entry').filter({ hasText: text })).toContainText('Contact form: Geetha Raman');
  });

  test('a member finds the form prefilled from the profile', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Prefilled Member', email: 'prefilled@example.org' });
    await useSessionIn(page, account);
    await page.goto(PATHS.contact);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Prefilled Member');
    await expect(page.getByLabel('Email ID')).toHaveValue('prefilled@example.org');
    await expect(page.getByLabel('Mobile Number')).toHaveValue(account.mobile);
    const text = `A member question ${Date.now()}`;
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(CONTACT_MESSAGES.contactSent);
    expect((await emailContaining(request, text))!.body).toContain('Account: user');
  });

  test('switched to Tamil, the screen speaks Tamil and remembers it', async ({ page }) => {
    await page.goto(PATHS.contact);
    await page.getByLabel('Language').selectOption('ta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: 'எங்களைத் தொடர்பு கொள்ள' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'செய்தியை அனுப்பு' })).toBeVisible();
    await expect(page.getByLabel('கைபேசி எண்')).toBeVisible();
    // A Tamil reader reads the spec's messages in Tamil too.
    await page.getByRole('button', { name: 'செய்தியை அனுப்பு' }).click();
    await expect(page.getByText(MESSAGES_TA.required).first()).toBeVisible();

    await page.goto(PATHS.karmayogamHome);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('tab', { name: 'அறக்கட்டளை' })).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES_TA.loginToProceed })).toBeVisible();
  });
});
