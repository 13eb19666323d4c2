import { lazyPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/** Divine Blessings donation page and the donation lists. */
export const donationsRoutes = [
  lazyPage(PATHS.mandirPayment, () => import('../../features/donations/mandir-page')),
  lazyPage(PATHS.donationList, () => import('../../features/donations/donation-list-page')),
  lazyPage(PATHS.donationPending, () => import('../../features/donations/donation-pending-page')),
];
