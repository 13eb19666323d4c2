import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import type { GatewayReport } from './gateways/gateway.ts';
import { canMove, decideOutcome, registrationAfterFailure, registrationAfterPayment, registrationNumber } from './state.ts';

const attempt = { amount_minor: 135000, currency: 'INR' };
const report = (status: GatewayReport['status'], amountMinor = 135000, currency = 'INR'): GatewayReport => ({
  txnId: 'T1', status, amountMinor, currency, providerStatus: status, message: '', raw: {},
});

describe('attempt state machine', () => {
  it('moves created → pending → success | failed | aborted, never a success backwards', () => {
    expect(canMove('created', 'pending')).toBe(true);
    expect(canMove('created', 'success')).toBe(true);
    expect(canMove('pending', 'failed')).toBe(true);
    expect(canMove('pending', 'pending')).toBe(false);
    expect(canMove('success', 'failed')).toBe(false);
    expect(canMove('success', 'aborted')).toBe(false);
    expect(canMove('success', 'success')).toBe(false);
    expect(canMove('pending', 'created')).toBe(false);
    // A late confirmation that the money was taken is still recorded.
    expect(canMove('failed', 'success')).toBe(true);
    expect(canMove('aborted', 'success')).toBe(true);
    expect(canMove('failed', 'aborted')).toBe(false);
  });

  it('marks paid only when the status query says paid for the same amount and currency', () => {
    expect(decideOutcome(attempt, report('success'), report('success')).status).toBe('success');
    expect(decideOutcome(attempt, report('success'), undefined).status).toBe('pending');
    expect(decideOutcome(attempt, report('success'), report('unknown')).status).toBe('pending');
    expect(decideOutcome(attempt, report('success'), report('failed')).status).toBe('failed');
    expect(decideOutcome(attempt, undefined, report('success')).status).toBe('success');
    expect(decideOutcome(attempt, undefined, report('unknown')).status).toBe('unknown');
  });

  it('turns a success for another amount or currency into a failure with the mismatch message', () => {
    const wrongAmount = decideOutcome(attempt, report('success', 100), report('success'));
    expect(wrongAmount).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.mismatch });
    expect(decideOutcome(attempt, report('success'), report('success', 135000, 'USD'))).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.mismatch });
  });

  it('keeps a verified failure or cancellation when the status query has no outcome', () => {
    expect(decideOutcome(attempt, report('aborted'), report('unknown')).status).toBe('aborted');
    expect(decideOutcome(attempt, report('failed'), undefined).status).toBe('failed');
    // ...but the gateway's own later word wins.
    expect(decideOutcome(attempt, report('failed'), report('success')).status).toBe('success');
  });
});

describe('registration after a payment', () => {
  it('is paid in full at the total, part-paid below it, and flags a payment beyond a full one', () => {
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 0 }, 1000)).toEqual({ paidMinor: 1000, status: 'success', overpaid: false });
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 0 }, 300)).toEqual({ paidMinor: 300, status: 'partialpay', overpaid: false });
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 300 }, 700)).toEqual({ paidMinor: 1000, status: 'success', overpaid: false });
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 1000 }, 1000).overpaid).toBe(true);
  });

  it('fails or is cancelled only while nothing was paid', () => {
    expect(registrationAfterFailure({ status: 'pending', paid_minor: 0 }, 'failed')).toBe('failed');
    expect(registrationAfterFailure({ status: 'pending', paid_minor: 0 }, 'aborted')).toBe('cancelled');
    expect(registrationAfterFailure({ status: 'partialpay', paid_minor: 300 }, 'failed')).toBe('partialpay');
    expect(registrationAfterFailure({ status: 'success', paid_minor: 1000 }, 'aborted')).toBe('success');
  });

  it('numbers a registration by the year of its first payment in India', () => {
    expect(registrationNumber(42, new Date('2026-12-31T19:00:00Z'))).toBe('MFR-2027-000042');
    expect(registrationNumber(7, new Date('2026-06-01T00:00:00Z'))).toBe('MFR-2026-000007');
  });
});
