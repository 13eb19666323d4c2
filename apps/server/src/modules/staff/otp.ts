import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { STAFF_LIMITS } from '@portal/contract/staff';

/**
 * The second factor: RFC 6238 time-based codes (30 s, 6 digits, SHA-1: what every authenticator
 * app reads), one step of clock drift allowed either way, and one-time recovery codes.
 */
export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, email: string, issuer: string) => generateURI({ issuer, label: email, secret });

/**
 * The 30-second step a right code belongs to (the service then accepts each step once per
 * account: a code seen once is not taken again), or null for a wrong code.
 */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Ten codes like `k3f9a-7xq2m`, shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const part = () => Array.from(randomBytes(5), (b) => alphabet[b % alphabet.length]).join('');
  return Array.from({ length: STAFF_LIMITS.recoveryCodes }, () => `${part()}-${part()}`);
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code);
