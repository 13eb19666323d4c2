import { describe, expect, it } from 'vitest';
import { registrationAfterFailure, registrationAfterPayment, registrationNumber } from './payment-target.ts';

describe('registration after a payment', () => {
  it('is paid in full at the total, part-paid below it, and counts a payment beyond the total as a refund due', () => {
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 0 }, 1000)).toEqual({ paidMinor: 1000, status: 'success', excessMinor: 0 });
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 0 }, 300)).toEqual({ paidMinor: 300, status: 'partialpay', excessMinor: 0 });
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 300 }, 700)).toEqual({ paidMinor: 1000, status: 'success', excessMinor: 0 });
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 1000 }, 1000)).toEqual({ paidMinor: 1000, status: 'success', excessMinor: 1000 });
    // An advance paid late after the full amount: only the advance is extra.
    expect(registrationAfterPayment({ total_minor: 1000, paid_minor: 800 }, 1000)).toEqual({ paidMinor: 1000, status: 'success', excessMinor: 800 });
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
