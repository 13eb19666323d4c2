import type { RouteObject } from 'react-router';

/** Profile, current and history events, favourites list, Karmayogam volunteering, contact (issue 5). */
export const memberRoutes: RouteObject[] = [];
