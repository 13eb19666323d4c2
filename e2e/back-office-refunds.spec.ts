import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall, send } from './api-client';
import { createAccount, expect, test } from './fixtures';
import { openEventId } from './payments-helpers';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * The back office's refunds: a devotee pays at the gateway but never comes back;
 * finance finds the payment and checks it with the gateway (paid); the coordinator cancels the
 * registration with the money owed back; finance records the refund and the refund-due total drops.
 */
const EVENT = 'Ulchemy Chennai';
const rupeeNumber = (text: string | null) => Number((text ?? '').replace(/[₹,]/g, ''));

for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`finance checks a payment with the gateway and records a refund for a cancelled registration (${viewport.width} px)`, async ({ browser, request }) => {
    const account = await createAccount(request);
    const eventId = await openEventId(request, 1, EVENT);
    const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: eventId, accept_terms: true, pan_number: 'ABCDE1234F' } });
    expect(registered.success).toBe(1);
    const txn = registered.txn_id;
    // The payer chooses Success at the gateway and closes the tab: the site has not heard of it.
    expect((await send(request, calls.sandboxDecide, { params: { txn }, body: { status: 'success' }, form: true })).status()).toBe(200);

    const context = await browser.newContext({ viewport });
    const finance = await context.newPage();
    await openAdminAs(finance, 'finance', `${ADMIN_PATHS.root}/payments`);
    await finance.getByLabel('Search').fill(txn);
    const row = finance.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Started');
    await row.getByRole('button', { name: 'Check with gateway' }).click();
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('button', { name: 'Check with gateway' })).toHaveCount(0);
    await finance.screenshot({ path: test.info().outputPath(`payments-${viewport.width}.png`), fullPage: true });

    // The coordinator cancels it; the foundation will give the money back.
    const coordinator = await staffLogin(request, 'coordinator');
    const cancelled = await apiCall(request, calls.adminRegistrationCancel, {
      token: coordinator,
      params: { id: String(registered.register_id) },
      body: { reason: 'Cannot travel', paid_money: 'refund_due' },
    });
    expect(cancelled.message).toBe(MESSAGES.adminCancelled);

    await finance.goto(`${ADMIN_PATHS.root}/refunds`);
    const dueTotal = finance.getByTestId('refund-due-total');
    await expect(dueTotal).not.toHaveText('₹0');
    const before = rupeeNumber(await dueTotal.textContent());
    const due = finance.getByTestId('refund-due-row').filter({ hasText: account.mobile });
    await expect(due).toContainText('Cancelled, refund due');
    await expect(due).toContainText('₹13,500');
    await due.getByRole('button', { name: 'Refund…' }).click();
    await expect(finance.getByLabel('Amount refunded (₹)')).toHaveValue('13500');
    // More than was paid is refused with the reason.
    await finance.getByLabel('Amount refunded (₹)').fill('14000');
    await finance.getByLabel('Reference (UTR, cheque or gateway refund number)').fill('UTR998877');
    await finance.getByRole('button', { name: 'Record refund' }).click();
    await expect(finance.getByRole('alert')).toHaveText(MESSAGES.adminRefundMoreThanPaid);
    await finance.getByLabel('Amount refunded (₹)').fill('13500');
    await finance.getByRole('button', { name: 'Record refund' }).click();
    await expect(dueTotal).toHaveText(`₹${(before - 13500).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
    await expect(finance.getByTestId('refund-due-row').filter({ hasText: account.mobile })).toHaveCount(0);
    await expect(finance.getByTestId('refund-row').first()).toContainText('UTR998877');
    await finance.screenshot({ path: test.info().outputPath(`refunds-${viewport.width}.png`), fullPage: true });
    await context.close();
  });
}
