import { createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { accountRoutes } from './routes/account-routes';
import { memberRoutes } from './routes/member-routes';
import { paymentRoutes } from './routes/payment-routes';
import { publicRoutes } from './routes/public-routes';
import { lazyPage } from './lazy';

/** Exactly the routes of the spec's route table, each split into its own chunk. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...publicRoutes,
      ...accountRoutes,
      ...paymentRoutes,
      ...memberRoutes,
      lazyPage('*', () => import('./not-found-page')),
    ],
  },
]);
