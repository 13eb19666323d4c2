import type { RouteObject } from 'react-router';

/** Event registration, payments, results, donations (spec 001, the money paths). */
export const paymentRoutes: RouteObject[] = [];
