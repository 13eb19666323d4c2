import { describe, expect, it } from 'vitest';
import { currencyDigits, majorText, toMajor, toMinor } from './payments.ts';

describe('toMinor', () => {
  it("counts minor units by the currency's own decimals", () => {
    expect(toMinor(1350, 'INR')).toBe(135000);
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
  });

  it('rounds a float to the nearest minor unit and undoes toMajor', () => {
    expect(toMinor(0.1 + 0.2, 'INR')).toBe(30);
    expect(toMinor(19.999, 'USD')).toBe(2000);
    for (const [minor, currency] of [[135000, 'INR'], [500, 'JPY'], [1234, 'KWD']] as const) {
      expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
      expect(majorText(toMinor(toMajor(minor, currency), currency), currency)).toBe(majorText(minor, currency));
    }
  });

  it('takes two decimals for a code Intl does not know', () => {
    expect(toMinor(3.5, 'XX')).toBe(350);
  });

  it("gives each code Intl's decimals, in either case, the second time as the first", () => {
    for (let round = 0; round < 2; round++) {
      for (const [code, digits] of [['INR', 2], ['inr', 2], ['JPY', 0], ['jpy', 0], ['KWD', 3], ['XYZ', 2], ['ABCD', 2], ['', 2], [' INR', 2], ['IN', 2]] as const) {
        expect(currencyDigits(code), code).toBe(digits);
      }
    }
  });
});
