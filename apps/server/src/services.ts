import type { AppDeps } from './app-deps.ts';
import { createAccountCareService, createAccountsService } from './modules/accounts/index.ts';
import { createBulkActions } from './modules/bulk-actions/index.ts';
import { createDevoteesService, createInboxService } from './modules/devotees/index.ts';
import { createDocumentsService } from './modules/documents/index.ts';
import { createAdminDonationsService, createDonationsService, donationPaymentTarget } from './modules/donations/index.ts';
import { createExportsService } from './modules/exports/index.ts';
import { createLifecycleService } from './modules/lifecycle/index.ts';
import { createMessagesService } from './modules/messages/index.ts';
import { createAdminPaymentsService, createPaymentsService, type PaymentTargets } from './modules/payments/index.ts';
import { createReceiptsService } from './modules/receipts/index.ts';
import {
  createAdminRegistrationsService,
  createCheckInService,
  createDeskService,
  createRegistrationPaymentTarget,
  createRegistrationsService,
} from './modules/registrations/index.ts';
import { createSeatsService, createWaitlistAdmin } from './modules/seats/index.ts';
import { createTaxService } from './modules/tax/index.ts';

/**
 * The composition root: every service another module uses is built here, once per app, in the order
 * of what it needs, and handed the services it uses by name. No service factory builds another
 * module's service (lib/boundaries.test.ts checks), so one messages service sends every message of
 * the app and one seats service counts every seat. The route plugins receive these services
 * (modules/index.ts) instead of building their own. docs/decisions/boundaries.md, "One composition root".
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
  };
}

export type Services = ReturnType<typeof buildServices>;
