import type { FastifyInstance } from 'fastify';
import { ENGAGEMENT_MESSAGES, contactSchema, type ContactInfo, karmayogamEventSchema, karmayogamFoundationSchema } from '@portal/contract/engagement';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../lib/validate.ts';
import { createEngagementService } from './service.ts';

/**
 * Engagement: the contact form (public; linked to the account when logged in) and Karmayogam
 * volunteering for an event or for the foundation (login required).
 */
export default async function engagement(app: FastifyInstance, deps: AppDeps) {
  const service = createEngagementService(deps, app.log);
  const auth = { preHandler: app.requireUser };

  // The foundation's details come from configuration, so the page never disagrees with the emails.
  app.get('/contact/info', async (_req, reply) => {
    const { FOUNDATION_NAME, FOUNDATION_PHONE, FOUNDATION_EMAIL, FOUNDATION_ADDRESS } = deps.config;
    reply.header('cache-control', 'public, max-age=3600');
    const data: ContactInfo = { name: FOUNDATION_NAME, phone: FOUNDATION_PHONE, email: FOUNDATION_EMAIL, address: FOUNDATION_ADDRESS };
    return { success: 1, data };
  });

  app.post('/contact', { preHandler: app.optionalUser }, async (req) => {
    const data = parse(contactSchema, req.body);
    await service.contact(data, req.user?.id, req.ip);
    return { success: 1, message: ENGAGEMENT_MESSAGES.contactSent };
  });

  app.post('/karmayogam/event', auth, async (req) => {
    await service.volunteerForEvent(req.user!.id, parse(karmayogamEventSchema, req.body));
    return { success: 1, message: MESSAGES.registered };
  });

  app.post('/karmayogam/foundation', auth, async (req) => {
    await service.volunteerForFoundation(req.user!.id, parse(karmayogamFoundationSchema, req.body));
    return { success: 1, message: MESSAGES.registered };
  });
}
