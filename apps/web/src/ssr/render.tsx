import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { Lang } from '@portal/contract/languages';
import { routes } from '../app/router';
import { isServerRendered, sharePreviewOf } from '../app/lazy';
import { setCallTransport, type CallTransport } from '../lib/api';
import i18n, { loadTamil, setRenderLanguageSource } from '../lib/i18n';
import { createQueryClient, loadQueries, type RenderContext } from '../lib/query-client';
import { translationOverridesQuery } from '../lib/queries';
import type { RenderStatus } from '../lib/http-status';
import { AppShell } from './app-shell';
import { PAGE_DATA_ID, serializePageData } from './page-data';

/**
 * The server's render of a public page (built by `vite build --ssr`, loaded by
 * apps/server/src/web/render-page.ts). The same routes and components as the browser: the
 * route loaders fill a fresh query cache through `transport` (the API handled in-process),
 * React renders once everything has resolved, and the cache goes along as JSON.
 */
const handler = createStaticHandler(routes);

export interface RenderedPage {
  status: number;
  /** Where a loader sent the visitor instead (a redirect). */
  redirect?: string;
  /** What React hoisted for <head>: the page's <title>, <meta> (components/page-head.tsx) and its pictures' preloads. */
  head: string;
  /** The app's HTML for #root. */
  html: string;
  /** The <script type="application/json"> element with the page's data. */
  dataScript: string;
  /** Only the page's head was rendered (its share preview): the browser renders the page. */
  headOnly?: boolean;
}

export { PAGE_DATA_ID };

/** The server hands its in-process API once, at start. */
export function installTransport(transport: CallTransport) {
  setCallTransport(transport);
}

/**
 * Whether a path renders on the server, per path: matchRoutes flattens and ranks the whole route
 * table on every call, which cost more than sending a cached page.
 */
const serverRendered = new Map<string, boolean>();
const MAX_KNOWN_PATHS = 2000;

/** True for the public pages the server renders (routes marked with SERVER_RENDERED), whole or only their head. */
export function rendersOnServer(pathname: string): boolean {
  let known = serverRendered.get(pathname);
  if (known === undefined) {
    const matches = matchRoutes(routes, pathname);
    known = isServerRendered(matches?.[matches.length - 1]?.route.handle);
    // Bounded: the paths come from anyone.
    if (serverRendered.size >= MAX_KNOWN_PATHS) serverRendered.clear();
    serverRendered.set(pathname, known);
  }
  return known;
}

/** The language of each page being rendered: contract texts (`tx`) read it, not the shared instance's. */
const pageLanguage = new AsyncLocalStorage<Lang>();
setRenderLanguageSource(() => pageLanguage.getStore());

/** `origin`: the site's address (PUBLIC_URL, or '') for the share preview's absolute addresses. */
export function render(url: URL, lang: Lang, origin = ''): Promise<RenderedPage> {
  return pageLanguage.run(lang, () => renderIn(url, lang, origin));
}

/** The elements React puts before the markup when it renders into a part of a page: they belong in <head>. */
const HOISTED = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;

async function renderIn(url: URL, lang: Lang, origin: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // A Tamil page with the office's latest corrections, read into this page's query cache so the
  // browser hydrates with the same texts.
  await loadTamil(lang === 'ta' ? () => queryClient.fetchQuery(translationOverridesQuery()) : undefined);
  const requestContext: RenderContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('location') ?? '/', head: '', html: '', dataScript: '' };
  }
  const translator = i18n.cloneInstance({ lng: lang });
  const status: RenderStatus = { code: context.statusCode };
  const leaf = context.matches[context.matches.length - 1];
  const preview = sharePreviewOf(leaf?.route.handle);
  if (leaf && preview) {
    // A page the browser renders: only its share preview, with what it asks for; no page data
    // travels (the browser renders the page anew, it has nothing to hydrate).
    await loadQueries(requestContext, preview.queries(leaf.params));
    const rendered = await renderToString(
      <AppShell queryClient={queryClient} i18n={translator} origin={origin}>
        <StaticRouter location={url.pathname}>{preview.head(leaf.params)}</StaticRouter>
      </AppShell>,
    );
    queryClient.clear();
    return { status: 200, head: HOISTED.exec(rendered)![0], html: '', dataScript: '', headOnly: true };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await renderToString(
    <AppShell queryClient={queryClient} i18n={translator} status={status} origin={origin}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  const data = serializePageData({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
    origin,
  });
  const head = HOISTED.exec(rendered)![0];
  queryClient.clear();
  return {
    status: status.code,
    head,
    html: rendered.slice(head.length),
    dataScript: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
  };
}

/**
 * React's static render: it waits for every lazy part and data, then gives the whole HTML at
 * once, with no streaming scripts (the site's CSP allows no inline script).
 */
async function renderToString(element: React.ReactNode): Promise<string> {
  // An error inside a Suspense boundary would leave it for the browser to render: the caller
  // serves the page unrendered instead.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // Never split a large part out to be revealed by a script: the whole page comes in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (err) => {
      failure ??= err;
    },
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
