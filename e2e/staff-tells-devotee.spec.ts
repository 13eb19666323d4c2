import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import type { Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * Staff actions tell the devotee: the coordinator allows pay later (the devotee gets the Pay Now
 * link) and then cancels the registration (the confirm step says the devotee is told; the devotee
 * gets the reason); finance records an offline donation with the donor's email (the receipt goes
 * by email, attached, and by SMS). Each message as the dev outbox recorded it, in the devotee's
 * language (English and Tamil), at 1280 and 360 px; and the new kinds' templates in the back office.
 */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** The outbox entry (newest first) holding every one of `texts`; the delivery job sends within seconds. */
async function outboxEntry(page: Page, texts: string[]) {
  await page.goto(PATHS.devOutbox);
  let entry = page.getByTestId('outbox-entry');
  for (const text of texts) entry = entry.filter({ hasText: text });
  await expect(entry.first()).toBeVisible({ timeout: 45_000 });
  return entry.first();
}

const TEXTS = {
  en: { heldSubject: 'Your place is held: ', payNow: 'Pay now: ', cancelledSubject: 'Registration cancelled: ', reason: 'Reason: ' },
  ta: { heldSubject: 'உங்கள் இடம் உறுதி: ', payNow: 'இப்போது செலுத்த: ', cancelledSubject: 'பதிவு ரத்து: ', reason: 'காரணம்: ' },
} as const;

for (const width of [1280, 360] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const lang of ['en', 'ta'] as const) {
      test(`pay later allowed and then a cancellation reach the devotee (${lang})`, async ({ page, request }) => {
        const stamp = `${width}-${lang}-${Date.now().toString(36)}`;
        const eventName = `Told ${stamp}`;
        const name = lang === 'ta' ? `மீனா ${stamp}` : `Told Devotee ${stamp}`;
        await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);
        const events = (await apiCall(request, calls.programEventList, { body: { program_id: 1 } })).data;
        const eventId = events.find((e) => e.event_name === eventName)!.id;
        const account = await createAccount(request, { name });
        expect((await apiCall(request, calls.accountLanguageUpdate, { token: account.token, body: { language: lang } })).success).toBe(1);
        const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F' } });
        expect(registered.success).toBe(1);
        const regId = (registered as { register_id: number }).register_id;

        // Pay later: the coordinator allows it; the devotee's email carries the Pay Now link.
        await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations/${regId}`);
        const payLater = page.getByRole('form', { name: 'Pay later' });
        await expect(payLater).toContainText('is sent the Pay Now link by email and SMS');
        await payLater.getByRole('button', { name: 'Allow pay later' }).click();
        await expect(page.getByRole('status')).toHaveText(MESSAGES.adminPayLaterAllowed);
        const t = TEXTS[lang];
        const held = await outboxEntry(page, [`${t.heldSubject}${eventName}`, name]);
        await expect(held).toContainText(`${t.payNow}`);
        await expect(held).toContainText(PATHS.eventDetail(regId));
        await noSidewaysScroll(page);
        await page.screenshot({ path: test.info().outputPath(`pay-later-outbox-${lang}-${width}.png`) });

        // Cancelling: the confirm step says the devotee is told; the email gives the reason.
        await page.goto(`${ADMIN_PATHS.root}/registrations/${regId}`);
        const form = page.getByRole('form', { name: 'Cancel the registration' });
        await form.getByLabel('Reason').fill('The devotee asked by phone');
        await form.getByRole('button', { name: 'Cancel registration' }).click();
        const ask = page.getByRole('dialog', { name: `Cancel ${name}'s registration?` });
        await expect(ask).toContainText(`${name} is told by email and SMS, with the reason.`);
        await noSidewaysScroll(page);
        await ask.getByRole('button', { name: 'Cancel registration' }).click();
        await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminCancelled })).toBeVisible();
        const cancelled = await outboxEntry(page, [`${t.cancelledSubject}${eventName}`, name]);
        await expect(cancelled).toContainText(`${t.reason}The devotee asked by phone`);
        await noSidewaysScroll(page);
        await page.screenshot({ path: test.info().outputPath(`cancel-outbox-${lang}-${width}.png`) });
      });
    }

    test('an offline donation: the receipt by email (attached) and SMS, in the language finance chose', async ({ page }) => {
      const stamp = `${width}-${Date.now().toString(36)}`;
      const email = `donor-${stamp}@example.org`;
      const mobile = `9${String(Date.now()).slice(-9)}`;
      await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
      await page.getByLabel('Donor name').fill(`Donor ${stamp}`);
      await page.getByLabel('Mobile').fill(mobile);
      await page.getByLabel('Email (optional: the receipt PDF is emailed)').fill(email);
      await page.getByLabel('Language of the message').selectOption('ta');
      await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
      await page.getByLabel('Fund').first().selectOption('donation');
      await page.getByLabel('Received as').first().selectOption('cash');
      await page.getByLabel('Amount (₹)').fill('1500');
      await page.getByRole('button', { name: 'Record donation' }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText(MESSAGES.adminDonationRecorded);
      const receipt = /MF\/\d{4}-\d{2}\/\d{5}/.exec((await status.textContent()) ?? '')![0];
      await noSidewaysScroll(page);

      const mail = await outboxEntry(page, [email]);
      await expect(mail).toContainText(`உங்கள் காணிக்கைக்கு நன்றி - ரசீது ${receipt}`);
      await expect(mail).toContainText('80G ரசீது இணைக்கப்பட்டுள்ளது');
      await expect(mail.getByTestId('outbox-attachments')).toHaveText(`Attached: 80G-receipt-${receipt.replace(/[^\w-]+/g, '-')}.pdf`);
      const sms = page.getByTestId('outbox-entry').filter({ hasText: `SMS to ${mobile}` });
      await expect(sms).toContainText(`ரசீது எண் ${receipt}`);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`offline-receipt-outbox-${width}.png`) });
    });

    test('the templates page previews the new kinds in English and Tamil', async ({ page }) => {
      await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/messages/templates`);
      await expect(page.getByTestId('sms-en')).toBeVisible();
      await page.getByLabel('Kind').selectOption({ label: 'Pay later allowed (Pay Now link)' });
      await expect(page.getByTestId('subject-en')).toContainText('Your place is held: Ulchemy Elite Intensive Weekend at Coimbatore');
      await expect(page.getByTestId('subject-ta')).toContainText('உங்கள் இடம் உறுதி:');
      await expect(page.getByTestId('sms-en')).toContainText('before the event: https://');
      await page.getByLabel('Kind').selectOption({ label: 'Receipt corrected (corrected 80G receipt)' });
      await expect(page.getByTestId('subject-en')).toContainText('Corrected receipt 80G/2026-27/000123');
      await expect(page.getByTestId('subject-ta')).toContainText('திருத்திய ரசீது');
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`templates-${width}.png`), fullPage: true });
    });
  });
}
