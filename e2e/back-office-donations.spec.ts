import { NO_80G_REASON_TEXT } from '@portal/contract/admin-donations';
import { DONATION_TYPE_10BD_LABELS } from '@portal/contract/admin-tax';
import { DONATION_CATEGORY_LABELS } from '@portal/contract/donations';
import { MESSAGES } from '@portal/contract/messages';
import { BROADCAST_MESSAGES } from '@portal/contract/broadcasts';
import { BROADCAST_MESSAGES_TA } from '@portal/contract/tamil';
import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { downloadedPdfText } from './donations-helpers';
import { payInSandbox } from './paid-registrations';
import { openAdminAs, tickRow } from './staff-helpers';

/**
 * The back office's donations: finance enters a cash donation of Rs 5,000; the screen
 * explains that cash above Rs 2,000 gets no 80G statement, and the receipt PDF has none.
 */
for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`finance records a cash donation of ₹5,000: its receipt has no 80G statement (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
    const donor = `Cash Donor ${viewport.width}`;
    await page.getByLabel('Donor name').fill(donor);
    await page.getByLabel('Address').fill('7 East Street, Madurai');
    await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
    await page.getByLabel('Fund').first().selectOption('donation');
    await page.getByLabel('Received as').first().selectOption('cash');
    await page.getByLabel('Amount (₹)').fill('2000');
    await expect(page.getByTestId('receipt-rule')).toHaveText('This gift gets an 80G receipt with the tax-exemption statement.');
    await page.getByLabel('Amount (₹)').fill('5000');
    await expect(page.getByTestId('receipt-rule')).toHaveText(NO_80G_REASON_TEXT.cash_over_limit);
    await page.getByRole('button', { name: 'Record donation' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText(MESSAGES.adminDonationRecorded);
    const receiptNumber = /MF\/\d{4}-\d{2}\/\d{5}/.exec((await status.textContent()) ?? '')![0];

    const row = page.getByTestId('donation-row').filter({ hasText: donor });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(receiptNumber);
    await expect(row).toContainText('₹5,000');
    await page.screenshot({ path: test.info().outputPath(`donations-${viewport.width}.png`), fullPage: true });

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Receipt PDF' }).click();
    const text = await downloadedPdfText(await downloading);
    expect(text).toContain(receiptNumber);
    expect(text).toContain(donor);
    expect(text).toContain('5,000.00');
    // Why there is no 80G statement is shown to the office (above), not printed for the donor.
    expect(text).not.toContain(NO_80G_REASON_TEXT.cash_over_limit);
    expect(text).not.toContain('80G Registration');
    expect(text).not.toContain('80G(5)');
    expect(text).not.toContain('Donation Receipt (Section 80G)');
    await context.close();
  });
}

test('finance sets the Form 10BD donation type of a fund; it stays after a reload (360 px)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
  const typeOf = page.getByLabel(`${DONATION_CATEGORY_LABELS.gurukulam}: Form 10BD donation type`);
  await typeOf.selectOption({ label: DONATION_TYPE_10BD_LABELS.specific_grant });
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminFundUpdated })).toBeVisible();
  await page.reload();
  await expect(typeOf).toHaveValue('specific_grant');
  // The 80G mark of the fund is untouched.
  await expect(page.getByLabel(`${DONATION_CATEGORY_LABELS.gurukulam}: 80G-eligible`)).toBeChecked();
  await page.getByRole('heading', { name: 'Funds, 80G and Form 10BD' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('donation-funds-360.png') });
  // Back to the default, so other tests' exports read "Others".
  await typeOf.selectOption('others');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.adminFundUpdated })).toBeVisible();
  await context.close();
});

/**
 * "Message" from the donations list: finance ticks two donors' gifts (not a third's) and writes to
 * exactly those donors; the composer says who, counts them, and the outbox gets the message.
 */
for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`finance messages the donors of the ticked donations (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const stamp = `${viewport.width}-${Date.now().toString(36)}`;
    const donors = await Promise.all(['Kanaga', 'Lakshmi', 'Murugan'].map((n) => createAccount(request, { name: `${n} Giver ${stamp}` })));
    for (const donor of donors) {
      const started = await apiCall(request, calls.mandirPay, { token: donor.token, body: { amount: 501, pan_number: 'ABCDE1234F', category: 'donation' } });
      expect(started.success, started.message).toBe(1);
      await payInSandbox(request, started.data.txn_id);
    }
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
    await page.getByLabel('Search').fill(`Giver ${stamp}`);
    await expect(page.getByTestId('donation-row')).toHaveCount(3);
    await tickRow(page, donors[0]!.name);
    await tickRow(page, donors[1]!.name);
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await expect(bar.getByTestId('bulk-count')).toHaveText('2 selected');
    await bar.getByRole('link', { name: 'Message' }).click();

    // The composer: the donors of the two gifts, counted before anything is sent.
    await expect(page.getByRole('heading', { name: 'Message donors' })).toBeVisible();
    await expect(page.getByTestId('broadcast-chosen')).toContainText('The donors of the 2 donations chosen in the donations list');
    await expect(page.getByTestId('broadcast-recipients')).toHaveText('2');
    const subject = `Thank you for the kitchen ${stamp}`;
    await writeAndSend(page, {
      en: { subject, body: 'Your gift fed the pilgrims this week.' },
      ta: { subject: 'சமையலறைக்கு நன்றி', body: 'உங்கள் கொடை இவ்வாரம் யாத்திரிகர்களுக்கு உணவளித்தது.' },
      shot: `donations-message-${viewport.width}.png`,
      row: 'the donors of 2 donations chosen in the list',
    });

    // Exactly the two ticked donors get it; the third does not.
    await expect.poll(() => reachedBy(request, subject, donors), { timeout: 45_000 }).toEqual([donors[0]!.name, donors[1]!.name]);
    await page.goto(PATHS.devOutbox);
    await expect(page.getByTestId('outbox-entry').filter({ hasText: subject }).filter({ hasText: donors[0]!.name }).first()).toBeVisible();
    await context.close();
  });
}

