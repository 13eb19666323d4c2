import type { RouteObject } from 'react-router';
import { PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import { programPreview } from '../../features/catalog/program-preview';
import { lazyPage, previewedPage } from '../lazy';
import { PATHS } from '@portal/contract/routes';

/** Event registration screens (one per built-in program, one generic for added programs), payment results and event detail with Pay Now. */
const registerPage = () => import('../../features/registrations/register-page');
const resultPage = () => import('../../features/payments/payment-result-page');

export const paymentsRoutes: RouteObject[] = [
  // A shared link to a registration screen (Share copies /ulchemy, ...) previews the program: the
  // server renders the page's head, the browser the page.
  ...PROGRAM_IDS.map((id) => previewedPage(PROGRAMS[id].route, registerPage, programPreview(() => id))),
  // The registration screen of a program the office added (the same screen, the program from the address).
  previewedPage(PATHS.programRegister(':id'), registerPage, programPreview()),
  lazyPage(PATHS.payment(':id'), resultPage),
  lazyPage(PATHS.paymentCheck, resultPage),
  lazyPage(PATHS.eventDetail(':id'), () => import('../../features/registrations/event-detail-page')),
];
