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
  /**
   * When the gateway says the transaction happened (its own clock), when it says so. The 80G
   * receipt's date and financial year come from it, not from when our server heard of it.
   */
  paidAt?: Date;
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
  /**
   * How long after it was created an attempt may stay pending at this gateway (by its status
   * text) before we stop waiting and close it on our side; it is still rechecked for 48 hours.
   */
  pendingExpiryMinutes(providerStatus: string): number;
}

/** A bank's "awaiting" answer is normally settled within a day; after that we stop holding the order. */
export const DEFAULT_PENDING_EXPIRY_MINUTES = 24 * 60;

/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A gateway's local date-time text, which Indian gateways write in IST without a zone:
 * 'DD-MM-YYYY HH:mm:ss' or 'DD/MM/YYYY HH:mm:ss' (Worldline tpsl_txn_time and status dateTime,
 * CCAvenue trans_date) or 'YYYY-MM-DD HH:mm:ss[.S]' (CCAvenue order_date_time). An ISO text with
 * a zone is read as it stands. Undefined when absent or not a real date.
 */
export function parseIndiaTime(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const t = text.trim();
  if (!t) return undefined;
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  let m = /^(\d{2})[-/](\d{2})[-/](\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(t);
  let parts: number[] | undefined;
  if (m) parts = [Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  m = m ? null : /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(t);
  if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (!parts) return undefined;
  const [y, mo, d, h, mi, s] = parts as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  // 31-02-2027 would roll over into March: not a date the gateway meant.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return new Date(utc - IST_OFFSET_MS);
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
