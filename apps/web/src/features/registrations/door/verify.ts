import { verifyAsync } from '@noble/ed25519';
import { fromBase64Url, legacyTicketId, parseSignedTicket, toBase64Url, type TicketClaims } from '@portal/contract/door-ticket';

/**
 * The door's own check of a ticket, with no network (docs/decisions/check-in.md "Offline door"):
 * a signed ticket against the foundation's public keys from the manifest (Ed25519, @noble/ed25519),
 * a legacy HMAC ticket against the manifest's digests of the genuine ones.
 */
export type TicketCheck =
  | { kind: 'signed'; claims: TicketClaims }
  | { kind: 'legacy'; registrationId: number }
  | { kind: 'forged' };

const publicKeyCache = new Map<string, Uint8Array>();
const rawKey = (b64: string) => {
  let k = publicKeyCache.get(b64);
  if (!k) publicKeyCache.set(b64, (k = fromBase64Url(b64)));
  return k;
};

export async function sha256Base64Url(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** `keys`: key id → public key (base64url); `legacy`: registration id → digest of its genuine legacy ticket. */
export async function checkTicket(token: string, keys: Record<string, string>, legacy: Record<string, string> = {}): Promise<TicketCheck> {
  const parsed = parseSignedTicket(token);
  if (parsed) {
    const key = keys[parsed.claims.kid];
    if (!key) return { kind: 'forged' };
    const ok = await verifyAsync(parsed.signature, new TextEncoder().encode(parsed.message), rawKey(key)).catch(() => false);
    return ok ? { kind: 'signed', claims: parsed.claims } : { kind: 'forged' };
  }
  const id = legacyTicketId(token);
  if (id !== undefined && legacy[id] && legacy[id] === (await sha256Base64Url(token.trim()))) return { kind: 'legacy', registrationId: id };
  return { kind: 'forged' };
}
