import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import { PAYMENT_EVENTS, PAYMENT_MOBILES, PAYMENT_REGS } from './fixture-data/payments';
import { createAccount, expect, test, useSessionIn, endsWithPath } from './fixtures';
import { chooseOnSandbox, currentList, loginAccount, openEventId, pickEvent, submitToGateway, txnOf, startUlchemyRegistration } from './payments-helpers';
import { calls } from '@portal/contract/calls';
import { sandboxCheckoutPattern, send } from './api-client';

/**
 * Paying for a registration through the sandbox gateway: success, failure, cancel, a pending
 * payment reconciled later, and a balance paid later from the event detail.
 */
const EVENT = 'Ulchemy Chennai';

test.describe('registration payments', () => {
  test('Success: pick an event, see the price, accept the terms, pay, and get a registration number', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PROGRAMS[1].route);
    await expect(page).toHaveTitle(/^Ulchemy Register - /);
    await expect(page.getByRole('heading', { name: 'Ulchemy', level: 1 })).toBeVisible();
    await expect(page.getByText('Please Register to continue')).toBeVisible();

    await pickEvent(page, EVENT);
    const box = page.getByTestId('price-box');
    await expect(box).toContainText('₹15,000.00');
    await expect(box).toContainText('Discount (10%)');
    await expect(box).toContainText('₹1,500.00');
    await expect(box.locator('.price-total')).toContainText('₹13,500.00');
    await submitToGateway(page);
    await expect(page.getByText('INR 13500.00')).toBeVisible();

    await chooseOnSandbox(page, 'Success');
    await expect(page).toHaveURL(/\/payment\/T[0-9a-f]{24}$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Success');
    await expect(page.getByText('₹13,500.00')).toBeVisible();
    await expect(page.getByText(/^MFR-\d{4}-\d{6}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', PATHS.profile);

    const rows = await currentList(request, account);
    expect(rows).toEqual([expect.objectContaining({ event_name: EVENT, pay_status: 'success', total: 13500, payable: 0 })]);
    await page.goto(PATHS.currentEvents);
    await expect(page.getByTestId('registration-row').filter({ hasText: EVENT })).toBeVisible();
  });

  test('Failure and Cancel: nothing is marked paid and the result says Failed', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    for (const [choice, message] of [['Failure', 'Transaction declined by the bank'], ['Cancel', 'Transaction cancelled by the payer']] as const) {
      await page.goto(PROGRAMS[1].route);
      await pickEvent(page, EVENT);
      await submitToGateway(page);
      await chooseOnSandbox(page, choice);
      await expect(page.getByTestId('payment-status')).toHaveText('Failed');
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText(/^MFR-/)).toHaveCount(0);
    }
    const rows = await currentList(request, account);
    // One registration for the event, tried twice, never paid.
    expect(rows).toEqual([expect.objectContaining({ event_name: EVENT, pay_status: 'cancelled', payable: 13500 })]);
  });

  test('Pending: the bank answers later and Check again shows Success', async ({ page, request }) => {
    await startUlchemyRegistration(page, request, EVENT);
    await submitToGateway(page);
    await chooseOnSandbox(page, 'Pending');
    await expect(page.getByTestId('payment-status')).toHaveText('Pending');
    const txn = txnOf(page);

    // The bank confirms at the gateway; nothing tells the site until it asks.
    const settle = await send(request, calls.sandboxSettle, { params: { txn }, body: { status: 'success' }, form: true, maxRedirects: 0 });
    expect(settle.status()).toBe(303);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('Success');
    await expect(page.getByText(/^MFR-\d{4}-\d{6}$/)).toBeVisible();
  });

  test('Advance now, balance later from the event detail', async ({ page, request }) => {
    const account = await startUlchemyRegistration(page, request, EVENT);
    await page.getByLabel('Advance', { exact: true }).check();
    await submitToGateway(page);
    await expect(page.getByText('INR 5000.00')).toBeVisible();
    await chooseOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toHaveText('Success');

    await page.getByRole('link', { name: 'View Event Detail' }).click();
    await expect(page).toHaveURL(/\/eventdetail\/\d+$/);
    const detail = page.getByTestId('event-detail');
    await expect(detail).toContainText('Partial Pay');
    await expect(detail).toContainText('₹8,500.00');
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toBeVisible();

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('INR 8500.00')).toBeVisible();
    await chooseOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toHaveText('Success');
    await page.getByRole('link', { name: 'View Event Detail' }).click();
    await expect(detail).toContainText('Success');
    await expect(detail).toContainText('₹0.00');
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    expect(await currentList(request, account)).toEqual([expect.objectContaining({ pay_status: 'success', payable: 0 })]);
  });

  test('Paid, but the tab closed before the return: registering again says it is paid and opens no second checkout', async ({ page, request }) => {
    const account = await startUlchemyRegistration(page, request, EVENT);
    await submitToGateway(page);
    const txn = /\/checkout\/(T[0-9a-f]{24})$/.exec(page.url())![1]!;
    // The payer picks Success at the gateway; the tab is closed before the gateway posts back.
    const decided = await send(request, calls.sandboxDecide, { params: { txn }, body: { status: 'success' }, form: true });
    expect(decided.status()).toBe(200);

    await page.goto(PROGRAMS[1].route);
    await pickEvent(page, EVENT);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('message-area')).toHaveText(PAYMENT_MESSAGES.alreadyPaid);
    await expect(page).toHaveURL(endsWithPath(PROGRAMS[1].route));
    expect(await currentList(request, account)).toEqual([expect.objectContaining({ event_name: EVENT, pay_status: 'success', payable: 0 })]);
  });

  test('A checkout left open in another tab and paid after the new one: the event detail shows the refund due', async ({ page, context, request }) => {
    const account = await startUlchemyRegistration(page, request, EVENT);
    await submitToGateway(page);

    // A second tab registers again (the first checkout is still untouched) and pays.
    const second = await context.newPage();
    await second.goto(PROGRAMS[1].route);
    await pickEvent(second, EVENT);
    await submitToGateway(second);
    await chooseOnSandbox(second, 'Success');
    await expect(second.getByTestId('payment-status')).toHaveText('Success');
    await second.close();

    // Back in the first tab the payer pays there as well: the money is recorded, not lost.
    await chooseOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toHaveText('Success');
    await expect(page.getByText(PAYMENT_MESSAGES.duplicate)).toBeVisible();
    await page.getByRole('link', { name: 'View Event Detail' }).click();
    await expect(page.getByTestId('refund-due')).toHaveText(
      'We received an extra payment of ₹13,500.00 for this registration; the foundation will refund it.',
    );
    await expect(page.getByTestId('event-detail')).toContainText('Success');
    expect(await currentList(request, account)).toEqual([expect.objectContaining({ pay_status: 'success', payable: 0 })]);
  });

  test('Pay Now after registrations closed still pays the balance (closing registrations is not closing payments)', async ({ page, request }) => {
    const account = await loginAccount(request, PAYMENT_MOBILES.closed);
    await useSessionIn(page, account);
    await page.goto(PATHS.eventDetail(PAYMENT_REGS.closed));
    const detail = page.getByTestId('event-detail');
    await expect(detail).toContainText(PAYMENT_EVENTS.closed);
    await expect(detail).toContainText('Partial Pay');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(sandboxCheckoutPattern());
    await expect(page.getByText('INR 20000.00')).toBeVisible();
    await chooseOnSandbox(page, 'Success');
    await expect(page.getByTestId('payment-status')).toHaveText('Success');
  });

  test('Pay Now with an incomplete profile goes to the program screen with program and event stored', async ({ page, request }) => {
    const account = await loginAccount(request, PAYMENT_MOBILES.incomplete);
    await useSessionIn(page, account);
    await page.goto(PATHS.eventDetail(PAYMENT_REGS.payLater));
    await expect(page.getByTestId('event-detail')).toContainText('Pay Later');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(endsWithPath(PROGRAMS[4].route));
    expect(await page.evaluate(() => localStorage.getItem('navtype'))).toBe('4');
    const eventId = await openEventId(request, 4, PAYMENT_EVENTS.payLater);
    expect(await page.evaluate(() => localStorage.getItem('event_id'))).toBe(String(eventId));
    await expect(page.getByLabel('Select Event')).toHaveValue(String(eventId));
  });
});
