import { lazyPage } from '../lazy';

/** Divine Blessings donation page and the donation lists (issue 4). */
export const donationsRoutes = [
  lazyPage('/mandir-payment', () => import('../../features/donations/mandir-page')),
  lazyPage('/donation-list', () => import('../../features/donations/donation-list-page')),
  lazyPage('/donation-pending', () => import('../../features/donations/donation-pending-page')),
];
