import { calls } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import type { PolicyPage } from '@portal/contract/settings';
import { startingWords, type PageWords, type WordPage } from '@portal/contract/page-words';
import { useTranslation } from 'react-i18next';
import { contactInfoQuery } from '../../lib/queries';
import * as queries from './queries';

/** The catalog's lists as hooks; the options (keys, freshness) live in queries.ts. */
export const usePrograms = () => useQuery(queries.programsQuery());
export const useProjects = () => useQuery(queries.projectsQuery());
export const useSliders = () => useQuery(queries.slidersQuery());
export const useUpcomingEvents = (programId?: number) => useQuery(queries.upcomingEventsQuery(programId));
export const useEventsByCategory = () => useQuery(queries.eventsByCategoryQuery());
export const useProgram = (id: number, enabled = true) => useQuery({ ...queries.programQuery(id), enabled: enabled && id > 0 });
/** An editor's preview of a program's page, hidden or not (asked only once the page runs in the browser). */
export const useProgramPreview = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['catalog', 'program-preview', id],
    // The staff client loads only for a preview: a public page carries nothing of the back office.
    queryFn: async () => (await (await import('../../lib/admin-client')).adminCall(calls.programPreview, { params: { id: String(id) } })).data,
    enabled: enabled && id > 0,
    retry: false,
  });
export const useGlimpses = (programId: number) => useQuery(queries.glimpsesQuery(programId));
export const useLatestMedia = (kind: 'video' | 'audio') => useQuery(queries.latestMediaQuery(kind));
export const useRecentGallery = () => useQuery(queries.recentGalleryQuery());

export const usePolicy = (page: PolicyPage) => useQuery(queries.policyQuery(page));

/** The foundation's email and phone for the policy pages (from the server's configuration). */
export const useContactInfo = () => useQuery(contactInfoQuery());

/**
 * A page's words as the office left them, in the page's language; until they arrive (or when
 * they cannot be read) its starting words, so the page never shows a blank.
 */
export function usePageWords<P extends WordPage>(page: P): PageWords<P> {
  const { data } = useQuery(queries.pageWordsQuery(page));
  // The render's own translator (the server renders each page with one of its own), not the module's.
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ta' ? 'ta' : 'en';
  const start = startingWords(page, lang);
  if (!data || data.lang !== lang) return start;
  return { ...start, ...(data.words as Partial<PageWords<P>>) };
}
