/**
 * The registrations module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { type Actor, type AdminRegistrationsService, createAdminRegistrationsService, deleteOldHealthNotes, eraseRegistrationAnswersOfUser } from './admin-service.ts';
export { type ClosingFacts, openEventSql, registrationClosedReason } from './closing.ts';
export { type CheckInService, createCheckInService } from './check-in-service.ts';
export { createDeskService, type DeskService } from './desk-service.ts';
export { createRegistrationPaymentTarget } from './payment-target.ts';
export { codeUsesByEvent, registrationsByProgram } from './figures.ts';
export { computePrice, type PricedEvent } from './price.ts';
export { createRegistrationsService, DETAIL_FORM_PAY_STATUSES, type RegistrationsService, saveRegistrationDetails } from './service.ts';
export { createTicketTypes } from './ticket-types.ts';
export { createDiscountCodes } from './discount-codes.ts';
