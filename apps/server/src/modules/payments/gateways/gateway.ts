import { timingSafeEqual } from 'node:crypto';
import type { CheckoutData, PaymentProviderName } from '@portal/contract/payments';
import type { Queryable } from '../../../db/client.ts';

/**
 * One interface for every payment gateway (sandbox, Worldline, CCAvenue). An adapter builds
 * what the browser needs to open its checkout, reads its own callbacks (verifying hash or
 * decryption) and asks the gateway server-to-server how a transaction stands.
 */

/** What a gateway says about one of our transactions, after its signature was checked. */
export interface GatewayReport {
  /** Our transaction id, as the gateway echoes it. */
  txnId: string;
  /**
   * unknown: the gateway has no outcome yet (not found, or the payer has not finished). It never
   * changes an attempt by itself.
   */
  status: 'success' | 'failed' | 'aborted' | 'pending' | 'unknown';
  /** Amount and currency the gateway reports, when it reports them (minor units). */
  amountMinor?: number;
  currency?: string;
  providerTxnId?: string;
  providerStatus: string;
  message: string;
  /** The verified payload, kept for audit (no secrets). */
  raw: Record<string, unknown>;
}

/** The attempt as an adapter needs it to open a checkout. */
export interface CheckoutAttempt {
  txnId: string;
  userId: number;
  amountMinor: number;
  currency: string;
  purpose: 'registration' | 'donation';
  payer: { name: string; email: string; mobile: string };
}

/** The attempt as an adapter needs it to ask for its status. */
export interface StatusAttempt {
  txn_id: string;
  amount_minor: number;
  currency: string;
  provider_txn_id: string | null;
  created_at: Date | string;
}

export interface Gateway {
  readonly name: PaymentProviderName;
  /** Empty when the gateway has the settings it needs; otherwise the names of what is missing. */
  missingSettings(): string[];
  checkout(q: Queryable, attempt: CheckoutAttempt): Promise<CheckoutData>;
  queryStatus(attempt: StatusAttempt): Promise<GatewayReport>;
}

/** The fetch function adapters use for status queries; tests inject a fake, never the network. */
export type FetchFn = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

/** Thrown when a callback's signature, hash or ciphertext does not verify. */
export class TamperedResponse extends Error {}

/** Compares two hex or text digests without leaking where they differ. */
export function safeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Gateways see only printable text; the separators of their formats are removed from user values. */
export function cleanValue(value: string, separators = '|'): string {
  let out = '';
  for (const ch of value) if (!separators.includes(ch) && ch >= ' ') out += ch;
  return out.trim();
}
