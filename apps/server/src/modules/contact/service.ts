import type { z } from 'zod';
import {
  CONTACT_MESSAGES,
  type contactSchema,
  type karmayogamEventSchema,
  type karmayogamFoundationSchema,
} from '@portal/contract/contact';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, fieldError, sessionInvalid } from '../../lib/errors.ts';
import { createThrottle, enforce } from '../../lib/throttle.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';
import { siteIdentity } from '../settings/index.ts';


/** A contact form per address: enough for a person, too few for a spam run. */
export const CONTACT_LIMIT = { bucket: 'contact-ip', max: 5, windowMinutes: 60 } as const;
/** Also per sender email, since an address behind a proxy chain is easier to vary. */
export const CONTACT_EMAIL_LIMIT = { bucket: 'contact-email', max: 5, windowMinutes: 60 } as const;
/** Foundation sign-ups have no natural key, so repeats are bounded per user instead. */
export const FOUNDATION_LIMIT = { bucket: 'karmayogam-foundation', max: 5, windowMinutes: 24 * 60 } as const;

/** Header values must stay on one line (a name with a line break must not add mail headers). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function createContactService({ db, email, config, redis }: AppDeps) {
  const throttle = createThrottle({ db, redis });
  async function volunteerDetails(userId: number) {
    const p = await repo.findContactDetails(db, userId);
    if (!p) throw sessionInvalid();
    return { name: p.name, email: p.email, phone: p.dial_code ? `+${p.dial_code} ${p.mobile}` : p.mobile };
  }

  return {
    /**
     * Stores the message first (it is the record), then tells the foundation by email. A mail
     * server that is down does not lose the message nor fail the visitor's request.
     */
    async contact(data: z.output<typeof contactSchema>, userId: number | undefined, ip: string, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
      await enforce(throttle, `${CONTACT_LIMIT.bucket}:${ip}`, CONTACT_LIMIT);
      await enforce(throttle, `${CONTACT_EMAIL_LIMIT.bucket}:${data.email.toLowerCase()}`, CONTACT_EMAIL_LIMIT);
      const id = await repo.insertContact(db, { ...data, user_id: userId ?? null });
      try {
        await email.send({
          // The foundation's email of the site settings (the environment only seeds it).
          to: (await siteIdentity(db, config)).email,
          subject: `Contact form: ${oneLine(data.name)}`,
          body: [
            `A message came through the website's contact form (#${id}).`,
            '',
            `Name: ${oneLine(data.name)}`,
            `Email: ${data.email}`,
            `Mobile: ${data.mobile}`,
            userId ? `Account: user ${userId}` : 'Account: not logged in',
            '',
            data.message,
          ].join('\n'),
        });
      } catch (err) {
        log.error({ err, contactId: id }, 'contact email not sent; the message is stored');
      }
    },

    async volunteerForFoundation(userId: number, data: z.output<typeof karmayogamFoundationSchema>): Promise<void> {
      await enforce(throttle, `${FOUNDATION_LIMIT.bucket}:${userId}`, FOUNDATION_LIMIT);
      const who = await volunteerDetails(userId);
      await repo.insertVolunteer(db, { user_id: userId, kind: 'foundation', event_id: null, ...who, message: data.message });
    },

    async volunteerForEvent(userId: number, data: z.output<typeof karmayogamEventSchema>): Promise<void> {
      const event = await repo.findEvent(db, data.event_id, todayIso());
      if (!event) throw fieldError('event_not_found', 'event_id', MESSAGES.notFound, 404);
      if (!event.open) {
        throw fieldError('volunteer_event_not_open', 'event_id', CONTACT_MESSAGES.eventNotOpen, 422);
      }
      const who = await volunteerDetails(userId);
      const id = await repo.insertVolunteer(db, { user_id: userId, kind: 'event', event_id: event.id, ...who, message: data.message });
      if (!id) throw conflict('already_volunteered', CONTACT_MESSAGES.alreadyVolunteered);
    },
  };
}

/** For the devotees module (DPDP erasure): deletes a person's volunteering offers and contact messages. */
export const eraseContactOfUser = (q: Queryable, userId: number) => repo.eraseOfUser(q, userId);

/** For the devotees module (DPDP erasure): the ids of a person's contact messages, whose audit rows are erased too. */
export const contactIdsOfUser = (q: Queryable, userId: number) => repo.contactIdsOfUser(q, userId);

/** For the devotees module's inbox: contact messages are this module's rows. */
export const contactInbox = {
  lock: (q: Queryable, id: number) => repo.lockContact(q, id),
  setHandled: (q: Queryable, id: number, staffId: number, handled: boolean) => repo.setContactHandled(q, id, staffId, handled),
  saveReply: (q: Queryable, id: number, staffId: number, reply: string) => repo.saveContactReply(q, id, staffId, reply),
};
export type ContactService = ReturnType<typeof createContactService>;
