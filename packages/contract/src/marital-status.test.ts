import { describe, expect, it } from 'vitest';
import { maritalStatusField } from './accounts.ts';

/** Marital status has no default; a person who does not say is not recorded as married. */
describe('marital status', () => {
  it('stays empty when not chosen, and keeps a choice', () => {
    const field = maritalStatusField();
    expect(field.parse(undefined)).toBe('');
    expect(field.parse('')).toBe('');
    expect(field.parse('Unmarried')).toBe('Unmarried');
    expect(field.safeParse('Single').success).toBe(false);
  });
});
