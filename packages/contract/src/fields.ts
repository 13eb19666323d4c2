import { z } from './zod.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * Field builders shared by every schema, so that each rule carries the spec's message.
 * Values arrive as strings from forms and multipart bodies, so numbers are parsed from text.
 */
const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * Control characters no person types: C0 controls other than tab, line feed and carriage return,
 * and DEL. NUL in particular cannot be stored in PostgreSQL text (the query fails), so it is
 * refused as bad input. The server applies the same rule to every body, query and path value
 * (`findControlCharacters`), so no text reaches a query with one.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * The path of the first text in `value` (a parsed body, query or params, walked deeply, keys
 * included) that has a control character, e.g. 'search' or 'answers.2.text'; undefined if none.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (hasControlCharacters(key)) return here.join('.');
    const found = findControlCharacters(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Characters that change how text around them reads without being seen: the bidirectional
 * controls (U+202A-U+202E, U+2066-U+2069, the marks U+200E, U+200F, U+061C) and invisible ones
 * (zero-width space U+200B, word joiner and invisible operators U+2060-U+2064, U+FEFF, U+180E).
 * A name with U+202E prints reversed on a receipt or a list; one with U+200B looks like another.
 */
const HIDDEN_CHARACTERS = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
/** Zero-width non-joiner and joiner: Tamil uses them between letters (க்‌ஷ, ஸ்‍ரீ as some keyboards type it). */
const JOINERS = /[\u200C\u200D]/g;
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/**
 * Whether a text hides anything: a bidi control or an invisible character, or a joiner (U+200C,
 * U+200D) that does not sit between two Tamil letters, the only place a person's name needs one.
 */
export function hasHiddenCharacters(text: string): boolean {
  if (HIDDEN_CHARACTERS.test(text)) return true;
  for (const m of text.matchAll(JOINERS)) {
    const before = text[m.index - 1] ?? '';
    const after = text[m.index + 1] ?? '';
    if (!TAMIL_LETTER.test(before) || !TAMIL_LETTER.test(after)) return true;
  }
  return false;
}

/** A person's name or address (any name printed on a receipt, an export or a back-office list): required, no hidden characters. */
export const personText = (max: number = LIMITS.text.medium) => requiredText(max).refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters);

/** The same, optional: '' when absent. */
export const optionalPersonText = (max: number = LIMITS.text.medium) =>
  z
    .string({ error: MESSAGES.mustBeText })
    .trim()
    .max(max, tooLong(max))
    .refine((v) => !hasControlCharacters(v), MESSAGES.controlCharacters)
    .refine((v) => !hasHiddenCharacters(v), MESSAGES.hiddenCharacters)
    .optional()
    .transform((v) => v ?? '');

/** A required text: trimmed, not empty ('This field is required!'), bounded. */
export const requiredText = (max: number = LIMITS.text.medium) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, tooLong(max))
    .refine((v) => !hasControlCharacters(v), MESSAGES.controlCharacters);

/** An optional text: trimmed, '' when absent. */
export const optionalText = (max: number = LIMITS.text.medium) =>
  z
    .string({ error: MESSAGES.mustBeText })
    .trim()
    .max(max, tooLong(max))
    .refine((v) => !hasControlCharacters(v), MESSAGES.controlCharacters)
    .optional()
    .transform((v) => v ?? '');

const digits = /^\d+$/;

/** A mobile number: digits only, within the given length, with the given message. */
export const mobileNumber = (
  range: { min: number; max: number },
  message: string = MESSAGES.invalidMobile,
) =>
  requiredText(20).refine(
    (v) => digits.test(v) && v.length >= range.min && v.length <= range.max,
    message,
  );

/** Digits only when given (e.g. a friend's mobile or a WhatsApp number). */
export const optionalDigits = (max = 20, message: string = MESSAGES.invalidNumber) =>
  optionalText(max).refine((v) => v === '' || digits.test(v), message);

export const requiredDigits = (max = 20, message: string = MESSAGES.invalidNumber) =>
  requiredText(max).refine((v) => digits.test(v), message);

export const email = () =>
  requiredText(LIMITS.text.medium).refine(
    (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    MESSAGES.invalidEmail,
  );

export const password = () =>
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .refine(
      (v) => v.length >= LIMITS.password.min && v.length <= LIMITS.password.max,
      MESSAGES.passwordLength,
    );

/** A positive integer id, sent as a number or as text (forms). */
const MAX_ID = 2_147_483_647;
const toId = (v: number | string) => (typeof v === 'number' ? v : /^\d{1,10}$/.test(v) ? Number(v) : NaN);
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;

export const id = () =>
  z
    .union([z.number(), z.string().trim().min(1, MESSAGES.required)], { error: MESSAGES.required })
    .transform(toId)
    .refine(isId, MESSAGES.invalidNumber);

export const optionalId = () =>
  z
    .union([z.number(), z.string().trim()], { error: MESSAGES.invalidNumber })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : toId(v)))
    .refine((n) => n === undefined || isId(n), MESSAGES.invalidNumber);

/** A YYYY-MM-DD date (what the browser sends) that must be a real calendar date. */
export const isoDate = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateFormat)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), MESSAGES.invalidDate);

/** India Standard Time is UTC+05:30 all year (no daylight saving): the foundation's clock. */
export const IST_OFFSET_MS = 330 * 60_000;

/** A moment shifted so that its UTC fields read the Indian wall clock (for dates and years). */
export const istWallClock = (d: Date | string): Date => new Date(new Date(d).getTime() + IST_OFFSET_MS);

/**
 * A moment as India reads it, with its offset: '2026-11-27T14:35:00+05:30'. Staff read times in
 * India time everywhere; an answer in this form shows India's wall clock even to a reader that
 * only cuts the string, and is still the same instant for a reader that parses it.
 */
export const istIso = (d: Date | string): string => `${istWallClock(d).toISOString().slice(0, 19)}+05:30`;

/** Today as YYYY-MM-DD in India (the foundation's calendar). */
export function todayIso(now: Date = new Date()): string {
  return istWallClock(now).toISOString().slice(0, 10);
}

export const notFutureDate = () =>
  isoDate().refine((v) => v <= todayIso(), MESSAGES.futureDate);

/** An optional date: '' or absent means none. */
export const optionalPastDate = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), MESSAGES.dateFormat)
    .refine((v) => v === '' || v <= todayIso(), MESSAGES.futureDate);

export const yesNo = () => z.enum(['Yes', 'No'], { error: MESSAGES.required }).default('No');

/** Checkbox values from forms: true, 'true', '1', 1, 'on'. */
export const acceptTerms = () =>
  z
    .union([z.boolean(), z.string(), z.number()], { error: MESSAGES.acceptTerms })
    .transform((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on')
    .refine((v) => v, MESSAGES.acceptTerms);

export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: MESSAGES.required });
