import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@portal/contract/call';
import { STAFF_CSRF_HEADER, STAFF_LIMITS } from '@portal/contract/staff';
import type { Config } from '../../config.ts';

/**
 * The back office's session in the browser: an HttpOnly cookie sent to /api/admin only, so no
 * script of the site (a public page's live chat included) can read the token, with a CSRF token
 * that every call made with the cookie must send in a header (docs/decisions/staff.md). Calls
 * with a bearer token (API clients, the tests) need no CSRF token: no browser adds that header.
 */
export const STAFF_COOKIE = 'staff_session';
const COOKIE_PATH = `${API_PREFIX}/admin`;

/**
 * Secure whenever the site is served over https and always in production; a development or test
 * server on plain http://127.0.0.1 would otherwise never get the cookie back from the browser.
 */
export const secureCookie = (config: Pick<Config, 'isProduction' | 'PUBLIC_URL'>) => config.isProduction || !!config.PUBLIC_URL?.startsWith('https:');

/** The session's CSRF token: derived one way from the session token, so knowing it never reveals the session. */
export const csrfTokenFor = (sessionToken: string) => createHash('sha256').update(`staff-csrf:${sessionToken}`).digest('base64url');

/** The staff session token of the request's cookie, when it has a well-formed one. */
export function cookieToken(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === STAFF_COOKIE && value && /^[A-Za-z0-9_-]{20,100}$/.test(value)) return value;
  }
  return undefined;
}

/** True when the request carries the CSRF token of this cookie session (compared in constant time). */
export function csrfMatches(req: FastifyRequest, sessionToken: string): boolean {
  const given = req.headers[STAFF_CSRF_HEADER];
  if (typeof given !== 'string') return false;
  const want = Buffer.from(csrfTokenFor(sessionToken));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean) {
  return [`${STAFF_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Sets the session cookie of a finished sign-in (it lasts as long as the session may). */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.header('set-cookie', cookie(token, STAFF_LIMITS.sessionHours * 3600, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', cookie('', 0, secure));
}
