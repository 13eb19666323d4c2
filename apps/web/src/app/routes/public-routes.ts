import type { RouteObject } from 'react-router';

/** Public browsing screens (spec 000 sections 2.2 to 2.6, legal pages, share, /{product}). */
export const publicRoutes: RouteObject[] = [];
