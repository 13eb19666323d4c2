/**
 * The settings module's face: all that other modules, app.ts, scripts and other modules' tests
 * may import from it (eslint-rules/boundaries.js; docs/decisions/boundaries.md). Its other files are its own.
 */
export { default as routes } from './routes.ts';
export { DEMO_SETTINGS } from './demo.ts';
export { storeSetting } from './repository.ts';
export { cachedSettings, documentTexts, liveChatScript, publicContactInfo, readSettings, siteIdentity } from './service.ts';
export { STARTING_DOCUMENT_TEXTS } from './policy-texts.ts';
