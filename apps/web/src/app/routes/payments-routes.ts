import type { RouteObject } from 'react-router';

/** Event registration screens, payment results and event detail with Pay Now (issue 4). */
export const paymentsRoutes: RouteObject[] = [];
