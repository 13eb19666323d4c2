import { createBrowserRouter, matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadQueries } from '../lib/query-client';
import { contactInfoQuery } from '../lib/queries';
import { Layout } from './layout';
import { accountRoutes } from './routes/account-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { donationsRoutes } from './routes/donations-routes';
import { galleryRoutes } from './routes/gallery-routes';
import { memberRoutes } from './routes/member-routes';
import { paymentsRoutes } from './routes/payments-routes';
import { programFormsRoutes } from './routes/program-forms-routes';
import { waitingRoomRoutes } from './routes/waiting-room-routes';
import { lazyPage, publicPage } from './lazy';
import { BootHeader } from './boot-header';

/**
 * Exactly the routes of the spec's route table, each split into its own chunk. The same list
 * serves the browser (createRouter) and the server's render (ssr/render.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // The header and footer show the foundation's contact details (site settings) on every page:
    // fetched with the page on the server, so the browser does not ask for them again.
    loader: ({ context }: LoaderFunctionArgs) => loadQueries(context, [contactInfoQuery()]),
    // A page the browser renders (member area, forms) first waits for that loader and the page's
    // code: meanwhile it shows the header band index.html showed, instead of nothing (and
    // React Router's warning that no fallback was given).
    HydrateFallback: BootHeader,
    children: [
      ...catalogRoutes,
      ...galleryRoutes,
      ...accountRoutes,
      ...paymentsRoutes,
      ...donationsRoutes,
      ...memberRoutes,
      ...programFormsRoutes,
      ...waitingRoomRoutes,
      // Rendered on the server too, so an address that names nothing answers 404 (lib/http-status.tsx).
      publicPage('*', () => import('./not-found-page')),
    ],
  },
  // The back office: one code-split app with its own layout and session (app/admin).
  { ...lazyPage('/admin/*', () => import('./admin/admin-app')), HydrateFallback: BootHeader },
];

/**
 * The browser's router. On a page the server rendered, the matched pages' code is loaded
 * before hydration (React Router's advice for lazy routes), so the first render in the
 * browser is the server's HTML and nothing is fetched twice.
 */
export async function createRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
