import './lib/zod-settings';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import i18n, { applyRememberedLanguage, currentLang, loadTamil, setOverridesSource } from './lib/i18n';
import { translationOverridesQuery } from './lib/queries';
import { createRouter } from './app/router';
import { browserQueryClient } from './lib/query-client';
import { AppShell } from './ssr/app-shell';
import { readPageData } from './ssr/page-data';

/**
 * A public page comes rendered from the server with its data (ssr/page-data.ts): the query
 * cache starts from that copy and React hydrates the HTML. Other pages (member area, forms)
 * render in the browser. main.tsx decides when this module loads.
 */
export async function start() {
  const queryClient = browserQueryClient();
  // The office's Tamil corrections come through the query cache (a rendered page brings its own).
  setOverridesSource(() => queryClient.fetchQuery(translationOverridesQuery()));
  const pageData = readPageData();
  if (await applyRememberedLanguage(pageData !== undefined)) return;
  if (pageData) {
    // The HTML is as fresh as the data it carries: count its age from now, not from the render.
    const now = Date.now();
    for (const q of pageData.queries.queries) q.state.dataUpdatedAt = now;
    hydrate(queryClient, pageData.queries);
  }
  // A Tamil page renders its contract texts in Tamil from the first render (as the server did).
  const tamil = currentLang() === 'ta' ? loadTamil() : undefined;
  const router = await createRouter(pageData?.router);
  await tamil;
  const app = (
    // The share preview's addresses as the server wrote them, so hydration keeps its tags.
    <AppShell queryClient={queryClient} i18n={i18n} origin={pageData?.origin ?? window.location.origin}>
      {/* Alone, as the server's StaticRouterProvider is: both render the same tree below (their
          router contexts and a second, empty child), so React's generated ids (labels' `for`,
          `aria-describedby`) match the server's HTML. A wrapper here shifts every id. */}
      <RouterProvider router={router} />
    </AppShell>
  );
  const root = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone can scroll and tap links meanwhile).
  if (pageData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

