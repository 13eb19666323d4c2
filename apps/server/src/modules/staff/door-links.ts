import { randomBytes } from 'node:crypto';
import { DOOR_LINK_LIMITS, DOOR_SESSION_CODES } from '@portal/contract/check-in';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { hashToken } from '../../lib/auth.ts';
import { notFound, refusedWithCode } from '../../lib/errors.ts';
import { createThrottle, enforce } from '../../lib/throttle.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import { csrfTokenFor } from './session-cookie.ts';

const ENTITY = 'door_links';

/**
 * Door links (docs/decisions/check-in.md "Door links"): a shared door phone checks people in at
 * one event without anyone signing in on it. The link is a 32-byte random token, kept as SHA-256
 * (a token, not a password: nothing to slow down against a guess of 256 bits), spent when opened,
 * and it lasts a day at most unopened. Opening it makes the phone's session, a second such token,
 * which the staff gate lets reach only this event's door calls until the end of the event's last
 * day in India, or until a coordinator revokes it.
 */
export function createDoorLinks(deps: AppDeps) {
  const { db } = deps;
  const throttle = createThrottle({ db });

  return {
    async create(staff: { id: number }, eventId: number, doorName: string) {
      const token = randomBytes(32).toString('base64url');
      return db.tx(async (q) => {
        const event = await q.one<{ id: number }>('SELECT id FROM events WHERE id = $1', [eventId]);
        if (!event) throw notFound('check_in_event_not_found', MESSAGES.checkInEventNotFound);
        const link = await repo.insertDoorLink(q, { eventId, doorName, createdBy: staff.id, linkHash: hashToken(token), linkHours: DOOR_LINK_LIMITS.linkHours });
        if (!link) throw refusedWithCode(422, DOOR_SESSION_CODES.eventOver, MESSAGES.doorLinkEventOver);
        await recordAudit(q, { staffId: staff.id, action: 'door_link_create', entity: ENTITY, entityId: link.id, before: null, after: { event_id: eventId, door_name: doorName, expires_at: link.expires_at, link_expires_at: link.link_expires_at } });
        return { message: MESSAGES.doorLinkCreated, token, data: link };
      });
    },

    async list(eventId: number) {
      // An event that does not exist has no door: a 404, as every other door call answers.
      if (!(await db.one('SELECT 1 FROM events WHERE id = $1', [eventId]))) throw notFound('check_in_event_not_found', MESSAGES.checkInEventNotFound);
      return repo.activeDoorLinks(db, eventId);
    },

    async revoke(staff: { id: number }, eventId: number, id: number) {
      return db.tx(async (q) => {
        const before = await repo.revokeDoorLink(q, eventId, id, staff.id);
        if (!before) throw notFound('door_link_not_found', MESSAGES.doorLinkNotFound);
        await recordAudit(q, { staffId: staff.id, action: 'door_link_revoke', entity: ENTITY, entityId: id, before: { event_id: eventId, door_name: before.door_name, opened_at: before.opened_at, last_used_at: before.last_used_at }, after: { revoked: true } });
        return { message: MESSAGES.doorLinkRevoked };
      });
    },

    /** The phone opens its link: the session's token (for the cookie) and what the door page shows. */
    async open(linkToken: string, ip: string) {
      // 256-bit tokens cannot be guessed; the limit only keeps a script from hammering the table.
      await enforce(throttle, `door-link-ip:${ip}`, { max: 60, windowMinutes: 60 });
      const session = randomBytes(32).toString('base64url');
      const link = await repo.openDoorLink(db, hashToken(linkToken), hashToken(session));
      if (!link) throw refusedWithCode(401, DOOR_SESSION_CODES.linkInvalid, MESSAGES.doorLinkInvalid);
      const event = (await db.one<{ id: number; name: string; date: string }>(`SELECT id, event_name AS name, to_char(event_date, 'YYYY-MM-DD') AS date FROM events WHERE id = $1`, [link.event_id]))!;
      return { session, expiresAt: link.expires_at, answer: { message: MESSAGES.staffLoggedIn, csrf_token: csrfTokenFor(session), event, door_name: link.door_name, expires_at: link.expires_at } };
    },
  };
}
export type DoorLinks = ReturnType<typeof createDoorLinks>;
