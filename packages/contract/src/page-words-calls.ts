import { z } from './zod.ts';
import { defineCall } from './call.ts';
import { CONTENT_MESSAGES } from './admin-content.ts';
import { hasControlCharacters } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { PAGE_WORDS, WORD_PAGES, type WordPage } from './page-words.ts';
import { SETTINGS_MESSAGES } from './settings.ts';

/**
 * The calls of the pages' words (page-words.ts): the public page reads its words in the
 * request's language; editors and the owner read and change them in both, audited. Part of
 * the site settings (call group `settings`).
 */

/**
 * A title's and a paragraph's longest text (a paragraph's counted as it reads, without its
 * markup), and the longest a paragraph's HTML may be on its way in.
 */
export const PAGE_WORD_MAX = { title: 200, long: 2000, html: 8000 } as const;

const wordText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, SETTINGS_MESSAGES.tooLong(max))
    .refine((v) => !hasControlCharacters(v), SETTINGS_MESSAGES.controlCharacters);

/** One word in both languages: English must be given, Tamil empty shows the English. */
const wordPair = (max: number) =>
  z.object({
    en: wordText(max).refine((v) => v.length > 0, MESSAGES.required),
    ta: wordText(max),
  });

/**
 * PATCH body: any of the page's words, each in both languages (a paragraph as the rich-text
 * editor's HTML, or plain text). The server refuses a word the page does not have by name (a
 * typo never passes silently), a title longer than a title and a paragraph reading longer than one.
 */
export const pageWordsBodySchema = z.object({
  words: z.record(z.string().regex(/^[a-z_]{1,40}$/, 'Unknown word'), wordPair(PAGE_WORD_MAX.html), { error: 'Must be the words of the page' }),
});
export type PageWordsBody = z.input<typeof pageWordsBodySchema>;

/** The longest text of one of a page's words. */
export const pageWordMax = (page: WordPage, key: string) => ((PAGE_WORDS[page] as Record<string, { long?: boolean }>)[key]?.long ? PAGE_WORD_MAX.long : PAGE_WORD_MAX.title);

const pageParam = z.object({ page: z.enum(WORD_PAGES, { error: CONTENT_MESSAGES.notFound }) });

/** A page's words in one language, every key present (paragraphs as sanitised HTML). */
export const publicPageWordsSchema = z.object({ page: z.enum(WORD_PAGES), lang: z.enum(['en', 'ta']), words: z.record(z.string(), z.string()) });
export type PublicPageWords = z.output<typeof publicPageWordsSchema>;

/** A page's words in both languages, every key present, and whether each is still its starting text. */
export const adminPageWordsSchema = z.object({
  page: z.enum(WORD_PAGES),
  words: z.record(z.string(), z.object({ en: z.string(), ta: z.string(), edited: z.boolean() })),
});
export type AdminPageWords = z.output<typeof adminPageWordsSchema>;

const EDITORS = ['editor'] as const;

export const pageWordsCalls = {
  pageWords: defineCall({
    method: 'GET',
    path: '/page-words/:page',
    summary: "The words of a page the office edits (home introduction, foundation page) in the request's language",
    auth: 'public',
    params: pageParam,
    response: z.object({ success: z.literal(1), data: publicPageWordsSchema }),
  }),
  adminPageWords: defineCall({
    method: 'GET',
    path: '/admin/page-words/:page',
    summary: "A page's words in English and Tamil (editor, owner)",
    auth: 'staff',
    roles: EDITORS,
    params: pageParam,
    response: z.object({ success: z.literal(1), data: adminPageWordsSchema }),
  }),
  adminPageWordsUpdate: defineCall({
    method: 'PATCH',
    path: '/admin/page-words/:page',
    summary: "Change some of a page's words (editor, owner); titles plain text (tags removed), paragraphs rich text (sanitised); audited; the site shows them at once",
    auth: 'staff',
    roles: EDITORS,
    params: pageParam,
    body: pageWordsBodySchema,
    response: z.object({ success: z.literal(1), message: z.string(), data: adminPageWordsSchema }),
  }),
};
