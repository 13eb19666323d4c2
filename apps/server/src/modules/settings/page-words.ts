import type { Lang } from '@portal/contract/languages';
import { isRichWord, PAGE_WORDS, wordKeys, type WordPage } from '@portal/contract/page-words';
import { pageWordMax, type AdminPageWords, type PageWordsBody, type PublicPageWords } from '@portal/contract/page-words-calls';
import { SETTINGS_MESSAGES } from '@portal/contract/settings';
import type { Db, Queryable } from '../../db/client.ts';
import { onPublicContentChange, publicContentChanged } from '../../lib/cache-bus.ts';
import { refusedWithCode } from '../../lib/errors.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import { htmlToText, richTextHtml, richTextPlain } from '../../lib/sanitize.ts';
import { recordAudit } from '../audit/index.ts';
import { storedSettings, storeSetting } from './repository.ts';

/**
 * The pages' words (contract page-words.ts): kept in `site_settings` beside the other settings,
 * one row per word and language the office saved (`page.home.intro_heading`, `…_ta`); a word
 * never saved shows its starting text. A title is plain text: any tag is removed when saved, so
 * a pasted snippet can never carry markup into a heading. A paragraph is rich text under the
 * story rules (lib/sanitize.ts), sanitised when saved and again when read: a starting text, or a
 * paragraph saved as plain text before paragraphs were rich, reads as its paragraphs.
 */

const storageKey = (page: WordPage, key: string, lang: Lang) => `page.${page}.${key}${lang === 'ta' ? '_ta' : ''}`;

/** A page's words in both languages, stored over starting, with whether each was edited. */
export async function readPageWords(q: Queryable, page: WordPage): Promise<AdminPageWords> {
  const stored = await storedSettings(q);
  const words: AdminPageWords['words'] = {};
  for (const key of wordKeys(page)) {
    const start = (PAGE_WORDS[page] as Record<string, { en: string; ta: string }>)[key]!;
    const en = stored[storageKey(page, key, 'en')];
    const ta = stored[storageKey(page, key, 'ta')];
    const shown = isRichWord(page, key) ? richTextHtml : (text: string) => text;
    words[key] = { en: shown(en ?? start.en), ta: shown(ta ?? start.ta), edited: en !== undefined || ta !== undefined };
  }
  return { page, words };
}

/** A word as it is kept: its text without tags or runs of spaces (line breaks of a paragraph kept). */
const plain = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => htmlToText(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Stores the words that changed and one audit row (before and after of those words) in one
 * transaction, then empties the public caches so the page shows them at once.
 */
export async function updatePageWords(db: Db, page: WordPage, body: PageWordsBody, staffId: number | null): Promise<AdminPageWords> {
  const known = new Set<string>(wordKeys(page));
  const errors: Record<string, string> = {};
  const clean: Record<string, { en: string; ta: string }> = {};
  for (const [key, pair] of Object.entries(body.words)) {
    if (!known.has(key)) {
      errors[`words.${key}`] = 'Unknown word of this page';
      continue;
    }
    const max = pageWordMax(page, key);
    const rich = isRichWord(page, key);
    const next = rich ? { en: richTextHtml(pair.en), ta: richTextHtml(pair.ta) } : { en: plain(pair.en), ta: plain(pair.ta) };
    // A paragraph's length is what it reads, its markup not counted.
    const reads = (text: string) => (rich ? richTextPlain(text) : text);
    if (next.en === '') errors[`words.${key}.en`] = SETTINGS_MESSAGES.required;
    for (const lang of ['en', 'ta'] as const) if (reads(next[lang]).length > max) errors[`words.${key}.${lang}`] = SETTINGS_MESSAGES.tooLong(max);
    clean[key] = next;
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) throw refusedWithCode(400, 'invalid_page_words', `${fields[0]}: ${errors[fields[0]!]}`, errors);

  const after = await db.tx(async (q) => {
    const before = await readPageWords(q, page);
    const changed = Object.keys(clean).filter((k) => clean[k]!.en !== before.words[k]!.en || clean[k]!.ta !== before.words[k]!.ta);
    for (const key of changed) {
      await storeSetting(q, storageKey(page, key, 'en'), clean[key]!.en, staffId);
      await storeSetting(q, storageKey(page, key, 'ta'), clean[key]!.ta, staffId);
    }
    if (changed.length > 0) {
      const pick = (w: Record<string, { en: string; ta: string }>) => Object.fromEntries(changed.map((k) => [k, { en: w[k]!.en, ta: w[k]!.ta }]));
      await recordAudit(q, { staffId, action: 'update', entity: 'page-words', entityId: page, before: pick(before.words), after: pick(clean) });
    }
    return readPageWords(q, page);
  });
  await publicContentChanged(db);
  return after;
}

/** A page's words in one language: Tamil word by word, an empty Tamil showing the English. */
export function wordsInLanguage(words: AdminPageWords, lang: Lang): PublicPageWords {
  return {
    page: words.page,
    lang,
    words: Object.fromEntries(Object.entries(words.words).map(([k, w]) => [k, lang === 'ta' && w.ta.trim() !== '' ? w.ta : w.en])),
  };
}

/** The words the public pages read, kept a minute per database and dropped at once on a change. */
const caches = new WeakMap<object, PublicCache>();
export function cachedPageWords(db: Db, page: WordPage): Promise<AdminPageWords> {
  let cache = caches.get(db);
  if (!cache) {
    const created = new PublicCache(60_000, 4);
    caches.set(db, (cache = created));
    onPublicContentChange(db, () => created.clear());
  }
  return cache.get(page, () => readPageWords(db, page));
}
