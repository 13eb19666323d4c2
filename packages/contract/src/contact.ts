import { z } from './zod.ts';
import { email, id, personText, requiredDigits, requiredText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * The contact form and Karmayogam volunteering.
 * The spec quotes the validation texts; the server's other answers are worded here.
 */
export const CONTACT_MESSAGES = {
  contactSent: 'Thank you for contacting us. We will get back to you soon.',
  eventNotOpen: 'This event is not open for volunteering',
  alreadyVolunteered: 'You have already registered as a volunteer for this event',
} as const;

/** Upper bounds the spec does not give (see docs/decisions/member.md). */
export const CONTACT_LIMITS = { name: LIMITS.text.short, mobile: 15, message: 2000 } as const;
export const VOLUNTEER_MESSAGE_MAX = 2000;

/** POST /api/contact: name, email, mobile, message all required; the mobile is digits only. */
export const contactSchema = z.object({
  name: personText(CONTACT_LIMITS.name),
  email: email(),
  mobile: requiredDigits(CONTACT_LIMITS.mobile, MESSAGES.invalidContactNumber),
  message: requiredText(CONTACT_LIMITS.message),
});
export type ContactInput = z.input<typeof contactSchema>;

/** POST /api/karmayogam/foundation: the message is required after trimming. */
export const karmayogamFoundationSchema = z.object({
  message: requiredText(VOLUNTEER_MESSAGE_MAX),
});
export type KarmayogamFoundationInput = z.input<typeof karmayogamFoundationSchema>;

/** POST /api/karmayogam/event: 'Select Event' and the message are both required. */
export const karmayogamEventSchema = karmayogamFoundationSchema.extend({ event_id: id() });
export type KarmayogamEventInput = z.input<typeof karmayogamEventSchema>;

/** GET /api/contact/info: how to reach the foundation (shown beside the contact form). */
/**
 * The foundation's details as a visitor reads them (site settings): name and addresses
 * in the request's language; the rest '' when not set (the page leaves it out).
 */
export const contactInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  help_lines: z.array(z.string()).optional(),
  shop_address: z.string().optional(),
  shop_url: z.string().optional(),
  social: z.object({ facebook: z.string(), instagram: z.string(), youtube: z.string(), x: z.string() }).optional(),
  app_links: z.object({ android: z.string(), ios: z.string() }).optional(),
  karmayogam_video: z.string().optional(),
});
export type ContactInfo = z.output<typeof contactInfoSchema>;
