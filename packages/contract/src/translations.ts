import { z } from './zod.ts';
import { defineCall, okResponse } from './call.ts';
import { hasHiddenCharacters } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { adminListQuery, adminListResponse } from './staff.ts';

/**
 * One row of the translator's file (`npm run i18n:export`): a string's key, English, Tamil and
 * whether a person reviewed the Tamil. `default_ta` is the build's Tamil; `overridden` says the
 * office corrected it (the back office's Translations page), and then `ta` is the office's text.
 */
export const translationRowSchema = z.object({
  key: z.string(),
  en: z.string(),
  ta: z.string(),
  reviewed: z.boolean(),
  default_ta: z.string(),
  overridden: z.boolean(),
});
export type TranslationRow = z.infer<typeof translationRowSchema>;

export const translationRowsQuery = adminListQuery.extend({
  /** `drafts`: only Tamil texts not yet reviewed; `corrected`: only the office's corrections; else every row. */
  show: z.enum(['all', 'drafts', 'corrected'], 'Use all, drafts or corrected').optional().transform((v) => v ?? 'all'),
});

/** The longest Tamil text the office may write for one string. */
export const TRANSLATION_MAX = 2000;

/** A string's key as the translator's file has it (`UI.nav.home`, `MESSAGES.required`). */
export const translationKeyParams = z.object({
  key: z.string({ error: MESSAGES.translationUnknownKey }).regex(/^[A-Za-z][\w.-]{0,199}$/, MESSAGES.translationUnknownKey),
});

/** The office's correction of a Tamil text: the text, and whether a person has checked it (default yes). */
export const translationSaveSchema = z.object({
  ta: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(TRANSLATION_MAX, `At most ${TRANSLATION_MAX} characters`)
    .refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters),
  reviewed: z.boolean({ error: 'Say true or false' }).optional().transform((v) => v ?? true),
});
export type TranslationSave = z.input<typeof translationSaveSchema>;

/** The office's Tamil corrections by key, for the web app and the server's render (`UI.…` and contract keys). */
export const translationOverridesSchema = z.record(z.string(), z.string());

/** How long a browser or CDN may keep the corrections: a change shows on the site within a minute. */
export const TRANSLATION_OVERRIDES_MAX_AGE = 30;

/**
 * The translator's review and the office's live corrections: an editor fixes a Tamil text and it
 * shows on the site within a minute, without a rebuild (the build's texts are the defaults).
 */
export const translationCalls = {
  adminTranslationRows: defineCall({
    method: 'GET',
    path: '/admin/translation-rows',
    summary: "Every interface and message string with its Tamil, whether it is reviewed or a draft, and the office's correction if any; q searches key, English and Tamil",
    auth: 'staff',
    roles: ['editor', 'owner'],
    query: translationRowsQuery,
    response: adminListResponse(translationRowSchema),
  }),
  adminTranslationSave: defineCall({
    method: 'PATCH',
    path: '/admin/translation-rows/:key',
    summary: "Correct a string's Tamil (audited): the site shows it within a minute; an unknown key is refused",
    auth: 'staff',
    roles: ['editor', 'owner'],
    params: translationKeyParams,
    body: translationSaveSchema,
    response: okResponse({ message: z.string(), data: translationRowSchema }),
  }),
  adminTranslationRestore: defineCall({
    method: 'POST',
    path: '/admin/translation-rows/:key/restore',
    summary: "Drop the office's correction of a string (audited): the build's Tamil shows again",
    auth: 'staff',
    roles: ['editor', 'owner'],
    params: translationKeyParams,
    response: okResponse({ message: z.string(), data: translationRowSchema }),
  }),
  translationOverrides: defineCall({
    method: 'GET',
    path: '/translations/overrides',
    summary: "The office's Tamil corrections by key (interface and message strings), kept at most a minute",
    auth: 'public',
    response: okResponse({ data: translationOverridesSchema }),
  }),
};
