import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The QR ticket of a paid registration: 'MFT1.<registration id>.<HMAC-SHA256, base64url>' signed
 * with TICKET_SECRET. It carries nothing personal (the door looks the person up by the id) and
 * cannot be made for another registration without the secret.
 */
const PREFIX = 'MFT1';

const mac = (registrationId: number, secret: string) =>
  createHmac('sha256', secret).update(`${PREFIX}.${registrationId}`).digest('base64url');

export const signTicket = (registrationId: number, secret: string) => `${PREFIX}.${registrationId}.${mac(registrationId, secret)}`;

/** The registration id of a genuine ticket, or undefined (forged, altered or not a ticket). */
export function verifyTicket(token: string, secret: string): number | undefined {
  const m = /^MFT1\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m) return undefined;
  const id = Number(m[1]);
  const expected = Buffer.from(mac(id, secret));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
