import type { RouteObject } from 'react-router';

/** Post-registration detail forms, feedback forms and feedback view (issue 5). */
export const programFormsRoutes: RouteObject[] = [];
