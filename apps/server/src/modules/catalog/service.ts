import {
  CATALOG_CAPS,
  CATALOG_MESSAGES,
  type EventCategory,
  type EventItem,
  type Glimpse,
  type ProgramDetail,
  type ProgramListItem,
  type ProgramListResponse,
  type PublicEvent,
  type Project,
  type Slide,
  type SliderResponse,
} from '@portal/contract/catalog';
import { todayIso } from '@portal/contract/fields';
import type { Lang } from '@portal/contract/languages';
import { LIMITS } from '@portal/contract/limits';
import { KARMAYOGAM_PROGRAM_ID } from '@portal/contract/programs';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import { richTextHtml, richTextPlain, sanitizeStoryHtml } from '../../lib/sanitize.ts';

import { toMajor } from '@portal/contract/payments';
import { PATHS, eventSlug } from '@portal/contract/routes';
import { computePrice } from '../registrations/index.ts';

/** A list's event: its description as plain text (the editor's rich text read as text; the cards cut it short). */
const plainDescription = <T extends { event_desc: string }>(e: T): T => ({ ...e, event_desc: richTextPlain(e.event_desc) });


/** Events without a category are listed last under this name. */
export const UNCATEGORISED = { id: 0, name: 'Other Events' } as const;

/** Links that leave the site must be web links; anything else (javascript:, data:) becomes ''. */
export function safeLink(url: string): string {
  try {
    const trimmed = url.trim();
    const { protocol } = new URL(trimmed);
    return protocol === 'https:' || protocol === 'http:' ? trimmed : '';
  } catch {
    return '';
  }
}

const toListItem = ({ id, name, image, banner }: ProgramListItem): ProgramListItem => ({ id, name, image, banner });

/** Up to five non-empty items as item1..item5 ('' where there is none). */
function five<P extends string>(prefix: P, items: string[]): Record<`${P}${1 | 2 | 3 | 4 | 5}`, string> {
  const kept = (items ?? []).map((s) => s.trim()).filter(Boolean).slice(0, LIMITS.promiseItems);
  const out: Record<string, string> = {};
  for (let i = 0; i < LIMITS.promiseItems; i++) out[`${prefix}${i + 1}`] = kept[i] ?? '';
  return out as Record<`${P}${1 | 2 | 3 | 4 | 5}`, string>;
}

