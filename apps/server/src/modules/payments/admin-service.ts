import type { AdminPayment, AdminPaymentListQuery, RefundBody, RefundDue, RefundRow } from '@portal/contract/admin-payments';
import { MESSAGES } from '@portal/contract/messages';
import { todayIso } from '@portal/contract/fields';
import { toMajor, toMinor } from '@portal/contract/payments';
import type { AdminListQuery } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { fieldError, notFound, refused } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import * as repo from './repository.ts';
import type { PaymentsService } from './service.ts';
import { targetOf, type PaymentTargets } from './targets.ts';

/**
 * The back office's money: the payments list, "check with the gateway now" and the
 * refunds. Refund rows belong to payments (they are against a payment); the order's refund due is
 * lowered by its own module through its PaymentTarget, in the same transaction, with the audit row.
 */
const ENTITY = 'payments';

/**
 * What a row is for, as staff read it: the event's name, or for a donation the fund's name as it
 * was when the gift was made (the repository reads it).
 */
const titleOf = (r: { purpose: string; title: string }) => r.title;

/** An attempt as the list shows it; `refundable` is what is left of it, at most the order's refund due. */
export function paymentView(r: repo.AdminPaymentRow): AdminPayment {
  const major = (minor: number) => toMajor(Number(minor), r.currency);
  const left = Number(r.amount_minor) - Number(r.refunded_minor);
  const refundable = r.status === 'success' ? Math.max(0, Math.min(left, Number(r.order_refund_due_minor))) : 0;
  return {
    id: r.id,
    txn_id: r.txn_id,
    provider: r.provider,
    provider_txn_id: r.provider_txn_id,
    provider_status: r.provider_status,
    status: r.status,
    status_message: r.status_message,
    purpose: r.purpose,
    kind: r.kind,
    registration_id: r.registration_id,
    donation_id: r.donation_id,
    title: titleOf(r),
    name: r.name,
    mobile: r.mobile,
    amount: major(r.amount_minor),
    currency: r.currency,
    refunded: major(r.refunded_minor),
    refundable: major(refundable),
    created_at: r.created_at,
    paid_at: r.paid_at,
    last_checked_at: r.last_checked_at,
    checking: r.checking,
  };
}

const refundView = ({ amount_minor, ...r }: repo.RefundListRow): RefundRow => ({
  ...r,
  title: titleOf(r),
  method: r.method as RefundRow['method'],
  amount: toMajor(Number(amount_minor), r.currency),
});

const dueView = ({ refund_due_minor, ...r }: repo.RefundDueRow): RefundDue => ({ ...r, title: titleOf(r), refund_due: toMajor(Number(refund_due_minor), r.currency) });

