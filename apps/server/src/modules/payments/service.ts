import { randomBytes } from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  toMajor,
  type CheckoutData,
  type PaymentProviderName,
  type PaymentResult,
} from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, notFound, refused } from '../../lib/errors.ts';
import { assignReceiptNumber } from '../donations/receipt-number.ts';
import { createCcavenue } from './gateways/ccavenue.ts';
import { TamperedResponse, type FetchFn, type Gateway, type GatewayReport } from './gateways/gateway.ts';
import { createSandbox } from './gateways/sandbox.ts';
import { createWorldline } from './gateways/worldline.ts';
import * as repo from './repository.ts';
import {
  canMove,
  decideOutcome,
  defaultMessage,
  registrationAfterFailure,
  registrationAfterPayment,
  registrationNumber,
  type Outcome,
} from './state.ts';

export type { CheckoutData, Queryable };

export interface StartPaymentInput {
  userId: number;
  purpose: 'registration' | 'donation';
  registrationId?: number;
  donationId?: number;
  kind: 'full' | 'advance' | 'balance' | 'donation';
  /** Computed by the caller on the server, never taken from the browser. */
  amountMinor: number;
  /** ISO code, e.g. 'INR'. */
  currency: string;
  payer: { name: string; email: string; mobile: string };
}

export interface PaymentsOptions {
  /** The HTTP client of the status queries; tests pass a fake (the real gateways are never called). */
  fetch?: FetchFn;
  /** Overrides the configured provider (tests of the Worldline and CCAvenue paths). */
  provider?: PaymentProviderName;
}

/** An attempt left 'created' this long with no outcome at the gateway is recorded as not completed. */
export const ABANDON_AFTER_MINUTES = 60;

/** Where a gateway's return lands: the result screen of the purpose (docs/decisions/payments.md). */
export function resultPath(purpose: 'registration' | 'donation', txnId: string): string {
  return purpose === 'donation' ? `/paymentcheck?txn_id=${encodeURIComponent(txnId)}` : `/payment/${encodeURIComponent(txnId)}`;
}

