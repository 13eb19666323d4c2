import type { RouteObject } from 'react-router';
import { prefetchHome, prefetchProgram } from '../../features/catalog/prefetch';
import { lazyPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/**
 * A code-split page that starts its first request while its code downloads (the home banner,
 * a program's detail): the largest picture of those pages depends on that answer.
 */
function lazyPageWithPrefetch(
  path: string,
  prefetch: () => void,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject {
  return {
    path,
    lazy: async () => {
      prefetch();
      return { Component: (await load()).default };
    },
  };
}

/** Home, programs, projects, events, legal pages, share and /{product} (issue 3). */
export const catalogRoutes: RouteObject[] = [
  lazyPageWithPrefetch(PATHS.home, prefetchHome, () => import('../../features/catalog/home-page')),
  lazyPage(PATHS.programs, () => import('../../features/catalog/programs-page')),
  lazyPageWithPrefetch(
    PATHS.program(':id'),
    () => prefetchProgram(window.location.pathname),
    () => import('../../features/catalog/program-detail-page'),
  ),
  lazyPage(PATHS.projects, () => import('../../features/catalog/projects-page')),
  lazyPage(PATHS.eventMain, () => import('../../features/catalog/event-main-page')),
  lazyPage(PATHS.upcomingEvents, () => import('../../features/catalog/upcoming-events-page')),
  lazyPage(PATHS.privacyPolicy, () => import('../../features/catalog/privacy-policy-page')),
  lazyPage(PATHS.refundPolicy, () => import('../../features/catalog/refund-policy-page')),
  lazyPage(PATHS.disclaimer, () => import('../../features/catalog/disclaimer-page')),
  lazyPage(PATHS.share(':id'), () => import('../../features/catalog/share-page')),
  // A single segment no other route claims (static routes rank above it in React Router).
  lazyPage(PATHS.product(':product'), () => import('../../features/catalog/product-page')),
];