export function createAdminPaymentsService(deps: AppDeps, { payments, messages, targets }: { payments: PaymentsService; messages: MessagesService; targets: PaymentTargets }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  async function view(id: number) {
    const row = await repo.findAdminPayment(db, id);
    if (!row) throw notFound('admin_payment_not_found', MESSAGES.adminPaymentNotFound);
    return paymentView(row);
  }

  return {
    async list(f: AdminPaymentListQuery, order: [repo.PaymentSort, 'ASC' | 'DESC']) {
      const { rows, total, byStatus, receivedMinor } = await repo.listAdminPayments(db, f, order, Number(f.page), Number(f.per_page));
      return { data: rows.map(paymentView), total, summary: { by_status: byStatus, received: toMajor(receivedMinor) } };
    },

    /** One batch of the payments export (id order after `afterId`), with the list's filters. */
    exportBatch: async (f: repo.AdminPaymentFilter, afterId: number, size: number, q: Queryable = db) => (await repo.adminPaymentBatch(q, f, afterId, size)).map(paymentView),
    /** The ids of the attempts the list's filters match, at most `limit` (a message to the payers of "all matching"). */
    matchingIds: (f: repo.AdminPaymentFilter, limit: number) => repo.adminPaymentIds(db, f, limit),
    /** One batch of the refunds export. */
    refundBatch: async (f: repo.RefundFilter, afterId: number, size: number, q: Queryable = db) => (await repo.refundBatch(q, f, afterId, size)).map(refundView),

    /** Asks the attempt's gateway now and records its answer as the reconciler would; audited. */
    async recheck(staffId: number, id: number) {
      const now = clock.now();
      const { before, answered } = await payments.recheck(id, `staff:${staffId}`, now);
      const after = await view(id);
      await db.tx((q) =>
        recordAudit(q, {
          staffId,
          action: 'recheck',
          entity: ENTITY,
          entityId: id,
          before: { status: before.status, provider_status: before.provider_status },
          after: { status: after.status, provider_status: after.provider_status, answered },
        }),
      );
      return { message: answered ? MESSAGES.adminRechecked : MESSAGES.adminRecheckNoAnswer, data: after };
    },

    /**
     * A refund paid out against a paid attempt: never more than what is left of the attempt, nor
     * more than the order still owes back (a forfeit owes nothing). The order's module lowers its
     * refund due; the refund row, that change and the audit row commit together.
     */
    async refund(staffId: number, id: number, body: RefundBody) {
      if (body.refunded_on > todayIso(clock.now())) throw fieldError('admin_refund_date_future', 'refunded_on', MESSAGES.adminRefundDateFuture);
      const refundId = await db.tx(async (q) => {
        const found = await repo.findAttemptById(q, id);
        if (!found) throw notFound('admin_payment_not_found', MESSAGES.adminPaymentNotFound);
        const { target, id: orderId } = targetOf(targets, found);
        // The order, then the attempt: the same lock order as a payment's confirmation.
        await target.lock(q, orderId);
        const attempt = (await repo.lockAttempt(q, id))!;
        if (attempt.status !== 'success') throw refused('admin_refund_not_paid', MESSAGES.adminRefundNotPaid);
        const amountMinor = toMinor(body.amount, attempt.currency);
        const refunded = await repo.refundedOf(q, id);
        if (amountMinor > Number(attempt.amount_minor) - refunded) throw refused('admin_refund_more_than_paid', MESSAGES.adminRefundMoreThanPaid);
        const due = await target.refundDue(q, orderId);
        if (due <= 0) throw refused('admin_refund_nothing_due', MESSAGES.adminRefundNothingDue);
        if (amountMinor > due) throw refused('admin_refund_more_than_due', MESSAGES.adminRefundMoreThanDue);
        const currency = attempt.currency.trim();
        const row = await repo.insertRefund(q, {
          attemptId: id, amountMinor, currency, method: body.method, reference: body.reference, refundedOn: body.refunded_on, note: body.note, staffId, now: clock.now(),
        });
        await target.onRefunded(q, orderId, amountMinor);
        await recordAudit(q, {
          staffId,
          action: 'refund',
          entity: ENTITY,
          entityId: id,
          before: { refunded_minor: refunded, refund_due_minor: due },
          after: { refund_id: row!.id, amount_minor: amountMinor, currency, method: body.method, reference: body.reference, refunded_on: body.refunded_on, refund_due_minor: due - amountMinor },
        });
        // The payer is told the money went back (queued with the refund; sent by the delivery job).
        await messages.queueMessage(q, { kind: 'refund-recorded', userId: attempt.user_id, subject: `refund:${row!.id}`, refundId: row!.id });
        return row!.id;
      });
      return refundView((await repo.findRefund(db, refundId))!);
    },

    /** Refunds recorded (newest first) and every order still owing one, with the INR totals. */
    async refunds(f: AdminListQuery & { from: string; to: string }) {
      const { rows, total, refundedMinor } = await repo.listRefunds(db, f, Number(f.page), Number(f.per_page));
      const due = await repo.listRefundsDue(db);
      const dueMinor = await repo.refundDueTotal(db);
      return { data: rows.map(refundView), total, due: due.map(dueView), totals: { due: toMajor(dueMinor), refunded: toMajor(refundedMinor) } };
    },
  };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
