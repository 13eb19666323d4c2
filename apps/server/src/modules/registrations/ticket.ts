import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromBase64Url, initialsOf, legacyTicketId, parseSignedTicket, ticketMessage, toBase64Url, type TicketClaims } from '@portal/contract/door-ticket';
import type { Config } from '../../config.ts';

/**
 * The QR tickets (docs/decisions/check-in.md "Signed tickets").
 *
 * New tickets are signed with the foundation's Ed25519 key ('MFT2…', packages/contract/src/door-ticket.ts):
 * the door checks them with the public key alone, offline. The key id is a digest of the public
 * key, so a rotated key needs no name; the old public keys (TICKET_OLD_PUBLIC_KEYS) keep verifying
 * the tickets they signed until their events are over.
 *
 * Tickets given before ('MFT1.<registration id>.<HMAC-SHA256>', TICKET_SECRET) are still accepted
 * by the server; offline, the door matches them against the manifest's digests of them.
 */
const LEGACY_PREFIX = 'MFT1';

const mac = (registrationId: number, secret: string) =>
  createHmac('sha256', secret).update(`${LEGACY_PREFIX}.${registrationId}`).digest('base64url');

/** The legacy HMAC ticket (still accepted; no longer given out). */
export const signHmacTicket = (registrationId: number, secret: string) => `${LEGACY_PREFIX}.${registrationId}.${mac(registrationId, secret)}`;

/** The registration id of a genuine legacy ticket, or undefined (forged, altered or not a ticket). */
export function verifyHmacTicket(token: string, secret: string): number | undefined {
  const id = legacyTicketId(token);
  if (id === undefined) return undefined;
  const expected = Buffer.from(mac(id, secret));
  const given = Buffer.from(token.trim().split('.')[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** What the door's manifest carries for a legacy ticket: a digest anyone may hold (it cannot be turned back into the ticket). */
export const legacyTicketDigest = (registrationId: number, secret: string) =>
  createHash('sha256').update(signHmacTicket(registrationId, secret)).digest('base64url');

export interface TicketKey {
  kid: string;
  /** The raw 32-byte public key, base64url: what the door receives. */
  publicKey: string;
  key: KeyObject;
}

export interface TicketKeys {
  /** Signs new tickets. */
  current: TicketKey & { privateKey: KeyObject };
  /** Every key a ticket may carry: the current one and the old ones. */
  verifying: Map<string, TicketKey>;
}

// Ed25519 keys as DER: a fixed prefix before the 32 raw bytes.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The key id of a public key: 8 characters of its SHA-256. */
export const keyIdOf = (rawPublic: Uint8Array) => createHash('sha256').update(rawPublic).digest('base64url').slice(0, 8);

function publicKeyOf(raw: Uint8Array): TicketKey {
  const key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
  return { kid: keyIdOf(raw), publicKey: toBase64Url(raw), key };
}

/** Keys from a 32-byte seed (the private key as configured) and old public keys (base64url). */
export function ticketKeysFrom(seed: Uint8Array, oldPublicKeys: readonly string[] = []): TicketKeys {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(SPKI_PREFIX.length);
  const current = { ...publicKeyOf(raw), privateKey };
  const verifying = new Map<string, TicketKey>([[current.kid, current]]);
  for (const old of oldPublicKeys) {
    const k = publicKeyOf(fromBase64Url(old));
    if (!verifying.has(k.kid)) verifying.set(k.kid, k);
  }
  return { current, verifying };
}

/** A new private key: an Ed25519 seed is any 32 random bytes (base64url, as TICKET_SIGNING_KEY takes it). */
export const newTicketSeed = () => randomBytes(32).toString('base64url');

const KEY_FILE = 'ticket-signing-key';
const loaded = new WeakMap<object, TicketKeys>();

/**
 * The site's ticket keys: TICKET_SIGNING_KEY when set (production must set it, config.ts), else a
 * key generated once and kept in DATA_DIR (a laptop's PGlite site), else (the tests, DATA_DIR '')
 * a key of this process.
 */
export function ticketKeys(config: Pick<Config, 'TICKET_SIGNING_KEY' | 'TICKET_OLD_PUBLIC_KEYS' | 'DATA_DIR'>): TicketKeys {
  const known = loaded.get(config);
  if (known) return known;
  let seed = config.TICKET_SIGNING_KEY;
  if (!seed && config.DATA_DIR) {
    const file = path.join(config.DATA_DIR, KEY_FILE);
    try {
      seed = readFileSync(file, 'utf8').trim();
    } catch {
      mkdirSync(config.DATA_DIR, { recursive: true });
      try {
        // 'wx': when two processes start at once, the second reads the first one's key.
        writeFileSync(file, newTicketSeed(), { flag: 'wx', mode: 0o600 });
      } catch { /* written by another process meanwhile */ }
      seed = readFileSync(file, 'utf8').trim();
    }
  }
  const keys = ticketKeysFrom(fromBase64Url(seed || newTicketSeed()), config.TICKET_OLD_PUBLIC_KEYS);
  loaded.set(config, keys);
  return keys;
}

/** A registration's signed ticket. */
export function signDoorTicket(keys: TicketKeys, claims: Omit<TicketClaims, 'kid'>): string {
  const message = ticketMessage({ ...claims, kid: keys.current.kid });
  return `${message}.${sign(null, Buffer.from(message), keys.current.privateKey).toString('base64url')}`;
}

/** The signed ticket of a registration, as the devotee's page and the desk show it. */
export function ticketOf(
  config: Pick<Config, 'TICKET_SIGNING_KEY' | 'TICKET_OLD_PUBLIC_KEYS' | 'DATA_DIR'>,
  r: { id: number; event_id: number; program_id: number; name: string },
): string {
  return signDoorTicket(ticketKeys(config), { registrationId: r.id, eventId: r.event_id, type: r.program_id, initials: initialsOf(r.name) });
}

/** The claims of a genuine signed ticket, or undefined (forged, altered, an unknown key or not a signed ticket). */
export function verifyDoorTicket(keys: TicketKeys, token: string): TicketClaims | undefined {
  const parsed = parseSignedTicket(token);
  if (!parsed) return undefined;
  const key = keys.verifying.get(parsed.claims.kid);
  if (!key) return undefined;
  return verify(null, Buffer.from(parsed.message), key.key, parsed.signature) ? parsed.claims : undefined;
}

/** A ticket of either form: its registration (and, for a signed one, the event it names), or undefined. */
export function verifyAnyTicket(keys: TicketKeys, secret: string, token: string): { registrationId: number; eventId?: number } | undefined {
  const signed = verifyDoorTicket(keys, token);
  if (signed) return { registrationId: signed.registrationId, eventId: signed.eventId };
  const id = verifyHmacTicket(token, secret);
  return id === undefined ? undefined : { registrationId: id };
}
