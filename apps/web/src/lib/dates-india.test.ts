import { describe, expect, it } from 'vitest';
import { indiaDateTime, indiaDateTimeIn, officeTimeIn } from './dates';

describe('a moment in India time in the reader language', () => {
  it('reads in English as before and in Tamil with the date as DD/MM/YYYY', () => {
    expect(indiaDateTimeIn('2026-11-25T13:35:00Z', 'en')).toBe(indiaDateTime('2026-11-25T13:35:00Z'));
    expect(indiaDateTimeIn('2026-11-25T13:35:00Z', 'ta')).toBe('25/11/2026, பிற்பகல் 7:05');
    expect(indiaDateTimeIn('2026-11-24T20:00:00Z', 'ta')).toBe('25/11/2026, முற்பகல் 1:30');
    expect(indiaDateTimeIn('', 'ta')).toBe('');
  });
});

describe('a moment in a back-office list', () => {
  it('reads in English as the lists wrote it and in Tamil in India time', () => {
    expect(officeTimeIn('2026-11-25T13:35:00.000Z', 'en')).toBe('2026-11-25 13:35');
    expect(officeTimeIn('2026-11-25T13:35:00.000Z', 'ta')).toBe('25/11/2026, பிற்பகல் 7:05');
    expect(officeTimeIn(null, 'ta')).toBe('—');
    expect(officeTimeIn('', 'en')).toBe('—');
  });
});
