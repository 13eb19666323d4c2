/**
 * The accounts module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { savePanIfEmpty } from './repository.ts';
export { type AccountsService, createAccountsService, isProfileComplete } from './service.ts';
export { type AccountCareService, createAccountCareService } from './staff-service.ts';
export { createWalkInAccount, searchCities, type WalkIn } from './walk-in.ts';
