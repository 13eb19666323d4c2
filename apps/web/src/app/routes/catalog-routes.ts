import type { RouteObject } from 'react-router';
import { prefetchHome, prefetchProgram } from '../../features/catalog/prefetch';
import { lazyPage } from '../lazy';

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
  lazyPageWithPrefetch('/', prefetchHome, () => import('../../features/catalog/home-page')),
  lazyPage('/programs', () => import('../../features/catalog/programs-page')),
  lazyPageWithPrefetch(
    '/programs/:id',
    () => prefetchProgram(window.location.pathname),
    () => import('../../features/catalog/program-detail-page'),
  ),
  lazyPage('/projects', () => import('../../features/catalog/projects-page')),
  lazyPage('/event-main', () => import('../../features/catalog/event-main-page')),
  lazyPage('/upcoming-events', () => import('../../features/catalog/upcoming-events-page')),
  lazyPage('/privacy-policy', () => import('../../features/catalog/privacy-policy-page')),
  lazyPage('/refund-policy', () => import('../../features/catalog/refund-policy-page')),
  lazyPage('/disclaimer', () => import('../../features/catalog/disclaimer-page')),
  lazyPage('/share/:id', () => import('../../features/catalog/share-page')),
  // A single segment no other route claims (static routes rank above it in React Router).
  lazyPage('/:product', () => import('../../features/catalog/product-page')),
];
