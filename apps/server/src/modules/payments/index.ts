/**
 * The payments module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { type AdminPaymentsService, createAdminPaymentsService } from './admin-service.ts';
export { type CurrencyTotal, paymentsWaiting, refundsDue, registrationMoneyByProgram } from './figures.ts';
export { decideSandboxTxn, fcraMerchant, type SandboxChoice, signedResponse, verifyResponse } from './gateways/sandbox.ts';
export { createPaymentsService, type PaymentsService } from './service.ts';
export { type PaymentTarget, type PaymentTargets, refundDueHooks } from './targets.ts';
