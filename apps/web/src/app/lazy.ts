import type { RouteObject } from 'react-router';

/** A code-split route: the page's module loads only when the route is visited. */
export function lazyPage(path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}
