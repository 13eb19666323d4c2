import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.ts';

const req = (query: Record<string, unknown>, acceptLanguage?: string) => ({
  query,
  headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
});

describe('requestLanguage', () => {
  it('reads English when nothing is said', () => {
    expect(requestLanguage(req({}))).toBe('en');
  });
  it('takes the lang parameter before the header', () => {
    expect(requestLanguage(req({ lang: 'ta' }, 'en'))).toBe('ta');
    expect(requestLanguage(req({ lang: 'en' }, 'ta'))).toBe('en');
  });
  it('ignores an unknown lang parameter and falls back to the header', () => {
    expect(requestLanguage(req({ lang: 'fr' }, 'ta-IN,ta;q=0.9,en;q=0.5'))).toBe('ta');
  });
  it('honours q-values in Accept-Language', () => {
    expect(requestLanguage(req({}, 'en;q=0.4, ta;q=0.8'))).toBe('ta');
    expect(requestLanguage(req({}, 'fr-FR, en;q=0.5, ta;q=0.3'))).toBe('en');
    expect(requestLanguage(req({}, 'fr, de'))).toBe('en');
  });
});
