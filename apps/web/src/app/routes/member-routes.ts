import type { RouteObject } from 'react-router';

/** The member area: profile, event lists, detail forms, feedback, favourites, volunteering, contact. */
export const memberRoutes: RouteObject[] = [];
