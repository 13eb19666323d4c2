import { loginAs, type TestContext } from '../../test/harness.ts';

/**
 * Helpers of the registration and payment API tests: a devotee with a complete profile, a
 * registration submit, and the sandbox gateway driven the way a browser drives it.
 */
export async function devotee(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const india = await ctx.db.one<{ id: number }>(`SELECT id FROM countries WHERE iso2 = 'IN'`);
  return loginAs(ctx, {
    street_address: '21 Temple Street',
    pincode: '641002',
    profession: 'Teacher',
    know_matangi: 'YouTube',
    country_id: india!.id,
    ...overrides,
  });
}

export type Headers = Record<string, string>;

export function register(ctx: TestContext, headers: Headers, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/event/register', headers, payload });
}

/** Registers and returns the txn id (asserting the gateway data came back). */
export async function registerTxn(ctx: TestContext, headers: Headers, payload: Record<string, unknown>): Promise<string> {
  const res = await register(ctx, headers, { accept_terms: true, pan_number: 'ABCDE1234F', ...payload });
  const body = res.json();
  if (body.success !== 1) throw new Error(`register failed: ${res.statusCode} ${body.message}`);
  return body.data.txn_id as string;
}

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The hidden fields of the sandbox's auto-submitting "return to the merchant" form. */
export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) out[unescape(m[1]!)] = unescape(m[2]!);
  return out;
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The payer picks an outcome on the sandbox page; returns the signed response it posts back. */
export async function sandboxChoose(ctx: TestContext, txn: string, status: 'success' | 'failed' | 'pending' | 'aborted') {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${txn}/decide`, ...form({ status }) });
  if (res.statusCode !== 200) throw new Error(`decide failed: ${res.statusCode}`);
  return hiddenFields(res.body);
}

/** Posts a (signed or forged) response to the sandbox return URL, as the browser would. */
export function sandboxReturn(ctx: TestContext, fields: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/sandbox/return', ...form(fields) });
}

/** Choose and return: the whole trip through the gateway. */
export async function payThroughSandbox(ctx: TestContext, txn: string, status: 'success' | 'failed' | 'pending' | 'aborted') {
  return sandboxReturn(ctx, await sandboxChoose(ctx, txn, status));
}

export async function attemptRow(ctx: TestContext, txn: string) {
  return ctx.db.one<{ id: number; status: string; amount_minor: number; registration_id: number | null; provider_txn_id: string | null }>(
    'SELECT id, status, amount_minor, registration_id, provider_txn_id FROM payment_attempts WHERE txn_id = $1',
    [txn],
  );
}

export async function registrationRow(ctx: TestContext, id: number) {
  return ctx.db.one<{ id: number; status: string; paid_minor: number; total_minor: number; reg_number: string | null; details: Record<string, unknown> | null; pan_number: string }>(
    'SELECT id, status, paid_minor, total_minor, reg_number, details, pan_number FROM registrations WHERE id = $1',
    [id],
  );
}

export async function eventsOf(ctx: TestContext, txn: string) {
  return ctx.db.query<{ from_status: string; to_status: string; source: string }>(
    `SELECT from_status, to_status, source FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id
      WHERE a.txn_id = $1 ORDER BY e.id`,
    [txn],
  );
}
