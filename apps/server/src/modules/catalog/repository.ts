import type { EventItem, Glimpse, Project } from '@portal/contract/catalog';
import type { Queryable } from '../../db/client.ts';

/**
 * SQL of the public catalog. "Upcoming" means on or after today (India's date, passed in so
 * tests and the server agree) and neither completed nor cancelled; every list is capped.
 */
const UPCOMING = `e.event_date >= $1::date AND e.status IN ('notstarted', 'ongoing')`;

const EVENT_COLUMNS = `e.id, e.program_id, e.event_name, e.event_date, e.end_date, e.city_name, e.event_address,
  e.event_image, e.event_desc, e.status`;

export interface ProgramRow {
  id: number;
  name: string;
  image: string;
  banner: string;
  has_upcoming: boolean;
}

/** All programs, each marked with whether it has an upcoming event (uses events_program_date_idx). */
export function listPrograms(q: Queryable, today: string) {
  return q.query<ProgramRow>(
    `SELECT p.id, p.name, p.image, p.banner,
            EXISTS (SELECT 1 FROM events e WHERE e.program_id = p.id AND ${UPCOMING}) AS has_upcoming
       FROM programs p
      ORDER BY p.sort_order, p.id`,
    [today],
  );
}

export function listProjects(q: Queryable, limit: number) {
  return q.query<Project>(
    'SELECT id, name, image, banner, link FROM projects ORDER BY sort_order, id LIMIT $1',
    [limit],
  );
}

/** Upcoming events by date (events_date_idx), or of one program (events_program_date_idx). */
export function listUpcomingEvents(q: Queryable, today: string, limit: number, programId?: number) {
  return programId === undefined
    ? q.query<EventItem>(
        `SELECT ${EVENT_COLUMNS} FROM events e WHERE ${UPCOMING} ORDER BY e.event_date, e.id LIMIT $2`,
        [today, limit],
      )
    : q.query<EventItem>(
        `SELECT ${EVENT_COLUMNS} FROM events e
          WHERE e.program_id = $3 AND ${UPCOMING} ORDER BY e.event_date, e.id LIMIT $2`,
        [today, limit, programId],
      );
}

export interface CategorisedEventRow extends EventItem {
  category_id: number | null;
  category_name: string | null;
  category_program_id: number | null;
}

/** Upcoming events with their category, categories in their order, events by date. */
export function listUpcomingByCategory(q: Queryable, today: string, limit: number) {
  return q.query<CategorisedEventRow>(
    `SELECT ${EVENT_COLUMNS}, c.id AS category_id, c.name AS category_name, c.program_id AS category_program_id
       FROM events e
       LEFT JOIN event_categories c ON c.id = e.category_id
      WHERE ${UPCOMING}
      ORDER BY c.sort_order NULLS LAST, c.id NULLS LAST, e.event_date, e.id
      LIMIT $2`,
    [today, limit],
  );
}

export interface SlideRow {
  placement: 'banner' | 'bottom';
  image: string;
  media: string;
  title: string;
}

export function listActiveSlides(q: Queryable, limit: number) {
  return q.query<SlideRow>(
    `SELECT placement, image, media, title FROM sliders WHERE active
      ORDER BY placement, sort_order, id LIMIT $1`,
    [limit],
  );
}

export interface ProgramDetailRow {
  id: number;
  name: string;
  headline: string;
  image: string;
  banner: string;
  media_banner: string;
  story: string;
  promise_status: number;
  promises: string[];
  benefits: string[];
  attend: string[];
  duration: number;
  timing: string;
  event_status: number;
  upcome_date: string | null;
  upcome_address: string;
  prereq_text: string;
  prereq_media: string;
}

/**
 * One program. The "Upcoming" line uses the stored date while it is still ahead; once it has
 * passed (or was never set) it follows the program's next upcoming event, so the page never
 * announces a date that is gone.
 */
export function findProgram(q: Queryable, id: number, today: string) {
  return q.one<ProgramDetailRow>(
    `SELECT p.id, p.name, p.headline, p.image, p.banner, p.media_banner, p.story, p.promise_status,
            p.promises, p.benefits, p.attend, p.duration, p.timing, p.event_status,
            CASE WHEN p.upcome_date >= $1::date THEN p.upcome_date ELSE n.event_date END AS upcome_date,
            CASE WHEN p.upcome_date >= $1::date THEN p.upcome_address ELSE coalesce(n.event_address, '') END AS upcome_address,
            p.prereq_text, p.prereq_media
       FROM programs p
       LEFT JOIN LATERAL (
         SELECT e.event_date, e.event_address FROM events e
          WHERE e.program_id = p.id AND ${UPCOMING}
          ORDER BY e.event_date, e.id LIMIT 1
       ) n ON true
      WHERE p.id = $2`,
    [today, id],
  );
}

export function listGlimpses(q: Queryable, programId: number, limit: number) {
  return q.query<Glimpse>(
    `SELECT id, program_id, media_img, media, name, profession, description
       FROM testimonials WHERE program_id = $1 ORDER BY sort_order, id LIMIT $2`,
    [programId, limit],
  );
}

/** A program's Tamil texts (NULL = not translated yet), for the Tamil share preview. */
export const findProgramTamil = (q: Queryable, id: number) =>
  q.one<{ headline_ta: string | null; story_ta: string | null }>('SELECT headline_ta, story_ta FROM programs WHERE id = $1', [id]);
