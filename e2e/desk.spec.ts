import { BROADCAST_MESSAGES } from '@portal/contract/broadcasts';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { WAITLIST_MESSAGES } from '@portal/contract/waitlist';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { checkInAtOnce, outboxEntry } from './desk-helpers';
import { downloadedPdfText } from './donations-helpers';
import { createAccount, expect, test, uniqueMobile, useSessionIn } from './fixtures';
import { createEventAsOwner, registerAndPay } from './paid-registrations';
import { currentList } from './payments-helpers';
import { istDay, openAdminAs, pickEvent, publishEvent, staffLogin, tickRow } from './staff-helpers';

/**
 * The festival desk, one event's story (a ₹6,000 retreat, ₹2,000 advance): a coordinator
 * registers a walk-in with cash at the desk (/admin/desk) and sees the ticket, the devotee gets
 * it with the way to a password; messages all part-paid participants, written in Tamil too, and
 * the Tamil participant gets the Tamil text; offers a waiting-list seat (the devotee is told);
 * ticks ten registrations and checks them in at once (the report says ten); a devotee uses a
 * discount code and finds it, with the discount, on the invoice. Then the desk's other ways: a
 * Tamil devotee found by mobile pays by UPI; a walk-in's code (a wrong one refused); the waiting
 * list's bulk bar. At 1280 and 360 px.
 */
const DESK = `${ADMIN_PATHS.root}/desk`;
const VISION = 5;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** axe finds nothing on the page as it stands. */
const accessible = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

/** The desk's event picker: the event by its name (others may start with the same words). */
async function pickDeskEvent(page: Page, eventName: string) {
  await page.getByRole('combobox', { name: 'Event' }).fill(eventName);
  await page.getByRole('option', { name: new RegExp(`^${eventName}`) }).first().click();
}

const TA = { subject: 'நாளை காலை 7 மணிக்கு வாருங்கள்', body: 'மீதத் தொகையை மேசையில் செலுத்தலாம். சால்வை கொண்டு வாருங்கள்.' };