/**
 * "Message" for every donation the list's filter matches: finance searches the donations list,
 * chooses "Select all N matching", and writes to exactly the donors of those gifts, not to a donor
 * the search leaves out. One width: the bar and the composer are walked at both above.
 */
test("finance messages the donors of all the donations matching the list's filter (1280 px)", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = `all-${Date.now().toString(36)}`;
  const donors = await Promise.all(['Ponni', 'Valli', 'Kumaran'].map((n) => createAccount(request, { name: `${n} Giver ${stamp}` })));
  const outside = await createAccount(request, { name: `Outside Donor ${stamp}` });
  for (const donor of [...donors, outside]) {
    const started = await apiCall(request, calls.mandirPay, { token: donor.token, body: { amount: 301, pan_number: 'ABCDE1234F', category: 'donation' } });
    expect(started.success, started.message).toBe(1);
    await payInSandbox(request, started.data.txn_id);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/donations`);
  await page.getByLabel('Search').fill(`Giver ${stamp}`);
  await expect(page.getByTestId('donation-row')).toHaveCount(3);
  await tickRow(page, donors[0]!.name);
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await bar.getByRole('button', { name: 'Select all 3 matching this filter' }).click();
  await expect(bar.getByTestId('bulk-count')).toHaveText('All 3 donations matching this filter selected');
  await bar.getByRole('link', { name: 'Message' }).click();

  // The composer: the donors of the three gifts the filter matches, counted before anything is sent.
  await expect(page.getByRole('heading', { name: 'Message donors' })).toBeVisible();
  await expect(page.getByTestId('broadcast-chosen')).toContainText("The donors of the 3 donations matching the donations list's filter");
  await expect(page.getByTestId('broadcast-recipients')).toHaveText('3');
  const subject = `Thank you for the lamps ${stamp}`;
  await writeAndSend(page, {
    en: { subject, body: 'Your gift lit the lamps this festival.' },
    ta: { subject: 'விளக்குகளுக்கு நன்றி', body: 'உங்கள் கொடை இத்திருவிழாவில் விளக்குகளை ஏற்றியது.' },
    shot: 'donations-message-all-1280.png',
    row: "the donors of 3 donations matching the list's filter",
  });

  // Exactly the three donors the search found; the one it left out gets nothing.
  await expect.poll(() => reachedBy(request, subject, [...donors, outside]), { timeout: 45_000 }).toEqual(donors.map((d) => d.name));
  await context.close();
});

/**
 * "Message" from the payments list: the people behind the ticked payments, not the others in the
 * list. One width: the bulk bar and the composer are the donations list's own, walked above at both.
 */
test('finance messages the payers of the ticked payments (360 px)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = `payers-${Date.now().toString(36)}`;
  const payers = await Promise.all(['Selvi', 'Ravi', 'Meena'].map((n) => createAccount(request, { name: `${n} Payer ${stamp}` })));
  for (const payer of payers) {
    const started = await apiCall(request, calls.mandirPay, { token: payer.token, body: { amount: 251, pan_number: 'ABCDE1234F', category: 'donation' } });
    expect(started.success, started.message).toBe(1);
    await payInSandbox(request, started.data.txn_id);
  }
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/payments`);
  await page.getByLabel('Search').fill(`Payer ${stamp}`);
  await expect(page.getByTestId('payment-row')).toHaveCount(3);
  await tickRow(page, payers[0]!.name);
  await tickRow(page, payers[2]!.name);
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar.getByTestId('bulk-count')).toHaveText('2 selected');
  await bar.getByRole('link', { name: 'Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message people who paid for a registration' })).toBeVisible();
  await expect(page.getByTestId('broadcast-chosen')).toContainText('The payers of the 2 payments chosen in the payments list');
  await expect(page.getByTestId('broadcast-recipients')).toHaveText('2');
  const subject = `Your receipt is ready ${stamp}`;
  await writeAndSend(page, {
    en: { subject, body: 'Your receipt can be collected at the temple office.' },
    ta: { subject: 'உங்கள் ரசீது தயார்', body: 'உங்கள் ரசீதைக் கோயில் அலுவலகத்தில் பெற்றுக்கொள்ளலாம்.' },
    shot: 'payments-message-360.png',
    row: 'the payers of 2 payments chosen in the list',
  });
  await expect.poll(() => reachedBy(request, subject, payers), { timeout: 45_000 }).toEqual([payers[0]!.name, payers[2]!.name]);
  await context.close();
});

