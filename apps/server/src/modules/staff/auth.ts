import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '@portal/contract/call';
import { MESSAGES } from '@portal/contract/messages';
import { STAFF_LIMITS } from '@portal/contract/staff';
import type { Queryable } from '../../db/client.ts';
import { bearerToken } from '../../lib/auth.ts';
import { DOOR_SESSION_CODES } from '@portal/contract/check-in';
import { forbidden, refusedWithCode, sessionInvalid } from '../../lib/errors.ts';
import { touchDoorSession, touchStaffSession, type StaffUser } from './repository.ts';
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
    if (cookie === 'forged') throw forbidden('staff_csrf_missing', MESSAGES.staffCsrfMissing);
    const token = bearer ?? cookie?.token;
    let staff: StaffUser | undefined = token ? await touchStaffSession(q, token, STAFF_LIMITS.idleMinutes) : undefined;
    if (!staff && token) {
      // A door phone's session (a door link): no idle limit, as a door waits hours between crowds.
      const door = await touchDoorSession(q, token);
      if (door === 'revoked') throw sessionInvalid(MESSAGES.doorSessionRevoked, DOOR_SESSION_CODES.revoked);
      if (door === 'ended') throw sessionInvalid(MESSAGES.doorSessionEnded, DOOR_SESSION_CODES.ended);
      staff = door;
    }
    if (!staff) throw sessionInvalid(MESSAGES.staffSessionExpired);
    // A door session reaches its own event's door and nothing else, so a lost door phone opens no
    // account page (password, two-step sign-in), no list and no other event.
    if (staff.stage === 'door') {
      if (!call.door) throw refusedWithCode(403, DOOR_SESSION_CODES.checkInOnly, MESSAGES.doorSessionCheckInOnly);
      if (eventOfRequest(req) !== staff.doorEventId) throw refusedWithCode(403, DOOR_SESSION_CODES.otherEvent, MESSAGES.doorSessionOtherEvent);
    }
    // A sign-in that still has to choose a password or enrol a factor reaches only the setup calls,
    // and the setup calls only such a sign-in: a stolen full session must not set a password or a factor.
    if (staff.stage === 'setup' && call.auth !== 'staffSetup') throw forbidden('staff_setup_only', MESSAGES.staffSetupOnly);
    if (staff.stage === 'full' && call.auth === 'staffSetup') throw forbidden('staff_setup_finished', MESSAGES.staffSetupFinished);
    if (call.roles && staff.role !== 'owner' && !call.roles.includes(staff.role)) throw forbidden();
    req.staff = staff;
    req.staffCookieToken = cookie?.token;
  });
}

/**
 * The event a door call is about, before validation: the path's `event_id`, else the body's (the
 * check-in and the undo name the door's event; the service refuses a registration of another).
 */
function eventOfRequest(req: FastifyRequest): number | undefined {
  const params = req.params as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  const raw = params?.event_id ?? (body && typeof body === 'object' ? body.event_id : undefined);
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}
