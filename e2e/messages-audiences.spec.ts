import { calls } from '@portal/contract/calls';
import { BROADCAST_MESSAGES } from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, send } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { istDay, openAdminAs, staffLogin, tickRow } from './staff-helpers';

/**
 * Message people without an event: a coordinator ticks two devotees in the devotees list and
 * messages them from its bulk bar (the same composer: counts per channel, each language's preview
 * with a real devotee, asked first, delivery followed); finance writes to the people who paid
 * for a program's registrations, schedules it at an India time and cancels it (asked first). At
 * 1280 and 360 px.
 */
const VISION = 5;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

async function pay(request: APIRequestContext, txn: string) {
  const decided = await send(request, calls.sandboxDecide, { params: { txn }, body: { status: 'success' }, form: true });
  expect(decided.status()).toBe(200);
  const fields = Object.fromEntries([...(await decided.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]));
  expect((await send(request, calls.sandboxReturn, { body: fields, form: true, maxRedirects: 0 })).status()).toBe(303);
}

async function writeTexts(page: Page, en: string, ta: string) {
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Subject (email)').fill(en);
  await english.getByLabel('Message').fill(`${en}. With gratitude.`);
  const tamil = page.getByRole('group', { name: 'Tamil' });
  await tamil.getByLabel('Subject (email)').fill(ta);
  await tamil.getByLabel('Message').fill(`${ta}. நன்றியுடன்.`);
}

for (const width of [1280, 360] as const) {
  test(`a coordinator messages the devotees ticked in the devotees list at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `aud${width}${Date.now().toString(36)}`;
    const [first, second] = await Promise.all([createAccount(request, { name: `Kamala ${stamp}` }), createAccount(request, { name: `Ganesh ${stamp}` }), createAccount(request, { name: `Left Out ${stamp}` })]);
    expect((await apiCall(request, calls.accountLanguageUpdate, { token: second!.token, body: { language: 'ta' } })).success).toBe(1);

    await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/devotees`);
    await page.getByLabel('Search').fill(stamp);
    await tickRow(page, `Kamala ${stamp}`);
    await tickRow(page, `Ganesh ${stamp}`);
    await page.getByRole('link', { name: 'Message', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Message devotees' })).toBeVisible();
    await expect(page.getByTestId('broadcast-chosen')).toContainText('The 2 devotees chosen in the devotees list');
    await page.locator('select[name="channel"]').selectOption('email');
    await expect(page.getByTestId('broadcast-recipients')).toHaveText('2');
    await expect(page.getByTestId('broadcast-email')).toHaveText('2');
    await writeTexts(page, `Satsang news ${stamp}`, 'சத்சங்கச் செய்தி');
    await expect(page.getByTestId('preview-ta')).toContainText(`As Ganesh ${stamp} will read it`);
    await expect(page.getByTestId('preview-en')).toContainText(`As Kamala ${stamp} will read it`);
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`audiences-devotees-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Send now' }).click();
    const ask = page.getByRole('dialog', { name: 'Send this message now?' });
    await expect(ask).toContainText('To devotees: 2 people now chosen, by email');
    await ask.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES.sent })).toBeVisible();
    const row = page.getByTestId('broadcast-row').filter({ hasText: `Satsang news ${stamp}` });
    await expect(row).toContainText('Devotees (2 chosen in the list), email');
    await expect(row.getByTestId('broadcast-progress')).toContainText('2 of 2 sent', { timeout: 30_000 });
    await noSidewaysScroll(page);
    await row.getByRole('link', { name: "Each person's delivery" }).click();
    await expect(page.getByTestId('message-row')).toHaveCount(2);
    await expect(page.getByTestId('message-row').filter({ hasText: `Ganesh ${stamp}` })).toContainText('Email (Tamil)');
    expect(first!.token).toBeTruthy();
  });

  test(`finance schedules a message to a program's payers and cancels it at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `pay${width}${Date.now().toString(36)}`;
    const created = await apiCall(request, calls.adminEventCreate, {
      token: await staffLogin(request, 'owner'),
      body: { program_id: VISION, event_name: `Payers Retreat ${stamp}`, event_date: istDay(6), city_name: 'Erode', event_address: '2 Mill Road, Erode', event_price: 3000, published: true },
    });
    expect(created.success).toBe(1);
    const payer = await createAccount(request, { name: `Payer ${stamp}` });
    const reg = await apiCall(request, calls.eventRegister, { token: payer!.token, body: { event_id: created.data.id, accept_terms: true, payment_mode: 'full' } });
    expect(reg.success, reg.message).toBe(1);
    await pay(request, reg.txn_id);

    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/message-participants`);
    // Finance may write to donors and payers only: the choice offers those.
    const kind = page.getByLabel('Send to');
    await expect(kind.locator('option')).toHaveText(['Donors', 'People who paid for a registration']);
    await kind.selectOption('payers');
    await expect(page.getByRole('heading', { name: 'Message people who paid for a registration' })).toBeVisible();
    await page.getByLabel('Program').selectOption(String(VISION));
    await page.getByLabel('Registered from (India date)').fill(istDay(0));
    await page.getByLabel('Until (India date)').fill(istDay(0));
    await expect(page.getByTestId('broadcast-recipients')).not.toHaveText('0');
    await writeTexts(page, `Thank you ${stamp}`, 'நன்றி');
    await expect(page.getByTestId('preview-en')).toContainText('will read it');
    await page.getByLabel('At a time (India time)').check();
    await page.getByLabel('Date and time (India)').fill(`${istDay(2)}T09:30`);
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`audiences-payers-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Schedule' }).click();
    const ask = page.getByRole('dialog', { name: 'Schedule this message?' });
    await expect(ask).toContainText('(India time), to people who paid for a registration');
    await ask.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES.scheduled })).toBeVisible();

    const row = page.getByTestId('broadcast-row').filter({ hasText: `Thank you ${stamp}` });
    await expect(row).toContainText('Scheduled');
    await expect(row).toContainText(`${istDay(0)} to ${istDay(0)}`);
    await row.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Cancel this scheduled message?' }).getByRole('button', { name: 'Cancel the message' }).click();
    await expect(row).toContainText('Cancelled');
    await noSidewaysScroll(page);
  });
}
