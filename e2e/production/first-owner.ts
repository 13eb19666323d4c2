/**
 * The first owner of the empty production site (e2e/playwright.production.config.ts): given to
 * the server through OWNER_EMAIL, OWNER_PASSWORD and OWNER_TOTP_SECRET, as the README tells a
 * foundation to do, and used by the spec to sign in with the authenticator's code.
 */
export const FIRST_OWNER = {
  email: 'first.owner@foundation.e2e.test',
  password: 'first-owner-e2e-password',
  // Base32, as an authenticator app reads it.
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
