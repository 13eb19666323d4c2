import { lazyPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/** Login, sign-up, password reset and the development outbox (foundation issue). */
export const accountRoutes = [
  lazyPage(PATHS.login, () => import('../../features/accounts/login-page')),
  lazyPage(PATHS.register, () => import('../../features/accounts/register-page')),
  lazyPage(PATHS.forgot, () => import('../../features/accounts/forgot-page')),
  lazyPage(PATHS.devOutbox, () => import('../../features/dev/outbox-page')),
];
