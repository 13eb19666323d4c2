import { PATHS } from '@portal/contract/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, useSessionIn, type Account } from './fixtures';
import { PROGRAMS } from '@portal/contract/programs';
import { calls } from '@portal/contract/calls';
import { programRoute } from '@portal/contract/programs';
import { apiCall, isApiUrl, sandboxCheckoutPattern } from './api-client';

/**
 * Helpers of the registration and payment journeys: find a demo event, fill a registration
 * screen, and play the payer on the sandbox gateway's checkout page.
 */
export async function openEventId(request: APIRequestContext, programId: number, name: string): Promise<number> {
  const events = (await apiCall(request, calls.programEventList, { body: { program_id: programId } })).data;
  const event = events.find((e) => e.event_name === name);
  if (!event) throw new Error(`No open event named ${name}`);
  return event.id;
}

/** Picks the event on a registration screen by its name and waits for its price. */
export async function pickEvent(page: Page, name: string) {
  const select = page.getByLabel('Select Event');
  const option = select.locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  await select.selectOption({ value: (await option.getAttribute('value'))! });
}

/**
 * A new devotee (with `overrides` of the account's fields) signed in on `page`, on the Ulchemy
 * registration screen with `event` chosen (its program asks no PAN): ready for a payment option and Submit.
 */
export async function startUlchemyRegistration(page: Page, request: APIRequestContext, event: string, overrides: Record<string, string> = {}): Promise<Account> {
  const account = await createAccount(request, overrides);
  await useSessionIn(page, account);
  await page.goto(PROGRAMS[1].route);
  await pickEvent(page, event);
  return account;
}

/** Accepts the terms and submits; the browser moves to the sandbox gateway's checkout. */
export async function submitToGateway(page: Page) {
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(sandboxCheckoutPattern(true));
}

/** The payer's choice on the sandbox page; the gateway posts back and the result screen opens. */
export async function chooseOnSandbox(page: Page, choice: 'Success' | 'Failure' | 'Pending' | 'Cancel') {
  await expect(page).toHaveURL(sandboxCheckoutPattern());
  await page.getByRole('button', { name: choice, exact: true }).click();
  await page.waitForURL((url) => !isApiUrl(url));
}

/** The transaction id of the result screen's URL (/payment/{txn}). */
export function txnOf(page: Page): string {
  const m = /\/payment\/(T[0-9a-f]{24})/.exec(page.url());
  if (!m) throw new Error(`not a result screen: ${page.url()}`);
  return m[1]!;
}

export async function currentList(request: APIRequestContext, account: Account) {
  return (await apiCall(request, calls.currentList, { token: account.token })).data;
}

/** Logs in a fixture account through the API (password 'password123'). */
export async function loginAccount(request: APIRequestContext, mobile: string): Promise<Account> {
  const body = await apiCall(request, calls.login, { body: { username: mobile, password: 'password123' } });
  expect(body.success, body.message).toBe(1);
  return { mobile, password: 'password123', name: body.user_name ?? '', token: body.access_token ?? '' };
}

/**
 * The devotee in `page` registers on a program's screen for the event named `eventName` and pays
 * in full through the sandbox; the result page shows Success. Returns the registration's row.
 */
export async function payForEvent(page: Page, request: APIRequestContext, account: Account, eventName: string, programId = 1) {
  await page.goto(programRoute(programId)!);
  await pickEvent(page, eventName);
  await submitToGateway(page);
  await chooseOnSandbox(page, 'Success');
  await expect(page.getByTestId('payment-status')).toHaveText('Success');
  const reg = (await currentList(request, account)).find((r) => r.event_name === eventName && r.participant_name === account.name);
  expect(reg?.pay_status).toBe('success');
  return reg!;
}

/** Waits until the outbox holds the payment confirmation email of a registration; returns its attachments' types. */
export async function expectConfirmationWithInvoice(request: APIRequestContext, eventName: string, registrationId: number) {
  await expect
    .poll(
      async () => {
        const mail = (await apiCall(request, calls.devOutbox)).data.find(
          (m) => m.channel === 'email' && m.subject === `Payment received: ${eventName}` && m.body.includes(PATHS.eventDetail(registrationId)),
        );
        return (mail?.meta.attachments as Array<{ contentType: string }> | undefined)?.map((a) => a.contentType);
      },
      { timeout: 30_000 },
    )
    .toEqual(['application/pdf']);
}
