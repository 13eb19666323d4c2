import type { Queryable } from '../../db/client.ts';

/**
 * What a payment pays for. The payments module owns attempts and their audit trail; the order
 * a payment is for (a registration, a donation) belongs to its own module, which alone writes its
 * table. Each such module implements a PaymentTarget and registers it under its purpose when its
 * routes are registered; payments calls it inside the transaction that records the outcome. So
 * payments imports neither registrations nor donations, and they import payments (no cycle).
 */
export type PaymentPurpose = 'registration' | 'donation';

export interface ConfirmedPayment {
  /** The registration or donation id. */
  targetId: number;
  attemptId: number;
  amountMinor: number;
  currency: string;
  /** The gateway's time of the transaction (or, when it gives none, when we heard of it). */
  paidAt: Date;
}

export interface PaymentTarget {
  /**
   * Locks the order's row for the rest of the transaction. Called before the attempt row is
   * locked, the same order as a new try takes (order, then attempt), so the two cannot deadlock.
   */
  lock(q: Queryable, targetId: number): Promise<void>;
  /**
   * Applies a confirmed payment. Returns the part of it beyond what the order still owed
   * (0 normally; the whole amount when it was already paid): money to refund.
   */
  onPaid(q: Queryable, p: ConfirmedPayment): Promise<{ excessMinor: number }>;
  /** Records the refund due on the order (called after onPaid reported an excess). */
  onOverpaid(q: Queryable, targetId: number, amountMinor: number): Promise<void>;
  /** What the order still owes back (the order is locked): refunds are never more than this. */
  refundDue(q: Queryable, targetId: number): Promise<number>;
  /** A refund was recorded against one of the order's payments: the refund due drops by it. */
  onRefunded(q: Queryable, targetId: number, amountMinor: number): Promise<void>;
  /** A failed or cancelled try, when no other try of the order is still open. */
  onFailed(q: Queryable, targetId: number, status: 'failed' | 'aborted'): Promise<void>;
  /** What the result screens show beside the attempt: the registration or receipt number. */
  describe(q: Queryable, targetId: number): Promise<{ reg_number: string | null; receipt_number: string | null }>;
}

/** The repository functions of an order whose row keeps the refund it owes (added, read with the row locked, reduced). */
export interface RefundDueColumn {
  add(q: Queryable, targetId: number, amountMinor: number): Promise<unknown>;
  read(q: Queryable, targetId: number): Promise<number>;
  reduce(q: Queryable, targetId: number, amountMinor: number): Promise<unknown>;
}

/** A target's refund-due hooks, when the order's own row keeps the refund due (through its module's repository). */
export function refundDueHooks(column: RefundDueColumn): Pick<PaymentTarget, 'onOverpaid' | 'refundDue' | 'onRefunded'> {
  return {
    async onOverpaid(q, id, amountMinor) {
      await column.add(q, id, amountMinor);
    },
    refundDue: (q, id) => column.read(q, id),
    async onRefunded(q, id, amountMinor) {
      await column.reduce(q, id, amountMinor);
    },
  };
}

/**
 * The module that owns the orders of each purpose: contributed by the registrations and donations
 * modules and handed to the payments services by the composition root (services.ts).
 */
export type PaymentTargets = Record<PaymentPurpose, PaymentTarget>;

export function paymentTarget(targets: PaymentTargets, purpose: PaymentPurpose): PaymentTarget {
  const target = targets[purpose];
  // A programming error (a module not registered), never a payer's: fail loudly.
  if (!target) throw new Error(`no payment target registered for ${purpose}`);
  return target;
}

/** The order an attempt pays for: its purpose's target and the id in that module's table. */
export function targetOf(targets: PaymentTargets, a: { purpose: PaymentPurpose; registration_id: number | null; donation_id: number | null }) {
  const id = a.purpose === 'registration' ? a.registration_id : a.donation_id;
  if (!id) throw new Error('payment attempt without its order');
  return { target: paymentTarget(targets, a.purpose), id };
}
