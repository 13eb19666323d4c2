/**
 * Written by `npm run i18n:import` from the translator's file: Tamil texts as the foundation's
 * translator set them, keyed like the export (`MESSAGES.required`), and whether a person has
 * reviewed each. A Tamil text that is not here is a draft (written with the code, not yet
 * reviewed by the translator).
 */
export const TAMIL_REVIEWS: Record<string, { ta: string; reviewed: boolean }> = {};
