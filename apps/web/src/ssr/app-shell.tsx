import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { SessionProvider } from '../lib/session';
import { RenderStatusContext, type RenderStatus } from '../lib/http-status';
import { SiteOriginContext } from '../lib/site-name';

/**
 * The providers around the router, the same in the server's render and in the browser (the
 * same tree, so React's generated ids match when the browser hydrates the server's HTML). The
 * server passes `status`, which a page that names nothing sets to 404 (lib/http-status.tsx).
 * `origin` makes the share previews' addresses absolute (components/page-head.tsx).
 */
export function AppShell({ queryClient, i18n, status, origin, children }: { queryClient: QueryClient; i18n: I18n; status?: RenderStatus; origin: string; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RenderStatusContext value={status}>
            <SiteOriginContext value={origin}>
              <SessionProvider>
                {children}
                <AppReady />
              </SessionProvider>
            </SiteOriginContext>
          </RenderStatusContext>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Marks <html data-app-ready> once the app has rendered (or hydrated the server's HTML) in
 * the browser: from then on its buttons answer. The e2e tests wait for it (e2e/fixtures.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
