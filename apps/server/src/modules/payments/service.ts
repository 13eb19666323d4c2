import { randomBytes } from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  toMajor,
  type CheckoutData,
  type PaymentProviderName,
  type PaymentResult,
} from '@portal/contract/payments';
import type { AppDeps } from '../../app-deps.ts';
import { accountConfig, type MerchantAccount } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, notFound, refused } from '../../lib/errors.ts';
import { createCcavenue } from './gateways/ccavenue.ts';
import { TamperedResponse, type FetchFn, type Gateway, type GatewayReport } from './gateways/gateway.ts';
import { createSandbox, fcraMerchant } from './gateways/sandbox.ts';
import { createWorldline } from './gateways/worldline.ts';
import { paymentOutcomeMessages, type MessagesService } from '../messages/index.ts';
import * as repo from './repository.ts';
import { canMove, decideOutcome, defaultMessage, type Outcome } from './state.ts';
import { targetOf, type PaymentTargets } from './targets.ts';
import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';

/** An attempt as far as settling it needs before its lock: which one, and which order it pays. */
type AttemptOrder = Pick<repo.AttemptRow, 'id' | 'purpose' | 'registration_id' | 'donation_id'>;

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
  /**
   * The merchant account: 'fcra' for a foreign contribution, which goes only through
   * the FCRA bank account's own merchant (FCRA_PAYMENT_PROVIDER); default the domestic one.
   */
  account?: MerchantAccount;
}

/** The provider name of payments staff record by hand (no gateway is ever asked about them). */
export const OFFLINE_PROVIDER = 'offline';

export interface OfflinePaymentInput {
  userId: number;
  staffId: number;
  purpose: 'registration' | 'donation';
  registrationId?: number;
  donationId?: number;
  kind: 'full' | 'balance' | 'donation';
  amountMinor: number;
  currency: string;
  method: string;
  reference: string;
  paidAt: Date;
}

export interface PaymentsOptions {
  /** The HTTP client of the status queries; tests pass a fake (the real gateways are never called). */
  fetch?: FetchFn;
  /** Overrides the configured provider (tests of the Worldline and CCAvenue paths). */
  provider?: PaymentProviderName;
}

/** An attempt left 'created' this long with no outcome at the gateway is recorded as not completed. */
export const ABANDON_AFTER_MINUTES = 60;

/** A status query that has not answered by then counts as unanswered, so one slow gateway cannot hold a run. */
export const STATUS_QUERY_TIMEOUT_MS = 15_000;

/** Attempts the reconciler asks about in one run at most. */
export const RECONCILE_BATCH = 50;

/** A run starts no new check after this long (the job queue expires a run after a minute at least). */
export const RECONCILE_BUDGET_MS = 45_000;

/** What a new try of an order may do after the gateway was asked about the order's open attempts. */
export type NewTryVerdict = 'ok' | 'paid' | 'awaiting-bank';

const minutesSince = (from: Date | string, now: Date) => (now.getTime() - new Date(from).getTime()) / 60_000;

/** Where a gateway's return lands: the result screen of the purpose (docs/decisions/payments.md). */
export function resultPath(purpose: 'registration' | 'donation', txnId: string): string {
  return purpose === 'donation' ? `${PATHS.paymentCheck}?txn_id=${encodeURIComponent(txnId)}` : PATHS.payment(encodeURIComponent(txnId));
}