type Words = { subject: string; body: string };

/** Writes the message in English and Tamil in the composer, sends it now (asked first) and sees it listed. */
async function writeAndSend(page: Page, m: { en: Words; ta: Words; shot: string; row: string }) {
  for (const [group, words] of [['English', m.en], ['Tamil', m.ta]] as const) {
    await page.getByRole('group', { name: group }).getByLabel('Subject (email)').fill(words.subject);
    await page.getByRole('group', { name: group }).getByLabel('Message').fill(words.body);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath(m.shot), fullPage: true });
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send this message now?' }).getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES.sent })).toBeVisible();
  await expect(page.getByTestId('broadcast-row').first()).toContainText(m.row);
}

/** Which of the people the outbox shows a message with this subject for, in their order. */
async function reachedBy(request: APIRequestContext, subject: string, people: readonly { name: string }[]) {
  const sent = (await apiCall(request, calls.devOutbox)).data.filter((m) => m.subject === subject);
  return people.filter((p) => sent.some((m) => m.body.includes(p.name))).map((p) => p.name);
}

/**
 * "Message" for every payment the payments list's filter matches, with the back office in Tamil on
 * a phone: finance searches, chooses "Select all N matching", and writes to exactly the payers of
 * those payments, not to a payer the search leaves out.
 */
test("finance in Tamil messages the payers of all the payments matching the list's filter (360 px)", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = `payall-${Date.now().toString(36)}`;
  const payers = await Promise.all(['Kavitha', 'Murugan', 'Anbu'].map((n) => createAccount(request, { name: `${n} Payer ${stamp}` })));
  const outside = await createAccount(request, { name: `Outside Giver ${stamp}` });
  for (const payer of [...payers, outside]) {
    const started = await apiCall(request, calls.mandirPay, { token: payer.token, body: { amount: 151, pan_number: 'ABCDE1234F', category: 'donation' } });
    expect(started.success, started.message).toBe(1);
    await payInSandbox(request, started.data.txn_id);
  }
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/payments?lang=ta`);
  await expect(page.getByRole('heading', { level: 1, name: 'கட்டணங்கள்' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'தேடு' }).fill(`Payer ${stamp}`);
  await expect(page.getByTestId('payment-row')).toHaveCount(3);
  const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: payers[0]!.name });
  await row.getByRole('checkbox', { name: 'வரிசையைத் தேர்ந்தெடு', exact: true }).check();
  const bar = page.getByRole('region', { name: 'தேர்ந்தெடுத்த வரிசைகள்' });
  await bar.getByRole('button', { name: 'இந்த வடிகட்டிக்குப் பொருந்தும் 3 அனைத்தையும் தேர்ந்தெடு' }).click();
  await expect(bar.getByTestId('bulk-count')).toHaveText('இந்த வடிகட்டிக்குப் பொருந்தும் கட்டணங்கள் அனைவரும் (3) தேர்ந்தெடுக்கப்பட்டனர்');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await bar.getByRole('link', { name: 'செய்தி அனுப்பு' }).click();

  // The composer in Tamil: the payers of the three payments the filter matches, counted before sending.
  await expect(page.getByRole('heading', { name: 'பதிவுக்குக் கட்டணம் செலுத்தியவர்களுக்குச் செய்தி அனுப்பு' })).toBeVisible();
  await expect(page.getByTestId('broadcast-chosen')).toContainText('கட்டணப் பட்டியலின் வடிகட்டிக்குப் பொருந்தும் 3 கட்டணங்களைச் செலுத்தியவர்கள்.');
  await expect(page.getByTestId('broadcast-recipients')).toHaveText('3');
  const subject = `Prasadam at the office ${stamp}`;
  for (const [group, words] of [['ஆங்கிலம்', { subject, body: 'Your prasadam is at the temple office.' }], ['தமிழ்', { subject: 'பிரசாதம் தயார்', body: 'உங்கள் பிரசாதம் கோயில் அலுவலகத்தில் உள்ளது.' }]] as const) {
    await page.getByRole('group', { name: group }).getByLabel('பொருள் (மின்னஞ்சல்)').fill(words.subject);
    await page.getByRole('group', { name: group }).getByLabel('செய்தி').fill(words.body);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('payments-message-all-ta-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'இப்போதே அனுப்பு' }).click();
  await page.getByRole('dialog', { name: 'இந்தச் செய்தியை இப்போதே அனுப்பவா?' }).getByRole('button', { name: 'இப்போதே அனுப்பு' }).click();
  await expect(page.getByRole('status').filter({ hasText: BROADCAST_MESSAGES_TA.sent })).toBeVisible();

  // Exactly the three payers the search found (their accounts read English); the one left out gets nothing.
  await expect.poll(() => reachedBy(request, subject, [...payers, outside]), { timeout: 45_000 }).toEqual(payers.map((p) => p.name));
  await context.close();
});
