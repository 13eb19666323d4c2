import { useQuery } from '@tanstack/react-query';
import type { PolicyPage } from '@portal/contract/settings';
import { contactInfoQuery } from '../../lib/queries';
import {
  eventsByCategoryQuery,
  glimpsesQuery,
  policyQuery,
  latestMediaQuery,
  programQuery,
  programsQuery,
  projectsQuery,
  recentGalleryQuery,
  slidersQuery,
  upcomingEventsQuery,
} from './queries';

/** The catalog's lists as hooks; the options (keys, freshness) live in queries.ts. */
export const usePrograms = () => useQuery(programsQuery());
export const useProjects = () => useQuery(projectsQuery());
export const useSliders = () => useQuery(slidersQuery());
export const useUpcomingEvents = (programId?: number) => useQuery(upcomingEventsQuery(programId));
export const useEventsByCategory = () => useQuery(eventsByCategoryQuery());
export const useProgram = (id: number) => useQuery(programQuery(id));
export const useGlimpses = (programId: number) => useQuery(glimpsesQuery(programId));
export const useLatestMedia = (kind: 'video' | 'audio') => useQuery(latestMediaQuery(kind));
export const useRecentGallery = () => useQuery(recentGalleryQuery());

export const usePolicy = (page: PolicyPage) => useQuery(policyQuery(page));

/** The foundation's email and phone for the policy pages (from the server's configuration). */
export const useContactInfo = () => useQuery(contactInfoQuery());
