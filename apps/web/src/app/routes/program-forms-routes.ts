import type { RouteObject } from 'react-router';
// Only the zod-free contract files here: this file is part of the first page load.
import { FEEDBACK_ROUTES, PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { lazyPage } from '../lazy';

const detailForm = () => import('../../features/program-forms/detail-form-page');
const feedbackForm = () => import('../../features/program-forms/feedback-page');

/** Post-registration detail forms, feedback forms and feedback view. */
export const programFormsRoutes: RouteObject[] = [
  // /ulchemy-reg/:id, /ulchemyelite-reg/:id, … /paradesham-reg/:id (the id is the registration id).
  ...PROGRAM_IDS.filter((id) => PROGRAMS[id].detailFormRoute).map((id) => lazyPage(`${PROGRAMS[id].detailFormRoute}/:id`, detailForm)),
  // /ulchemy-feedback … /vision-feedback.
  ...Object.values(FEEDBACK_ROUTES).map((route) => lazyPage(route, feedbackForm)),
  // The generic forms of a program whose details or feedback are the office's questions (an added program's).
  lazyPage(PATHS.programDetails(':program', ':id'), detailForm),
  lazyPage(PATHS.programFeedback(':program'), feedbackForm),
  lazyPage(PATHS.feedbackView(':id'), () => import('../../features/program-forms/feedback-view-page')),
];
