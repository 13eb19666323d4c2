import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { badRequest } from './errors.ts';

/**
 * No body the server is sent may be deeper than this. The deepest a client of the contract sends
 * is a handful of levels (a form's answers, a content block's items); every check that walks a
 * body (the control-character gate, zod, the audit log's masking) recurses, so a body of
 * thousands of "[[[" must be refused before any of them runs.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another. One pass over
 * the characters with no recursion; brackets inside strings do not count.
 */
export function jsonNestingExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused, as before), behind the depth check:
 * a body nested deeper than MAX_JSON_DEPTH is a 400, whatever the route.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (jsonNestingExceeds(text)) {
      done(badRequest('body_too_deep', MESSAGES.bodyTooDeep), undefined);
      return;
    }
    parse(req, text, done);
  });
}
