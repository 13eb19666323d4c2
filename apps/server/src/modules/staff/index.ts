/**
 * The staff module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { registerStaffAuth } from './auth.ts';
export { ensureDemoOwner, ensureFirstOwner } from './bootstrap.ts';
export { createStaffSession, insertStaff, type StaffRow } from './repository.ts';
export { createStaffService } from './service.ts';
export { createStaffManagement } from './management.ts';
export { createDoorLinks } from './door-links.ts';
