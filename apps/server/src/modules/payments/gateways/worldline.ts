import { createHash } from 'node:crypto';
import { majorText, parseMajorText, type CheckoutData } from '@portal/contract/payments';
import type { Config } from '../../../config.ts';
import { DEFAULT_PENDING_EXPIRY_MINUTES, TamperedResponse, cleanValue, parseIndiaTime, safeEqualText } from './gateway.ts';
import type { CheckoutAttempt, FetchFn, Gateway, GatewayReport, StatusAttempt } from './gateway.ts';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/**
 * Worldline ePayments India ("Paynimo" checkout script), as PAYMENTS.md describes it: a SHA-512
 * request hash over 17 values, a 16-field pipe response whose last field is its SHA-512 hash, and
 * a server-to-server status query ("dual verification") before anything is marked paid.
 */
export const WORLDLINE_DEVICE_ID = 'WEBSH2';

export interface RequestHashFields {
  merchantId: string;
  txnId: string;
  amount: string;
  accountNo?: string;
  consumerId: string;
  consumerMobileNo: string;
  consumerEmailId: string;
  debitStartDate?: string;
  debitEndDate?: string;
  maxAmount?: string;
  amountType?: string;
  frequency?: string;
  cardNumber?: string;
  expMonth?: string;
  expYear?: string;
  cvvCode?: string;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** The 17 values joined by '|' (empty ones stay empty), the salt last. */
export function requestHashInput(f: RequestHashFields, salt: string): string {
  return [
    f.merchantId, f.txnId, f.amount, f.accountNo ?? '', f.consumerId, f.consumerMobileNo, f.consumerEmailId,
    f.debitStartDate ?? '', f.debitEndDate ?? '', f.maxAmount ?? '', f.amountType ?? '', f.frequency ?? '',
    f.cardNumber ?? '', f.expMonth ?? '', f.expYear ?? '', f.cvvCode ?? '', salt,
  ].join('|');
}

export const requestHash = (f: RequestHashFields, salt: string) => sha512(requestHashInput(f, salt));

const RESPONSE_FIELDS = [
  'txn_status', 'txn_msg', 'txn_err_msg', 'clnt_txn_ref', 'tpsl_bank_cd', 'tpsl_txn_id', 'txn_amt',
  'clnt_rqst_meta', 'tpsl_txn_time', 'bal_amt', 'card_id', 'alias_name', 'BankTransactionID',
  'mandate_reg_no', 'token', 'hash',
] as const;
export type ResponseFields = Record<(typeof RESPONSE_FIELDS)[number], string>;

/** Splits and verifies a response `msg`; throws TamperedResponse when its hash does not match. */
export function verifyResponseMsg(msg: string, salt: string): ResponseFields {
  const parts = msg.trim().split('|');
  if (parts.length !== RESPONSE_FIELDS.length || !salt) throw new TamperedResponse('malformed response');
  const given = parts[parts.length - 1]!.toLowerCase();
  const expected = sha512(`${parts.slice(0, -1).join('|')}|${salt}`);
  if (!safeEqualText(given, expected)) throw new TamperedResponse('hash mismatch');
  return Object.fromEntries(RESPONSE_FIELDS.map((k, i) => [k, parts[i] ?? ''])) as ResponseFields;
}

/** Worldline's status codes (PAYMENTS.md) in our terms. */
export function statusOf(code: string): GatewayReport['status'] {
  switch (code) {
    case '0300':
      return 'success';
    case '0399':
      return 'failed';
    case '0392':
      return 'aborted';
    case '0396':
    case '0397':
      return 'pending';
    default:
      // 0398 (initiated) and 9999 (not found): no outcome yet.
      return 'unknown';
  }
}

/** A verified response `msg` as a report. */
export function reportFromMsg(msg: string, salt: string, currency?: string): GatewayReport {
  const f = verifyResponseMsg(msg, salt);
  return {
    txnId: f.clnt_txn_ref,
    status: statusOf(f.txn_status),
    amountMinor: parseMajorText(f.txn_amt, currency),
    currency,
    providerTxnId: f.tpsl_txn_id || undefined,
    providerStatus: f.txn_status,
    message: f.txn_msg || f.txn_err_msg,
    raw: { ...f, hash: undefined },
    // tpsl_txn_time: 'DD-MM-YYYY HH:mm:ss' in India; absent → undefined, and the caller uses now.
    paidAt: parseIndiaTime(f.tpsl_txn_time),
  };
}

/** DD-MM-YYYY of a moment in India, as the status API wants the transaction's date. */
function indiaDate(d: Date | string): string {
  const ist = new Date(new Date(d).getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`;
}

export function createWorldline(config: Config, fetchFn: FetchFn, publicBase: string, account: 'domestic' | 'fcra' = 'domestic'): Gateway {
  const merchantId = config.WORLDLINE_MERCHANT_ID;
  const salt = config.WORLDLINE_SALT;
  return {
    name: 'worldline',
    missingSettings: () =>
      (['PUBLIC_URL', 'WORLDLINE_MERCHANT_ID', 'WORLDLINE_SALT', 'WORLDLINE_SCHEME_CODE'] as const).filter((k) => !config[k]),
    // 0396/0397 "awaiting the bank": the bank answers within a day or the payment has failed.
    pendingExpiryMinutes: () => DEFAULT_PENDING_EXPIRY_MINUTES,

    async checkout(_q, a: CheckoutAttempt): Promise<CheckoutData> {
      const fields = {
        merchantId,
        txnId: a.txnId,
        // Byte-identical to items[0].amount, or the hash will not match.
        amount: majorText(a.amountMinor, a.currency),
        consumerId: `U${a.userId}`,
        consumerMobileNo: cleanValue(a.payer.mobile),
        consumerEmailId: cleanValue(a.payer.email),
      };
      const hash = requestHash(fields, salt);
      return {
        provider: 'worldline',
        txn_id: a.txnId,
        deviceId: WORLDLINE_DEVICE_ID,
        token: hash,
        hash,
        marchantId: merchantId,
        merchantId,
        currencycode: a.currency,
        consumerId: fields.consumerId,
        consumerMobileNo: fields.consumerMobileNo,
        consumerEmailId: fields.consumerEmailId,
        consumerName: cleanValue(a.payer.name),
        txnId: a.txnId,
        schemecode: config.WORLDLINE_SCHEME_CODE,
        amount: fields.amount,
        returnUrl: `${publicBase}${callUrl(account === 'fcra' ? calls.worldlineFcraReturn : calls.worldlineReturn)}`,
      };
    },

    /** requestType 'O': by our transaction id and the transaction's date. */
    async queryStatus(a: StatusAttempt): Promise<GatewayReport> {
      const body = {
        merchant: { identifier: merchantId },
        transaction: {
          deviceIdentifier: 'S',
          currency: a.currency,
          identifier: a.txn_id,
          dateTime: indiaDate(a.created_at),
          requestType: 'O',
        },
      };
      const res = await fetchFn(config.WORLDLINE_STATUS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`worldline status query failed: ${res.status}`);
      return reportFromStatusJson(JSON.parse(await res.text()) as StatusJson, a);
    },
  };
}

interface StatusJson {
  merchantTransactionIdentifier?: string;
  paymentMethod?: {
    paymentTransaction?: {
      statusCode?: string;
      statusMessage?: string;
      amount?: string;
      identifier?: string;
      errorMessage?: string;
      /** The transaction's time in India, 'DD-MM-YYYY HH:mm:ss'. */
      dateTime?: string;
    };
  };
}

export function reportFromStatusJson(json: StatusJson, a: StatusAttempt): GatewayReport {
  const t = json.paymentMethod?.paymentTransaction ?? {};
  const code = String(t.statusCode ?? '');
  return {
    txnId: json.merchantTransactionIdentifier ?? a.txn_id,
    status: statusOf(code),
    amountMinor: t.amount !== undefined ? parseMajorText(String(t.amount), a.currency) : undefined,
    currency: a.currency,
    providerTxnId: t.identifier || undefined,
    providerStatus: code,
    message: t.statusMessage ?? t.errorMessage ?? '',
    raw: json as Record<string, unknown>,
    // Absent dateTime → undefined, and the caller falls back to the time it heard of the payment.
    paidAt: parseIndiaTime(t.dateTime),
  };
}
