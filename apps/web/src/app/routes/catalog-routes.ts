import type { RouteObject } from 'react-router';

/** Home, programs, projects, events, legal pages, share and /{product} (issue 3). */
export const catalogRoutes: RouteObject[] = [];
