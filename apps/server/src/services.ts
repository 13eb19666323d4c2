import type { AppDeps } from './app-deps.ts';
import type { Job } from './jobs.ts';
import { createAccountCareService, createAccountsService } from './modules/accounts/index.ts';
import { createBackupsService } from './modules/backups/index.ts';
import { createBulkActions } from './modules/bulk-actions/index.ts';
import { createCatalogService } from './modules/catalog/index.ts';
import { createContactService } from './modules/contact/index.ts';
import { createDashboardService } from './modules/dashboard/index.ts';
import { createDevoteesService, createInboxService } from './modules/devotees/index.ts';
import { createDocumentsService } from './modules/documents/index.ts';
import { createAdminDonationsService, createDonationsService, donationPaymentTarget } from './modules/donations/index.ts';
import { createExportsService } from './modules/exports/index.ts';
import { createFavouritesService } from './modules/favourites/index.ts';
import { createGalleryService } from './modules/gallery/index.ts';
import { createJobsService } from './modules/jobs/index.ts';
import { createLifecycleService } from './modules/lifecycle/index.ts';
import { createMediaService } from './modules/media/index.ts';
import { createBroadcasts, createMessagesService, createMessageTexts } from './modules/messages/index.ts';
import { createAdminPaymentsService, createPaymentsService, type PaymentTargets } from './modules/payments/index.ts';
import { createProgramFormsService } from './modules/program-forms/index.ts';
import { createQuestionsAdmin } from './modules/questions/index.ts';
import { createReceiptsService } from './modules/receipts/index.ts';
import {
  createAdminRegistrationsService,
  createCheckInService,
  createDeskService,
  createDiscountCodes,
  createRegistrationPaymentTarget,
  createRegistrationsService,
  createTicketTypes,
} from './modules/registrations/index.ts';
import { createSeatsService, createWaitlistAdmin } from './modules/seats/index.ts';
import { createDoorLinks, createStaffManagement, createStaffService } from './modules/staff/index.ts';
import { createTaxService } from './modules/tax/index.ts';
import { createWaitingRoomService } from './modules/waiting-room/index.ts';

/**
 * The composition root: every service is built here, once per app, in the order of what it needs,
 * and handed the services it uses by name. No service factory builds another module's service, and
 * no route file builds its own (lib/boundaries.test.ts checks), so one messages service sends every
 * message of the app and one seats service counts every seat. The route plugins receive these
 * services (modules/index.ts). docs/decisions/boundaries.md, "One composition root".
 */
export function buildServices(deps: AppDeps) {
  const documents = createDocumentsService(deps);
  const messages = createMessagesService(deps, { documents });
  const seats = createSeatsService(deps, { messages });
  const waitlist = createWaitlistAdmin(deps, { seats, messages });
  // Each purpose's orders are kept by the module that owns them; payments reaches them through these.
  const paymentTargets: PaymentTargets = { registration: createRegistrationPaymentTarget(seats), donation: donationPaymentTarget };
  const payments = createPaymentsService(deps, { messages, targets: paymentTargets });
  const adminPayments = createAdminPaymentsService(deps, { payments, messages, targets: paymentTargets });
  const registrations = createRegistrationsService(deps, { payments, messages, seats });
  const adminRegistrations = createAdminRegistrationsService(deps, { payments, messages, seats });
  const checkIn = createCheckInService(deps, { registrations: adminRegistrations });
  const desk = createDeskService(deps, { registrations, admin: adminRegistrations, seats, messages });
  const donations = createDonationsService(deps, { payments });
  const adminDonations = createAdminDonationsService(deps, { messages });
  const accounts = createAccountsService(deps, { messages });
  const accountCare = createAccountCareService(deps);
  const devotees = createDevoteesService(deps, { accounts: accountCare });
  const inbox = createInboxService(deps);
  const lifecycle = createLifecycleService(deps, { messages, registrations: adminRegistrations, seats });
  const tax = createTaxService(deps, { messages });
  const receipts = createReceiptsService(deps, { documents, messages });
  const exports = createExportsService(deps, { registrations: adminRegistrations, payments: adminPayments, donations: adminDonations, people: devotees, inbox });
  const bulkActions = createBulkActions(deps, { registrations: adminRegistrations, checkIns: checkIn, waitlist });
  // One room per app: the register route measures its latency and the room paces admissions by it.
  const waitingRoom = createWaitingRoomService(deps, { seats });
  const ticketTypes = createTicketTypes(deps);
  const discountCodes = createDiscountCodes(deps);
  // The services of a module that only its own routes use.
  const catalog = createCatalogService(deps.db);
  const gallery = createGalleryService(deps.db);
  const media = createMediaService(deps.db);
  const favourites = createFavouritesService(deps.db);
  const contact = createContactService(deps);
  const programForms = createProgramFormsService(deps);
  const questionsAdmin = createQuestionsAdmin(deps);
  const messageTexts = createMessageTexts(deps);
  const broadcasts = createBroadcasts(deps, { lists: { donations: adminDonations.matchingIds, payments: adminPayments.matchingIds } });
  const staff = createStaffService(deps);
  const staffManagement = createStaffManagement(deps);
  const doorLinks = createDoorLinks(deps);
  const dashboard = createDashboardService(deps);
  const backups = createBackupsService(deps);
  // The app's periodic jobs, filled as the route plugins are registered (modules/index.ts); the Jobs
  // page and the development route read them when called.
  const jobs: Job[] = [];
  const jobsAdmin = createJobsService(deps, jobs);
  return {
    documents,
    messages,
    seats,
    waitlist,
    paymentTargets,
    payments,
    adminPayments,
    registrations,
    adminRegistrations,
    checkIn,
    desk,
    donations,
    adminDonations,
    accounts,
    accountCare,
    devotees,
    inbox,
    lifecycle,
    tax,
    receipts,
    exports,
    bulkActions,
    waitingRoom,
    ticketTypes,
    discountCodes,
    catalog,
    gallery,
    media,
    favourites,
    contact,
    programForms,
    questionsAdmin,
    messageTexts,
    broadcasts,
    staff,
    staffManagement,
    doorLinks,
    dashboard,
    backups,
    jobs,
    jobsAdmin,
  };
}

export type Services = ReturnType<typeof buildServices>;
