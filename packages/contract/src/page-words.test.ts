import { describe, expect, it } from 'vitest';
import { PAGE_WORDS, plainTextHtml, startingWord, startingWords, wordPlainText } from './page-words.ts';

/** The pages' starting words as the pages show them: titles as quoted, paragraphs as rich text reading the same. */
describe('page words', () => {
  it('keeps a title as quoted and puts a paragraph in paragraphs, its characters as text', () => {
    expect(startingWord('home', 'intro_heading', 'en')).toBe('Welcome to the Matangi Foundation');
    expect(startingWord('foundation', 'lead', 'ta')).toBe(`<p>${PAGE_WORDS.foundation.lead.ta}</p>`);
    expect(plainTextHtml('Tea & snacks <3\nBring a mat.\n\nSecond day.')).toBe('<p>Tea &amp; snacks &lt;3<br />Bring a mat.</p><p>Second day.</p>');
    expect(plainTextHtml('  ')).toBe('');
  });

  it('reads every starting paragraph back as exactly its quoted words', () => {
    for (const page of ['home', 'foundation'] as const)
      for (const lang of ['en', 'ta'] as const) {
        const words = startingWords(page, lang) as Record<string, string>;
        for (const [key, word] of Object.entries(PAGE_WORDS[page])) expect(wordPlainText(words[key]!)).toBe(word[lang]);
      }
  });

  it('reads rich text as its words for a share description', () => {
    expect(wordPlainText('<h3>Day one</h3><ul><li><p>Yoga &amp; <b>satsang</b></p></li></ul><p>Line<br />two</p>')).toBe('Day one Yoga & satsang Line two');
  });
});
