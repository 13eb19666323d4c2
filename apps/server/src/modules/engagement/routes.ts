import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { ENGAGEMENT_MESSAGES, type ContactInfo } from '@portal/contract/engagement';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { createEngagementService } from './service.ts';

/**
 * Engagement: the contact form (public; linked to the account when logged in) and Karmayogam
 * volunteering for an event or for the foundation (login required).
 */
export default async function engagement(app: FastifyInstance, deps: AppDeps) {
  const service = createEngagementService(deps, app.log);

  // The foundation's details come from configuration, so the page never disagrees with the emails.
  route(app, calls.contactInfo, async (_req, reply) => {
    const { FOUNDATION_NAME, FOUNDATION_PHONE, FOUNDATION_EMAIL, FOUNDATION_ADDRESS } = deps.config;
    reply.header('cache-control', 'public, max-age=3600');
    const data: ContactInfo = { name: FOUNDATION_NAME, phone: FOUNDATION_PHONE, email: FOUNDATION_EMAIL, address: FOUNDATION_ADDRESS };
    return { success: 1, data };
  });

  route(app, calls.contact, async (req) => {
    await service.contact(req.body, req.user?.id, req.ip);
    return { success: 1, message: ENGAGEMENT_MESSAGES.contactSent };
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
