import { describe, expect, it } from 'vitest';
import {
  cut,
  truncateAlbumCategory,
  truncateEventDescription,
  truncateEventName,
  truncateFavouriteEventDescription,
  truncateMediaTitle,
} from './truncate';

const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');

describe('event name (55 trigger, 30 kept)', () => {
  it('keeps names up to 55 characters whole', () => {
    expect(truncateEventName(letters(55))).toBe(letters(55));
    expect(truncateEventName('Ulchemy Chennai')).toBe('Ulchemy Chennai');
  });
  it('cuts longer names to 30 plus an ellipsis', () => {
    expect(truncateEventName(letters(56))).toBe(`${letters(30)}...`);
    expect(truncateEventName('Ulchemy Residential Retreat for International Participants at Bengaluru')).toBe(
      'Ulchemy Residential Retreat fo...',
    );
  });
  it('drops trailing spaces before the ellipsis', () => {
    const name = `${'a'.repeat(29)} ${'b'.repeat(40)}`;
    expect(truncateEventName(name)).toBe(`${'a'.repeat(29)}...`);
  });
});

describe('media title (55 trigger, 40 kept)', () => {
  it('keeps 55 and cuts 56', () => {
    expect(truncateMediaTitle(letters(55))).toBe(letters(55));
    expect(truncateMediaTitle(letters(56))).toBe(`${letters(40)}...`);
  });
  it('cuts a long demo title', () => {
    expect(truncateMediaTitle('Why We Meditate: A Conversation with Young Seekers from Chennai Colleges')).toBe(
      'Why We Meditate: A Conversation with You...',
    );
  });
});

describe('event description (90)', () => {
  it('keeps 90 and cuts 91 to 90 plus an ellipsis', () => {
    expect(truncateEventDescription(letters(90))).toBe(letters(90));
    expect(truncateEventDescription(letters(91))).toBe(`${letters(90)}...`);
  });
});

describe('album category (17, no ellipsis)', () => {
  it('cuts names longer than 17 to 17', () => {
    expect(truncateAlbumCategory('Seva and Karmayogam Activities')).toBe('Seva and Karmayog');
    expect(truncateAlbumCategory('Temple Festivals')).toBe('Temple Festivals');
    expect(truncateAlbumCategory(letters(17))).toBe(letters(17));
  });
});

describe('favourite event description (120)', () => {
  it('cuts at 120', () => {
    expect(truncateFavouriteEventDescription(letters(120))).toBe(letters(120));
    expect(truncateFavouriteEventDescription(letters(121))).toBe(letters(120));
  });
});

describe('edge cases', () => {
  it('treats missing text as empty', () => {
    expect(truncateEventName(undefined)).toBe('');
    expect(truncateEventDescription(null)).toBe('');
  });
  it('counts characters, not UTF-16 units, so emoji and Tamil are not split', () => {
    const emoji = '🙏'.repeat(56);
    expect(truncateEventName(emoji)).toBe(`${'🙏'.repeat(30)}...`);
    const tamil = 'தியானம் '.repeat(10);
    const result = truncateEventName(tamil);
    expect(Array.from(result.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(30);
    expect(result.endsWith('...')).toBe(true);
  });
  it('cut() honours its trigger and keep lengths', () => {
    expect(cut('abcdef', 5, 2)).toBe('ab...');
    expect(cut('abcde', 5, 2)).toBe('abcde');
    expect(cut('abcdef', 5, 2, false)).toBe('ab');
  });
});
