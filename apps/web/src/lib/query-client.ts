import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One query cache per browser tab, and one per page the server renders. The server fills its
 * cache in the route loaders, renders from it, and sends it with the HTML (ssr/page-data.ts);
 * the browser starts from that copy, so data the HTML carried is not asked for again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: import.meta.env.SSR ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's cache (never called on the server: each render there has its own). */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/** What a route loader receives as `context` on the server (ssr/render.tsx). */
export interface RenderContext {
  queryClient: QueryClient;
}

/**
 * A route loader's body: starts the page's queries. On the server it waits for them, so the
 * page renders with its content; in the browser it only starts them, in parallel with the
 * page's code, and the page shows its skeletons until they arrive (as before).
 */
export async function loadQueries(context: unknown, options: Array<{ queryKey: QueryKey }>): Promise<null> {
  const server = serverClient(context);
  const client = server ?? browserQueryClient();
  // Options made by queryOptions() or infiniteQueryOptions() of any data type.
  const all = Promise.all(
    options.map((o) =>
      'initialPageParam' in o
        ? client.prefetchInfiniteQuery(o as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
        : client.prefetchQuery(o as Parameters<QueryClient['prefetchQuery']>[0]),
    ),
  );
  if (server) await all;
  return null;
}

/**
 * On the server, after a loader's loadQueries: the error a query ended with (the API's answer
 * that the thing asked for does not exist, for instance). Undefined in the browser, whose
 * loaders do not wait.
 */
export function serverQueryError(context: unknown, queryKey: QueryKey): unknown {
  return serverClient(context)?.getQueryState(queryKey)?.error ?? undefined;
}

const serverClient = (context: unknown) => (context as Partial<RenderContext> | undefined)?.queryClient;

/** Browser-only work of a loader (a picture to preload); failures are the page's to show. */
export function whenInBrowser(context: unknown, work: (client: QueryClient) => Promise<unknown>) {
  if (!serverClient(context)) work(browserQueryClient()).catch(() => undefined);
}
