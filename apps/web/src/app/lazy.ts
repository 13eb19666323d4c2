import type { ReactNode } from 'react';
import type { LoaderFunction, Params, RouteObject } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';

/** A code-split route: the page's module loads only when the route is visited. */
export function lazyPage(path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** Marks a public page the server renders with its content (ssr/render.tsx). */
export const SERVER_RENDERED = { serverRendered: true } as const;
export const isServerRendered = (handle: unknown) => (handle as Partial<typeof SERVER_RENDERED> | undefined)?.serverRendered === true;

/** A public page the server renders: its loader asks for its data, on the server before the render. */
export function publicPage(path: string, load: () => Promise<{ default: React.ComponentType }>, loader?: LoaderFunction): RouteObject {
  return { ...lazyPage(path, load), handle: SERVER_RENDERED, ...(loader ? { loader } : {}) };
}

/**
 * The share preview of a page the browser renders: what it asks for (on the server only) and the
 * head it draws from the address's params (its PageHead).
 */
export interface SharePreview {
  queries: (params: Params) => Array<{ queryKey: QueryKey }>;
  head: (params: Params) => ReactNode;
}

/** A page the browser renders whose head the server renders (ssr/render.tsx): its share preview. */
export function previewedPage(path: string, load: () => Promise<{ default: React.ComponentType }>, preview: SharePreview): RouteObject {
  return { ...lazyPage(path, load), handle: { serverRendered: true, preview } };
}

/** The share preview of a route marked by previewedPage; undefined for a page the server renders whole. */
export const sharePreviewOf = (handle: unknown) => (handle as { preview?: SharePreview } | undefined)?.preview;
