import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { API_PREFIX, callUrl, type CallArgs, type CallDef, type CallResponse } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/**
 * The end-to-end tests' client of the API: the same call table as the server and the web
 * (packages/contract/src/calls.ts), over Playwright's request context. No test writes a path.
 */
interface SendOptions {
  /** A session token (sent as the bearer header). */
  token?: string;
  /** Send the body as a posted HTML form (application/x-www-form-urlencoded), as a gateway page does. */
  form?: boolean;
  maxRedirects?: number;
}

type Args<C extends CallDef> = object extends CallArgs<C> ? [args?: CallArgs<C> & SendOptions] : [args: CallArgs<C> & SendOptions];

/** Sends a call and returns the raw response (for tests of status codes and headers). */
export async function send<C extends CallDef>(request: APIRequestContext, c: C, ...[args]: Args<C>): Promise<APIResponse> {
  const { params, query, body, token, form, maxRedirects } = (args ?? {}) as SendOptions & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const url = callUrl(c, params, query);
  if (c.method === 'GET') return request.get(url, { headers, maxRedirects });
  if (c.method === 'PATCH' || c.method === 'DELETE') return request.fetch(url, { method: c.method, headers, data: body, maxRedirects });
  const fields = Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)]));
  if (c.multipart) return request.post(url, { headers, multipart: fields, maxRedirects });
  if (form) return request.post(url, { headers, form: fields, maxRedirects });
  return request.post(url, { headers, data: body ?? {}, maxRedirects });
}

/** Sends a call and returns its JSON answer, typed by the call's response schema. */
export async function apiCall<C extends CallDef>(request: APIRequestContext, c: C, ...args: Args<C>): Promise<CallResponse<C>> {
  const res = await send(request, c, ...args);
  return (await res.json()) as CallResponse<C>;
}

/** True for a URL of the API (the browser has left the site's pages for a gateway or an API answer). */
export const isApiUrl = (url: URL) => url.pathname.startsWith(`${API_PREFIX}/`);

/** Matches the URL of a call (parameters filled in, any query). */
export function callMatcher(c: CallDef, params?: Record<string, unknown>) {
  const path = callUrl(c, params);
  return (url: URL | string) => new URL(String(url), 'http://localhost').pathname === path;
}

/** The sandbox gateway's checkout page of any transaction (optionally of a full transaction id only). */
export function sandboxCheckoutPattern(fullTxnId = false): RegExp {
  const escaped = callUrl(calls.sandboxCheckout, { txn: 'TXN' }).replace(/[/.]/g, '\\$&').replace('TXN', fullTxnId ? 'T[0-9a-f]{24}$' : '');
  return new RegExp(escaped);
}

/** Replaces one call's answer in the browser (to show an empty state the demo content does not have). */
export async function fakeCall(page: Page, c: CallDef, body: object) {
  await page.route(callMatcher(c), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: 1, ...body }) }),
  );
}
