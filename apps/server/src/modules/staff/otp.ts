import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { STAFF_LIMITS } from '@portal/contract/staff';

/**
 * The second factor: RFC 6238 time-based codes (30 s, 6 digits, SHA-1: what every authenticator
 * app reads), one step of clock drift allowed either way, and one-time recovery codes.
 */
export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, email: string, issuer: string) => generateURI({ issuer, label: email, secret });

export async function totpValid(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
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
