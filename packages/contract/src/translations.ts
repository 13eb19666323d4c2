import { z } from './zod.ts';
import { defineCall } from './call.ts';
import { adminListQuery, adminListResponse } from './staff.ts';

/** One row of the translator's file (`npm run i18n:export`): a string's key, English, Tamil and whether a person reviewed the Tamil. */
export const translationRowSchema = z.object({ key: z.string(), en: z.string(), ta: z.string(), reviewed: z.boolean() });

export const translationRowsQuery = adminListQuery.extend({
  /** `drafts`: only Tamil texts not yet reviewed; else every row. */
  show: z.enum(['all', 'drafts'], 'Use all or drafts').optional().transform((v) => v ?? 'all'),
});

/** The translator's review, read only: reviews come in through `npm run i18n:import`. */
export const translationCalls = {
  adminTranslationRows: defineCall({
    method: 'GET',
    path: '/admin/translation-rows',
    summary: "Every interface and message string with its Tamil and whether it is reviewed or a draft (the translator's file, read only); q searches key, English and Tamil",
    auth: 'staff',
    roles: ['editor', 'owner'],
    query: translationRowsQuery,
    response: adminListResponse(translationRowSchema),
  }),
};
