import type { z } from 'zod';
import { findControlCharacters } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { invalidInput } from './calls.ts';
import { fieldError } from './errors.ts';

/**
 * Parses input with a contract schema (multipart forms, read by their handlers). On failure the
 * same 400 as a route's own validation: the message names the first bad field ("mobile: Please
 * enter Valid Mobile number") and `errors` carries one message per field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/**
 * Throws a 400 naming the first field with a control character, e.g. "search: Must not contain
 * control characters". `parts` are a request's params, query and body (or a form's fields).
 */
export function refuseControlCharacters(parts: Record<string, unknown>) {
  for (const value of Object.values(parts)) {
    const field = findControlCharacters(value);
    if (field !== undefined) throw fieldError('control_characters', field, MESSAGES.controlCharacters);
  }
}
