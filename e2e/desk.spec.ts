import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test, uniqueMobile } from './fixtures';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * The desk (/admin/desk): a coordinator adds a walk-in (name, mobile, city), picks the event by
 * name, takes ₹9,000 in cash and sees the ticket; the devotee gets the ticket and the way to set a
 * password. A Tamil devotee found by mobile pays by UPI and gets the ticket's message in Tamil.
 * At 1280 and 360 px.
 */
const DESK = `${ADMIN_PATHS.root}/desk`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** axe finds nothing on the page as it stands. */
const accessible = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

/** The outbox entry (newest first) holding every one of `texts`; the delivery job sends within seconds. */
async function outboxEntry(page: Page, texts: string[]) {
  await page.goto(PATHS.devOutbox);
  let entry = page.getByTestId('outbox-entry');
  for (const text of texts) entry = entry.filter({ hasText: text });
  await expect(entry.first()).toBeVisible({ timeout: 45_000 });
  return entry.first();
}

async function pickEvent(page: Page, eventName: string) {
  await page.getByRole('combobox', { name: 'Event' }).fill(eventName);
  await page.getByRole('option', { name: new RegExp(`^${eventName}`) }).first().click();
}

for (const width of [1280, 360] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a coordinator registers a walk-in with cash at the desk', async ({ page, request }) => {
      const stamp = `${width}-${Date.now().toString(36)}`;
      const eventName = `Desk ${stamp}`;
      await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
      const token = await openAdminAs(page, 'coordinator', DESK);
      await expect(page.getByRole('heading', { name: 'Register at the desk' })).toBeVisible();

      // Nobody with this number yet: the coordinator adds the walk-in, the city picked by name.
      const mobile = uniqueMobile();
      const name = `Walk-in ${stamp}`;
      await page.getByRole('combobox', { name: 'Mobile, name or email' }).fill(mobile);
      await expect(page.getByRole('listbox', { name: 'Mobile, name or email' })).toBeHidden();
      await page.getByRole('button', { name: 'Add a new devotee' }).click();
      const form = page.getByRole('form', { name: 'Add a new devotee' });
      await expect(form.getByLabel('Mobile')).toHaveValue(mobile);
      await form.getByLabel('Name').fill(name);
      await form.getByRole('combobox', { name: 'City' }).fill('Chenn');
      await page.getByRole('option', { name: /^Chennai/ }).first().click();
      await noSidewaysScroll(page);
      await accessible(page);
      await form.getByRole('button', { name: 'Add the devotee' }).click();
      await expect(page.getByTestId('desk-person')).toContainText(`${name} · ${mobile} · Chennai`);

      // The event by name; the price is the server's (₹9,000), cash is the default.
      await pickEvent(page, eventName);
      await expect(page.getByTestId('desk-amount')).toHaveText('₹9,000');
      await noSidewaysScroll(page);
      await accessible(page);
      await page.screenshot({ path: test.info().outputPath(`desk-cash-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Register and take ₹9,000' }).click();
      const ask = page.getByRole('dialog', { name: `Register ${name} for ${eventName}?` });
      await expect(ask).toContainText('₹9,000 is recorded as received by cash, under your name.');
      await ask.getByRole('button', { name: 'Register and take ₹9,000' }).click();

      // The ticket on the screen.
      const done = page.getByTestId('desk-done');
      await expect(done.getByRole('heading', { name: `${name} is registered` })).toBeVisible();
      await expect(done.getByTestId('desk-reg-number')).toHaveText(/^MFR-\d{4}-\d{6}$/);
      const regNumber = (await done.getByTestId('desk-reg-number').textContent())!;
      await expect(done.getByTestId('ticket').getByRole('img')).toBeVisible();
      await noSidewaysScroll(page);
      await accessible(page);
      await page.screenshot({ path: test.info().outputPath(`desk-ticket-${width}.png`), fullPage: true });

      // The devotee gets the ticket (the registration number opens the door) and the way to a password.
      const ticket = await outboxEntry(page, [`Reg no ${regNumber}`, mobile]);
      await expect(ticket).toContainText('Show it at the door.');
      const account = await outboxEntry(page, ['your account is ready. Set a password with your mobile number at', mobile]);
      await expect(account).toContainText(PATHS.forgot);

      // The registration is in the back office, paid.
      const listed = await apiCall(request, calls.adminRegistrations, { token, query: { q: mobile } });
      expect(listed.data.map((r) => [r.reg_number, r.status])).toEqual([[regNumber, 'success']]);
    });

    test("a Tamil devotee found by mobile pays by UPI and gets the ticket's message in Tamil", async ({ page, request }) => {
      const stamp = `${width}-ta-${Date.now().toString(36)}`;
      const eventName = `Desk Tamil ${stamp}`;
      await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
      const name = `மீனா ${stamp}`;
      const devotee = await createAccount(request, { name });
      expect((await apiCall(request, calls.accountLanguageUpdate, { token: devotee.token, body: { language: 'ta' } })).success).toBe(1);

      await openAdminAs(page, 'coordinator', DESK);
      await page.getByRole('combobox', { name: 'Mobile, name or email' }).fill(devotee.mobile);
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await expect(page.getByTestId('desk-person')).toContainText(`${name} · ${devotee.mobile}`);
      await pickEvent(page, eventName);
      await page.getByRole('radio', { name: "UPI to the foundation's account" }).check();
      // The reference is asked before anything is sent.
      await page.getByRole('button', { name: 'Register and take ₹9,000' }).click();
      await expect(page.getByText('Enter the UPI or card reference')).toBeVisible();
      await page.getByLabel('UPI transaction reference').fill('UPI 412345678901');
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: 'Register and take ₹9,000' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Register and take ₹9,000' }).click();
      const done = page.getByTestId('desk-done');
      await expect(done.getByTestId('ticket').getByRole('img')).toBeVisible();
      const regNumber = (await done.getByTestId('desk-reg-number').textContent())!;

      // The ticket's email and SMS in Tamil.
      const email = await outboxEntry(page, [`உங்கள் டிக்கெட்: ${eventName}`, name]);
      await expect(email).toContainText(`உங்கள் பதிவு எண் ${regNumber} தான் உங்கள் டிக்கெட்`);
      await outboxEntry(page, [`டிக்கெட் எண் ${regNumber}`, devotee.mobile]);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`desk-tamil-outbox-${width}.png`) });
    });
  });
}
