import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, Strict-Transport-Security, X-Frame-Options
 * and the rest), computed once at start: with no CSP nonce they do not depend on the request, so
 * running helmet's middleware chain per request (as @fastify/helmet does) is work for nothing.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  // A response that is never sent: helmet sets (and removes) its headers on it, which are read back.
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let failed: unknown;
  helmet(options)(req, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The site's policy: its own scripts, the payment gateway's frame and the video and audio players. */
export const SITE_HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'frame-src': ["'self'", 'https://www.paynimo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://w.soundcloud.com', 'https://player.vimeo.com'],
      'script-src': ["'self'", 'https://www.paynimo.com'],
      'connect-src': ["'self'", 'https://www.paynimo.com'],
      'form-action': ["'self'", 'https:'],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};
