import { describe, expect, it } from 'vitest';
import { isoParts, isoToDisplay } from './iso-date';

describe('iso-date', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(isoToDisplay('2025-03-07')).toBe('07/03/2025');
    expect(isoToDisplay('2025-12-31T10:00:00Z')).toBe('31/12/2025');
  });
  it('gives parts for the date badge', () => {
    expect(isoParts('2025-03-07')).toEqual({ year: 2025, month: 3, day: 7 });
  });
  it('refuses text that is not a date', () => {
    expect(isoToDisplay('')).toBe('');
    expect(isoToDisplay(null)).toBe('');
    expect(isoToDisplay('07/03/2025')).toBe('');
    expect(isoParts('2025-13-01')).toBeUndefined();
    expect(isoParts('2025-00-10')).toBeUndefined();
  });
});