export function createPaymentsService(deps: AppDeps, opts: PaymentsOptions = {}) {
  const { db, config } = deps;
  const gateways = new Map<PaymentProviderName, Gateway>();

  function gateway(name: PaymentProviderName = opts.provider ?? config.PAYMENT_PROVIDER): Gateway {
    let g = gateways.get(name);
    if (!g) {
      // Looked up at call time, so a test can stand in for the network with vi.stubGlobal('fetch').
      const fetchFn: FetchFn = opts.fetch ?? ((url, init) => globalThis.fetch(url, init));
      const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
      g =
        name === 'worldline'
          ? createWorldline(config, fetchFn, base)
          : name === 'ccavenue'
            ? createCcavenue(config, fetchFn, base)
            : createSandbox(config, db, config.FOUNDATION_NAME);
      gateways.set(name, g);
    }
    return g;
  }

  /** Asks the attempt's own gateway; undefined when it cannot be reached (the reconciler asks again). */
  async function askGateway(attempt: repo.AttemptRow): Promise<GatewayReport | undefined> {
    try {
      return await gateway(attempt.provider as PaymentProviderName).queryStatus(attempt);
    } catch {
      return undefined;
    }
  }

  /**
   * Records an outcome in one transaction with the attempt row locked: a repeat is a no-op, a
   * success is never moved backwards, and each change writes a payment_events row and updates
   * the registration or donation.
   */
  async function settle(attemptId: number, outcome: Outcome, source: string): Promise<boolean> {
    if (outcome.status === 'unknown') return false;
    const to = outcome.status;
    return db.tx(async (q) => {
      // Locks in one order everywhere (registration, then attempt), as event/register and
      // advance/pay do, so a callback and a new try of the same order cannot deadlock.
      const order = await repo.findAttemptById(q, attemptId);
      if (order?.registration_id) await repo.lockRegistration(q, order.registration_id);
      const attempt = await repo.lockAttempt(q, attemptId);
      if (!attempt || !canMove(attempt.status, to)) return false;
      const ref = outcome.providerTxnId;
      if (ref && (await repo.providerRefTaken(q, attempt.provider, ref, attempt.id))) {
        throw conflict(PAYMENT_MESSAGES.invalidResponse);
      }
      const paidAt = new Date();
      let message = outcome.message || defaultMessage(to);
      if (to === 'success') {
        const overpaid = await applySuccess(q, attempt, paidAt);
        if (overpaid) message = PAYMENT_MESSAGES.duplicate;
      } else if (to === 'failed' || to === 'aborted') {
        await applyFailure(q, attempt, to);
      }
      await repo.updateAttempt(q, attempt.id, {
        status: to,
        providerTxnId: ref,
        providerStatus: outcome.providerStatus,
        statusMessage: message,
        rawResponse: outcome.raw,
      });
      await repo.insertPaymentEvent(q, { attemptId: attempt.id, from: attempt.status, to, source, payload: outcome.raw });
      return true;
    });
  }

  /** Returns true when the order was already paid in full (a second payment: a refund is due). */
  async function applySuccess(q: Queryable, attempt: repo.AttemptRow, paidAt: Date): Promise<boolean> {
    if (attempt.registration_id) {
      const reg = await repo.lockRegistration(q, attempt.registration_id);
      if (!reg) return false;
      const next = registrationAfterPayment(reg, Number(attempt.amount_minor));
      // The first confirmed payment (full or advance) gives the number; later ones keep it.
      await repo.updateRegistrationMoney(q, reg.id, next.status, next.paidMinor, registrationNumber(reg.id, paidAt));
      return next.overpaid;
    }
    if (attempt.donation_id) {
      await repo.markDonationPaid(q, attempt.donation_id, paidAt);
      await assignReceiptNumber(q, attempt.donation_id, paidAt);
    }
    return false;
  }

  async function applyFailure(q: Queryable, attempt: repo.AttemptRow, status: 'failed' | 'aborted') {
    // Another try of the same order still open decides the order's state, not this one.
    if (await repo.otherOpenAttempt(q, attempt)) return;
    if (attempt.registration_id) {
      const reg = await repo.lockRegistration(q, attempt.registration_id);
      if (!reg) return;
      const next = registrationAfterFailure(reg, status);
      if (next !== reg.status) await repo.setRegistrationStatus(q, reg.id, next);
    } else if (attempt.donation_id) {
      await repo.markDonationUnpaid(q, attempt.donation_id, status === 'failed' ? 'failed' : 'cancelled');
    }
  }

  /** Asks the gateway about an open attempt and records the answer (reconciler, result page). */
  async function reconcile(attempt: repo.AttemptRow, source: string): Promise<void> {
    if (attempt.status !== 'created' && attempt.status !== 'pending') return;
    const status = await askGateway(attempt);
    const outcome = decideOutcome(attempt, undefined, status);
    if (outcome.status === 'unknown' && attempt.status === 'created' && status && isAbandoned(attempt)) {
      await settle(attempt.id, { ...outcome, status: 'aborted', message: PAYMENT_MESSAGES.notCompleted }, `${source}:expired`);
      return;
    }
    await settle(attempt.id, outcome, source);
  }

  const isAbandoned = (a: repo.AttemptRow) => Date.now() - new Date(a.created_at).getTime() > ABANDON_AFTER_MINUTES * 60_000;

  return {
    gateway,

    /**
     * Creates the payment attempt row (status 'created', unique non-guessable txn id) and returns
     * what the browser needs to open the gateway's checkout. Call inside or outside a transaction (q).
     */
    async startPayment(q: Queryable, input: StartPaymentInput): Promise<CheckoutData> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw badRequest('amount: Please enter Valid Number');
      if (!/^[A-Z]{3}$/.test(input.currency.trim())) throw badRequest('currency: Please enter Valid Number');
      const g = gateway();
      if (g.missingSettings().length) throw refused(PAYMENT_MESSAGES.notConfigured, 503);
      const txnId = `T${randomBytes(12).toString('hex')}`;
      const attempt = {
        txnId,
        userId: input.userId,
        amountMinor: input.amountMinor,
        currency: input.currency.trim(),
        purpose: input.purpose,
        payer: input.payer,
      };
      await repo.insertAttempt(q, {
        txnId,
        userId: input.userId,
        purpose: input.purpose,
        registrationId: input.registrationId ?? null,
        donationId: input.donationId ?? null,
        kind: input.kind,
        provider: g.name,
        amountMinor: input.amountMinor,
        currency: attempt.currency,
        rawRequest: { amount_minor: input.amountMinor, currency: attempt.currency, kind: input.kind },
      });
      return g.checkout(q, attempt);
    },

    /**
     * A verified callback from a gateway (`report` already checked by its adapter): finds the
     * attempt by our txn id, confirms with the status query, records the outcome once.
     * Returns the attempt's purpose and txn id, for the redirect to the result screen.
     */
    async confirm(provider: PaymentProviderName, report: GatewayReport, source: string) {
      const attempt = await repo.findAttemptByTxn(db, report.txnId);
      if (!attempt) throw notFound(PAYMENT_MESSAGES.notFound);
      if (attempt.provider !== provider) throw badRequest(PAYMENT_MESSAGES.invalidResponse);
      // A success is final: a repeated or late callback changes nothing and asks nobody.
      if (attempt.status !== 'success') {
        const status = await askGateway(attempt);
        await settle(attempt.id, decideOutcome(attempt, report, status), source);
      }
      return { purpose: attempt.purpose, txnId: attempt.txn_id, userId: attempt.user_id };
    },

    /** Asks the gateway again about an open attempt (the payer's page came back without an answer). */
    async refresh(txnId: string, source: string): Promise<void> {
      const attempt = await repo.findAttemptByTxn(db, txnId);
      if (attempt) await reconcile(attempt, source);
    },

    /** GET payment/result/{txn}: the caller's own attempt only; an open one is reconciled first. */
    async result(userId: number, txnId: string): Promise<PaymentResult> {
      let attempt = await repo.findAttemptByTxn(db, txnId);
      if (!attempt || attempt.user_id !== userId) throw notFound(PAYMENT_MESSAGES.notFound);
      if (attempt.status === 'created' || attempt.status === 'pending') {
        await reconcile(attempt, 'result');
        attempt = (await repo.findAttemptByTxn(db, txnId))!;
      }
      const extras = await repo.resultExtras(db, attempt);
      const status = attempt.status === 'created' ? 'pending' : attempt.status;
      return {
        info_success: 1,
        gateway_status: 1,
        payment_status: status,
        txn_id: attempt.txn_id,
        tracking_id: attempt.provider_txn_id ?? '',
        currency: attempt.currency.trim(),
        amount: toMajor(Number(attempt.amount_minor), attempt.currency.trim()),
        status_message: attempt.status_message || defaultMessage(status),
        message: PAYMENT_MESSAGES.found,
        pay_from: attempt.purpose === 'donation' ? 'mandir' : 'event',
        regid: attempt.status === 'success' ? (extras?.reg_number ?? '') : '',
        regevent_id: attempt.registration_id ?? 0,
        receipt_number: extras?.receipt_number ?? '',
      };
    },

    /** The periodic job: asks the gateways about attempts left open for a while. */
    async reconcileDue(limit = 50): Promise<number> {
      const due = await repo.dueForReconcile(db, 120, limit);
      for (const attempt of due) await reconcile(attempt, 'reconcile');
      return due.length;
    },

    /** Marks the open tries of a registration as replaced by a new one (the payer left them). */
    async supersedeOpenAttempts(q: Queryable, registrationId: number): Promise<'ok' | 'awaiting-bank'> {
      const open = await repo.openAttemptsOf(q, registrationId);
      if (open.some((a) => a.status === 'pending')) return 'awaiting-bank';
      for (const a of open) {
        await repo.updateAttempt(q, a.id, { status: 'aborted', providerStatus: a.provider_status, statusMessage: PAYMENT_MESSAGES.notCompleted, rawResponse: {} });
        await repo.insertPaymentEvent(q, { attemptId: a.id, from: a.status, to: 'aborted', source: 'superseded', payload: {} });
      }
      return 'ok';
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export { TamperedResponse };
