import { describe, expect, it } from 'vitest';
import { CATALOGUES, OPTION_LABELS_TA, OPTION_LISTS, inLang } from './tamil.ts';
import { MESSAGES } from './messages.ts';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe('Tamil catalogue', () => {
  it('gives every message key of every catalogue a Tamil text written in Tamil script', () => {
    for (const { name, en, ta } of CATALOGUES) {
      for (const key of Object.keys(en)) {
        expect(ta[key], `${name}.${key}`).toMatch(TAMIL_LETTER);
      }
      expect(Object.keys(ta).sort(), name).toEqual(Object.keys(en).sort());
    }
  });

  it('gives every option list entry a Tamil label', () => {
    for (const [list, options] of Object.entries(OPTION_LISTS)) {
      for (const option of options) expect(OPTION_LABELS_TA[option], `${list}: ${option}`).toMatch(TAMIL_LETTER);
    }
  });

  it('keeps the spec English and turns a field-named server message into Tamil', () => {
    expect(inLang(MESSAGES.required, 'en')).toBe('This field is required!');
    expect(inLang(MESSAGES.required, 'ta')).toBe('இந்தப் புலம் கட்டாயம்!');
    expect(inLang(`mobile: ${MESSAGES.invalidMobile}`, 'ta')).toBe('mobile: சரியான கைபேசி எண்ணை உள்ளிடவும்');
    expect(inLang('Ulchemy', 'ta')).toBe('Ulchemy');
  });
});
