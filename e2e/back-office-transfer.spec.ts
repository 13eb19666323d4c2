import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { TRANSFER_EVENTS } from './fixture-data/transfer';
import { payForEvent } from './payments-helpers';
import { openAdminAs } from './staff-helpers';

/**
 * Moving a registration to another event of the same program: a devotee pays ₹10,000
 * for an event; the coordinator moves it to a dearer one (₹15,000) → ₹5,000 balance due, the seat
 * moved, both on the devotee's event page; or to a cheaper one (₹6,000) with "refund due" → finance
 * finds ₹4,000 to refund.
 */
const { base, dearer, cheaper } = TRANSFER_EVENTS;

async function eventIdOf(request: APIRequestContext, name: string) {
  const events = (await apiCall(request, calls.programEventList, { body: { program_id: 1 } })).data;
  const e = events.find((x) => x.event_name === name);
  if (!e) throw new Error(`no open event ${name}`);
  return e.id;
}
const seatsLeft = async (request: APIRequestContext, name: string) =>
  (await apiCall(request, calls.eventSeats, { params: { id: String(await eventIdOf(request, name)) } })).data.seats_left;

/** A new devotee who registered for the base event and paid ₹10,000 in full through the sandbox. */
async function paidRegistration(page: Page, request: APIRequestContext) {
  const account = await createAccount(request);
  await useSessionIn(page, account);
  const reg = await payForEvent(page, request, account, base.name);
  return { account, id: reg.id };
}

/** The coordinator, on the registration's page, moves it to `target` (with the choice for money above the new price). */
async function moveAs(page: Page, id: number, target: string, excess?: 'Refund due' | 'Forfeit') {
  await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations/${id}`);
  const form = page.getByRole('form', { name: 'Move to another event' });
  const select = form.getByLabel('Event of the same program');
  const option = select.locator('option', { hasText: target });
  await expect(option).toHaveCount(1);
  await select.selectOption({ value: (await option.getAttribute('value'))! });
  if (excess) await form.getByLabel(excess).check();
  await form.getByRole('button', { name: 'Move registration' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.adminTransferred);
}

test('moved to a dearer event: the balance is due and the seat moved, on the devotee’s page too', async ({ page, browser, request }) => {
  const { id } = await paidRegistration(page, request);
  await page.goto(PATHS.eventDetail(id));
  await expect(page.getByTestId('event-detail')).toContainText(base.name);
  const dearerSeats = (await seatsLeft(request, dearer.name))!;

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const coordinator = await staff.newPage();
  await moveAs(coordinator, id, dearer.name);
  await expect(coordinator.getByRole('heading', { level: 1 })).toContainText(dearer.name);
  await expect(coordinator.getByTestId('reg-status')).toHaveText('Partial Pay');
  await expect(coordinator.getByTestId('reg-payment')).toHaveText('Part paid');
  await expect(coordinator.getByText(/: transfer$/)).toBeVisible();
  await coordinator.screenshot({ path: test.info().outputPath('transfer-dearer-1280.png'), fullPage: true });
  await staff.close();

  // The seat moved with it: one fewer free at the new event.
  expect(await seatsLeft(request, dearer.name)).toBe(dearerSeats - 1);

  // Finance sees the ₹5,000 balance.
  const financeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const finance = await financeContext.newPage();
  await openAdminAs(finance, 'finance', `${ADMIN_PATHS.root}/registrations/${id}`);
  await expect(finance.getByTestId('reg-paid')).toHaveText('₹10,000');
  await expect(finance.getByTestId('reg-balance')).toHaveText('₹5,000');
  await financeContext.close();

  // The devotee's page: the new event, ₹15,000 in all, ₹5,000 to pay, and Pay Now.
  await page.goto(PATHS.eventDetail(id));
  const detail = page.getByTestId('event-detail');
  await expect(detail).toContainText(dearer.name);
  await expect(detail).not.toContainText(base.name);
  await expect(detail).toContainText('₹15,000.00');
  await expect(detail).toContainText('₹5,000.00');
  await expect(detail).toContainText('Partial Pay');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});

test('moved to a cheaper event with refund due: finance finds the refund to make', async ({ page, browser, request }) => {
  const { account, id } = await paidRegistration(page, request);
  const cheaperSeats = (await seatsLeft(request, cheaper.name))!;

  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const coordinator = await staff.newPage();
  await openAdminAs(coordinator, 'coordinator', `${ADMIN_PATHS.root}/registrations/${id}`);
  // Without a choice for the ₹4,000 above the new price, the move is refused by the form.
  const form = coordinator.getByRole('form', { name: 'Move to another event' });
  const option = form.getByLabel('Event of the same program').locator('option', { hasText: cheaper.name });
  await form.getByLabel('Event of the same program').selectOption({ value: (await option.getAttribute('value'))! });
  await expect(form.getByLabel('Refund due')).toHaveAttribute('required', '');
  await moveAs(coordinator, id, cheaper.name, 'Refund due');
  await expect(coordinator.getByRole('heading', { level: 1 })).toContainText(cheaper.name);
  await expect(coordinator.getByTestId('reg-status')).toHaveText('Success');
  await expect(coordinator.getByTestId('reg-payment')).toHaveText('Refund due');
  await coordinator.screenshot({ path: test.info().outputPath('transfer-cheaper-390.png'), fullPage: true });
  await staff.close();
  expect(await seatsLeft(request, cheaper.name)).toBe(cheaperSeats - 1);

  // Finance: the refund due is listed with the person and the amount.
  const financeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const finance = await financeContext.newPage();
  await openAdminAs(finance, 'finance', `${ADMIN_PATHS.root}/refunds`);
  const row = finance.getByTestId('refund-due-row').filter({ hasText: account.name }).filter({ hasText: cheaper.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹4,000');
  await finance.goto(`${ADMIN_PATHS.root}/registrations/${id}`);
  await expect(finance.getByTestId('reg-paid')).toHaveText('₹6,000');
  await expect(finance.getByTestId('reg-balance')).toHaveText('₹0');
  await financeContext.close();

  // The devotee's page: the cheaper event, paid, and the refund the foundation owes.
  await page.goto(PATHS.eventDetail(id));
  await expect(page.getByTestId('event-detail')).toContainText(cheaper.name);
  await expect(page.getByTestId('refund-due')).toContainText('₹4,000.00');
});
