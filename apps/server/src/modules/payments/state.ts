import { PAYMENT_MESSAGES, type AttemptStatus } from '@portal/contract/payments';
import type { GatewayReport } from './gateways/gateway.ts';

/**
 * The rules of the payment state machine, as pure functions (unit-tested in state.test.ts).
 * An attempt goes created → pending → success | failed | aborted. A success is final; a failed or
 * aborted attempt may still become a success when the gateway later confirms the money was taken
 * (a late or out-of-order answer), because the payer's money is real either way.
 */
export function canMove(from: AttemptStatus, to: AttemptStatus): boolean {
  if (from === to || from === 'success' || to === 'created') return false;
  if (from === 'created') return true;
  if (from === 'pending') return to !== 'pending';
  // failed or aborted
  return to === 'success';
}

export interface Outcome {
  status: AttemptStatus | 'unknown';
  providerTxnId?: string;
  providerStatus: string;
  message: string;
  raw: Record<string, unknown>;
  /** The gateway's time of the transaction, when it said (see GatewayReport.paidAt). */
  paidAt?: Date;
}

/** Whether a report's amount and currency are the attempt's own. */
export function sameMoney(attempt: { amount_minor: number; currency: string }, r: GatewayReport): boolean {
  return r.amountMinor === Number(attempt.amount_minor) && (r.currency ?? attempt.currency).trim() === attempt.currency.trim();
}

function fromReport(r: GatewayReport, attempt: { amount_minor: number; currency: string }): Outcome {
  // A success for another amount or currency is never a success: the order was not what was paid.
  if (r.status === 'success' && !sameMoney(attempt, r)) {
    return { status: 'failed', providerTxnId: r.providerTxnId, providerStatus: r.providerStatus, message: PAYMENT_MESSAGES.mismatch, raw: r.raw };
  }
  return {
    status: r.status,
    providerTxnId: r.providerTxnId,
    providerStatus: r.providerStatus,
    message: r.message || defaultMessage(r.status),
    raw: r.raw,
    paidAt: r.paidAt,
  };
}

/**
 * What to record, from a verified callback (if any) and the gateway's status query (if it
 * answered). Paid only when the status query itself says paid for the same amount; a callback's
 * failure or cancellation stands when the query has no outcome; a callback's success without a
 * confirming query stays pending, for the reconciler to ask again.
 */
export function decideOutcome(
  attempt: { amount_minor: number; currency: string },
  callback: GatewayReport | undefined,
  status: GatewayReport | undefined,
): Outcome {
  const cb = callback && fromReport(callback, attempt);
  const st = status && fromReport(status, attempt);
  if (cb && cb.status === 'failed' && cb.message === PAYMENT_MESSAGES.mismatch) return cb;
  if (st && st.status !== 'unknown' && st.status !== 'pending') {
    return { ...st, paidAt: st.paidAt ?? cb?.paidAt, raw: { callback: cb?.raw, status: st.raw } };
  }
  if (cb && (cb.status === 'failed' || cb.status === 'aborted')) return { ...cb, raw: { callback: cb.raw, status: st?.raw } };
  if (cb?.status === 'success' || cb?.status === 'pending' || st?.status === 'pending') {
    return {
      status: 'pending',
      providerTxnId: st?.providerTxnId ?? cb?.providerTxnId,
      providerStatus: st?.providerStatus ?? cb?.providerStatus ?? '',
      message: PAYMENT_MESSAGES.pending,
      raw: { callback: cb?.raw, status: st?.raw },
    };
  }
  return { status: 'unknown', providerStatus: st?.providerStatus ?? '', message: '', raw: { status: st?.raw } };
}

export function defaultMessage(status: Outcome['status']): string {
  switch (status) {
    case 'success':
      return PAYMENT_MESSAGES.success;
    case 'failed':
      return PAYMENT_MESSAGES.failed;
    case 'aborted':
      return PAYMENT_MESSAGES.aborted;
    case 'pending':
      return PAYMENT_MESSAGES.pending;
    default:
      return '';
  }
}
