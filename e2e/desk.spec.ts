import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test, uniqueMobile } from './fixtures';
import { openAdminAs, publishEvent, staffLogin, tickRow } from './staff-helpers';

/**
 * The desk (/admin/desk): a coordinator adds a walk-in (name, mobile, city), picks the event by
 * name, takes ₹9,000 in cash and sees the ticket; the devotee gets the ticket and the way to set a
 * password. A Tamil devotee found by mobile pays by UPI and gets the ticket's message in Tamil. A
 * walk-in gives a discount code (a wrong one is refused with why). On the waiting list the
 * coordinator ticks people and offers seats (none free: the report says so), removes one (asked
 * first) and messages the others. At 1280 and 360 px.
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

    test('a walk-in gives a discount code: a wrong one is refused with why, the right one is taken off the price and shown on the ticket', async ({ page, request }) => {
      const stamp = `${width}-code-${Date.now().toString(36)}`.toUpperCase();
      const eventName = `Desk code ${stamp}`;
      const event = await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
      const code = `WALK${stamp.replace(/[^A-Z0-9]/g, '')}`.slice(0, 30);
      const added = await apiCall(request, calls.adminDiscountCodeAdd, { token: await staffLogin(request, 'finance'), body: { code, kind: 'amount', value: 1000, event_id: event.id } });
      expect(added.success, added.message).toBe(1);
      const devotee = await createAccount(request, { name: `Code Walker ${stamp}` });

      await openAdminAs(page, 'coordinator', DESK);
      await page.getByRole('combobox', { name: 'Mobile, name or email' }).fill(devotee.mobile);
      await page.getByRole('option', { name: new RegExp(`Code Walker ${stamp}`, 'i') }).click();
      await pickEvent(page, eventName);
      await expect(page.getByTestId('desk-amount')).toHaveText('₹9,000');
      await page.getByLabel('Discount code (optional)').fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply code' }).click();
      await expect(page.getByRole('alert')).toHaveText('This discount code is not known');
      await expect(page.getByTestId('desk-amount')).toHaveText('₹9,000');
      await page.getByLabel('Discount code (optional)').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply code' }).click();
      await expect(page.getByTestId('desk-code')).toHaveText(`${code}: − ₹1,000`);
      await expect(page.getByTestId('desk-amount')).toHaveText('₹8,000');
      await noSidewaysScroll(page);
      await accessible(page);
      await page.screenshot({ path: test.info().outputPath(`desk-code-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Register and take ₹8,000' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Register and take ₹8,000' }).click();
      const done = page.getByTestId('desk-done');
      await expect(done).toContainText(`${code}: − ₹1,000`);
      const listed = await apiCall(request, calls.adminRegistrations, { token: await staffLogin(request, 'finance'), query: { q: devotee.mobile } });
      expect(listed.data.map((r) => [r.discount_code, r.code_discount, r.total])).toEqual([[code, 1000, 8000]]);
    });

    test("the waiting list's bulk bar: seats offered to the ticked (none free: the report says why), one removed after asking, the others messaged", async ({ page, request }) => {
      test.setTimeout(180_000);
      const coordinator = await staffLogin(request, 'coordinator');
      const stamp = `${width}-${Date.now().toString(36)}`;
      const event = await publishEvent(request, coordinator, `Desk waiting ${stamp}`);
      await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(event.id) }, body: { capacity: 1 } });
      const holder = await createAccount(request, { name: `Seat Holder ${stamp}` });
      expect(((await apiCall(request, calls.eventRegister, { token: holder.token, body: { event_id: event.id, accept_terms: true } })) as { success: number }).success).toBe(1);
      const names = ['Anbu', 'Bhavani', 'Chandran'].map((n) => `${n} ${stamp}`);
      for (const name of names) {
        const who = await createAccount(request, { name });
        expect((await apiCall(request, calls.waitingListJoin, { token: who.token, body: { event_id: event.id } })).success).toBe(1);
      }

      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/waiting-list?event=${event.id}`);
      await expect(page.getByRole('list', { name: 'People on the waiting list' }).getByRole('listitem')).toHaveCount(3);
      // Everyone ticked at once; offering seats is asked first, then runs as a job with its report.
      await page.getByRole('checkbox', { name: 'Select everyone on the list' }).check();
      const bar = page.getByRole('region', { name: 'Selected rows' });
      await expect(bar.getByTestId('bulk-count')).toHaveText('3 selected');
      await noSidewaysScroll(page);
      await accessible(page);
      await page.screenshot({ path: test.info().outputPath(`waiting-bulk-selected-${width}.png`), fullPage: true });
      await bar.getByRole('button', { name: 'Offer seats' }).click();
      await page.getByRole('dialog', { name: 'Offer seats to 3 people?' }).getByRole('button', { name: 'Offer seats to 3 people' }).click();
      const report = page.getByTestId('bulk-report');
      await expect(report.getByTestId('bulk-progress')).toHaveText('3 of 3 tried; 0 done, 3 not done', { timeout: 30_000 });
      await expect(report.getByTestId('bulk-failure')).toHaveCount(3);
      await expect(report.getByTestId('bulk-failure').first()).toContainText('No seat is free');
      await page.screenshot({ path: test.info().outputPath(`waiting-bulk-report-${width}.png`), fullPage: true });
      await report.getByRole('button', { name: 'Close the report' }).click();

      // One removed: the reason asked, then the confirm dialog; the person is told.
      await tickRow(page, names[0]!);
      await bar.getByRole('button', { name: 'Remove…' }).click();
      await page.getByRole('dialog', { name: 'Remove 1 person' }).getByLabel(/^Reason/).fill('Registered for the next camp instead');
      await page.getByRole('dialog', { name: 'Remove 1 person' }).getByRole('button', { name: 'Continue' }).click();
      const sure = page.getByRole('dialog', { name: 'Remove 1 person from the waiting list?' });
      await expect(sure).toContainText('Registered for the next camp instead');
      await sure.getByRole('button', { name: 'Remove 1 person' }).click();
      await expect(report.getByTestId('bulk-progress')).toHaveText('1 of 1 tried; 1 done', { timeout: 30_000 });
      await report.getByRole('button', { name: 'Close the report' }).click();
      await expect(page.getByRole('list', { name: 'People on the waiting list' }).getByRole('listitem')).toHaveCount(2);

      // The other two messaged: the participants' composer opens with exactly them.
      await tickRow(page, names[1]!);
      await tickRow(page, names[2]!);
      await bar.getByRole('link', { name: 'Message' }).click();
      await expect(page.getByRole('heading', { name: 'Message participants' })).toBeVisible();
      await expect(page.getByLabel('Who')).toHaveValue('waiting_selected');
      await expect(page.getByLabel('Who').locator('option:checked')).toHaveText('The people chosen on the waiting list (2)');
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`waiting-bulk-message-${width}.png`), fullPage: true });
    });
  });
}