export function createCatalogService(db: Queryable, today: () => string = () => todayIso()) {
  return {
    async programs(lang: Lang = 'en'): Promise<ProgramListResponse> {
      const rows = await repo.listPrograms(db, today(), lang);
      return {
        success: 1,
        data: rows.map(toListItem),
        karmayogam: rows.filter((p) => p.id === KARMAYOGAM_PROGRAM_ID).map(toListItem),
        programevent: rows.filter((p) => p.has_upcoming).map(toListItem),
      };
    },

    async projects(lang: Lang = 'en'): Promise<{ success: 1; data: Project[] }> {
      const rows = await repo.listProjects(db, CATALOG_CAPS.projects, lang);
      return { success: 1, data: rows.map((p) => ({ ...p, link: safeLink(p.link) })) };
    },

    async events(programId?: number, lang: Lang = 'en'): Promise<{ success: 1; data: EventItem[] }> {
      const limit = programId === undefined ? CATALOG_CAPS.homeEvents : CATALOG_CAPS.programEvents;
      return { success: 1, data: (await repo.listUpcomingEvents(db, today(), limit, lang, programId)).map(plainDescription) };
    },

    async allEvents(lang: Lang = 'en'): Promise<{ success: 1; data: EventItem[] }> {
      return { success: 1, data: (await repo.listUpcomingEvents(db, today(), CATALOG_CAPS.allEvents, lang)).map(plainDescription) };
    },

    async eventsByCategory(lang: Lang = 'en'): Promise<{ success: 1; data: EventCategory[] }> {
      const rows = await repo.listUpcomingByCategory(db, today(), CATALOG_CAPS.allEvents, lang);
      const groups = new Map<number, EventCategory>();
      for (const { category_id, category_name, category_program_id, ...event } of rows) {
        const key = category_id ?? UNCATEGORISED.id;
        let group = groups.get(key);
        if (!group) {
          group = category_id === null
            ? { ...UNCATEGORISED, program_id: null, events: [] }
            : { id: category_id, name: category_name ?? '', program_id: category_program_id, events: [] };
          groups.set(key, group);
        }
        if (group.events.length < CATALOG_CAPS.eventsPerCategory) group.events.push(plainDescription(event));
      }
      return { success: 1, data: [...groups.values()] };
    },

    async slides(lang: Lang = 'en'): Promise<SliderResponse> {
      const rows = await repo.listActiveSlides(db, CATALOG_CAPS.slides * 2, lang);
      const toSlide = (s: repo.SlideRow): Slide => ({ image: s.image, media: safeLink(s.media), title: s.title });
      const banners = rows.filter((s) => s.placement === 'banner').slice(0, CATALOG_CAPS.slides);
      const bottom = rows.find((s) => s.placement === 'bottom');
      return { success: 1, data: banners.map(toSlide), bottombanner: bottom ? toSlide(bottom) : null };
    },

    /** A program's public page; `preview` (editors and the owner) also finds a hidden one. */
    async program(id: number, lang: Lang = 'en', preview = false): Promise<{ success: 1; data: ProgramDetail }> {
      const row = await repo.findProgram(db, id, today(), lang, preview);
      if (!row) throw notFound('program_not_found', CATALOG_MESSAGES.programNotFound);
      const { promises, benefits, attend, story, prereq_text, prereq_media, ...rest } = row;
      return {
        success: 1,
        data: {
          ...rest,
          story: sanitizeStoryHtml(story),
          prereq_text: sanitizeStoryHtml(prereq_text),
          prereq_media: sanitizeStoryHtml(prereq_media),
          ...five('promise', promises),
          ...five('benefits', benefits),
          ...five('attend', attend),
        },
      };
    },

    /** An event's public page: a published event of a visible program, with today's price as registration computes it. */
    async eventPage(id: number, lang: Lang = 'en'): Promise<{ success: 1; data: PublicEvent }> {
      const day = today();
      const row = await repo.findPublicEvent(db, id, day, lang);
      if (!row) throw notFound('event_not_found', CATALOG_MESSAGES.eventNotFound);
      const { event_name_en, currency, price_minor, discount_percent, early_bird_minor, early_bird_until, advance_minor, event_desc, ...rest } = row;
      const price = computePrice({ currency, price_minor, discount_percent, early_bird_minor, early_bird_until, advance_minor }, day);
      const major = (minor: number) => toMajor(minor, price.currency);
      return {
        success: 1,
        data: {
          ...rest,
          event_desc: richTextPlain(event_desc),
          event_desc_html: richTextHtml(event_desc),
          slug: eventSlug(event_name_en),
          currency: price.currency,
          price: major(price.totalMinor),
          full_price: major(price.totalMinor + price.earlyMinor),
          early_bird_until: price.earlyMinor > 0 && early_bird_until ? early_bird_until : '',
          advance: major(price.advanceMinor),
        },
      };
    },

    async glimpses(programId: number, lang: Lang = 'en'): Promise<{ success: 1; data: Glimpse[] }> {
      const rows = await repo.listGlimpses(db, programId, CATALOG_CAPS.glimpses, lang);
      return { success: 1, data: rows.map((g) => ({ ...g, media: sanitizeStoryHtml(g.media) })) };
    },
  };
}

/** The sitemap's event pages: every public event that is not cancelled (capped). */
export async function publicEventPaths(db: Queryable, limit = 5000): Promise<string[]> {
  const rows = await repo.listPublicEventNames(db, limit);
  return rows.map((e) => PATHS.eventPage(e.id, eventSlug(e.event_name)));
}

/**
 * The sitemap's catalog pages: each shown program's page (the eight and those the office added,
 * in the public order), then the public events' pages.
 */
export async function publicCatalogPaths(db: Queryable): Promise<string[]> {
  const programs = await repo.listPrograms(db, todayIso(), 'en');
  return [...programs.map((p) => PATHS.program(p.id)), ...(await publicEventPaths(db))];
}

export type CatalogService = ReturnType<typeof createCatalogService>;
