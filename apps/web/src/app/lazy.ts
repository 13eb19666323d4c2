import type { LoaderFunction, RouteObject } from 'react-router';

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
