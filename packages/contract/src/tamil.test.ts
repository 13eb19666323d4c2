import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

describe('every catalogue a person reads has its Tamil', () => {
  it('turns every text of every exported *_MESSAGES / *_TEXTS / *_LABELS of the contract into Tamil', async () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('tamil'));
    const missing: string[] = [];
    let seen = 0;
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
      for (const [name, catalogue] of Object.entries(mod)) {
        if (!/_(MESSAGES|TEXTS|LABELS)$/.test(name) || typeof catalogue !== 'object' || catalogue === null) continue;
        const texts = (function walk(v: unknown): string[] {
          return typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? Object.values(v).flatMap(walk) : [];
        })(catalogue);
        for (const text of texts) {
          seen++;
          if (!TAMIL_LETTER.test(inLang(text, 'ta'))) missing.push(`${file} ${name}: ${text}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('fills the values of a templated text into its Tamil', () => {
    expect(inLang('At most 200 characters', 'ta')).toBe('அதிகபட்சம் 200 எழுத்துகள்');
    expect(inLang('name: At most 80 characters', 'ta')).toBe('name: அதிகபட்சம் 80 எழுத்துகள்');
    expect(inLang('Already checked in on 25 Nov 2026, 7:05 pm', 'ta')).toBe('ஏற்கெனவே 25 Nov 2026, 7:05 pm அன்று வருகை பதிவு செய்யப்பட்டது');
    expect(inLang('Settings saved', 'ta')).toBe('அமைப்புகள் சேமிக்கப்பட்டன');
    expect(inLang('Part paid', 'ta')).toBe('பகுதி செலுத்தப்பட்டது');
  });
});
