import type { RouteObject } from 'react-router';
import {
  eventMainLoader,
  eventPageLoader,
  homeLoader,
  productLoader,
  legalLoader,
  programLoader,
  programsLoader,
  projectsLoader,
  shareLoader,
  upcomingLoader,
} from '../../features/catalog/loaders';
import { publicPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/**
 * Home, programs, projects, events, legal pages, share and /{product}, rendered on
 * the server. Each loader asks for the page's data: on the server before the render, in the
 * browser in parallel with the page's code (features/catalog/loaders.ts).
 */
export const catalogRoutes: RouteObject[] = [
  publicPage(PATHS.home, () => import('../../features/catalog/home-page'), homeLoader),
  publicPage(PATHS.programs, () => import('../../features/catalog/programs-page'), programsLoader),
  publicPage(PATHS.program(':id'), () => import('../../features/catalog/program-detail-page'), programLoader),
  publicPage(PATHS.projects, () => import('../../features/catalog/projects-page'), projectsLoader),
  publicPage(PATHS.eventMain, () => import('../../features/catalog/event-main-page'), eventMainLoader),
  publicPage(PATHS.upcomingEvents, () => import('../../features/catalog/upcoming-events-page'), upcomingLoader),
  publicPage(PATHS.privacyPolicy, () => import('../../features/catalog/privacy-policy-page'), legalLoader('privacy')),
  publicPage(PATHS.refundPolicy, () => import('../../features/catalog/refund-policy-page'), legalLoader('refund')),
  publicPage(PATHS.disclaimer, () => import('../../features/catalog/disclaimer-page'), legalLoader('disclaimer')),
  publicPage(PATHS.share(':id'), () => import('../../features/catalog/share-page'), shareLoader),
  publicPage(PATHS.eventPage(':id', ':slug?'), () => import('../../features/catalog/event-page'), eventPageLoader),
  // A single segment no other route claims (static routes rank above it in React Router).
  publicPage(PATHS.product(':product'), () => import('../../features/catalog/product-page'), productLoader),
];
