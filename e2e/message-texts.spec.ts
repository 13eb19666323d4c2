import type { Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { newSms, openPaymentReceivedTexts, restoreDefaultTexts, saveTexts } from './message-texts-helpers';
import { chooseOnSandbox, startUlchemyRegistration, submitToGateway } from './payments-helpers';
import { publishEvent, staffLogin } from './staff-helpers';

/**
 * The foundation edits its message texts without a developer: the owner changes the
 * payment-received SMS in English and Tamil (with the DLT template it is registered under),
 * watches the live preview, saves; a devotee of each language pays in the sandbox and the outbox
 * shows the new SMS; the owner restores the built-in texts (asked first). At 1280 and 360 px.
 * The two widths edit the same message: they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['360 px', { width: 360, height: 780 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('the owner changes the payment-received SMS in English and Tamil; the next payment uses it; restore the default', async ({ page, browser, request }) => {
      const w = viewport.width;
      const eventName = `Texts Camp ${w} ${Date.now().toString(36)}`;
      await publishEvent(request, await staffLogin(request, 'coordinator'), eventName);

      const card = await openPaymentReceivedTexts(page);
      await expect(card.getByTestId('text-sms-en')).toContainText('{org}: payment of {amount} received for {event_name}');
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`message-texts-list-${w}.png`), fullPage: false });
      await card.getByRole('link', { name: 'Payment received (invoice)' }).click();
      await expect(page.getByRole('heading', { name: 'Payment received (invoice)', level: 2 })).toBeVisible();

      // An unknown placeholder is named at once, in the preview.
      await page.getByLabel('English: SMS text').fill('{org}: thanks {nobody}');
      await expect(page.getByText('A placeholder this message does not have: {nobody}')).toBeVisible();

      // English: a new wording under a new DLT template; a placeholder chosen from the list.
      await newSms(page, 'English', `{org}: thank you {name}! We got {amount} (${w}px). Reg no `, `DLT-EN-${w}`);
      const en = page.getByLabel('English: SMS text');
      await en.focus();
      await en.press('End');
      await page.getByLabel('English: placeholder to insert in “SMS text”').selectOption('{reg_number}');
      await page.getByRole('button', { name: 'Insert placeholder (English)' }).click();
      await expect(en).toHaveValue(`{org}: thank you {name}! We got {amount} (${w}px). Reg no {reg_number}`);
      await page.getByLabel('English: DLT template as registered').fill(`{#var#}: thank you {#var#}! We got {#var#} (${w}px). Reg no {#var#}`);
      await expect(page.getByTestId('preview-sms-en')).toHaveText(`Matangi Foundation: thank you Anand Kumar! We got Rs. 1,20,000 (${w}px). Reg no REG-2026-000123`);
      await expect(page.getByTestId('preview-segments-en')).toContainText('GSM-7');
      await expect(page.getByTestId('preview-segments-en')).toContainText('1 segment');

      // Tamil: UCS-2, counted in its own segments.
      await newSms(page, 'Tamil', `{org}: நன்றி! உங்கள் {amount} கிடைத்தது (${w}).`, `DLT-TA-${w}`);
      await expect(page.getByTestId('preview-sms-ta')).toContainText('நன்றி! உங்கள் Rs. 1,20,000 கிடைத்தது');
      await expect(page.getByTestId('preview-segments-ta')).toContainText('UCS-2');

      // A registered template that does not fit is refused, naming the SMS.
      await page.getByLabel('Tamil: DLT template as registered').fill('{#var#}: நன்றி!');
      await page.getByRole('button', { name: 'Save texts' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'ta.sms' })).toContainText('DLT');
      await page.getByLabel('Tamil: DLT template as registered').fill(`{#var#}: நன்றி! உங்கள் {#var#} கிடைத்தது (${w}).`);
      await saveTexts(page);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`message-texts-editor-${w}.png`), fullPage: true });

      // Devotees of each language pay in the sandbox: the outbox shows the new SMS under its DLT template.
      for (const lang of ['en', 'ta'] as const) {
        const payer = await browser.newPage({ viewport });
        const account = await startUlchemyRegistration(payer, request, eventName, { name: lang === 'ta' ? `மீனா ${w}` : `Texts Payer ${w}` });
        expect((await apiCall(request, calls.accountLanguageUpdate, { token: account.token, body: { language: lang } })).success).toBe(1);
        await submitToGateway(payer);
        await chooseOnSandbox(payer, 'Success');
        await expect(payer.getByTestId('payment-status')).toHaveText('Success');
        const expected = lang === 'en' ? `: thank you Texts Payer ${w}! We got Rs. 9,000 (${w}px). Reg no ` : `: நன்றி! உங்கள் Rs. 9,000 கிடைத்தது (${w}).`;
        await expect
          .poll(async () => (await apiCall(request, calls.devOutbox)).data.find((m) => m.recipient === account.mobile && m.body.includes(expected))?.meta.dlt_template_id, { timeout: 30_000 })
          .toBe(lang === 'en' ? `DLT-EN-${w}` : `DLT-TA-${w}`);
        await payer.goto(PATHS.devOutbox);
        await expect(payer.getByTestId('outbox-entry').filter({ hasText: expected }).first()).toBeVisible();
        if (lang === 'ta') await payer.screenshot({ path: test.info().outputPath(`message-texts-outbox-${w}.png`) });
        await payer.close();
      }

      // Restore the default: asked first; the built-in SMS is back.
      await restoreDefaultTexts(page);
    });
  });
}
