import { queryOptions } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import type { PolicyPage } from '@portal/contract/settings';
import type { WordPage } from '@portal/contract/page-words';
import { call, ApiError } from '../../lib/api';

/**
 * The catalog's calls as query options, shared by the pages' hooks (api.ts) and the routes'
 * loaders (loaders.ts), so the server's render and the browser read ONE cache entry per list.
 * Public lists change rarely, so they stay fresh for a few minutes in the page's memory; a
 * failed list is only logged and the page shows its empty state.
 */
const FIVE_MINUTES = 5 * 60_000;

function logged<T>(what: string, fn: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await fn();
    } catch (err) {
      console.warn(`Could not load ${what}`, err);
      throw err;
    }
  };
}

/** A missing program is an answer, not a hiccup: do not ask again. */
const retryUnlessNotFound = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status === 404) && count < 1;

export const programsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'programs'],
    queryFn: logged('programs', () => call(calls.programList)),
    staleTime: FIVE_MINUTES,
  });

export const projectsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'projects'],
    queryFn: logged('projects', async () => (await call(calls.projectList)).data),
    staleTime: FIVE_MINUTES,
  });

export const slidersQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'sliders'],
    queryFn: logged('sliders', () => call(calls.sliderList)),
    staleTime: FIVE_MINUTES,
  });

/** Home: the first 20 upcoming events; a program page: the first 10 of that program. */
export const upcomingEventsQuery = (programId?: number) =>
  queryOptions({
    queryKey: ['catalog', 'events', programId ?? 'home'],
    queryFn: logged('events', async () =>
      (await call(calls.eventList, { body: programId ? { program_id: programId } : {} })).data,
    ),
    staleTime: FIVE_MINUTES,
    enabled: programId === undefined || programId > 0,
  });

export const eventsByCategoryQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'events', 'category'],
    queryFn: logged('events by category', async () => (await call(calls.categoryEvent)).data),
    staleTime: FIVE_MINUTES,
  });

export const programQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'program', id],
    queryFn: async () => (await call(calls.wisdom, { params: { id: String(id) } })).data,
    staleTime: FIVE_MINUTES,
    enabled: id > 0,
    retry: retryUnlessNotFound,
  });

/** A policy page's text (site settings), in the page's language. */
export const policyQuery = (page: PolicyPage) =>
  queryOptions({
    queryKey: ['catalog', 'policy', page],
    queryFn: logged(`${page} policy`, async () => (await call(calls.policyText, { params: { page } })).data),
    staleTime: FIVE_MINUTES,
  });

/** The words of a page the office edits (home introduction, foundation page), in the page's language. */
export const pageWordsQuery = (page: WordPage) =>
  queryOptions({
    queryKey: ['catalog', 'page-words', page],
    queryFn: logged(`${page} words`, async () => (await call(calls.pageWords, { params: { page } })).data),
    staleTime: FIVE_MINUTES,
  });

export const glimpsesQuery = (programId: number) =>
  queryOptions({
    queryKey: ['catalog', 'glimpses', programId],
    queryFn: logged('glimpses', async () =>
      (await call(calls.glimpseList, { body: { program_id: programId } })).data,
    ),
    staleTime: FIVE_MINUTES,
    enabled: programId > 0,
  });

/** The home page's media sliders and Gallery tab use the gallery's public calls. */
export const latestMediaQuery = (kind: 'video' | 'audio') =>
  queryOptions({
    queryKey: ['catalog', 'latest', kind],
    queryFn: logged(`${kind} list`, async () => (await call(kind === 'video' ? calls.videoList : calls.audioList)).data),
    staleTime: FIVE_MINUTES,
  });

export const recentGalleryQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'recent-gallery'],
    queryFn: logged('recent gallery', () => call(calls.recentGallery)),
    staleTime: FIVE_MINUTES,
  });

/** An event's public page (/events/{id}/{slug}): a missing or unpublished event is a 404, not asked again. */
export const eventPageQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'event-page', id],
    queryFn: async () => (await call(calls.eventPage, { params: { id: String(id) } })).data,
    staleTime: FIVE_MINUTES,
    enabled: id > 0,
    retry: retryUnlessNotFound,
  });

/** Its seats: how many are left, or that only the waiting list is open (fresher than the page's texts). */
export const eventSeatsQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'event-seats', id],
    queryFn: logged('seats', async () => (await call(calls.eventSeats, { params: { id: String(id) } })).data),
    staleTime: 30_000,
    enabled: id > 0,
    retry: retryUnlessNotFound,
  });
