import { createHmac, randomBytes } from 'node:crypto';
import { MESSAGES as COMMON } from '@portal/contract/messages';
import { majorText, parseMajorText, type CheckoutData } from '@portal/contract/payments';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/client.ts';
import {
  DEFAULT_PENDING_EXPIRY_MINUTES,
  TamperedResponse,
  safeEqualText,
  type CheckoutAttempt,
  type Gateway,
  type GatewayReport,
  type StatusAttempt,
} from './gateway.ts';
import { callUrl } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';

/**
 * The sandbox gateway: a simulator served by this server, so every payment path runs end to end
 * on one machine. It keeps its own records (sandbox_transactions), shows a checkout page where the
 * payer picks an outcome, signs its responses with HMAC-SHA256 (SANDBOX_SECRET) and answers
 * status queries, like a real gateway. See sandbox-routes.ts for its pages.
 */
export type SandboxStatus = 'initiated' | 'pending' | 'success' | 'failed' | 'aborted';
export const SANDBOX_CHOICES = ['success', 'failed', 'pending', 'aborted'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

export interface SandboxTxn {
  txn_id: string;
  gateway_txn_id: string;
  merchant: string;
  payer_name: string;
  amount_minor: number;
  currency: string;
  status: SandboxStatus;
  return_url: string;
  /** When the payer chose or the bank settled: the gateway's transaction time. */
  updated_at: Date | string;
}

/** The fields the sandbox signs, in the order they are signed. */
export const SIGNED_FIELDS = ['txn_id', 'status', 'amount', 'currency', 'gateway_txn_id', 'message'] as const;
export type SandboxResponse = Record<(typeof SIGNED_FIELDS)[number] | 'signature', string>;

const MESSAGES: Record<SandboxStatus, string> = {
  initiated: 'Awaiting the payer',
  pending: 'Awaiting confirmation from the bank',
  success: 'Transaction successful',
  failed: 'Transaction declined by the bank',
  aborted: 'Transaction cancelled by the payer',
};

export function sign(fields: Omit<SandboxResponse, 'signature'>, secret: string): string {
  const text = SIGNED_FIELDS.map((k) => fields[k]).join('|');
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** The signed response the gateway posts back (and answers status queries with). */
export function signedResponse(t: SandboxTxn, secret: string): SandboxResponse {
  const fields = {
    txn_id: t.txn_id,
    status: t.status,
    amount: majorText(Number(t.amount_minor), t.currency),
    currency: t.currency,
    gateway_txn_id: t.gateway_txn_id,
    message: MESSAGES[t.status],
  };
  return { ...fields, signature: sign(fields, secret) };
}

/** Verifies a posted response; throws TamperedResponse on a missing field or a bad signature. */
export function verifyResponse(body: unknown, secret: string): GatewayReport {
  const b = (body ?? {}) as Record<string, unknown>;
  const fields = {} as Omit<SandboxResponse, 'signature'>;
  for (const k of SIGNED_FIELDS) {
    if (typeof b[k] !== 'string') throw new TamperedResponse(`missing ${k}`);
    fields[k] = b[k] as string;
  }
  if (typeof b.signature !== 'string' || !safeEqualText(b.signature, sign(fields, secret))) {
    throw new TamperedResponse('bad signature');
  }
  const status = fields.status as SandboxStatus;
  return {
    txnId: fields.txn_id,
    status: status === 'initiated' ? 'unknown' : (status as GatewayReport['status']),
    amountMinor: parseMajorText(fields.amount, fields.currency),
    currency: fields.currency,
    providerTxnId: fields.gateway_txn_id,
    providerStatus: fields.status,
    message: fields.message,
    raw: { ...fields },
  };
}

// ---- the gateway's own records

export const findSandboxTxn = (q: Queryable, txnId: string) =>
  q.one<SandboxTxn>('SELECT * FROM sandbox_transactions WHERE txn_id = $1', [txnId]);

/** The payer's choice on the checkout page: once, from 'initiated' only. */
export const decideSandboxTxn = (q: Queryable, txnId: string, status: SandboxChoice) =>
  q.one<SandboxTxn>(
    `UPDATE sandbox_transactions SET status = $2, updated_at = now()
      WHERE txn_id = $1 AND status = 'initiated' RETURNING *`,
    [txnId, status],
  );

/** The bank's late answer for a pending transaction (no callback: the merchant must ask). */
export const settleSandboxTxn = (q: Queryable, txnId: string, status: 'success' | 'failed') =>
  q.one<SandboxTxn>(
    `UPDATE sandbox_transactions SET status = $2, updated_at = now()
      WHERE txn_id = $1 AND status = 'pending' RETURNING *`,
    [txnId, status],
  );

/** The simulator's merchant name of the FCRA account: its transactions are signed with FCRA_SANDBOX_SECRET. */
export const fcraMerchant = (foundation: string) => `${foundation} (FCRA account)`;

/** The secret the simulator signs a transaction's answers with: its merchant's own. */
export const sandboxSecretFor = (config: Config, t: Pick<SandboxTxn, 'merchant'>) =>
  t.merchant === fcraMerchant(config.FOUNDATION_NAME) ? config.FCRA_SANDBOX_SECRET : config.SANDBOX_SECRET;

export function createSandbox(config: Config, db: Queryable, merchant: string, account: 'domestic' | 'fcra' = 'domestic'): Gateway {
  // `config` is the account's own (accountConfig): the FCRA account's SANDBOX_SECRET is FCRA_SANDBOX_SECRET.
  const secret = config.SANDBOX_SECRET;
  const returnCall = account === 'fcra' ? calls.sandboxFcraReturn : calls.sandboxReturn;
  return {
    name: 'sandbox',
    // The simulator is a development surface; production needs a real gateway.
    missingSettings: () =>
      config.isProduction && config.ALLOW_SANDBOX_PAYMENTS !== '1' ? ['PAYMENT_PROVIDER (sandbox is off in production)'] : [],
    pendingExpiryMinutes: () => DEFAULT_PENDING_EXPIRY_MINUTES,

    async checkout(q: Queryable, a: CheckoutAttempt): Promise<CheckoutData> {
      // Like gateways with an orders API, the order is registered server to server first.
      await q.query(
        `INSERT INTO sandbox_transactions (txn_id, gateway_txn_id, merchant, payer_name, amount_minor, currency, return_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [a.txnId, `SBX${randomBytes(8).toString('hex').toUpperCase()}`, merchant, a.payer.name, a.amountMinor, a.currency, callUrl(returnCall)],
      );
      return { provider: 'sandbox', txn_id: a.txnId, checkout_url: callUrl(calls.sandboxCheckout, { txn: a.txnId }) };
    },

    /** The status query: the gateway's record, signed, then verified like any response. */
    async queryStatus(a: StatusAttempt): Promise<GatewayReport> {
      const t = await findSandboxTxn(db, a.txn_id);
      if (!t) return { txnId: a.txn_id, status: 'unknown', providerStatus: 'not found', message: COMMON.notFound, raw: {} };
      const report = verifyResponse(signedResponse(t, secret), secret);
      // The simulator's own record says when the payer chose or the bank settled.
      return t.status === 'initiated' ? report : { ...report, paidAt: new Date(t.updated_at) };
    },
  };
}
