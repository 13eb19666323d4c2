import { describe, expect, it } from 'vitest';
import { addressInLanguage, pageLanguage } from './page-language.ts';

describe('page language in the address', () => {
  it('reads ?lang=ta as Tamil and everything else as English', () => {
    expect(pageLanguage('/programs/3?lang=ta')).toBe('ta');
    expect(pageLanguage('?lang=ta')).toBe('ta');
    expect(pageLanguage('https://example.org/gallery?page=2&lang=ta#top')).toBe('ta');
    expect(pageLanguage('/programs/3')).toBe('en');
    expect(pageLanguage('/programs/3?lang=en')).toBe('en');
    expect(pageLanguage('/programs/3?lang=fr')).toBe('en');
  });

  it('moves an address to the other language keeping path, parameters and hash', () => {
    expect(addressInLanguage('/programs/3', 'ta')).toBe('/programs/3?lang=ta');
    expect(addressInLanguage('/gallery?page=2#top', 'ta')).toBe('/gallery?page=2&lang=ta#top');
    expect(addressInLanguage('/gallery?lang=ta&page=2', 'en')).toBe('/gallery?page=2');
    expect(addressInLanguage('/?lang=ta', 'en')).toBe('/');
    expect(addressInLanguage('/?lang=ta', 'ta')).toBe('/?lang=ta');
  });
});
