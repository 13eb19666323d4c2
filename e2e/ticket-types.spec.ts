import type { Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { DISCOUNT_CODE_MESSAGES } from '@portal/contract/discount-codes';
import { addressInLanguage } from '@portal/contract/page-language';
import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { TICKET_TYPE_MESSAGES } from '@portal/contract/ticket-types';
import { apiCall, sandboxCheckoutPattern } from './api-client';
import { downloadedPdfText } from './donations-helpers';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { chooseOnSandbox, currentList } from './payments-helpers';
import { istDay, openAdminAs, pickEvent, staffLogin } from './staff-helpers';

/**
 * Ticket types and discount codes as finance and a devotee meet them: finance gives a new event
 * two ticket types and a code in the back office; a devotee chooses a type, applies the code, sees
 * it in the price breakdown, pays on the sandbox and finds the code on the invoice. At 1280 px in
 * English and at 360 px in Tamil (the devotee's screens; the back office is English).
 */

/** The registration screen's sentences as apps/web/src/features/registrations/strings.ts has them. */
const SCREEN = {
  en: {
    event: 'Select Event',
    type: 'Ticket type',
    code: 'Discount code',
    apply: 'Apply',
    accept: /I accept the/,
    submit: 'Submit',
    success: 'Success',
    invoice: 'Download Invoice',
  },
  ta: {
    event: 'நிகழ்வைத் தேர்ந்தெடுக்கவும்',
    type: 'நுழைவுச்சீட்டு வகை',
    code: 'தள்ளுபடிக் குறியீடு',
    apply: 'பயன்படுத்து',
    accept: /நான் ஏற்கிறேன்/,
    submit: 'சமர்ப்பிக்கவும்',
    success: 'வெற்றி',
    invoice: 'விலைப்பட்டியலைப் பதிவிறக்கு',
  },
} as const;

/** Whether the page fits the window's width (nothing scrolls sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A published program-1 event of this test’s own (its name says no "Ulchemy": specs that pick the first Ulchemy event on the registration screen must not get one with ticket types), dated tomorrow (so the registration screen lists it), priced ₹9,000 by finance. */
async function tomorrowsEvent(page: Page, name: string) {
  const made = await apiCall(page.request, calls.adminEventCreate, {
    token: await staffLogin(page.request, 'coordinator'),
    body: {
      program_id: 1,
      event_name: name,
      event_date: istDay(1),
      city_name: 'Karur',
      event_address: '3 River Road, Karur',
      published: true,
    },
  });
  if (made.success !== 1) throw new Error(`event not created: ${JSON.stringify(made)}`);
  const priced = await apiCall(page.request, calls.adminEventUpdate, {
    token: await staffLogin(page.request, 'finance'),
    params: { id: String(made.data.id) },
    body: { event_price: 9000 },
  });
  if (priced.success !== 1) throw new Error(`event not priced: ${JSON.stringify(priced)}`);
  return made.data.id;
}

for (const { viewport, lang } of [
  { viewport: { width: 1280, height: 900 }, lang: 'en' as const },
  { viewport: { width: 360, height: 780 }, lang: 'ta' as const },
]) {
  test(`finance adds ticket types and a code; a devotee uses them and finds the code on the invoice (${viewport.width} px, ${lang})`, async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now().toString(36)}${viewport.width}`;
    const eventName = `Residential retreat ${stamp}`;
    const code = `TT${stamp}`.toUpperCase();
    await tomorrowsEvent(page, eventName);

    // Finance, in the back office: two ticket types, then a code for the event.
    const financeContext = await browser.newContext({ viewport });
    const admin = await financeContext.newPage();
    const adminErrors: string[] = [];
    admin.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') adminErrors.push(m.text());
    });
    admin.on('pageerror', (e) => adminErrors.push(e.message));
    await openAdminAs(admin, 'finance', `${ADMIN_PATHS.root}/ticket-types`);
    await pickEvent(admin, eventName);
    const add = admin.getByRole('region', { name: 'Add a ticket type' });
    for (const t of [
      { name: 'Residential', ta: 'தங்கும் வசதியுடன்', price: '6000', seats: '20' },
      { name: 'Non-residential', ta: 'தங்கும் வசதி இல்லாமல்', price: '4000', seats: '' },
    ]) {
      await add.getByLabel('Name (English)').fill(t.name);
      await add.getByLabel('Name (Tamil)').fill(t.ta);
      await add.getByLabel('Price (INR)').fill(t.price);
      await add.getByLabel(/^Own seats/).fill(t.seats);
      await add.getByRole('button', { name: 'Add the type' }).click();
      await expect(add.getByRole('status')).toHaveText(TICKET_TYPE_MESSAGES.added);
      await expect(admin.getByRole('form', { name: t.name, exact: true })).toBeVisible();
    }
    await expect(admin.getByRole('list', { name: 'Ticket types' }).getByRole('listitem')).toHaveCount(2);
    expect(await fitsWidth(admin)).toBe(true);
    await admin.screenshot({
      path: test.info().outputPath(`ticket-types-admin-${viewport.width}.png`),
      fullPage: true,
    });

    // The back office's section for codes is in its navigation.
    await admin.goto(`${ADMIN_PATHS.root}/discount-codes`);
    await expect(admin.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
    const addCode = admin.getByRole('region', { name: 'Add a discount code' });
    await addCode.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await addCode.getByLabel('Kind').selectOption('percent');
    await addCode.getByLabel('Percentage off').fill('10');
    await pickEvent(admin, eventName, 'Event of the code');
    await addCode.getByLabel('Uses per devotee (empty: no limit)').fill('1');
    await addCode.getByRole('button', { name: 'Add the code' }).click();
    await expect(addCode.getByRole('status')).toHaveText(DISCOUNT_CODE_MESSAGES.added);
    // The code is kept in capitals, for its event, unused so far.
    const row = admin.getByRole('form', { name: code, exact: true });
    await expect(row).toContainText(`${code} · 10 % off · ${eventName} · Active · 0 uses`);
    expect(await fitsWidth(admin)).toBe(true);
    await admin.screenshot({
      path: test.info().outputPath(`discount-codes-admin-${viewport.width}.png`),
      fullPage: true,
    });
    expect(adminErrors, 'back-office console errors').toEqual([]);

    // The devotee registers with the residential type and the code.
    const s = SCREEN[lang];
    await page.setViewportSize(viewport);
    const account = await createAccount(page.request);
    await useSessionIn(page, account, lang === 'ta' ? { lang: 'ta' } : {});
    await page.goto(addressInLanguage(PROGRAMS[1].route, lang));
    const eventSelect = page.getByLabel(s.event);
    const eventOption = eventSelect.locator('option', { hasText: eventName });
    await expect(eventOption).toHaveCount(1);
    await eventSelect.selectOption({ value: (await eventOption.getAttribute('value'))! });
    const typeSelect = page.getByLabel(s.type);
    const typeOption = typeSelect.locator('option', {
      hasText: lang === 'ta' ? 'தங்கும் வசதியுடன்' : /^Residential/,
    });
    await expect(typeOption).toHaveCount(1);
    await expect(typeOption).toContainText('20');
    await typeSelect.selectOption({ value: (await typeOption.getAttribute('value'))! });
    const box = page.getByTestId('price-box');
    await expect(box).toContainText('6,000');
    await page.getByLabel(s.code, { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: s.apply, exact: true }).click();
    // The breakdown names the code and what it takes off: 10 % of ₹6,000.
    await expect(page.getByTestId('price-code')).toContainText(code);
    await expect(page.getByTestId('price-code')).toContainText('600');
    await expect(box.locator('.price-total')).toContainText('5,400');
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({
      path: test.info().outputPath(`register-${viewport.width}-${lang}.png`),
      fullPage: true,
    });

    await page.getByLabel(s.accept).check();
    await page.getByRole('button', { name: s.submit }).click();
    await expect(page).toHaveURL(sandboxCheckoutPattern(true));
    await chooseOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toHaveText(s.success);

    const reg = (await currentList(page.request, account)).find((r) => r.event_name === eventName);
    expect(reg?.pay_status).toBe('success');
    await page.goto(addressInLanguage(PATHS.eventDetail(reg!.id), lang));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: s.invoice }).click();
    const invoice = await downloadedPdfText(await downloading);
    expect(invoice).toContain(code);
    expect(invoice).toContain('5,400');

    // Finance sees the use counted beside the code.
    await admin.reload();
    await expect(admin.getByRole('form', { name: code, exact: true })).toContainText(
      `${code} · 10 % off · ${eventName} · Active · 1 use`,
    );
    expect(adminErrors, 'back-office console errors').toEqual([]);
    await financeContext.close();

    // A coordinator sees the code and its use, and cannot change it (codes are money settings).
    const coordinatorContext = await browser.newContext({ viewport });
    const coordinator = await coordinatorContext.newPage();
    await openAdminAs(coordinator, 'coordinator', `${ADMIN_PATHS.root}/discount-codes`);
    await expect(coordinator.getByRole('form', { name: code, exact: true })).toContainText(
      `${code} · 10 % off · ${eventName} · Active · 1 use`,
    );
    await expect(
      coordinator.getByText('Discount codes are set by finance or the owner: shown here read-only.'),
    ).toBeVisible();
    await expect(coordinator.getByRole('region', { name: 'Add a discount code' })).toHaveCount(0);
    await expect(coordinator.getByRole('button', { name: 'Save the code' })).toHaveCount(0);
    await coordinatorContext.close();
  });
}
