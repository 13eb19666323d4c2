import { toMajor } from '@portal/contract/payments';
import type { PriceEstimate } from '@portal/contract/registrations';

/**
 * The price of an event, in integer minor units, computed on the server from the event row. One
 * pure function, so the price shown, the price frozen on the registration and the amount sent to
 * the gateway cannot drift apart.
 *
 * Rules (docs/decisions/payments.md):
 * - discount = price × percent, rounded half up to the minor unit (exact: integer arithmetic on
 *   the percent in hundredths, as the database keeps it with 2 decimals);
 * - the early-bird amount is taken off after the discount while today (India) is on or before
 *   early_bird_until, and never takes the total below zero;
 * - an advance is offered only when it is more than zero and less than the total.
 */
export interface PricedEvent {
  currency: string;
  price_minor: number;
  discount_percent: number;
  early_bird_minor: number;
  early_bird_until: string | null;
  advance_minor: number;
  payment_link?: string;
}

export interface Price {
  currency: string;
  priceMinor: number;
  discountPercent: number;
  discountMinor: number;
  earlyMinor: number;
  advanceMinor: number;
  totalMinor: number;
  /** A discount code applied: its text and what it took off (after the early-bird). */
  code?: string;
  codeMinor?: number;
}

/** A discount code as the price applies it: a percent, or an amount in minor units of the event's currency. */
export interface AppliedCode {
  code: string;
  kind: 'amount' | 'percent';
  /** Percent (2 decimals) or minor units. */
  value: number;
}

/**
 * The price with a discount code taken off last, after the early-bird: a percent rounded half up to
 * the minor unit (exact, as the event's discount), an amount at most the total. The advance is
 * offered again only when it stays below the new total.
 */
export function withCode(p: Price, c: AppliedCode, advanceOfEvent: number): Price {
  const off =
    c.kind === 'percent'
      ? Number((BigInt(p.totalMinor) * BigInt(Math.min(10_000, Math.max(0, Math.round(c.value * 100)))) + 5_000n) / 10_000n)
      : Math.min(p.totalMinor, Math.max(0, Math.trunc(c.value)));
  const total = p.totalMinor - off;
  const advance = Math.trunc(Number(advanceOfEvent));
  return { ...p, code: c.code, codeMinor: off, totalMinor: total, advanceMinor: advance > 0 && advance < total ? advance : 0 };
}

export function computePrice(e: PricedEvent, todayIso: string): Price {
  const price = Math.max(0, Math.trunc(Number(e.price_minor)));
  const hundredths = BigInt(Math.min(10_000, Math.max(0, Math.round(Number(e.discount_percent) * 100))));
  const discount = Number((BigInt(price) * hundredths + 5_000n) / 10_000n);
  const afterDiscount = price - discount;
  const earlyOpen = !!e.early_bird_until && todayIso <= e.early_bird_until;
  const early = earlyOpen ? Math.min(Math.max(0, Math.trunc(Number(e.early_bird_minor))), afterDiscount) : 0;
  const total = afterDiscount - early;
  const advance = Math.trunc(Number(e.advance_minor));
  return {
    currency: e.currency.trim(),
    priceMinor: price,
    discountPercent: Number(hundredths) / 100,
    discountMinor: discount,
    earlyMinor: early,
    advanceMinor: advance > 0 && advance < total ? advance : 0,
    totalMinor: total,
  };
}

/** The price as the API shows it: major units (rupees) with the currency's decimals. */
export function priceEstimate(p: Price, paymentLink = '', asksPan = false): PriceEstimate {
  const major = (minor: number) => toMajor(minor, p.currency);
  return {
    event_price: major(p.priceMinor),
    currency: p.currency,
    discount: p.discountPercent,
    discount_value: major(p.discountMinor),
    early_value: major(p.earlyMinor),
    advance: major(p.advanceMinor),
    total: major(p.totalMinor),
    payment_link: paymentLink,
    asks_pan: asksPan,
    ...(p.code ? { code: p.code, code_value: major(p.codeMinor ?? 0) } : {}),
  };
}
