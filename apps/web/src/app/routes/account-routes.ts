import { lazyPage } from '../lazy';

/** Login, sign-up, password reset and the development outbox (foundation issue). */
export const accountRoutes = [
  lazyPage('/login', () => import('../../features/accounts/login-page')),
  lazyPage('/register', () => import('../../features/accounts/register-page')),
  lazyPage('/forgot', () => import('../../features/accounts/forgot-page')),
  lazyPage('/dev/outbox', () => import('../../features/dev/outbox-page')),
];
