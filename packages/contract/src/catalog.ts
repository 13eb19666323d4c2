import { z } from './zod.ts';
import { id } from './fields.ts';
import { isProgramId } from './programs.ts';

/**
 * The public catalog calls (spec 000 sections 3 and 7): programs, projects, events, sliders,
 * program detail (wisdom) and glimpses. Response keys are the spec's.
 */

/** Server messages the spec does not give (wording ours, see docs/decisions/catalog.md). */
export const CATALOG_MESSAGES = {
  unknownProgram: 'Please choose a program from 1 to 8',
  programNotFound: 'Program not found',
} as const;

/** A program id: a number (or digits) from 1 to 8. */
export const programIdField = () =>
  id().refine((n) => isProgramId(n), CATALOG_MESSAGES.unknownProgram);

/** POST event/list: no body (home: first 20 upcoming) or {program_id} (program page: first 10). */
export const eventListSchema = z
  .object({ program_id: programIdField().optional() })
  .nullish()
  .transform((v) => ({ program_id: v?.program_id }));
export type EventListInput = z.input<typeof eventListSchema>;

/** POST glimpse/list: the program's testimonials. */
export const glimpseListSchema = z.object({ program_id: programIdField() });
export type GlimpseListInput = z.input<typeof glimpseListSchema>;

/** How many rows each list returns at most (spec 000 section 9, plus caps the spec leaves open). */
export const CATALOG_CAPS = {
  homeEvents: 20,
  programEvents: 10,
  glimpses: 10,
  allEvents: 200,
  eventsPerCategory: 50,
  projects: 100,
  slides: 20,
} as const;

export interface ProgramListItem {
  id: number;
  name: string;
  image: string;
  banner: string;
}

/**
 * GET program/list. `data` holds all programs; `karmayogam` holds program 7 (the volunteer
 * path, shown apart on the home page); `programevent` holds the programs that have an
 * upcoming event (the /event-main page and the home Events tab).
 */
export interface ProgramListResponse {
  success: 1;
  data: ProgramListItem[];
  karmayogam: ProgramListItem[];
  programevent: ProgramListItem[];
}

export interface Project {
  id: number;
  name: string;
  image: string;
  banner: string;
  link: string;
}

export type EventStatus = 'notstarted' | 'ongoing' | 'completed' | 'cancelled';

export interface EventItem {
  id: number;
  program_id: number;
  event_name: string;
  /** YYYY-MM-DD */
  event_date: string;
  end_date: string | null;
  city_name: string;
  event_address: string;
  event_image: string;
  event_desc: string;
  status: EventStatus;
}

export interface EventCategory {
  id: number;
  name: string;
  program_id: number | null;
  events: EventItem[];
}

export interface Slide {
  image: string;
  media: string;
  title: string;
}

export interface SliderResponse {
  success: 1;
  data: Slide[];
  bottombanner: Slide | null;
}

type Five<P extends string> = { [K in `${P}${1 | 2 | 3 | 4 | 5}`]: string };

/** GET wisdom/{id}: every field of spec 000 section 3 "Program (detail)". HTML is sanitised. */
export type ProgramDetail = {
  id: number;
  name: string;
  headline: string;
  image: string;
  banner: string;
  media_banner: string;
  /** Sanitised HTML. */
  story: string;
  promise_status: number;
  duration: number;
  timing: string;
  event_status: number;
  /** YYYY-MM-DD or null when no date is known. */
  upcome_date: string | null;
  upcome_address: string;
  /** Sanitised HTML. */
  prereq_text: string;
  /** Sanitised embed HTML (iframes of YouTube, Vimeo or SoundCloud only). */
  prereq_media: string;
} & Five<'promise'> &
  Five<'benefits'> &
  Five<'attend'>;

export interface Glimpse {
  id: number;
  program_id: number;
  media_img: string;
  /** Sanitised video embed HTML, '' for a text-only testimonial. */
  media: string;
  name: string;
  profession: string;
  description: string;
}
