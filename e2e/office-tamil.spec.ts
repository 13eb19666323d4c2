import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { ATTEMPT_STATUS_LABELS_TA, DONATION_MODE_LABELS_TA, MESSAGES_TA, REFUND_METHOD_LABELS_TA } from '@portal/contract/tamil';
import type { Page } from '@playwright/test';
import { apiCall, send } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openEventId } from './payments-helpers';
import { DETAIL_ANSWERS } from './program-forms-helpers';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * The office's everyday pages in Tamil (docs/decisions/tamil.md, "The back office"), on a phone:
 * finance finds a payment the gateway has not reported and checks it with the gateway, records
 * the refund of its cancelled registration (a missing reference refused under its field, in
 * Tamil), records a cash donation and finds it in the donations list; a coordinator finds the
 * devotee and reads the form answers of the event. Every heading, label, button and state reads
 * Tamil; names, numbers and amounts as written.
 */
const EVENT = 'Ulchemy Chennai';
const ta = (path: string) => `${ADMIN_PATHS.root}/${path}?lang=ta`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test.use({ viewport: { width: 360, height: 780 } });

test('finance and a coordinator in Tamil at 360 px: payments and a refund, a cash donation, the devotees and the form answers of an event', async ({ page, request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`office-tamil-${name}-360.png`), fullPage: true });
  const account = await createAccount(request, { name: `Office Tamil ${stamp}` });
  const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: await openEventId(request, 1, EVENT), accept_terms: true, pan_number: 'ABCDE1234F' } });
  expect(registered.success).toBe(1);
  // The payer chooses Success at the gateway and closes the tab: the site has not heard of it.
  expect((await send(request, calls.sandboxDecide, { params: { txn: registered.txn_id }, body: { status: 'success' }, form: true })).status()).toBe(200);

  // 1. Finance: the payments list in Tamil (the address says it), its states as Tamil words.
  await openAdminAs(page, 'finance', ta('payments'));
  await expect(page.getByRole('heading', { level: 1, name: 'கட்டணங்கள்' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'நிலை' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'திருப்பித் தர வேண்டியவை மட்டும்' })).not.toBeChecked();
  await page.getByRole('searchbox', { name: 'தேடு' }).fill(registered.txn_id);
  const payment = page.getByTestId('payment-row');
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(ATTEMPT_STATUS_LABELS_TA.created);
  await expect(payment).toContainText('பதிவு (முழுத் தொகை)');
  await payment.getByRole('button', { name: 'நுழைவாயிலிடம் சரிபார்' }).click();
  await expect(payment).toContainText(ATTEMPT_STATUS_LABELS_TA.success);
  await expect(payment.getByRole('button', { name: 'நுழைவாயிலிடம் சரிபார்' })).toHaveCount(0);
  await noSidewaysScroll(page);
  await shot('payments');

  // The devotee fills the event's form; the coordinator cancels with the money owed back.
  const form = await apiCall(request, calls.detailFormSave, { token: account.token, body: { reg_id: registered.register_id, program_id: 1, accept_terms: true, language: 0, ...DETAIL_ANSWERS[1] } });
  expect(form.message).toBe(MESSAGES.registrationUpdated);
  const coordinator = await staffLogin(request, 'coordinator');
  const cancelled = await apiCall(request, calls.adminRegistrationCancel, { token: coordinator, params: { id: String(registered.register_id) }, body: { reason: 'Cannot travel', paid_money: 'refund_due' } });
  expect(cancelled.message).toBe(MESSAGES.adminCancelled);

  // 2. The refund: the row owed back, its form in Tamil, a missing reference refused under its field.
  await page.goto(ta('refunds'));
  await expect(page.getByRole('heading', { level: 1, name: 'பணம் திருப்பியளிப்பு' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'இன்னும் திருப்பித் தர வேண்டியவை' })).toBeVisible();
  const due = page.getByTestId('refund-due-row').filter({ hasText: account.mobile });
  await expect(due).toContainText('ரத்தானது, திருப்பித் தர வேண்டியது');
  await expect(due).toContainText('₹13,500');
  await due.getByRole('button', { name: 'திருப்பிக் கொடு…' }).click();
  const refund = page.getByRole('form', { name: new RegExp(`^திருப்பித் தந்ததைப் பதிவு செய்: ${account.name}, `) });
  await expect(refund.getByLabel('திருப்பித் தந்த தொகை (₹)')).toHaveValue('13500');
  await expect(refund.getByLabel('முறை').locator('option:checked')).toHaveText(REFUND_METHOD_LABELS_TA.bank_transfer);
  await refund.getByRole('button', { name: 'திருப்பியளிப்பைப் பதிவு செய்' }).click();
  const reference = refund.getByLabel(/^குறிப்பு எண்/);
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(refund.getByRole('alert')).toHaveText(MESSAGES_TA.required);
  await noSidewaysScroll(page);
  await shot('refund-form');
  const utr = `UTR${stamp}`.toUpperCase();
  await reference.fill(utr);
  await refund.getByRole('button', { name: 'திருப்பியளிப்பைப் பதிவு செய்' }).click();
  await expect(due).toHaveCount(0);
  const recorded = page.getByTestId('refund-row').filter({ hasText: utr });
  await expect(recorded).toContainText(REFUND_METHOD_LABELS_TA.bank_transfer);
  await expect(recorded).toContainText('₹13,500');
  await expect(page.getByRole('heading', { name: 'பதிவான திருப்பியளிப்புகள்' })).toBeVisible();
  await shot('refunds');

  // 3. A cash donation recorded in Tamil: the 80G rule explained as it is filled in, then the list.
  await page.goto(ta('donations'));
  await expect(page.getByRole('heading', { level: 1, name: 'நன்கொடைகள்' })).toBeVisible();
  const gift = page.getByRole('form', { name: 'நேரடியாகப் பெற்ற நன்கொடையைப் பதிவு செய்' });
  const donor = `முருகன் ${stamp}`;
  await gift.getByLabel('நன்கொடையாளர் பெயர்').fill(donor);
  await expect(gift.getByLabel('பெற்ற முறை').locator('option:checked')).toHaveText(DONATION_MODE_LABELS_TA.cash);
  await gift.getByLabel('தொகை (₹)').fill('1500');
  await expect(gift.getByTestId('receipt-rule')).toHaveText('நன்கொடையாளரின் PAN அல்லது ஆதார் எண் இல்லாமல் ரசீதில் 80G அறிவிப்பு இருக்காது.');
  await gift.getByLabel('PAN எண்').fill('ABCDE1234F');
  await expect(gift.getByTestId('receipt-rule')).toHaveText('இந்த நன்கொடைக்கு வரிவிலக்கு அறிவிப்புடன் கூடிய 80G ரசீது வழங்கப்படும்.');
  await noSidewaysScroll(page);
  await shot('donation-form');
  await gift.getByRole('button', { name: 'நன்கொடையைப் பதிவு செய்' }).click();
  const done = gift.getByRole('status');
  await expect(done).toContainText(MESSAGES_TA.adminDonationRecorded);
  const receiptNumber = /MF\/\d{4}-\d{2}\/\d{5}/.exec((await done.textContent()) ?? '')![0];
  await expect(done.getByRole('button', { name: 'ரசீது PDF' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'அனைத்து நன்கொடைகளும்' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'தேடு' }).fill(donor);
  const row = page.getByTestId('donation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(receiptNumber);
  await expect(row).toContainText('₹1,500');
  await expect(row).toContainText(DONATION_MODE_LABELS_TA.cash);
  await expect(row).toContainText('80G அறிவிப்பு அச்சிடப்பட்டது');
  await expect(page.getByRole('heading', { name: 'நிதிகள், 80G மற்றும் படிவம் 10BD' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot('donations');

  // 4. A coordinator: the devotee found by mobile, their page's sections and state in Tamil.
  await openAdminAs(page, 'coordinator', ta('devotees'));
  await expect(page.getByRole('heading', { level: 1, name: 'பக்தர்கள்' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'கணக்கு' })).toHaveValue('');
  await page.getByRole('searchbox', { name: 'தேடு' }).fill(account.mobile);
  const person = page.getByTestId('devotee-row');
  await expect(person).toHaveCount(1);
  await expect(person).toContainText('செயலில் உள்ளது');
  await noSidewaysScroll(page);
  await shot('devotees');
  await person.getByRole('link', { name: account.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'நபர்', exact: true })).toBeVisible();
  await expect(page.getByTestId('devotee-state')).toHaveText('செயலில் உள்ளது');
  await expect(page.getByRole('heading', { name: 'பதிவுகள்', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'விவரங்களைத் திருத்து' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'விவரங்களைச் சேமி' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← பக்தர்கள்' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot('devotee');

  // 5. The form answers of the event, picked by name, narrowed to this devotee.
  await page.goto(ta('form-answers'));
  await expect(page.getByRole('heading', { level: 1, name: 'படிவப் பதில்கள்' })).toBeVisible();
  await expect(page.getByText('அவசரத் தொடர்புகளும் உடல்நலக் குறிப்புகளும்: நிகழ்வின் ஏற்பாட்டாளர்களுக்கு மட்டும்.', { exact: false })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'நிகழ்வு' });
  await picker.fill(EVENT);
  await page.getByRole('option', { name: new RegExp(`^${EVENT} \\d`) }).first().click();
  await expect(picker).toHaveValue(new RegExp(`^${EVENT} \\(`));
  await page.getByRole('searchbox', { name: 'தேடு' }).fill(account.mobile);
  const answers = page.getByTestId('answers-row');
  await expect(answers).toHaveCount(1);
  await expect(answers).toContainText(account.name);
  await expect(answers).toContainText(DETAIL_ANSWERS[1]!.nature!);
  await page.getByRole('searchbox', { name: 'தேடு' }).fill(`${account.mobile}0`);
  await expect(page.getByText('பொருந்தும் படிவப் பதில் எதுவும் இல்லை.')).toBeVisible();
  await noSidewaysScroll(page);
  await shot('form-answers');
});
