import type { EventItem, Glimpse, Project } from '@portal/contract/catalog';
import type { Lang } from '@portal/contract/languages';
import type { Queryable } from '../../db/client.ts';
import { openEventSql } from '../registrations/index.ts';
import type { PricedEvent } from '../registrations/index.ts';
import { localized, localizedColumns, localizedList, localizedValue } from '../../lib/content-language.ts';

/**
 * SQL of the public catalog. "Upcoming" means on or after today (India's date, passed in so
 * tests and the server agree) and neither completed nor cancelled; every list is capped.
 * Texts come in the request's language (lib/content-language.ts).
 *
 * What the public site may show: a published event that is not hidden, of a program
 * that is not hidden. Drafts and hidden rows never leave the back office.
 */
const PUBLIC_EVENT = `e.published AND NOT e.hidden AND NOT EXISTS (SELECT 1 FROM programs hp WHERE hp.id = e.program_id AND hp.hidden)`;

const UPCOMING = `e.event_date >= $1::date AND e.status IN ('notstarted', 'ongoing') AND ${PUBLIC_EVENT}`;

/**
 * Event columns in the request's language (Tamil twins fall back to English field by field), and
 * whether it takes registrations today (every query here passes today as $1).
 */
const eventColumns = (lang: Lang) => `e.id, e.program_id, e.event_date, e.end_date, e.event_image, e.status,
  ${openEventSql('$1')} AS registration_open,
  ${localizedColumns('e', ['event_name', 'city_name', 'event_address', 'event_desc'], lang)}`;

export interface ProgramRow {
  id: number;
  name: string;
  image: string;
  banner: string;
  has_upcoming: boolean;
}

/** All programs, each marked with whether it has an upcoming event (uses events_program_date_idx). */
export function listPrograms(q: Queryable, today: string, lang: Lang) {
  return q.query<ProgramRow>(
    `SELECT p.id, ${localized('p.name', lang)}, p.image, p.banner,
            EXISTS (SELECT 1 FROM events e WHERE e.program_id = p.id AND ${UPCOMING}) AS has_upcoming
       FROM programs p
      WHERE NOT p.hidden
      ORDER BY p.sort_order, p.id`,
    [today],
  );
}

export function listProjects(q: Queryable, limit: number, lang: Lang) {
  return q.query<Project>(
    `SELECT id, ${localized('name', lang)}, image, banner, link FROM projects WHERE NOT hidden ORDER BY sort_order, id LIMIT $1`,
    [limit],
  );
}

/** Upcoming events by date (events_date_idx), or of one program (events_program_date_idx). */
export function listUpcomingEvents(q: Queryable, today: string, limit: number, lang: Lang, programId?: number) {
  return programId === undefined
    ? q.query<EventItem>(
        `SELECT ${eventColumns(lang)} FROM events e WHERE ${UPCOMING} ORDER BY e.event_date, e.id LIMIT $2`,
        [today, limit],
      )
    : q.query<EventItem>(
        `SELECT ${eventColumns(lang)} FROM events e
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
export function listUpcomingByCategory(q: Queryable, today: string, limit: number, lang: Lang) {
  return q.query<CategorisedEventRow>(
    `SELECT ${eventColumns(lang)}, c.id AS category_id, ${localized('c.name', lang, 'category_name')}, c.program_id AS category_program_id
       FROM events e
       LEFT JOIN event_categories c ON c.id = e.category_id AND NOT c.hidden
      WHERE ${UPCOMING}
      ORDER BY c.sort_order NULLS LAST, c.id NULLS LAST, e.event_date, e.id
      LIMIT $2`,
    [today, limit],
  );
}

export interface PublicEventRow extends PricedEvent {
  id: number;
  program_id: number;
  program_name: string;
  timing: string;
  event_name: string;
  event_name_en: string;
  event_date: string;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  city_name: string;
  event_address: string;
  event_image: string;
  event_desc: string;
  status: EventItem['status'];
  registration_open: boolean;
}

/** One public event with its program's name and timing and its price columns (undefined: not public). */
export function findPublicEvent(q: Queryable, id: number, today: string, lang: Lang) {
  return q.one<PublicEventRow>(
    `SELECT ${eventColumns(lang)}, e.event_name AS event_name_en,
            to_char(e.start_time, 'HH24:MI') AS start_time, to_char(e.end_time, 'HH24:MI') AS end_time,
            ${localized('p.name', lang, 'program_name')}, ${localized('p.timing', lang, 'timing')},
            trim(e.currency) AS currency, e.price_minor, e.discount_percent, e.early_bird_minor,
            to_char(e.early_bird_until, 'YYYY-MM-DD') AS early_bird_until, e.advance_minor
       FROM events e JOIN programs p ON p.id = e.program_id
      WHERE e.id = $2 AND ${PUBLIC_EVENT}`,
    [today, id],
  );
}

/** Every public event that is not cancelled, newest first (the sitemap's event pages). */
export function listPublicEventNames(q: Queryable, limit: number) {
  return q.query<{ id: number; event_name: string }>(
    `SELECT e.id, e.event_name FROM events e
      WHERE e.status <> 'cancelled' AND ${PUBLIC_EVENT}
      ORDER BY e.event_date DESC, e.id DESC LIMIT $1`,
    [limit],
  );
}

export interface SlideRow {
  placement: 'banner' | 'bottom';
  image: string;
  media: string;
  title: string;
}

export function listActiveSlides(q: Queryable, limit: number, lang: Lang) {
  return q.query<SlideRow>(
    `SELECT placement, image, media, ${localized('title', lang)} FROM sliders WHERE active
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
export function findProgram(q: Queryable, id: number, today: string, lang: Lang, withHidden = false) {
  return q.one<ProgramDetailRow>(
    `SELECT p.id, ${localizedColumns('p', ['name', 'headline', 'story', 'timing', 'prereq_text'], lang)},
            p.image, p.banner, p.media_banner, p.promise_status,
            ${localizedList('p.promises', lang)}, ${localizedList('p.benefits', lang)}, ${localizedList('p.attend', lang)},
            p.duration, p.event_status,
            CASE WHEN p.upcome_date >= $1::date THEN p.upcome_date ELSE n.event_date END AS upcome_date,
            CASE WHEN p.upcome_date >= $1::date THEN ${localizedValue('p.upcome_address', lang)} ELSE coalesce(n.event_address, '') END AS upcome_address,
            p.prereq_media
       FROM programs p
       LEFT JOIN LATERAL (
         SELECT e.event_date, ${localizedValue('e.event_address', lang)} AS event_address FROM events e
          WHERE e.program_id = p.id AND ${UPCOMING}
          ORDER BY e.event_date, e.id LIMIT 1
       ) n ON true
      WHERE p.id = $2 AND ($3 OR NOT p.hidden)`,
    [today, id, withHidden],
  );
}

export function listGlimpses(q: Queryable, programId: number, limit: number, lang: Lang) {
  return q.query<Glimpse>(
    `SELECT id, program_id, media_img, media, ${localizedColumns('t', ['name', 'profession', 'description'], lang)}
       FROM testimonials t WHERE program_id = $1 AND NOT hidden ORDER BY sort_order, id LIMIT $2`,
    [programId, limit],
  );
}

