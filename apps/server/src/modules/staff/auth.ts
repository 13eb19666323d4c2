import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '@portal/contract/call';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_LIMITS } from '@portal/contract/staff';
import type { Queryable } from '../../db/client.ts';
import { bearerToken } from '../../lib/auth.ts';
import { forbidden, sessionInvalid } from '../../lib/errors.ts';
import { touchStaffSession, type StaffUser } from './repository.ts';
import { cookieSession } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set for calls whose auth is 'staff' or 'staffSetup'. */
    staff?: StaffUser;
    /** The session token when it came as the back office's cookie (sign-out clears that cookie). */
    staffCookieToken?: string;
  }
  interface FastifyInstance {
    /** The gate of a staff call: a live staff session of a role the call allows. */
    staffGate: (call: CallDef) => (req: FastifyRequest) => Promise<void>;
  }
}

/**
 * Staff sessions are looked up in staff_sessions only: a devotee's token is simply unknown there
 * (401, success 2), and a staff token is unknown to the devotees' sessions. The role check lives
 * here too, so every staff call gets the same 401/403 answers. The token comes as a bearer header
 * (API clients, a sign-in's setup token) or as the back office's HttpOnly cookie, which counts only
 * with its CSRF token in a header: a page that can make the browser send the cookie cannot read it.
 */
export function registerStaffAuth(app: FastifyInstance, q: Queryable) {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('staffCookieToken', undefined);
  app.decorate('staffGate', (call: CallDef) => async (req: FastifyRequest) => {
    const bearer = bearerToken(req);
    const cookie = bearer ? undefined : cookieSession(req);
    // Refused before the session is touched: a forged request does not even keep it alive.
    if (cookie === 'forged') throw forbidden(MESSAGES.staffCsrfMissing);
    const token = bearer ?? cookie?.token;
    const staff = token ? await touchStaffSession(q, token, STAFF_LIMITS.idleMinutes) : undefined;
    if (!staff) throw sessionInvalid(MESSAGES.staffSessionExpired);
    // A sign-in that still has to choose a password or enrol a factor reaches only the setup calls,
    // and the setup calls only such a sign-in: a stolen full session must not set a password or a factor.
    if (staff.stage === 'setup' && call.auth !== 'staffSetup') throw forbidden(MESSAGES.staffSetupOnly);
    if (staff.stage === 'full' && call.auth === 'staffSetup') throw forbidden(MESSAGES.staffSetupFinished);
    if (call.roles && staff.role !== 'owner' && !call.roles.includes(staff.role)) throw forbidden();
    req.staff = staff;
    req.staffCookieToken = cookie?.token;
  });
}
