import { z } from './zod.ts';
import { dataResponse, defineCall, okMessageSchema } from './call.ts';
import { LANGS } from './languages.ts';
import { MESSAGES } from './messages.ts';

/**
 * The language an account reads: chosen once with the language
 * switch, kept on the account for every device, and used for the messages queued to that person.
 */
export const accountLanguageSchema = z.object({ language: z.enum(LANGS, { error: MESSAGES.required }) });
export type AccountLanguage = z.output<typeof accountLanguageSchema>;

export const accountLanguageCalls = {
  accountLanguage: defineCall({ method: 'GET', path: '/profile/language', summary: "The account's language (en or ta)", auth: 'session', response: dataResponse(accountLanguageSchema) }),
  accountLanguageUpdate: defineCall({ method: 'POST', path: '/profile/language', summary: "Keep a language on the account (its messages use it)", auth: 'session', body: accountLanguageSchema, response: okMessageSchema }),
};
