import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { readSettings } from '../settings/index.ts';
import type { ReceiptFoundation } from './donation-receipt.ts';
import { findIssuedIdentity, keepIssuedIdentity, replaceIssuedIdentity, storeIssuedIdentity, type DocumentKind } from './repository.ts';

/**
 * Issued documents keep what they printed: the moment a document is issued (a
 * donation's receipt number assigned, a registration's first payment confirmed) the issuing
 * module calls `recordIssuedIdentity` inside its transaction, and the foundation's identity of
 * the site settings at that moment is stored with the document. A later settings change never
 * rewrites it. Documents issued before this existed keep the identity of their first print.
 */

/** The foundation as the site settings describe it now (the environment's values until the owner changes them). */
export async function currentFoundation(q: Queryable, config: Config): Promise<ReceiptFoundation> {
  const s = await readSettings(q, config);
  return {
    name: s.foundation_name,
    address: s.foundation_address,
    pan: s.foundation_pan,
    phone: s.phone,
    email: s.email,
    urn: s.foundation_80g_urn,
    urnValidity: s.foundation_80g_validity,
  };
}

/**
 * The configuration the identity's starting values come from, set when the documents module is
 * registered (the issuing modules' payment targets are called without the app's dependencies, as
 * payment targets are registered once per process).
 */
let identityConfig: Config | null = null;
export function useIdentityConfig(config: Config) {
  identityConfig = config;
}

/** Stores the identity of a document issued in this transaction. Without the documents module (a script) the first print stores it. */
export async function recordIssuedIdentity(q: Queryable, kind: DocumentKind, refId: number): Promise<void> {
  if (!identityConfig) return;
  await storeIssuedIdentity(q, kind, refId, await currentFoundation(q, identityConfig));
}

/** The identity an issued document printed (kept now from the settings if it was never stored): what its cancelled copy keeps. */
export async function identityOfIssued(q: Queryable, config: Config, kind: DocumentKind, refId: number) {
  return (await findIssuedIdentity<ReceiptFoundation>(q, kind, refId)) ?? (await keepIssuedIdentity(q, kind, refId, await currentFoundation(q, config)));
}

/** A document issued again as a new one (a corrected receipt): it prints the identity of this moment. */
export async function identityIssuedNow(q: Queryable, config: Config, kind: DocumentKind, refId: number) {
  await replaceIssuedIdentity(q, kind, refId, await currentFoundation(q, config));
}