export function createPaymentsService(deps: AppDeps, { messages, targets }: { messages: MessagesService; targets: PaymentTargets }, opts: PaymentsOptions = {}) {
  const { db, config } = deps;
  const gateways = new Map<string, Gateway>();

  /** The provider of an account: the FCRA account's is FCRA_PAYMENT_PROVIDER ('' = none configured). */
  const providerOf = (account: MerchantAccount): PaymentProviderName | '' =>
    account === 'fcra' ? config.FCRA_PAYMENT_PROVIDER : (opts.provider ?? config.PAYMENT_PROVIDER);

  /**
   * A gateway adapter of one merchant account: the FCRA account's adapters read its FCRA_*
   * credentials and return to its own addresses, so neither account's secret verifies the other's.
   */
  function gateway(name: PaymentProviderName = opts.provider ?? config.PAYMENT_PROVIDER, account: MerchantAccount = 'domestic'): Gateway {
    const key = `${account}:${name}`;
    let g = gateways.get(key);
    if (!g) {
      // Looked up at call time, so a test can stand in for the network with vi.stubGlobal('fetch').
      const fetchFn: FetchFn = opts.fetch ?? ((url, init) => globalThis.fetch(url, init));
      const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
      const c = accountConfig(config, account);
      g =
        name === 'worldline'
          ? createWorldline(c, fetchFn, base, account)
          : name === 'ccavenue'
            ? createCcavenue(c, fetchFn, base, account)
            : createSandbox(c, db, account === 'fcra' ? fcraMerchant(config.FOUNDATION_NAME) : config.FOUNDATION_NAME, account);
      gateways.set(key, g);
    }
    return g;
  }
  const gatewayOf = (attempt: { provider: string; account?: MerchantAccount }) =>
    gateway(attempt.provider as PaymentProviderName, attempt.account ?? 'domestic');

  /** Asks the attempt's own gateway; undefined when it cannot be reached in time (asked again later). */
  async function askGateway(attempt: repo.AttemptRow): Promise<GatewayReport | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), STATUS_QUERY_TIMEOUT_MS);
    });
    try {
      return await Promise.race([gatewayOf(attempt).queryStatus(attempt), timeout]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Records an outcome in one transaction with the order and the attempt locked: a repeat is a
   * no-op, a success is never moved backwards, each change writes a payment_events row, and the
   * order's own module applies it (payments/targets.ts). `checking` says whether the reconciler
   * should go on asking about the attempt (see repo.AttemptChange).
   */
  async function settle(
    order: AttemptOrder,
    outcome: Outcome,
    source: string,
    now: Date,
    checking: repo.AttemptChange['checking'] = outcome.status === 'pending' ? 'open' : 'final',
  ): Promise<boolean> {
    if (outcome.status === 'unknown') return false;
    return db.tx((q) => settleIn(q, order, outcome, source, now, checking));
  }

  /** settle() inside the caller's transaction (an offline payment records its audit row in the same one). */
  async function settleIn(
    q: Queryable,
    order: AttemptOrder,
    outcome: Outcome,
    source: string,
    now: Date,
    checking: repo.AttemptChange['checking'],
  ): Promise<boolean> {
    const to = outcome.status;
    if (to === 'unknown') return false;
    {
      // Which order the attempt pays never changes: the caller's copy of the attempt tells it.
      const { target, id: targetId } = targetOf(targets, order);
      // Locks in one order everywhere (the order, then the attempt), as event/register and
      // advance/pay do, so a callback and a new try of the same order cannot deadlock.
      await target.lock(q, targetId);
      const attempt = await repo.lockAttempt(q, order.id);
      if (!attempt || !canMove(attempt.status, to)) return false;
      const ref = outcome.providerTxnId;
      if (ref && (await repo.providerRefTaken(q, attempt.provider, ref, attempt.id))) {
        throw conflict('payment_invalid_response', PAYMENT_MESSAGES.invalidResponse);
      }
      // The gateway's time of the transaction; only when it gave none, the time we heard of it.
      const paidAt = outcome.paidAt ?? now;
      let message = outcome.message || defaultMessage(to);
      // Whether the payer hears of this outcome: not of a payment that only duplicated another, nor
      // of a failed try another open try supersedes.
      let tellPayer = to === 'pending';
      if (to === 'success') {
        const amountMinor = Number(attempt.amount_minor);
        const currency = attempt.currency.trim();
        const { excessMinor } = await target.onPaid(q, { targetId, attemptId: attempt.id, amountMinor, currency, paidAt });
        if (excessMinor > 0) {
          await repo.insertOverpayment(q, {
            attemptId: attempt.id, registrationId: attempt.registration_id, donationId: attempt.donation_id, amountMinor: excessMinor, currency,
          });
          await target.onOverpaid(q, targetId, excessMinor);
          message = PAYMENT_MESSAGES.duplicate;
        }
        tellPayer = excessMinor < amountMinor;
      } else if ((to === 'failed' || to === 'aborted') && !(await repo.otherOpenAttempt(q, attempt))) {
        // Another try of the same order still open decides the order's state, not this one.
        await target.onFailed(q, targetId, to);
        tellPayer = true;
      }
      await repo.updateAttempt(q, attempt.id, {
        status: to,
        providerTxnId: ref,
        providerStatus: outcome.providerStatus,
        statusMessage: message,
        rawResponse: outcome.raw,
        paidAt,
        checking,
        now,
      });
      await repo.insertPaymentEvent(q, { attemptId: attempt.id, from: attempt.status, to, source, payload: outcome.raw });
      // Queued with the outcome, in its transaction; each message's key makes it once per attempt.
      if (tellPayer) await messages.queueMessages(q, paymentOutcomeMessages(attempt, to));
      return true;
    }
  }

  /** Closes an attempt on our side without a final answer; the reconciler still asks for 48 hours. */
  const closeByUs = (attempt: repo.AttemptRow, outcome: Outcome, source: string, now: Date) =>
    settle(attempt, { ...outcome, status: 'aborted', message: PAYMENT_MESSAGES.notCompleted }, source, now, 'closed-by-us');

  const pendingExpired = (attempt: repo.AttemptRow, providerStatus: string, now: Date) =>
    minutesSince(attempt.created_at, now) > gatewayOf(attempt).pendingExpiryMinutes(providerStatus);

  /**
   * Asks the gateway about an attempt and records the answer (reconciler, result page, a new try).
   * An open attempt: the gateway's outcome is recorded; a checkout with no outcome after an hour,
   * or one pending past its gateway's expiry, is closed on our side. An attempt we closed
   * ourselves: only a late success changes it (money received); a final failure ends the checks.
   */
  async function reconcile(attempt: repo.AttemptRow, source: string, now: Date, force = false): Promise<boolean> {
    const open = attempt.status === 'created' || attempt.status === 'pending';
    // Staff asking by hand (force) may ask about any unpaid attempt, even one whose checks had ended.
    const closedByUs = !open && attempt.status !== 'success' && (attempt.next_check_at !== null || force);
    if (!open && !closedByUs) return false;
    const report = await askGateway(attempt);
    const outcome = decideOutcome(attempt, undefined, report);
    if (closedByUs) {
      if (outcome.status === 'success') await settle(attempt, outcome, `${source}:late`, now);
      else if (outcome.status === 'failed' || outcome.status === 'aborted') await repo.stopChecking(db, attempt.id);
      return !!report;
    }
    const abandoned = outcome.status === 'unknown' && attempt.status === 'created' && !!report && minutesSince(attempt.created_at, now) > ABANDON_AFTER_MINUTES;
    if (abandoned || (outcome.status === 'pending' && pendingExpired(attempt, outcome.providerStatus, now))) {
      await closeByUs(attempt, outcome, `${source}:expired`, now);
      return !!report;
    }
    await settle(attempt, outcome, source, now);
    return !!report;
  }

  return {
    gateway,
    /** Whether a second merchant account for the FCRA bank account is configured. */
    fcraAccount: () => !!config.FCRA_PAYMENT_PROVIDER,

    /**
     * Creates the payment attempt row (status 'created', unique non-guessable txn id) and returns
     * what the browser needs to open the gateway's checkout. Call inside or outside a transaction (q).
     */
    async startPayment(q: Queryable, input: StartPaymentInput, now = new Date()): Promise<CheckoutData> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw badRequest('invalid_amount', 'amount: Please enter Valid Number');
      if (!/^[A-Z]{3}$/.test(input.currency.trim())) throw badRequest('invalid_currency', 'currency: Please enter Valid Number');
      const account = input.account ?? 'domestic';
      const provider = providerOf(account);
      // No FCRA account configured: a foreign contribution is never sent to the domestic one.
      if (!provider) throw refused('payment_not_configured', PAYMENT_MESSAGES.notConfigured, 503);
      const g = gateway(provider, account);
      if (g.missingSettings().length) throw refused('payment_not_configured', PAYMENT_MESSAGES.notConfigured, 503);
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
        account,
        amountMinor: input.amountMinor,
        currency: attempt.currency,
        rawRequest: { amount_minor: input.amountMinor, currency: attempt.currency, kind: input.kind, account },
        now,
      });
      return g.checkout(q, attempt);
    },

    /**
     * A verified callback from a gateway (`report` already checked by its adapter): finds the
     * attempt by our txn id, confirms with the status query, records the outcome once.
     * Returns the attempt's purpose and txn id, for the redirect to the result screen.
     */
    async confirm(provider: PaymentProviderName, report: GatewayReport, source: string, now = new Date(), account: MerchantAccount = 'domestic') {
      const attempt = await repo.findAttemptByTxn(db, report.txnId);
      if (!attempt) throw notFound('payment_not_found', PAYMENT_MESSAGES.notFound);
      // Verified with one account's secret: it speaks for that account's attempts only.
      if (attempt.provider !== provider || attempt.account !== account) throw badRequest('payment_invalid_response', PAYMENT_MESSAGES.invalidResponse);
      // A success is final: a repeated or late callback changes nothing and asks nobody.
      if (attempt.status !== 'success') {
        const status = await askGateway(attempt);
        await settle(attempt, decideOutcome(attempt, report, status), source, now);
      }
      return { purpose: attempt.purpose, txnId: attempt.txn_id, userId: attempt.user_id };
    },

    /** Asks the gateway again about an attempt (the payer's page came back without an answer). */
    async refresh(txnId: string, source: string, now = new Date()): Promise<void> {
      const attempt = await repo.findAttemptByTxn(db, txnId);
      if (attempt) await reconcile(attempt, source, now);
    },

    /** GET payment/result/{txn}: the caller's own attempt only; one not settled yet is asked about first. */
    async result(userId: number, txnId: string, now = new Date()): Promise<PaymentResult> {
      let attempt = await repo.findAttemptByTxn(db, txnId);
      if (!attempt || attempt.user_id !== userId) throw notFound('payment_not_found', PAYMENT_MESSAGES.notFound);
      if (attempt.status !== 'success' && attempt.next_check_at !== null) {
        await reconcile(attempt, 'result', now);
        attempt = (await repo.findAttemptByTxn(db, txnId))!;
      }
      const { target, id } = targetOf(targets, attempt);
      const extras = await target.describe(db, id);
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
        regid: attempt.status === 'success' ? (extras.reg_number ?? '') : '',
        regevent_id: attempt.registration_id ?? 0,
        receipt_number: extras.receipt_number ?? '',
      };
    },

    /**
     * The periodic job: asks the gateways about the attempts due for a check, at most `limit`, the
     * least recently checked first. One attempt's fault does not stop the others; the faults are
     * reported together at the end (the job runner logs them).
     */
    async reconcileDue(now = new Date(), limit = RECONCILE_BATCH, budgetMs = RECONCILE_BUDGET_MS): Promise<number> {
      const due = await repo.dueForReconcile(db, now, limit);
      const faults: unknown[] = [];
      const started = performance.now();
      let checked = 0;
      for (const attempt of due) {
        // Slow gateways cannot stretch a run past the job queue's expiry: the rest come first next run.
        if (performance.now() - started >= budgetMs) break;
        checked += 1;
        try {
          await reconcile(attempt, 'reconcile', now);
        } catch (err) {
          faults.push(err);
        }
        await repo.markChecked(db, attempt.id, now);
      }
      if (faults.length) throw new AggregateError(faults, `${faults.length} payment attempt(s) could not be reconciled`);
      return checked;
    },

    /**
     * Before a new try of a registration (outside any transaction: the gateways are asked over
     * the network): asks the gateway about each open attempt and records its answer. 'paid' when
     * one turned out paid (no new checkout), 'awaiting-bank' when one is pending at the bank.
     */
    async settleOpenAttempts(registrationId: number, now = new Date()): Promise<NewTryVerdict> {
      const open = await repo.openAttemptsOf(db, registrationId);
      for (const attempt of open) await reconcile(attempt, 'new-try', now);
      const after = await Promise.all(open.map((a) => repo.findAttemptById(db, a.id)));
      if (after.some((a) => a?.status === 'success')) return 'paid';
      if (after.some((a) => a?.status === 'pending')) return 'awaiting-bank';
      return 'ok';
    },

    /**
     * In the new try's transaction (the registration locked): closes the open attempts that
     * settleOpenAttempts found without an outcome. They stay in the reconciler's reach for 48
     * hours, so a late success is still recorded.
     */
    async supersedeOpenAttempts(q: Queryable, registrationId: number, now = new Date()): Promise<'ok' | 'awaiting-bank'> {
      const open = await repo.lockOpenAttemptsOf(q, registrationId);
      if (open.some((a) => a.status === 'pending')) return 'awaiting-bank';
      for (const a of open) {
        await repo.updateAttempt(q, a.id, {
          status: 'aborted', providerStatus: a.provider_status, statusMessage: PAYMENT_MESSAGES.notCompleted, rawResponse: {}, checking: 'closed-by-us', now,
        });
        await repo.insertPaymentEvent(q, { attemptId: a.id, from: a.status, to: 'aborted', source: 'superseded', payload: {} });
      }
      return 'ok';
    },

    /**
     * Money received outside the site (cash, cheque, bank transfer, UPI), recorded by staff inside
     * their transaction (the order already locked): an attempt of provider 'offline' settles as
     * success through the same path as a gateway's answer, so the order's module applies it and
     * the same messages and documents follow. Returns the attempt id.
     */
    async recordOfflinePayment(q: Queryable, input: OfflinePaymentInput, now = new Date()): Promise<number> {
      const attempt = await repo.insertAttempt(q, {
        txnId: `O${randomBytes(12).toString('hex')}`,
        userId: input.userId,
        purpose: input.purpose,
        registrationId: input.registrationId ?? null,
        donationId: input.donationId ?? null,
        kind: input.kind,
        provider: OFFLINE_PROVIDER,
        amountMinor: input.amountMinor,
        currency: input.currency,
        rawRequest: { amount_minor: input.amountMinor, currency: input.currency, kind: input.kind, staff_id: input.staffId },
        now,
      });
      const recorded = { method: input.method, reference: input.reference, paid_on: input.paidAt.toISOString(), staff_id: input.staffId };
      await settleIn(
        q,
        attempt!,
        { status: 'success', providerStatus: input.method, message: defaultMessage('success'), raw: recorded, paidAt: input.paidAt },
        `staff:${input.staffId}`,
        now,
        'final',
      );
      return attempt!.id;
    },

    /**
     * "Check with the gateway now" (back office): the reconciler's own step for one attempt, asked
     * at once. Refused for an offline payment (no gateway) and a confirmed one (nothing to learn).
     * Returns whether the gateway answered; the answer is recorded as the reconciler records it.
     */
    async recheck(attemptId: number, source: string, now = new Date()): Promise<{ before: repo.AttemptRow; answered: boolean }> {
      const attempt = await repo.findAttemptById(db, attemptId);
      if (!attempt) throw notFound('admin_payment_not_found', MESSAGES.adminPaymentNotFound);
      if (attempt.provider === OFFLINE_PROVIDER) throw refused('admin_recheck_offline', MESSAGES.adminRecheckOffline);
      if (attempt.status === 'success') throw refused('admin_recheck_paid', MESSAGES.adminRecheckPaid);
      const answered = await reconcile(attempt, source, now, true);
      await repo.markChecked(db, attempt.id, now);
      return { before: attempt, answered };
    },

    /** Every attempt of a registration with its state changes, newest first (the back office's detail). */
    attemptsOfRegistration: (q: Queryable, registrationId: number) => repo.attemptsWithEvents(q, registrationId),

    /** Refunds due (payments beyond what an order owed), newest first, for the back office. */
    overpayments: (limit = 100, offset = 0) => repo.listOverpayments(db, limit, offset),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export { TamperedResponse };
