import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import { API_PREFIX } from '@portal/contract/call';
import { STAFF_CSRF_HEADER, STAFF_LIMITS } from '@portal/contract/staff';
import type { Config } from '../../config.ts';

/**
 * The back office's session in the browser: an HttpOnly cookie sent to /api/admin only, so no
 * script of the site (a public page's live chat included) can read the token, with a CSRF token
 * that every call made with the cookie must send in a header (docs/decisions/staff.md). Calls
 * with a bearer token (API clients, the tests) need no CSRF token: no browser adds that header.
 *
 * The CSRF token is kept by the tab that signed in (session storage), so each sign-in has a cookie
 * of its own name: a second tab signing in adds its cookie instead of replacing the first tab's.
 */
const COOKIE_PREFIX = 'staff_session_';
const COOKIE_PATH = `${API_PREFIX}/admin`;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Secure whenever the site is served over https and always in production; a development or test
 * server on plain http://127.0.0.1 would otherwise never get the cookie back from the browser.
 */
export const secureCookie = (config: Pick<Config, 'isProduction' | 'PUBLIC_URL'>) => config.isProduction || !!config.PUBLIC_URL?.startsWith('https:');

/** The session's CSRF token: derived one way from the session token, so knowing it never reveals the session. */
export const csrfTokenFor = (sessionToken: string) => createHash('sha256').update(`staff-csrf:${sessionToken}`).digest('base64url');

/** The cookie's name of a session: distinct per sign-in, and telling nothing of the token. */
const cookieName = (sessionToken: string) => COOKIE_PREFIX + createHash('sha256').update(`staff-cookie:${sessionToken}`).digest('base64url').slice(0, 12);

/** The staff session tokens of the request's cookies (one per signed-in tab). */
function cookieTokens(req: FastifyRequest): string[] {
  const header = req.headers.cookie;
  if (!header) return [];
  return Object.entries(parseCookie(header))
    .filter(([name, value]) => name.startsWith(COOKIE_PREFIX) && value && TOKEN.test(value))
    .map(([, value]) => value!);
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The session a cookie call is made with: the cookie whose CSRF token the header carries.
 * `forged`: cookies came without any CSRF token (a request the back office's page never makes);
 * undefined: no cookie of this tab's sign-in is left (signed out, expired).
 */
export function cookieSession(req: FastifyRequest): { token: string } | 'forged' | undefined {
  const tokens = cookieTokens(req);
  if (!tokens.length) return undefined;
  const given = req.headers[STAFF_CSRF_HEADER];
  if (typeof given !== 'string' || !given) return 'forged';
  const token = tokens.find((t) => sameText(csrfTokenFor(t), given));
  return token ? { token } : undefined;
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  return serializeCookie(name, value, { path: COOKIE_PATH, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'strict', secure });
}

/** Sets the session cookie of a finished sign-in (it lasts as long as the session may). */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.header('set-cookie', cookie(cookieName(token), token, STAFF_LIMITS.sessionHours * 3600, secure));
}

export function clearSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.header('set-cookie', cookie(cookieName(token), '', 0, secure));
}

/** Sets a door phone's session cookie: it lasts until the door session ends (the event's last day). */
export function setDoorSessionCookie(reply: FastifyReply, token: string, secure: boolean, expiresAt: string) {
  const seconds = Math.max(60, Math.round((Date.parse(expiresAt) - Date.now()) / 1000));
  reply.header('set-cookie', cookie(cookieName(token), token, seconds, secure));
}
