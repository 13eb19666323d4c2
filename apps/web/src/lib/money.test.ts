import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows rupees with the symbol, Indian grouping and two decimals', () => {
    expect(formatMoney(13500, 'INR')).toBe('₹13,500.00');
    expect(formatMoney(1234567.5, 'INR')).toBe('₹12,34,567.50');
    expect(formatMoney(0, 'INR ')).toBe('₹0.00');
  });

  it("uses a currency's own decimals and survives an unknown code", () => {
    expect(formatMoney(1500, 'JPY')).toMatch(/1,500$/);
    expect(formatMoney(12.5, 'usd')).toMatch(/12\.50$/);
    expect(formatMoney(12.5, 'NOT-A-CODE')).toBe('NOT-A-CODE 12.50');
  });
});
