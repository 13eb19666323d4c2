import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { todayIso } from '@portal/contract/fields';
import { BROADCAST_MESSAGES_TA, MESSAGES_TA, OFFLINE_METHOD_LABELS_TA, PAY_STATUS_LABELS_TA, WAITLIST_MESSAGES_TA } from '@portal/contract/tamil';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { outboxEntry } from './desk-helpers';
import { createAccount, expect, indiaPlaces, test, uniqueMobile } from './fixtures';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * The desk in Tamil (docs/decisions/tamil.md, "The back office"): a coordinator chooses Tamil with
 * the back office's language switch, registers a walk-in with cash at the desk, opens the event's
 * waiting list (the choice remembered: the address without `?lang=ta` reads Tamil too), offers the
 * seat and messages the person waiting from the list's bulk bar; every heading, button and state
 * reads Tamil, the times India's. At 360 and 1280 px; back in English at the end.
 */
const DESK = `${ADMIN_PATHS.root}/desk`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const width of [360, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a coordinator in Tamil: a walk-in with cash at the desk, the waiting list and the message page read Tamil', async ({ page, request }) => {
      test.setTimeout(180_000);
      const stamp = `${width}-${Date.now().toString(36)}`;
      const eventName = `Desk Tamil Walk ${stamp}`;
      const coordinator = await staffLogin(request, 'coordinator');
      const event = await publishEvent(request, coordinator, eventName);
      const eventId = event.id;
      const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`desk-tamil-${name}-${width}.png`), fullPage: true });

      // Tamil chosen with the shell's switch: the address says it, the shell and the page read it.
      await openAdminAs(page, 'coordinator', DESK);
      await expect(page.getByRole('heading', { name: 'Register at the desk' })).toBeVisible();
      await page.getByLabel('Language').selectOption('ta');
      await expect(page.getByRole('heading', { name: 'மேசையில் பதிவு செய்' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]lang=ta/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(page.getByTestId('admin-who')).toContainText('ஒருங்கிணைப்பாளர்');
      const nav = page.getByRole('navigation', { name: 'அலுவலகப் பகுதி' });
      await expect(nav.getByRole('link', { name: 'மேசைப் பதிவு (நேரில் வருவோர்)' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'காத்திருப்புப் பட்டியல்கள்' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'வெளியேறு' })).toBeVisible();

      // 1. A walk-in nobody knows yet: added with name, mobile and city.
      const mobile = uniqueMobile();
      const name = `நடைவரவு ${stamp}`;
      await page.getByRole('combobox', { name: 'கைபேசி எண், பெயர் அல்லது மின்னஞ்சல்' }).fill(mobile);
      await page.getByRole('button', { name: 'புதிய பக்தரைச் சேர்' }).click();
      const form = page.getByRole('form', { name: 'புதிய பக்தரைச் சேர்' });
      await expect(form.getByLabel('கைபேசி எண்')).toHaveValue(mobile);
      await form.getByLabel('பெயர்').fill(name);
      await form.getByRole('combobox', { name: 'நகரம்' }).fill('Chenn');
      await page.getByRole('option', { name: /^Chennai/ }).first().click();
      await expect(form.getByRole('button', { name: 'தேடலுக்குத் திரும்பு' })).toBeVisible();
      await noSidewaysScroll(page);
      await shot('new-devotee');
      await form.getByRole('button', { name: 'பக்தரைச் சேர்' }).click();
      await expect(page.getByTestId('desk-person')).toContainText(`${name} · ${mobile} · Chennai`);

      // 2. The event by name; 3. cash (the default), asked first in Tamil.
      await page.getByRole('combobox', { name: 'நிகழ்வு' }).fill(eventName);
      await page.getByRole('option', { name: new RegExp(`^${eventName}`) }).first().click();
      await expect(page.getByRole('heading', { name: '3. பதிவு செய்து பணத்தைப் பெறுக' })).toBeVisible();
      await expect(page.getByTestId('desk-amount')).toHaveText('₹9,000');
      await expect(page.getByRole('group', { name: 'பணம் பெறும் முறை' }).getByRole('radio', { name: 'ரொக்கம்' })).toBeChecked();
      await noSidewaysScroll(page);
      await shot('cash');
      await page.getByRole('button', { name: 'பதிவு செய்து ₹9,000 பெறு' }).click();
      const ask = page.getByRole('dialog', { name: `${eventName} நிகழ்வுக்கு ${name} அவர்களைப் பதிவு செய்யவா?` });
      await expect(ask).toContainText('ரொக்கம் மூலம் ₹9,000 பெறப்பட்டதாக உங்கள் பெயரில் பதிவாகும்.');
      await expect(ask.getByRole('button', { name: 'வேண்டாம், திரும்பு' })).toBeVisible();
      await shot('confirm');
      await ask.getByRole('button', { name: 'பதிவு செய்து ₹9,000 பெறு' }).click();
      const done = page.getByTestId('desk-done');
      await expect(done.getByRole('heading', { name: `${name} பதிவு செய்யப்பட்டார்` })).toBeVisible();
      await expect(done.getByTestId('desk-reg-number')).toHaveText(/^MFR-\d{4}-\d{6}$/);
      await expect(done).toContainText('ரொக்கம்');
      await expect(done.getByRole('button', { name: 'அடுத்து வருபவர்' })).toBeVisible();
      await noSidewaysScroll(page);
      await shot('ticket');
      const regNumber = (await done.getByTestId('desk-reg-number').textContent())!;
      expect((await apiCall(request, calls.adminRegistrations, { token: coordinator, query: { q: mobile } })).data.map((r) => [r.reg_number, r.status])).toEqual([[regNumber, 'success']]);

      // The registrations list finds the walk-in; its states read as Tamil words.
      await nav.getByRole('link', { name: 'பதிவுகள்', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'பதிவுகள்', exact: true })).toBeVisible();
      await page.getByRole('searchbox', { name: 'தேடு' }).fill(mobile);
      const row = page.getByTestId('reg-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(PAY_STATUS_LABELS_TA.success);
      await expect(page.getByRole('navigation', { name: 'பக்கங்கள்' }).getByRole('button', { name: 'அடுத்தது' })).toBeDisabled();
      await noSidewaysScroll(page);
      await shot('registrations');
      // The registration's page: its sections and states in Tamil.
      await row.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name: 'பதிவு', exact: true })).toBeVisible();
      await expect(page.getByTestId('reg-status')).toHaveText(PAY_STATUS_LABELS_TA.success);
      await expect(page.getByTestId('reg-attendance')).toHaveText('வருகை இன்னும் பதிவாகவில்லை');
      await expect(page.getByRole('heading', { name: 'செயல்கள்' })).toBeVisible();
      await expect(page.getByRole('link', { name: '← பதிவுகள்' })).toBeVisible();
      await noSidewaysScroll(page);
      await shot('registration');
      // The event's ticket types and the discount codes: Tamil too.
      await page.goto(`${ADMIN_PATHS.root}/ticket-types?event=${eventId}`);
      await expect(page.getByRole('heading', { name: 'நுழைவுச்சீட்டு வகைகள்' })).toBeVisible();
      await expect(page.getByText('இந்த நிகழ்வுக்கு நுழைவுச்சீட்டு வகைகள் இல்லை.')).toBeVisible();
      await page.goto(`${ADMIN_PATHS.root}/discount-codes`);
      await expect(page.getByRole('heading', { name: 'தள்ளுபடிக் குறியீடுகள்', exact: true })).toBeVisible();
      await noSidewaysScroll(page);
      await shot('discount-codes');

      // The event fills; one devotee waits; a seat frees.
      expect((await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(eventId) }, body: { capacity: 1 } })).success).toBe(1);
      const waiter = await createAccount(request, { name: `Waiting ${stamp}` });
      expect((await apiCall(request, calls.waitingListJoin, { token: waiter.token, body: { event_id: eventId } })).data.waiting_position).toBe(1);
      expect((await apiCall(request, calls.adminEventUpdate, { token: coordinator, params: { id: String(eventId) }, body: { capacity: 2 } })).success).toBe(1);

      // The waiting list, opened by its plain address: the remembered Tamil applies.
      await page.goto(`${ADMIN_PATHS.root}/waiting-list?event=${eventId}`);
      await expect(page.getByRole('heading', { name: 'காத்திருப்புப் பட்டியல்', exact: true })).toBeVisible();
      await expect(page).toHaveURL(/[?&]lang=ta/);
      await expect(page.getByRole('combobox', { name: 'நிகழ்வு' })).toHaveValue(new RegExp(`^${eventName} \\(`));
      const waiting = page.getByRole('list', { name: 'காத்திருப்புப் பட்டியலில் உள்ளவர்கள்' }).getByRole('listitem');
      await expect(waiting).toHaveCount(1);
      await expect(waiting.first()).toContainText(`எண் 1 · ${waiter.name}`);
      // Since when, in India time as a Tamil reader writes it.
      await expect(waiting.first()).toContainText(/முதல் காத்திருக்கிறார்/);
      await expect(waiting.first()).toContainText(/\d\d\/\d\d\/\d{4}, (முற்பகல்|பிற்பகல்) \d{1,2}:\d\d/);
      await expect(page.getByText('பட்டியல் திறந்துள்ளது: நிகழ்வில் இடங்கள் நிரம்பியதும் பக்தர்கள் இதில் சேர்வார்கள்.')).toBeVisible();
      await page.getByRole('button', { name: 'அடுத்த இடத்தை இப்போதே வழங்கு' }).click();
      // The server's answer in Tamil too.
      await expect(page.getByRole('status').filter({ hasText: WAITLIST_MESSAGES_TA.offered })).toBeVisible();
      await expect(waiting.first()).toContainText(`இடம் வழங்கப்பட்டது · ${waiter.name}`);
      await noSidewaysScroll(page);
      await shot('waiting-list');

      // The bulk bar in Tamil; its Message opens the event's message page with the person ticked.
      await waiting.first().getByRole('checkbox', { name: 'வரிசையைத் தேர்ந்தெடு' }).check();
      const bar = page.getByRole('region', { name: 'தேர்ந்தெடுத்த வரிசைகள்' });
      await expect(bar.getByTestId('bulk-count')).toHaveText('1 தேர்ந்தெடுக்கப்பட்டன');
      await expect(bar.getByRole('button', { name: 'இடங்களை வழங்கு' })).toBeVisible();
      await shot('waiting-bulk');
      await bar.getByRole('link', { name: 'செய்தி அனுப்பு' }).click();

      // The message page: the person chosen, the texts, the preview, the answer: Tamil.
      await expect(page.getByRole('heading', { name: 'பங்கேற்பாளர்களுக்குச் செய்தி அனுப்பு' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]lang=ta/);
      await expect(page.getByTestId('broadcast-recipients')).toHaveText('1');
      const subject = `நாளை வாருங்கள் ${stamp}`;
      await page.getByRole('group', { name: 'ஆங்கிலம்' }).getByLabel('பொருள் (மின்னஞ்சல்)').fill(`Come tomorrow ${stamp}`);
      await page.getByRole('group', { name: 'ஆங்கிலம்' }).getByLabel('செய்தி').fill('Your seat is waiting for you.');
      await page.getByRole('group', { name: 'தமிழ்' }).getByLabel('பொருள் (மின்னஞ்சல்)').fill(subject);
      await page.getByRole('group', { name: 'தமிழ்' }).getByLabel('செய்தி').fill('உங்கள் இடம் உங்களுக்காகக் காத்திருக்கிறது.');
      await expect(page.getByRole('group', { name: 'எப்போது' }).getByRole('radio', { name: 'இப்போது' })).toBeChecked();
      await expect(page.getByTestId('preview-en')).toContainText(`${waiter.name} படிப்பது போல`);
      await noSidewaysScroll(page);
      await shot('message');
      await page.getByRole('button', { name: 'இப்போதே அனுப்பு' }).click();
      const send = page.getByRole('dialog', { name: 'இந்தச் செய்தியை இப்போதே அனுப்பவா?' });
      await expect(send).toContainText('இப்போது தேர்ந்தெடுத்த 1 நபருக்கு');
      await send.getByRole('button', { name: 'இப்போதே அனுப்பு' }).click();
      await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES_TA.sent })).toBeVisible();
      const sent = page.getByTestId('broadcast-row').filter({ hasText: `Come tomorrow ${stamp}` });
      await expect(sent).toBeVisible();
      await expect(page.getByRole('heading', { name: 'இந்த நிகழ்வின் பங்கேற்பாளர்களுக்கு அனுப்பியவை' })).toBeVisible();
      await expect(sent.getByRole('link', { name: 'ஒவ்வொருவருக்கும் சேர்ந்த விவரம்' })).toBeVisible();
      await noSidewaysScroll(page);
      await shot('message-sent');
      // The person waiting reads English (their account's language): the English text reaches them.
      await outboxEntry(page, [`Come tomorrow ${stamp}`, waiter.name]);

      // Back to English with the same switch: the page and the shell read English again.
      await page.goto(`${ADMIN_PATHS.root}/message-participants?event=${eventId}`);
      await expect(page.getByRole('heading', { name: 'பங்கேற்பாளர்களுக்குச் செய்தி அனுப்பு' })).toBeVisible();
      await page.getByLabel('மொழி').selectOption('en');
      await expect(page.getByRole('heading', { name: 'Message participants' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByTestId('broadcast-row').filter({ hasText: `Come tomorrow ${stamp}` }).getByTestId('broadcast-progress')).toContainText(/of 1 sent/);
    });
  });
}

