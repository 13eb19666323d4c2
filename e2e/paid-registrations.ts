import { calls } from '@portal/contract/calls';
import type { CallBodyInput } from '@portal/contract/call';
import type { APIRequestContext } from '@playwright/test';
import { apiCall, send } from './api-client';
import { expect, type Account } from './fixtures';
import { staffLogin } from './staff-helpers';

/** The sandbox gateway, played through its API: the payer's choice ("success") posted back to the site. */
export async function payInSandbox(request: APIRequestContext, txn: string) {
  const decided = await send(request, calls.sandboxDecide, { params: { txn }, body: { status: 'success' }, form: true });
  expect(decided.status()).toBe(200);
  const fields = Object.fromEntries([...(await decided.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]));
  expect((await send(request, calls.sandboxReturn, { body: fields, form: true, maxRedirects: 0 })).status()).toBe(303);
}

/** The devotee registers for the event (with a discount code, if given) and pays (in full, or the advance) through the sandbox. */
export async function registerAndPay(request: APIRequestContext, who: Account, eventId: number, mode: 'advance' | 'full' = 'full', discountCode?: string) {
  const res = await apiCall(request, calls.eventRegister, { token: who.token, body: { event_id: eventId, accept_terms: true, payment_mode: mode, ...(discountCode ? { discount_code: discountCode } : {}) } });
  expect(res.success, res.message).toBe(1);
  await payInSandbox(request, res.txn_id);
}

/** A published event of the program, made by the owner; its id. */
export async function createEventAsOwner(request: APIRequestContext, body: CallBodyInput<typeof calls.adminEventCreate>) {
  const created = await apiCall(request, calls.adminEventCreate, { token: await staffLogin(request, 'owner'), body });
  expect(created.success).toBe(1);
  return created.data.id;
}
