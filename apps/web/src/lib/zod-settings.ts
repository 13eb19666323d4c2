/**
 * zod's jitless setting for the whole browser app, set by the entry before any chunk loads:
 * zod's schema compiler probes `new Function`, which the site's CSP forbids (see
 * packages/contract/src/zod.ts, which sets the same on the server). zod reads its settings from
 * this global (zod/v4/core/core.js), so the entry does not load zod to set it; the client build
 * leaves the contract's own `z.config` line out (build-plugins.ts, pureSchemas).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
