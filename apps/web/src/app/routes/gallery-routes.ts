import type { RouteObject } from 'react-router';

/** Image gallery, AV gallery and their category and tag pages (issue 3). */
export const galleryRoutes: RouteObject[] = [];
