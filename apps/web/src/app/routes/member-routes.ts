import type { RouteObject } from 'react-router';
import { PATHS } from '@portal/contract/routes';
import { lazyPage } from '../lazy';

/** Profile, current and history events, favourites list, Karmayogam volunteering, contact. */
export const memberRoutes: RouteObject[] = [
  lazyPage(PATHS.profile, () => import('../../features/member/profile-page')),
  lazyPage(PATHS.currentEvents, () => import('../../features/member/current-events-page')),
  lazyPage(PATHS.historyEvents, () => import('../../features/member/history-events-page')),
  lazyPage(PATHS.favouriteList, () => import('../../features/member/favourite-list-page')),
  lazyPage(PATHS.karmayogamHome, () => import('../../features/member/karmayogam-home-page')),
  lazyPage(PATHS.contact, () => import('../../features/member/contact-page')),
];
