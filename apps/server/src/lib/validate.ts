import type { z } from 'zod';
import { findControlCharacters } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { badRequest, fieldError } from './errors.ts';

/**
 * Parses input with a contract schema. On failure the message names the first bad field
 * ("mobile: Please enter Valid Mobile number") and `errors` carries one message per field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0]!;
  throw badRequest(`${field}: ${message}`, errors);
}

/** Parses a numeric route parameter such as /wisdom/:id. */
export function parseIdParam(value: unknown, name = 'id'): number {
  const n = Number(value);
  if (!/^\d{1,9}$/.test(String(value)) || !Number.isSafeInteger(n) || n < 1) {
    throw badRequest(`${name}: Please enter Valid Number`, { [name]: 'Please enter Valid Number' });
  }
  return n;
}

/**
 * Throws a 400 naming the first field with a control character, e.g. "search: Must not contain
 * control characters". `parts` are a request's params, query and body (or a form's fields).
 */
export function refuseControlCharacters(parts: Record<string, unknown>) {
  for (const value of Object.values(parts)) {
    const field = findControlCharacters(value);
    if (field !== undefined) throw fieldError(field, MESSAGES.controlCharacters);
  }
}
