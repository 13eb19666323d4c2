import { z } from './zod.ts';
import { id } from './fields.ts';
import { okResponse } from './call.ts';
import { isProgramNumber } from './programs.ts';
import { LIMITS } from './limits.ts';

/**
 * The public catalog calls: programs, projects, events, sliders,
 * program detail (wisdom) and glimpses. Response keys are the spec's.
 */

/** Server messages the spec does not give (wording ours, see docs/decisions/catalog.md). */
export const CATALOG_MESSAGES = {
  unknownProgram: 'Please choose a program from the list',
  programNotFound: 'Program not found',
  eventNotFound: 'Event not found',
} as const;

/** A program id: a whole number (or digits) a program could have; whether it exists is the database's answer. */
export const programIdField = () =>
  id().refine((n) => isProgramNumber(n), CATALOG_MESSAGES.unknownProgram);

/** POST event/list: no body (home: first 20 upcoming) or {program_id} (program page: first 10). */
export const eventListSchema = z
  .object({ program_id: programIdField().optional() })
  .nullish()
  .transform((v) => ({ program_id: v?.program_id }));
export type EventListInput = z.input<typeof eventListSchema>;

/** POST glimpse/list: the program's testimonials. */
export const glimpseListSchema = z.object({ program_id: programIdField() });
export type GlimpseListInput = z.input<typeof glimpseListSchema>;

/** How many rows each list returns at most (plus caps the spec leaves open). */
export const CATALOG_CAPS = {
  homeEvents: LIMITS.homeEvents,
  programEvents: LIMITS.programPageEvents,
  glimpses: LIMITS.programPageGlimpses,
  allEvents: 200,
  eventsPerCategory: 50,
  projects: 100,
  slides: 20,
} as const;

export const programListItemSchema = z.object({ id: z.number(), name: z.string(), image: z.string(), banner: z.string() });
export type ProgramListItem = z.output<typeof programListItemSchema>;

/**
 * GET program/list. `data` holds all programs; `karmayogam` holds program 7 (the volunteer
 * path, shown apart on the home page); `programevent` holds the programs that have an
 * upcoming event (the /event-main page and the home Events tab).
 */
const programList = z.array(programListItemSchema);
export const programListResponseSchema = okResponse({ data: programList, karmayogam: programList, programevent: programList });
export type ProgramListResponse = z.output<typeof programListResponseSchema>;

export const projectSchema = z.object({ id: z.number(), name: z.string(), image: z.string(), banner: z.string(), link: z.string() });
export type Project = z.output<typeof projectSchema>;

export const EVENT_ITEM_STATUSES = ['notstarted', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_ITEM_STATUSES)[number];

export const eventItemSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  event_name: z.string(),
  /** YYYY-MM-DD */
  event_date: z.string(),
  end_date: z.string().nullable(),
  city_name: z.string(),
  event_address: z.string(),
  event_image: z.string(),
  /** Plain text (the editor's rich text read as text), cut short by the cards. */
  event_desc: z.string(),
  status: z.enum(EVENT_ITEM_STATUSES),
  /** It takes registrations today (the one rule, registrations/closing.ts): the card says Register now, else closed. */
  registration_open: z.boolean(),
});
export type EventItem = z.output<typeof eventItemSchema>;

/**
 * GET event/{id}/page: what a visitor reads on an event's public page (/events/{id}/{slug}).
 * Only a published event of a visible program; texts in the request's language. Amounts are
 * the server's (the same computation as the registration's price), in major units.
 */
export const publicEventSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  program_name: z.string(),
  event_name: z.string(),
  /** The English name as an address segment (eventSlug): the same link in both languages. */
  slug: z.string(),
  event_date: z.string(),
  end_date: z.string().nullable(),
  /** HH:MM in India, or null. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** The program's timing, said when the event has no time of its own. */
  timing: z.string(),
  city_name: z.string(),
  event_address: z.string(),
  event_image: z.string(),
  /** The description as plain text, as the lists give it (share previews, clients that show text). */
  event_desc: z.string(),
  /** The description as the page shows it: the story rules' HTML (an older plain text as paragraphs). */
  event_desc_html: z.string(),
  status: z.enum(EVENT_ITEM_STATUSES),
  registration_open: z.boolean(),
  currency: z.string(),
  /** The price today after the discount and any early-bird reduction (0: free). */
  price: z.number(),
  /** The price after the discount without the early-bird reduction (equal to price when none applies). */
  full_price: z.number(),
  /** The last day of the early-bird price (YYYY-MM-DD) while it applies, else ''. */
  early_bird_until: z.string(),
  /** What holds a seat when an advance is allowed, else 0. */
  advance: z.number(),
});
export type PublicEvent = z.output<typeof publicEventSchema>;

export const eventCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  program_id: z.number().nullable(),
  events: z.array(eventItemSchema),
});
export type EventCategory = z.output<typeof eventCategorySchema>;

export const slideSchema = z.object({ image: z.string(), media: z.string(), title: z.string() });
export type Slide = z.output<typeof slideSchema>;

export const sliderResponseSchema = z.object({
  success: z.literal(1),
  data: z.array(slideSchema),
  bottombanner: slideSchema.nullable(),
});
export type SliderResponse = z.output<typeof sliderResponseSchema>;

const five = <P extends string>(prefix: P) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`${prefix}${n}`, z.string()])) as { [K in `${P}${1 | 2 | 3 | 4 | 5}`]: z.ZodString };

/** GET wisdom/{id}: every field of the specification's "Program (detail)". HTML is sanitised. */
export const programDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  headline: z.string(),
  image: z.string(),
  banner: z.string(),
  media_banner: z.string(),
  /** Sanitised HTML. */
  story: z.string(),
  promise_status: z.number(),
  duration: z.number(),
  timing: z.string(),
  event_status: z.number(),
  /** YYYY-MM-DD or null when no date is known. */
  upcome_date: z.string().nullable(),
  upcome_address: z.string(),
  /** Sanitised HTML. */
  prereq_text: z.string(),
  /** Sanitised embed HTML (iframes of YouTube, Vimeo or SoundCloud only). */
  prereq_media: z.string(),
  ...five('promise'),
  ...five('benefits'),
  ...five('attend'),
});
export type ProgramDetail = z.output<typeof programDetailSchema>;

export const glimpseSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  media_img: z.string(),
  /** Sanitised video embed HTML, '' for a text-only testimonial. */
  media: z.string(),
  name: z.string(),
  profession: z.string(),
  description: z.string(),
});
export type Glimpse = z.output<typeof glimpseSchema>;
