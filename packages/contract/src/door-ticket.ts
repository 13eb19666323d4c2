/**
 * The signed ticket (docs/decisions/check-in.md "Signed tickets"): what the QR code carries, read
 * the same way by the server and by a door phone with no network. The foundation signs it with
 * its Ed25519 private key; the door holds only public keys, so it can tell a genuine ticket from a
 * forged one and no phone holds a secret.
 *
 *   MFT2.<key id>.<registration id>.<event id>.<ticket type>.<initials>.<signature>
 *
 * The signature (64 bytes, base64url) is over everything before its dot. The ticket type is the
 * registration's program; the initials (percent-encoded UTF-8, Tamil too) let the door see that the
 * ticket is the bearer's without the ticket carrying a name. The older form 'MFT1.<id>.<HMAC>' can
 * only be checked by the server (or against the manifest's digests of it, see door.ts).
 */
export const SIGNED_TICKET_PREFIX = 'MFT2';

export interface TicketClaims {
  /** Which of the foundation's keys signed it (a digest of its public key): a rotated key's tickets still verify. */
  kid: string;
  registrationId: number;
  eventId: number;
  /** The registration's program. */
  type: number;
  initials: string;
}

export interface ParsedTicket {
  claims: TicketClaims;
  /** The signed text (UTF-8 bytes of it are what the signature covers). */
  message: string;
  /** The 64-byte signature. */
  signature: Uint8Array;
}

const SIGNED = /^MFT2\.([A-Za-z0-9_-]{1,16})\.(\d{1,10})\.(\d{1,10})\.(\d{1,5})\.([A-Za-z0-9%]{0,60})\.([A-Za-z0-9_-]{86})$/;

/** Up to three initials of a name (the first letter of each word), upper case: 'Lakshmi R. Iyer' → 'LRI'. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s.,]+/u)
    .map((w) => /\p{L}\p{M}*/u.exec(w)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 3)
    .join('')
    .toLocaleUpperCase('en-IN');
}

/** The text a ticket's signature covers. */
export function ticketMessage(c: TicketClaims): string {
  return [SIGNED_TICKET_PREFIX, c.kid, c.registrationId, c.eventId, c.type, encodeURIComponent(c.initials)].join('.');
}

/** A ticket's parts, or undefined when the text is not a signed ticket at all (the signature is not checked here). */
export function parseSignedTicket(token: string): ParsedTicket | undefined {
  const m = SIGNED.exec(token.trim());
  if (!m) return undefined;
  let initials: string;
  try {
    initials = decodeURIComponent(m[5]!);
  } catch {
    return undefined;
  }
  const claims: TicketClaims = { kid: m[1]!, registrationId: Number(m[2]), eventId: Number(m[3]), type: Number(m[4]), initials };
  const signature = fromBase64Url(m[6]!);
  if (signature.length !== 64) return undefined;
  return { claims, message: token.trim().slice(0, token.trim().lastIndexOf('.')), signature };
}

/** The legacy HMAC ticket's registration id (its MAC is the server's to check). */
export function legacyTicketId(token: string): number | undefined {
  const m = /^MFT1\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  return m ? Number(m[1]) : undefined;
}

export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
