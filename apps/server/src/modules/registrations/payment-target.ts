import { refundDueHooks, type PaymentTarget } from '../payments/index.ts';
import type { SeatsService } from '../seats/index.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';
import { recordIssuedIdentity } from '../documents/index.ts';

/**
 * The registrations module's side of a payment (payments/targets.ts): a confirmed payment adds
 * to what was paid, gives the registration its number and its state; a payment beyond the total
 * is a refund due, recorded on the registration and shown to the devotee.
 */

/** A registration after a confirmed payment: paid in full → success, part of it → partialpay. */
export function registrationAfterPayment(reg: { total_minor: number; paid_minor: number }, amountMinor: number) {
  const total = Number(reg.total_minor);
  const received = Number(reg.paid_minor) + amountMinor;
  const paidMinor = Math.min(total, received);
  return { paidMinor, status: paidMinor >= total ? 'success' : 'partialpay', excessMinor: received - paidMinor };
}

/**
 * A registration after a failed or cancelled try: unchanged once anything was paid (the advance
 * stands), otherwise failed or cancelled.
 */
export function registrationAfterFailure(reg: { status: string; paid_minor: number }, attemptStatus: 'failed' | 'aborted'): string {
  if (Number(reg.paid_minor) > 0 || !['pending', 'failed', 'cancelled'].includes(reg.status)) return reg.status;
  return attemptStatus === 'failed' ? 'failed' : 'cancelled';
}

/** Registration numbers: 'MFR-2026-000042' (year of the first payment in India, then the id). */
export function registrationNumber(registrationId: number, paidAt: Date): string {
  const year = new Date(paidAt.getTime() + 330 * 60_000).getUTCFullYear();
  return `MFR-${year}-${String(registrationId).padStart(6, '0')}`;
}

/**
 * The seat follows the money (docs/decisions/seats.md): a confirmed payment keeps the held seat
 * (a late one takes a free seat or is marked over capacity); a try that leaves the registration
 * unpaid (failed, or closed without payment) releases it for the next person in line.
 */
export function createRegistrationPaymentTarget(seats: SeatsService): PaymentTarget {
  // The row `lock` read, taken by the outcome's hook in the same transaction: the payment locks
  // the registration first and changes nothing of it before the hook, and the lock keeps everyone
  // else out, so reading it again would only cost a round trip (two a festival confirmation).
  const lockedIn = new WeakMap<Queryable, repo.RegistrationMoney>();
  const lockedRow = async (q: Queryable, id: number) => {
    const row = lockedIn.get(q);
    lockedIn.delete(q);
    return row?.id === id ? row : repo.lockMoney(q, id);
  };
  return {
    async lock(q, id) {
      const row = await repo.lockMoney(q, id);
      if (row) lockedIn.set(q, row);
    },

    async onPaid(q, p) {
      const reg = await lockedRow(q, p.targetId);
      if (!reg) return { excessMinor: 0 };
      // Staff cancelled it: the place is gone, so money arriving now is owed back in full.
      if (reg.staff_cancelled) return { excessMinor: p.amountMinor };
      const next = registrationAfterPayment(reg, p.amountMinor);
      // The first confirmed payment (full or advance) gives the number; later ones keep it.
      await repo.updateMoney(q, reg.id, next.status, next.paidMinor, registrationNumber(reg.id, p.paidAt));
      // Its invoice is issued now: it keeps the foundation's identity of this moment.
      if (!reg.reg_number) await recordIssuedIdentity(q, 'registration_invoice', reg.id);
      await seats.keep(q, { eventId: reg.event_id, registrationId: reg.id });
      return { excessMinor: next.excessMinor };
    },

    ...refundDueHooks({ add: repo.addRefundDue, read: repo.refundDueOf, reduce: repo.reduceRefundDue }),

    async onFailed(q, id, status) {
      const reg = await lockedRow(q, id);
      if (!reg || reg.staff_cancelled) return;
      const next = registrationAfterFailure(reg, status);
      if (next !== reg.status) await repo.setStatus(q, reg.id, next);
      if (next === 'failed' || next === 'cancelled') await seats.release(q, { eventId: reg.event_id, registrationId: reg.id });
    },

    async describe(q, id) {
      const reg = await repo.findMoney(q, id);
      return { reg_number: reg?.reg_number ?? null, receipt_number: null };
    },
  };
}