for (const width of [1280, 360] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the desk: a walk-in with cash, the part-paid messaged in Tamil, a waiting-list seat offered, ten checked in at once, a code on the invoice', async ({ page, browser, request }) => {
      test.setTimeout(360_000);
      const stamp = `${width}-${Date.now().toString(36)}`;
      const eventName = `Desk Retreat ${stamp}`;
      const eventId = await createEventAsOwner(request, { program_id: VISION, event_name: eventName, event_date: istDay(6), city_name: 'Salem', event_address: '9 Fort Road, Salem', event_price: 6000, advance_amount: 2000, published: true });
      const coordinator = await staffLogin(request, 'coordinator');

      // 1. A walk-in with cash at the desk: nobody with this number yet, so the coordinator adds them.
      const token = await openAdminAs(page, 'coordinator', DESK);
      await expect(page.getByRole('heading', { name: 'Register at the desk' })).toBeVisible();
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
      // The event by name; the price is the server's, cash is the default.
      await pickDeskEvent(page, eventName);
      await expect(page.getByTestId('desk-amount')).toHaveText('₹6,000');
      await noSidewaysScroll(page);
      await accessible(page);
      await page.screenshot({ path: test.info().outputPath(`desk-cash-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Register and take ₹6,000' }).click();
      const ask = page.getByRole('dialog', { name: `Register ${name} for ${eventName}?` });
      await expect(ask).toContainText('₹6,000 is recorded as received by cash, under your name.');
      await ask.getByRole('button', { name: 'Register and take ₹6,000' }).click();
      const done = page.getByTestId('desk-done');
      await expect(done.getByRole('heading', { name: `${name} is registered` })).toBeVisible();
      await expect(done.getByTestId('desk-reg-number')).toHaveText(/^MFR-\d{4}-\d{6}$/);
      const regNumber = (await done.getByTestId('desk-reg-number').textContent())!;
      await expect(done.getByTestId('ticket').getByRole('img')).toBeVisible();
      await noSidewaysScroll(page);
      await accessible(page);
      await page.screenshot({ path: test.info().outputPath(`desk-ticket-${width}.png`), fullPage: true });
      // The devotee gets the ticket (the registration number opens the door) and the way to a password.
      await expect(await outboxEntry(page, [`Reg no ${regNumber}`, mobile])).toContainText('Show it at the door.');
      await expect(await outboxEntry(page, ['your account is ready. Set a password with your mobile number at', mobile])).toContainText(PATHS.forgot);
      const walkIn = await apiCall(request, calls.adminRegistrations, { token, query: { q: mobile } });
      expect(walkIn.data.map((r) => [r.reg_number, r.status])).toEqual([[regNumber, 'success']]);

      // The others of the story: two part-paid (one reads Tamil), ten paid in full, one with a discount code.
      const tamilName = `மீனா ${stamp}`;
      const [tamil, partPaid] = await Promise.all([createAccount(request, { name: tamilName }), createAccount(request, { name: `Part Paid ${stamp}` })]);
      expect((await apiCall(request, calls.accountLanguageUpdate, { token: tamil!.token, body: { language: 'ta' } })).success).toBe(1);
      await registerAndPay(request, tamil!, eventId, 'advance');
      await registerAndPay(request, partPaid!, eventId, 'advance');
      const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => createAccount(request, { name: `Door ${String(i).padStart(2, '0')} ${stamp}` })));
      for (const p of ten) await registerAndPay(request, p, eventId);
      const code = `DESK${stamp.replace(/[^a-z0-9]/gi, '')}`.toUpperCase().slice(0, 30);
      const added = await apiCall(request, calls.adminDiscountCodeAdd, { token: await staffLogin(request, 'finance'), body: { code, kind: 'amount', value: 1000, event_id: eventId } });
      expect(added.success, added.message).toBe(1);
      const coded = await createAccount(request, { name: `Code User ${stamp}` });
      // The code as the devotee types it (small letters): kept in capitals, ₹1,000 off the ₹6,000.
      await registerAndPay(request, coded, eventId, 'full', code.toLowerCase());

      // 2. All part-paid participants messaged, in English and Tamil; the Tamil participant gets the Tamil text.
      await page.goto(`${ADMIN_PATHS.root}/message-participants?event=${eventId}&audience=part_paid`);
      await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(new RegExp(`^${eventName} \\(`));
      await expect(page.locator('select[name="audience"]')).toHaveValue('part_paid');
      await expect(page.getByTestId('broadcast-recipients')).toHaveText('2');
      await page.getByRole('group', { name: 'English' }).getByLabel('Subject (email)').fill(`Come at 7 tomorrow ${stamp}`);
      await page.getByRole('group', { name: 'English' }).getByLabel('Message').fill('The balance can be paid at the desk. Please bring a shawl.');
      await page.getByRole('group', { name: 'Tamil' }).getByLabel('Subject (email)').fill(TA.subject);
      await page.getByRole('group', { name: 'Tamil' }).getByLabel('Message').fill(TA.body);
      await expect(page.getByTestId('preview-ta')).toContainText(`As ${tamilName} will read it`);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`desk-message-part-paid-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Send now' }).click();
      await page.getByRole('dialog', { name: 'Send this message now?' }).getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES.sent })).toBeVisible();
      const mail = await outboxEntry(page, [TA.subject, tamilName]);
      await expect(mail).toContainText(`அன்புள்ள ${tamilName},`);
      await expect(mail).toContainText(TA.body);

      // 3. A waiting-list seat: the event fills, one devotee waits; a seat frees and is offered to them.
      const placed = (await apiCall(request, calls.adminRegistrations, { token: coordinator, query: { event_id: String(eventId), per_page: 50 } })).data.length;
      expect((await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(eventId) }, body: { capacity: placed } })).success).toBe(1);
      const waiter = await createAccount(request, { name: `Waiting ${stamp}` });
      expect((await apiCall(request, calls.waitingListJoin, { token: waiter.token, body: { event_id: eventId } })).data.waiting_position).toBe(1);
      expect((await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(eventId) }, body: { capacity: placed + 1 } })).success).toBe(1);
      await page.goto(`${ADMIN_PATHS.root}/waiting-list?event=${eventId}`);
      const waiting = page.getByRole('list', { name: 'People on the waiting list' }).getByRole('listitem');
      await expect(waiting).toHaveCount(1);
      await expect(waiting.first()).toContainText(`No. 1 · ${waiter.name}`);
      await page.getByRole('button', { name: 'Offer the next seat now' }).click();
      await expect(page.getByRole('status').filter({ hasText: WAITLIST_MESSAGES.offered })).toBeVisible();
      await expect(waiting.first()).toContainText(`Seat offered · ${waiter.name}`);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`desk-waiting-offer-${width}.png`), fullPage: true });
      await expect(await outboxEntry(page, [`A seat is free for you: ${eventName}`, waiter.name])).toBeVisible();

      // 4. Ten checked in at once from the registrations list (the event's paid registrations).
      await page.goto(`${ADMIN_PATHS.root}/registrations`);
      await pickEvent(page, eventName);
      await page.getByLabel('Registration status').selectOption('success');
      await expect(page.getByTestId('reg-row')).toHaveCount(12);
      await checkInAtOnce(page, ten.map((p) => p.name), test.info().outputPath(`desk-check-in-${width}`));
      const after = await apiCall(request, calls.adminRegistrations, { token: coordinator, query: { event_id: String(eventId), status: 'success', per_page: 50 } });
      expect(after.data.filter((r) => r.attended_at).map((r) => r.name).sort()).toEqual(ten.map((p) => p.name).sort());

      // 5. The devotee who registered with the discount code: the invoice names the code and the discount.
      const reg = (await currentList(request, coded)).find((r) => r.event_name === eventName)!;
      expect(reg.pay_status).toBe('success');
      const devotee = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await useSessionIn(devotee, coded);
      await devotee.goto(PATHS.eventDetail(reg.id));
      const downloading = devotee.waitForEvent('download');
      await devotee.getByRole('button', { name: 'Download Invoice' }).click();
      const invoice = await downloadedPdfText(await downloading);
      expect(invoice).toContain(code);
      expect(invoice).toContain('1,000');
      expect(invoice).toContain('5,000');
      await noSidewaysScroll(devotee);
      await devotee.context().close();
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
      await pickDeskEvent(page, eventName);
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
      await pickDeskEvent(page, eventName);
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
