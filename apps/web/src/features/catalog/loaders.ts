import type { LoaderFunctionArgs } from 'react-router';
import { BANNER_WIDTH, HOME_BANNER_SIZES, imageSrcSet, PROGRAM_HERO_SIZES } from '@portal/contract/images';
import { isProgramNumber } from '@portal/contract/programs';
import type { PolicyPage } from '@portal/contract/settings';
import { ApiError } from '../../lib/api';
import { loadQueries, serverQueryError, whenInBrowser } from '../../lib/query-client';
import { contactInfoQuery } from '../../lib/queries';
import {
  eventPageQuery,
  eventSeatsQuery,
  eventsByCategoryQuery,
  glimpsesQuery,
  pageWordsQuery,
  policyQuery,
  latestMediaQuery,
  programQuery,
  programsQuery,
  projectsQuery,
  recentGalleryQuery,
  slidersQuery,
  upcomingEventsQuery,
} from './queries';

/**
 * What each catalog page reads, asked for by its route's loader: on the server before the
 * render (the HTML carries the content), in the browser while the page's code downloads.
 */
export const homeLoader = async ({ context }: LoaderFunctionArgs) => {
  const done = loadQueries(context, [
    slidersQuery(),
    pageWordsQuery('home'),
    programsQuery(),
    projectsQuery(),
    upcomingEventsQuery(),
    recentGalleryQuery(),
    latestMediaQuery('video'),
    latestMediaQuery('audio'),
  ]);
  whenInBrowser(context, (client) =>
    client.ensureQueryData(slidersQuery()).then((r) => preloadImage(r.data[0]?.image, HOME_BANNER_SIZES)),
  );
  return done;
};

/** /{product}: the foundation page's words. */
export const productLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [pageWordsQuery('foundation')]);
export const programsLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [programsQuery()]);
export const projectsLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [projectsQuery()]);
export const upcomingLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [eventsByCategoryQuery()]);
export const eventMainLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [programsQuery()]);
/** A policy page: its text (site settings) and the contact line under it. */
export const legalLoader =
  (page: PolicyPage) =>
  ({ context }: LoaderFunctionArgs) =>
    loadQueries(context, [policyQuery(page), contactInfoQuery()]);

/** /programs/{id} and /share/{id}: an address that cannot be a program id (32768, 1.5, abc) is not asked for. */
export function programIdOf(raw: string | undefined): number {
  return raw && /^\d{1,5}$/.test(raw) && isProgramNumber(raw) ? Number(raw) : 0;
}

/**
 * /programs/{id}: the program, its events and glimpses. Any number can name a program the office
 * added, so on the server one the API does not show (unknown, hidden) becomes `missing`, which
 * travels with the page: the server answers 404 and the browser hydrates the same "not found".
 */
export const programLoader = async ({ context, params }: LoaderFunctionArgs): Promise<FoundPageData> => {
  const id = programIdOf(params.id);
  if (!id) return { missing: true };
  whenInBrowser(context, (client) =>
    client.ensureQueryData(programQuery(id)).then((p) => preloadImage(p.media_banner || p.banner, PROGRAM_HERO_SIZES)),
  );
  await loadQueries(context, [programQuery(id), upcomingEventsQuery(id), glimpsesQuery(id)]);
  const error = serverQueryError(context, programQuery(id).queryKey);
  return { missing: error instanceof ApiError && error.status === 404 };
};

export const shareLoader = ({ context, params }: LoaderFunctionArgs) => {
  const id = programIdOf(params.id);
  return id ? loadQueries(context, [programQuery(id)]) : null;
};

/**
 * In the browser, a client-side visit to home or a program starts the banner's download as
 * soon as the list names it (the server-rendered HTML preloads it itself).
 */
function preloadImage(url: string | undefined, sizes: string) {
  if (!url || typeof Image === 'undefined') return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.sizes = sizes;
  img.srcset = imageSrcSet(url, BANNER_WIDTH) ?? '';
  img.src = url;
}

/** /events/{id}/{slug}: digits only, else nothing is asked for (the page says not found). */
export function eventIdOf(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** What the event page's loader hands the page: on the server, whether the API said the event is not there. */
/** A page of one thing (a program, an event): whether the server found the thing missing. */
export interface FoundPageData {
  missing: boolean;
}

/**
 * /events/{id}/{slug}: the event and its seats. On the server an event the API does not show
 * (unknown, unpublished, hidden) becomes `missing`, which travels with the page: the server
 * answers 404 and the browser hydrates the same "Event not found".
 */
export const eventPageLoader = async ({ context, params }: LoaderFunctionArgs): Promise<FoundPageData> => {
  const id = eventIdOf(params.id);
  if (!id) return { missing: true };
  await loadQueries(context, [eventPageQuery(id), eventSeatsQuery(id)]);
  const error = serverQueryError(context, eventPageQuery(id).queryKey);
  return { missing: error instanceof ApiError && error.status === 404 };
};
