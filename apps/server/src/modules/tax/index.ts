/**
 * The tax module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { DEFAULT_SECTION_CODE, form10bdCsv, form10bdData } from './form-10bd.ts';
export { createTaxService, type TaxService } from './service.ts';
