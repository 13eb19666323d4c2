import type { RouteObject } from 'react-router';

/** Divine Blessings donation page and the donation lists (issue 4). */
export const donationsRoutes: RouteObject[] = [];
