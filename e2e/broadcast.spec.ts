import { calls } from '@portal/contract/calls';
import { BROADCAST_MESSAGES } from '@portal/contract/broadcasts';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { createEventAsOwner, registerAndPay } from './paid-registrations';
import { istDay, openAdminAs } from './staff-helpers';

/**
 * Message an event's participants: from the registrations list filtered to one event's part-paid
 * registrations, "Message these" opens the message with that event and those people chosen; the
 * coordinator writes it in English and Tamil, sees who gets it and the Tamil devotee's own preview
 * (and the SMS segments), sends it (asked first); its delivery shows per person in /admin/messages,
 * and the Tamil devotee's message is in the outbox in Tamil. At 1280 and 360 px.
 */
const VISION = 5;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const TA = { subject: 'நாளை காலை 7 மணிக்கு வாருங்கள்', body: 'மீதத் தொகையை வாசலில் செலுத்தலாம். சால்வை கொண்டு வாருங்கள்.' };

for (const width of [1280, 360] as const) {
  test(`a coordinator messages all part-paid participants in Tamil at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}-${Date.now().toString(36)}`;
    const eventName = `Broadcast Retreat ${stamp}`;
    const eventId = await createEventAsOwner(request, { program_id: VISION, event_name: eventName, event_date: istDay(5), city_name: 'Salem', event_address: '9 Fort Road, Salem', event_price: 6000, advance_amount: 2000, published: true });
    const tamilName = `மீனா ${stamp}`;
    const [tamil, english, full] = await Promise.all([
      createAccount(request, { name: tamilName }),
      createAccount(request, { name: `Part Paid ${stamp}` }),
      createAccount(request, { name: `Paid Full ${stamp}` }),
    ]);
    expect((await apiCall(request, calls.accountLanguageUpdate, { token: tamil!.token, body: { language: 'ta' } })).success).toBe(1);
    await registerAndPay(request, tamil!, eventId, 'advance');
    await registerAndPay(request, english!, eventId, 'advance');
    await registerAndPay(request, full!, eventId, 'full');

    // The registrations list, filtered to the event's part-paid registrations: "Message these".
    await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations`);
    await page.getByLabel('Registration status').selectOption('partialpay');
    const picker = page.getByRole('combobox', { name: 'Event' });
    await picker.fill(stamp);
    await page.getByRole('option', { name: new RegExp(eventName) }).click();
    await expect(picker).toHaveValue(new RegExp(`^${eventName} \\(`));
    await expect(page.getByTestId('reg-row')).toHaveCount(2);
    await page.getByRole('link', { name: 'Message these' }).click();

    // The message: the event and the part-paid chosen; two people, by email (their preferred).
    await expect(page.getByRole('heading', { name: 'Message participants' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(new RegExp(`^${eventName} \\(`));
    await expect(page.locator('select[name="audience"]')).toHaveValue('part_paid');
    await expect(page.getByTestId('broadcast-recipients')).toHaveText('2');
    await expect(page.getByTestId('broadcast-email')).toHaveText('2');
    const english_ = page.getByRole('group', { name: 'English' });
    await english_.getByLabel('Subject (email)').fill('Come at 7 tomorrow morning');
    await english_.getByLabel('Message').fill('The balance can be paid at the door. Please bring a shawl.');
    const tamil_ = page.getByRole('group', { name: 'Tamil' });
    await tamil_.getByLabel('Subject (email)').fill(TA.subject);
    await tamil_.getByLabel('Message').fill(TA.body);

    // The Tamil preview is the Tamil devotee's own message; the SMS's encoding and segments show.
    const preview = page.getByTestId('preview-ta');
    await expect(preview).toContainText(`As ${tamilName} will read it`);
    await expect(page.getByTestId('preview-sms-ta')).toContainText(TA.body);
    await expect(page.getByTestId('preview-segments-ta')).toContainText(/UCS-2, \d+ units, \d+ segments? \(at most 4\) · DLT template DEV-DLT-broadcast-ta/);
    await expect(page.getByTestId('preview-segments-en')).toContainText('GSM-7');
    const email = preview.frameLocator('iframe').locator('body');
    await expect(email).toContainText(`அன்புள்ள ${tamilName},`);
    await expect(email).toContainText(eventName);
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`broadcast-compose-${width}.png`), fullPage: true });

    // Sent now, asked first.
    await page.getByRole('button', { name: 'Send now' }).click();
    const ask = page.getByRole('dialog', { name: 'Send this message now?' });
    await expect(ask).toContainText('2 people now chosen');
    await ask.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES.sent })).toBeVisible();
    const row = page.getByTestId('broadcast-row').first();
    await expect(row).toContainText('Come at 7 tomorrow morning');
    await expect(row.getByTestId('broadcast-progress')).toContainText('2 of 2 sent', { timeout: 30_000 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`broadcast-sent-${width}.png`), fullPage: true });

    // Each person's delivery in the back office's messages.
    await row.getByRole('link', { name: "Each person's delivery" }).click();
    await expect(page.getByTestId('message-row')).toHaveCount(2);
    const tamilRow = page.getByTestId('message-row').filter({ hasText: tamilName });
    await expect(tamilRow).toContainText('Email (Tamil)');
    await expect(tamilRow).toContainText('Sent');
    await noSidewaysScroll(page);

    // The devotee's message in the outbox, in Tamil.
    await page.goto(PATHS.devOutbox);
    const mail = page.getByTestId('outbox-entry').filter({ hasText: TA.subject }).filter({ hasText: tamilName });
    await expect(mail.first()).toBeVisible();
    await expect(mail.first()).toContainText(`அன்புள்ள ${tamilName},`);
    await expect(mail.first()).toContainText(TA.body);
    await page.screenshot({ path: test.info().outputPath(`broadcast-outbox-${width}.png`) });
  });
}
