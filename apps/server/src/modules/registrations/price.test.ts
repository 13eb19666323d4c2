import { describe, expect, it } from 'vitest';
import { computePrice, priceEstimate, type PricedEvent } from './price.ts';

const event = (o: Partial<PricedEvent> = {}): PricedEvent => ({
  currency: 'INR', price_minor: 1_500_000, discount_percent: 0, early_bird_minor: 0, early_bird_until: null, advance_minor: 0, ...o,
});

describe('computePrice', () => {
  it('takes the discount percent off the price', () => {
    const p = computePrice(event({ discount_percent: 10, advance_minor: 500_000 }), '2026-01-01');
    expect(p).toEqual({ currency: 'INR', priceMinor: 1_500_000, discountPercent: 10, discountMinor: 150_000, earlyMinor: 0, advanceMinor: 500_000, totalMinor: 1_350_000 });
  });

  it('rounds the discount half up to the paisa, exactly', () => {
    // 12.5% of 999 paise = 124.875 → 125; 2.5% of 10 paise = 0.25 → 0; 0.5% of 100 = 0.5 → 1.
    expect(computePrice(event({ price_minor: 999, discount_percent: 12.5 }), '2026-01-01').discountMinor).toBe(125);
    expect(computePrice(event({ price_minor: 10, discount_percent: 2.5 }), '2026-01-01').discountMinor).toBe(0);
    expect(computePrice(event({ price_minor: 100, discount_percent: 0.5 }), '2026-01-01').discountMinor).toBe(1);
    // 33.33% of Rs 1,00,00,000 stays exact in integers.
    expect(computePrice(event({ price_minor: 1_000_000_000, discount_percent: 33.33 }), '2026-01-01').discountMinor).toBe(333_300_000);
  });

  it('applies the early-bird amount up to and including its last day, after the discount', () => {
    const e = event({ discount_percent: 10, early_bird_minor: 100_000, early_bird_until: '2026-03-31' });
    expect(computePrice(e, '2026-03-31')).toMatchObject({ earlyMinor: 100_000, totalMinor: 1_250_000 });
    expect(computePrice(e, '2026-04-01')).toMatchObject({ earlyMinor: 0, totalMinor: 1_350_000 });
    expect(computePrice(event({ early_bird_minor: 100_000, early_bird_until: null }), '2026-01-01').earlyMinor).toBe(0);
  });

  it('never goes below zero', () => {
    const p = computePrice(event({ price_minor: 1000, discount_percent: 50, early_bird_minor: 5000, early_bird_until: '2099-01-01' }), '2026-01-01');
    expect(p).toMatchObject({ discountMinor: 500, earlyMinor: 500, totalMinor: 0, advanceMinor: 0 });
    expect(computePrice(event({ discount_percent: 100 }), '2026-01-01').totalMinor).toBe(0);
  });

  it('offers an advance only when it is above zero and below the total', () => {
    expect(computePrice(event({ advance_minor: 1_500_000 }), '2026-01-01').advanceMinor).toBe(0);
    expect(computePrice(event({ advance_minor: 1_499_999 }), '2026-01-01').advanceMinor).toBe(1_499_999);
    expect(computePrice(event({ advance_minor: 0 }), '2026-01-01').advanceMinor).toBe(0);
  });

  it('shows major units in the API (rupees, 2 decimals exact) with the payment link', () => {
    const p = computePrice(event({ price_minor: 500_050, discount_percent: 10, advance_minor: 100_000 }), '2026-01-01');
    expect(priceEstimate(p, 'https://pay.example.org/x')).toEqual({
      event_price: 5000.5, currency: 'INR', discount: 10, discount_value: 500.05, early_value: 0, advance: 1000, total: 4500.45, asks_pan: false,
      payment_link: 'https://pay.example.org/x',
    });
  });
});
