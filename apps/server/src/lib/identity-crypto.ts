import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Identity numbers kept encrypted (donors' Aadhaar): AES-256-GCM with a key derived
 * from the configured secret (SHA-256 of AADHAAR_KEY), a random 12-byte IV per value, stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. A changed key or a changed value fails to decrypt.
 */
const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

export function encryptIdentity(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptIdentity(secret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not an encrypted identity number');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
