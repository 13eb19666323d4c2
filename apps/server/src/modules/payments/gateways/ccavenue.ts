import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { majorText, parseMajorText, type CheckoutData } from '@portal/contract/payments';
import type { Config } from '../../../config.ts';
import { DEFAULT_PENDING_EXPIRY_MINUTES, TamperedResponse, cleanValue, parseIndiaTime } from './gateway.ts';
import type { CheckoutAttempt, FetchFn, Gateway, GatewayReport, StatusAttempt } from './gateway.ts';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/**
 * CCAvenue (encrypted form), as PAYMENTS.md describes it: AES-128-CBC with the MD5 of the working
 * key, a fixed IV 0x00..0x0f, hex text. Nothing but the key authenticates a response, so the
 * order, amount and currency are compared with ours and the status API is asked before paying.
 */
const IV = Buffer.from([...Array(16).keys()]);
/**
 * An empty key would make MD5('') the key: known to anyone, so anyone could forge a response.
 * The configuration refuses it at start-up; this refuses it at use as well.
 */
function keyOf(workingKey: string): Buffer {
  if (!workingKey.trim()) throw new TamperedResponse('no working key');
  return createHash('md5').update(workingKey, 'utf8').digest();
}

/** The one cipher function (newer kits use AES-256-GCM: swap it here). */
export function encrypt(plain: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** Decrypts hex of either case; any fault (bad hex, wrong key, bad padding) is tampering. */
export function decrypt(hex: string, workingKey: string): string {
  const text = hex.trim();
  if (!text || text.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(text)) throw new TamperedResponse('not ciphertext');
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
    const plain = Buffer.concat([decipher.update(Buffer.from(text, 'hex')), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new TamperedResponse('cannot decrypt');
  }
}

/** How long a CCAvenue 'Initiated' order is waited for: as long as an abandoned checkout. */
export const INITIATED_EXPIRY_MINUTES = 60;

/** order_status of a redirect response. */
function redirectStatus(s: string): GatewayReport['status'] {
  switch (s) {
    case 'Success':
      return 'success';
    case 'Aborted':
      return 'aborted';
    case 'Failure':
    case 'Invalid':
      return 'failed';
    case 'Awaited':
    case 'Initiated':
      return 'pending';
    default:
      return 'unknown';
  }
}

/** order_status of the status API (orderStatusTracker). */
export function trackerStatus(s: string): GatewayReport['status'] {
  switch (s) {
    case 'Shipped':
    case 'Successful':
      return 'success';
    case 'Initiated':
    case 'Awaited':
      return 'pending';
    case 'Aborted':
    case 'Cancelled':
    case 'Auto-Cancelled':
      return 'aborted';
    case 'Unsuccessful':
    case 'Invalid':
    case 'Fraud':
    case 'Refunded':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** Decrypts and reads an `encResp` posted to the redirect or cancel URL. */
export function reportFromEncResp(encResp: string, workingKey: string): GatewayReport {
  const params = new URLSearchParams(decrypt(encResp, workingKey));
  const f = Object.fromEntries(params.entries());
  if (!f.order_id) throw new TamperedResponse('no order id');
  const currency = f.currency || undefined;
  return {
    txnId: f.order_id,
    status: redirectStatus(f.order_status ?? ''),
    amountMinor: f.amount ? parseMajorText(f.amount, currency) : undefined,
    currency,
    providerTxnId: f.tracking_id || undefined,
    providerStatus: f.order_status ?? '',
    message: f.status_message || f.failure_message || '',
    raw: f,
    // trans_date: 'DD/MM/YYYY HH:mm:ss' in India; absent → undefined, and the caller uses now.
    paidAt: parseIndiaTime(f.trans_date),
  };
}

export function createCcavenue(config: Config, fetchFn: FetchFn, publicBase: string, account: 'domestic' | 'fcra' = 'domestic'): Gateway {
  const workingKey = config.CCAVENUE_WORKING_KEY;
  return {
    name: 'ccavenue',
    missingSettings: () =>
      (['PUBLIC_URL', 'CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'] as const).filter((k) => !config[k]?.trim()),
    // 'Initiated' is a payer still on (or gone from) the checkout page: no longer than an abandoned
    // checkout is waited for. 'Awaited' is the bank's answer, settled within a day.
    pendingExpiryMinutes: (providerStatus) => (providerStatus === 'Initiated' ? INITIATED_EXPIRY_MINUTES : DEFAULT_PENDING_EXPIRY_MINUTES),

    async checkout(_q, a: CheckoutAttempt): Promise<CheckoutData> {
      const request = new URLSearchParams({
        merchant_id: config.CCAVENUE_MERCHANT_ID,
        order_id: a.txnId,
        amount: majorText(a.amountMinor, a.currency),
        currency: a.currency,
        redirect_url: `${publicBase}${callUrl(account === 'fcra' ? calls.ccavenueFcraReturn : calls.ccavenueReturn)}`,
        cancel_url: `${publicBase}${callUrl(account === 'fcra' ? calls.ccavenueFcraCancel : calls.ccavenueCancel)}`,
        language: 'EN',
        billing_name: cleanValue(a.payer.name, '&='),
        billing_email: cleanValue(a.payer.email, '&='),
        billing_tel: cleanValue(a.payer.mobile, '&='),
        merchant_param1: a.purpose,
      });
      return {
        provider: 'ccavenue',
        txn_id: a.txnId,
        action_url: config.CCAVENUE_TRANSACTION_URL,
        encrypted_data: encrypt(request.toString(), workingKey),
        access_code: config.CCAVENUE_ACCESS_CODE,
      };
    },

    async queryStatus(a: StatusAttempt): Promise<GatewayReport> {
      const body = new URLSearchParams({
        enc_request: encrypt(JSON.stringify({ order_no: a.txn_id, reference_no: a.provider_txn_id ?? '' }), workingKey),
        access_code: config.CCAVENUE_ACCESS_CODE,
        command: 'orderStatusTracker',
        request_type: 'JSON',
        response_type: 'JSON',
        version: '1.2',
      });
      const res = await fetchFn(config.CCAVENUE_STATUS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      if (!res.ok) throw new Error(`ccavenue status query failed: ${res.status}`);
      return reportFromTracker(await res.text(), workingKey, a);
    },
  };
}

/** Reads the reply `status=0&enc_response=<hex>` of orderStatusTracker. */
export function reportFromTracker(reply: string, workingKey: string, a: StatusAttempt): GatewayReport {
  const params = new URLSearchParams(reply.trim());
  if (params.get('status') !== '0') {
    return { txnId: a.txn_id, status: 'unknown', providerStatus: '', message: params.get('enc_response') ?? '', raw: {} };
  }
  const outer = JSON.parse(decrypt(params.get('enc_response') ?? '', workingKey)) as Record<string, unknown>;
  const json = (outer.Order_Status_Result ?? outer) as Record<string, unknown>;
  const status = String(json.order_status ?? '');
  const currency = String(json.order_currncy ?? json.order_currency ?? a.currency);
  const amount = json.order_amt ?? json.order_gross_amt;
  return {
    txnId: String(json.order_no ?? a.txn_id),
    status: Number(json.status ?? 0) === 1 ? 'unknown' : trackerStatus(status),
    amountMinor: amount !== undefined ? parseMajorText(String(amount), currency) : undefined,
    currency,
    providerTxnId: json.reference_no ? String(json.reference_no) : undefined,
    providerStatus: status,
    message: String(json.error_desc || status),
    raw: json,
    // The status's own time, else the order's; neither → undefined, and the caller uses now.
    paidAt: parseIndiaTime(json.order_status_date_time) ?? parseIndiaTime(json.order_date_time),
  };
}
