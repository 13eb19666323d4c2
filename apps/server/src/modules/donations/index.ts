/**
 * The donations module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { type AdminDonationsService, createAdminDonationsService } from './admin-service.ts';
export { donationsByFund } from './figures.ts';
export { donationPaymentTarget } from './payment-target.ts';
export { assignCorrectedReceiptNumber, assignReceiptNumber, financialYear, formatReceiptNumber } from './receipt-number.ts';
export { createDonationsService, type DonationsService, donationsOfYearFor10bd, type Form10bdDonation } from './service.ts';
