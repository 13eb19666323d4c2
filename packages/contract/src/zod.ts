import { z } from 'zod';

/**
 * The one zod of the contract. Jitless: zod's schema compiler probes `new Function`, which the
 * site's Content-Security-Policy forbids in the browser (logged as a CSP issue on every page
 * that loads a schema). The interpreted parser gives the same results.
 */
z.config({ jitless: true });

export { z };
