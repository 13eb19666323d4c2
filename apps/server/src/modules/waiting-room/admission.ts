import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The admission a devotee gets when their turn comes: `wr1.<payload>.<mac>`, the payload naming
 * the account, the event and the expiry, the MAC an HMAC-SHA256 under a key only the servers hold.
 * Every process derives the same key from TICKET_SECRET (which production requires to be a long
 * secret of its own), under a label of its own, so the room needs no new setting and a ticket's
 * MAC can never pass as an admission.
 */
export const ADMISSION_SECONDS = 300;

export const admissionKey = (ticketSecret: string) => createHmac('sha256', ticketSecret).update('waiting-room admission v1').digest();

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signAdmission(key: Buffer, userId: number, eventId: number, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, e: eventId, x: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `wr1.${payload}.${mac(key, payload)}`;
}

/** True only for an admission signed with `key`, for this account and event, not yet expired. */
export function admissionValid(key: Buffer, token: string | undefined, userId: number, eventId: number, now: Date): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'wr1') return false;
  const [, payload, sent] = parts as [string, string, string];
  const want = Buffer.from(mac(key, payload));
  const got = Buffer.from(sent);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown; x?: unknown };
    return claims.u === userId && claims.e === eventId && typeof claims.x === 'number' && claims.x * 1000 > now.getTime();
  } catch {
    return false;
  }
}
