import { z } from './zod.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * Payments (/work/shared/PAYMENTS.md): what the browser needs to
 * open a gateway's checkout, the payment result, and the calls gateways and the result pages make.
 * The server computes every amount; nothing here lets the browser set one.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'worldline', 'ccavenue'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What `event/register`, `advance/pay` and `mandir/pay` return under `data`; the web's
 * `openCheckout(data)` (apps/web/src/lib/checkout.ts) opens the gateway with it.
 * The worldline form keeps the spec's spellings (`marchantId`, `currencycode`) beside the
 * provider's own (`merchantId`).
 */
export const checkoutDataSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox'), txn_id: z.string(), checkout_url: z.string() }),
  z.object({
    provider: z.literal('worldline'),
    txn_id: z.string(),
    deviceId: z.string(),
    token: z.string(),
    hash: z.string(),
    marchantId: z.string(),
    merchantId: z.string(),
    currencycode: z.string(),
    consumerId: z.string(),
    consumerMobileNo: z.string(),
    consumerEmailId: z.string(),
    consumerName: z.string(),
    txnId: z.string(),
    schemecode: z.string(),
    amount: z.string(),
    returnUrl: z.string(),
  }),
  z.object({ provider: z.literal('ccavenue'), txn_id: z.string(), action_url: z.string(), encrypted_data: z.string(), access_code: z.string() }),
]);
export type CheckoutData = z.output<typeof checkoutDataSchema>;

/** States of one try at the gateway (docs/decisions/payments.md, "Payment states and confirmation"). */
export const ATTEMPT_STATUSES = ['created', 'pending', 'success', 'failed', 'aborted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** What the result screens show: success, failed or pending ('aborted' is shown as failed). */
export const RESULT_PAYMENT_STATUSES = ['success', 'failed', 'pending', 'aborted'] as const;
export type ResultPaymentStatus = (typeof RESULT_PAYMENT_STATUSES)[number];

const zeroOne = () => z.union([z.literal(0), z.literal(1)]);

/** GET payment/result/{txn_id} (the specification's "Payment result"). */
export const paymentResultSchema = z.object({
  /** 1: the transaction was found. */
  info_success: zeroOne(),
  /** 1: the gateway has answered for it (always 1 once found: a status query is made on demand). */
  gateway_status: zeroOne(),
  payment_status: z.enum(RESULT_PAYMENT_STATUSES),
  /** Our transaction id (what the payer quotes). */
  txn_id: z.string(),
  /** The gateway's own reference, '' until it gives one. */
  tracking_id: z.string(),
  currency: z.string(),
  /** Major units (rupees), exact to the currency's minor unit. */
  amount: z.number(),
  status_message: z.string(),
  message: z.string(),
  /** 'mandir' for donations (links to /donation-list), 'event' for registrations (links to /profile). */
  pay_from: z.enum(['event', 'mandir']),
  /** Registration number, '' until the registration is paid (and for donations). */
  regid: z.string(),
  /** The registration's id (for /eventdetail/{id}); 0 for donations. */
  regevent_id: z.number(),
  /** 80G receipt number of a paid donation, '' otherwise. */
  receipt_number: z.string(),
});
export type PaymentResult = z.output<typeof paymentResultSchema>;
export const paymentResultResponseSchema = paymentResultSchema.extend({ success: z.literal(1) });

/** POST paymentresponse: the result screen to go to. */
export const paymentResponseAnswerSchema = z.object({
  success: z.literal(1),
  message: z.string(),
  txn_id: z.string(),
  result_path: z.string(),
});

/** Server messages the spec does not give (wording ours, see docs/decisions/payments.md). */
export const PAYMENT_MESSAGES = {
  started: 'Redirecting to the payment page',
  found: 'Payment details found',
  notFound: 'Payment not found',
  checkoutUnavailable: 'The payment page could not be loaded. Please try again.',
  invalidResponse: 'The payment response could not be verified',
  mismatch: 'The paid amount or currency does not match the order',
  success: 'Payment successful',
  failed: 'Payment failed',
  aborted: 'Payment cancelled',
  pending: 'Payment is awaiting confirmation from the bank',
  notCompleted: 'Payment was not completed',
  notConfigured: 'Online payment is not available right now. Please contact the foundation',
  unavailable: 'The payment gateway could not be reached. Please try again',
  duplicate: 'Paid again for an order already paid: a refund is due',
  alreadyPaid: 'Your earlier payment for this registration has been received, so there is nothing more to pay. See Current Events for its details',
  /** On the event detail; {amount} is the formatted amount, e.g. ₹13,500.00. */
  refundDue: 'We received an extra payment of {amount} for this registration; the foundation will refund it.',
} as const;

/** Our transaction ids: 'T' + 24 hex characters (96 random bits), so they cannot be guessed. */
export const TXN_ID_PATTERN = /^T[0-9a-f]{24}$/;

export const txnIdSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(40, PAYMENT_MESSAGES.notFound)
  .regex(/^[A-Za-z0-9_-]+$/, PAYMENT_MESSAGES.notFound);

/** POST resultdecrypt: the gateway's encrypted response, handed on by the page it landed on. */
export const resultDecryptSchema = z.object({
  response_data: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(LIMITS.text.long * 4, PAYMENT_MESSAGES.invalidResponse),
});

/** POST paymentresponse {merchantCode, token}: the checkout script's answer, passed on by the page. */
export const paymentResponseSchema = z.object({
  merchantCode: z.string({ error: MESSAGES.required }).trim().max(100).optional().transform((v) => v ?? ''),
  token: txnIdSchema,
  /** The provider's pipe-separated response (`stringResponse`), verified by its hash when given. */
  msg: z.string().max(4000).optional(),
});

/** Each currency's decimals once: asking Intl builds a NumberFormat (about 10 µs), and an export asks it for every amount of every row. */
const digitsOf = new Map<string, number>();

/**
 * Amounts: integer minor units in the database, major units in the API. Currencies have 2
 * decimals unless Intl says otherwise (JPY 0, KWD 3). Intl takes only three ASCII letters (in
 * either case) as a code, so anything else is 2 without asking; the cache holds at most the
 * 26³ codes there are.
 */
export function currencyDigits(currency: string): number {
  if (!/^[A-Za-z]{3}$/.test(currency)) return 2;
  const code = currency.toUpperCase();
  let digits = digitsOf.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsOf.set(code, digits);
  }
  return digits;
}

export function toMajor(minor: number, currency = 'INR'): number {
  return minor / 10 ** currencyDigits(currency);
}

/** Major units (an amount typed or sent) to integer minor units, by the currency's decimals: 12.5 INR → 1250, 500 JPY → 500, 1.234 KWD → 1234. */
export function toMinor(major: number, currency = 'INR'): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

/** Minor units as the exact decimal text gateways want ('1350.00'), without float rounding. */
export function majorText(minor: number, currency = 'INR'): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const unit = 10 ** digits;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(digits, '0')}`;
}

/** '1350.00' → 135000 (exact), undefined for anything else. */
export function parseMajorText(text: string, currency = 'INR'): number | undefined {
  const digits = currencyDigits(currency);
  const m = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const frac = m[2] ?? '';
  if (frac.length > digits && /[1-9]/.test(frac.slice(digits))) return undefined;
  return Number(m[1]) * 10 ** digits + Number(frac.slice(0, digits).padEnd(digits, '0') || 0);
}
