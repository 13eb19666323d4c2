import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { CONTACT_MESSAGES } from '@portal/contract/contact';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { publicContactInfo, readSettings } from '../settings/index.ts';
import type { ContactService } from './service.ts';

/**
 * Contact: the contact form (public; linked to the account when logged in) and Karmayogam
 * volunteering for an event or for the foundation (login required).
 */
export default async function contact(app: FastifyInstance, deps: AppDeps, { contact: service }: { contact: ContactService }) {

  // The foundation's details come from the site settings (the environment's values until the
  // owner changes them), so the page never disagrees with the emails and documents. Not cached by
  // browsers for long: a change in the back office shows at once.
  route(app, calls.contactInfo, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: 1, data: publicContactInfo(await readSettings(deps.db, deps.config), req.lang) };
  });

  route(app, calls.contact, async (req) => {
    await service.contact(req.body, req.user?.id, req.ip, req.log);
    return { success: 1, message: CONTACT_MESSAGES.contactSent };
  });

  route(app, calls.karmayogamEvent, async (req) => {
    await service.volunteerForEvent(req.user!.id, req.body);
    return { success: 1, message: MESSAGES.registered };
  });

  route(app, calls.karmayogamFoundation, async (req) => {
    await service.volunteerForFoundation(req.user!.id, req.body);
    return { success: 1, message: MESSAGES.registered };
  });
}