/**
 * A registration's action in Tamil (features/registrations, the one form pattern): a walk-in left
 * to pay later at the desk; finance, on a phone in Tamil, records the cash received on the
 * registration's page. The form's heading, labels, method and button read Tamil, a wrong amount is
 * refused under its field in Tamil before anything is sent, and the recorded payment shows in
 * Tamil: paid, nothing left to pay.
 */
test.describe('a registration in Tamil at 360 px', () => {
  test.use({ viewport: { width: 360, height: 900 } });

  test('finance records a cash payment on a registration, in Tamil', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const coordinator = await staffLogin(request, 'coordinator');
    const event = await publishEvent(request, coordinator, `Tamil Cash Walk ${stamp}`);
    const { city } = await indiaPlaces(request);
    const walkIn = await apiCall(request, calls.adminDeskDevoteeCreate, { token: coordinator, body: { name: `ரொக்கம் ${stamp}`, mobile: uniqueMobile(), city_id: city, language: 'ta' } });
    expect(walkIn.success, walkIn.message).toBe(1);
    const held = await apiCall(request, calls.adminDeskRegister, { token: coordinator, body: { user_id: walkIn.data.id, event_id: event.id, payment: 'later' } });
    expect(held.success, held.message).toBe(1);
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`registration-tamil-${name}-360.png`), fullPage: true });

    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/registrations/${held.data.registration_id}`);
    await page.getByLabel('Language').selectOption('ta');
    await expect(page.getByRole('heading', { name: 'செயல்கள்' })).toBeVisible();
    await expect(page.getByTestId('reg-status')).toHaveText(PAY_STATUS_LABELS_TA.paylater);
    await expect(page.getByTestId('reg-balance')).toHaveText('₹9,000');

    const form = page.getByRole('form', { name: 'தளத்திற்கு வெளியே பெற்ற கட்டணத்தைப் பதிவு செய்' });
    await expect(form.getByLabel('செலுத்திய முறை')).toHaveValue('cash');
    await expect(form.getByLabel('செலுத்திய முறை').locator('option:checked')).toHaveText(OFFLINE_METHOD_LABELS_TA.cash);
    await expect(form.getByLabel('தொகை (₹)')).toHaveValue('9000');
    await expect(form.getByLabel('பெற்ற தேதி')).toHaveValue(todayIso());
    await expect(form.getByLabel('குறிப்பு எண் (காசோலை, வங்கிப் பரிமாற்றம் அல்லது UPI எண்)')).toHaveValue('');
    await expect(form).toContainText('மீதத் தொகைக்கு மேல் ஒருபோதும் பதிவு செய்யக் கூடாது.');
    await noSidewaysScroll(page);

    // A wrong amount is refused under its field, in Tamil, before the call: nothing is recorded.
    await form.getByLabel('தொகை (₹)').fill('ஒன்பதாயிரம்');
    await form.getByRole('button', { name: 'கட்டணத்தைப் பதிவு செய்' }).click();
    await expect(form.getByText(MESSAGES_TA.invalidNumber)).toBeVisible();
    await expect(form.getByLabel('தொகை (₹)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('reg-balance')).toHaveText('₹9,000');
    await shot('refused');

    await form.getByLabel('தொகை (₹)').fill('9000');
    await form.getByRole('button', { name: 'கட்டணத்தைப் பதிவு செய்' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES_TA.adminMarkedPaid })).toBeVisible();
    await expect(page.getByTestId('reg-status')).toHaveText(PAY_STATUS_LABELS_TA.success);
    await expect(page.getByTestId('reg-balance')).toHaveText('₹0');
    // Nothing left to pay: the form goes.
    await expect(page.getByRole('form', { name: 'தளத்திற்கு வெளியே பெற்ற கட்டணத்தைப் பதிவு செய்' })).toHaveCount(0);
    await noSidewaysScroll(page);
    await shot('recorded');
  });
});
