/**
 * The documents module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { RECEIPT_TEXT } from './donation-receipt.ts';
export { identityIssuedNow, identityOfIssued, recordIssuedIdentity } from './issue.ts';
export { type Cancellation, findCancellation, type PrintedDonor } from './receipts-repository.ts';
export { createDocumentsService, type DocumentsService } from './service.ts';
