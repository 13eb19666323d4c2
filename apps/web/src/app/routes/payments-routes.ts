import type { RouteObject } from 'react-router';
import { PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import { lazyPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/** Event registration screens (one per built-in program, one generic for added programs), payment results and event detail with Pay Now. */
const registerPage = () => import('../../features/registrations/register-page');
const resultPage = () => import('../../features/payments/payment-result-page');

export const paymentsRoutes: RouteObject[] = [
  ...PROGRAM_IDS.map((id) => lazyPage(PROGRAMS[id].route, registerPage)),
  // The registration screen of a program the office added (the same screen, the program from the address).
  lazyPage(PATHS.programRegister(':id'), registerPage),
  lazyPage(PATHS.payment(':id'), resultPage),
  lazyPage(PATHS.paymentCheck, resultPage),
  lazyPage(PATHS.eventDetail(':id'), () => import('../../features/registrations/event-detail-page')),
];
