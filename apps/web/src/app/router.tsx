import { createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { accountRoutes } from './routes/account-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { donationsRoutes } from './routes/donations-routes';
import { galleryRoutes } from './routes/gallery-routes';
import { memberRoutes } from './routes/member-routes';
import { paymentsRoutes } from './routes/payments-routes';
import { programFormsRoutes } from './routes/program-forms-routes';
import { lazyPage } from './lazy';

/** Exactly the routes of the spec's route table, each split into its own chunk. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...catalogRoutes,
      ...galleryRoutes,
      ...accountRoutes,
      ...paymentsRoutes,
      ...donationsRoutes,
      ...memberRoutes,
      ...programFormsRoutes,
      lazyPage('*', () => import('./not-found-page')),
    ],
  },
  // The back office: one code-split app with its own layout and session (features/staff).
  lazyPage('/admin/*', () => import('../features/staff/admin-app')),
]);
