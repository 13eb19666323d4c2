import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@portal/contract/payments';
import type { GatewayReport } from './gateways/gateway.ts';
import { canMove, decideOutcome } from './state.ts';

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
