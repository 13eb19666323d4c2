import type { RouteObject } from 'react-router';
import { FEEDBACK_ROUTES, PROGRAMS } from '@portal/contract/programs';
import { DETAIL_FORM_PROGRAM_IDS, FEEDBACK_PROGRAM_IDS } from '@portal/contract/program-forms';
import { PATHS } from '@portal/contract/routes';
import { lazyPage } from '../lazy';

const detailForm = () => import('../../features/program-forms/detail-form-page');
const feedbackForm = () => import('../../features/program-forms/feedback-page');

/** Post-registration detail forms, feedback forms and feedback view (issue 5). */
export const programFormsRoutes: RouteObject[] = [
  // /ulchemy-reg/:id, /ulchemyelite-reg/:id, … /paradesham-reg/:id (the id is the registration id).
  ...DETAIL_FORM_PROGRAM_IDS.map((id) => lazyPage(`${PROGRAMS[id].detailFormRoute}/:id`, detailForm)),
  // /ulchemy-feedback … /vision-feedback.
  ...FEEDBACK_PROGRAM_IDS.map((id) => lazyPage(FEEDBACK_ROUTES[id]!, feedbackForm)),
  lazyPage(PATHS.feedbackView(':id'), () => import('../../features/program-forms/feedback-view-page')),
];
