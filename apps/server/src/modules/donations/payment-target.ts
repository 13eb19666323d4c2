import { refundDueHooks, type PaymentTarget } from '../payments/index.ts';
import { assignReceiptNumber } from './receipt-number.ts';
import * as repo from './repository.ts';

/**
 * The donations module's side of a payment (payments/targets.ts). A confirmed payment marks the
 * donation paid at the gateway's time of the transaction and gives it its 80G receipt number in
 * that time's financial year; a second payment of a donation already paid is a refund due.
 */
export const donationPaymentTarget: PaymentTarget = {
  async lock(q, id) {
    await repo.lockDonation(q, id);
  },

  async onPaid(q, p) {
    const donation = await repo.lockDonation(q, p.targetId);
    if (!donation) return { excessMinor: 0 };
    if (donation.status === 'success') return { excessMinor: p.amountMinor };
    await repo.markDonationPaid(q, p.targetId, p.paidAt);
    await assignReceiptNumber(q, p.targetId, p.paidAt);
    return { excessMinor: 0 };
  },

  ...refundDueHooks({ add: repo.addDonationRefundDue, read: repo.donationRefundDue, reduce: repo.reduceDonationRefundDue }),

  async onFailed(q, id, status) {
    await repo.markDonationUnpaid(q, id, status === 'failed' ? 'failed' : 'cancelled');
  },

  async describe(q, id) {
    return { reg_number: null, receipt_number: await repo.findReceiptNumber(q, id) };
  },
};
