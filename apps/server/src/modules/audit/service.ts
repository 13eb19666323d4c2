import type { Queryable } from '../../db/client.ts';
import { auditOf, insertAudit } from './repository.ts';

/**
 * The audit trail every staff write leaves (issue 11): who, what (entity and id), and the values
 * before and after. Call it with the same `q` as the write, inside its transaction, so a change
 * and its audit row are committed together or not at all.
 */
export interface AuditChange {
  staffId: number | null;
  /** What was done: 'create', 'update', 'delete', 'hide', 'login', ... */
  action: string;
  /** The collection: 'events', 'staff', 'settings', ... */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(q: Queryable, change: AuditChange) {
  await insertAudit(q, {
    staffId: change.staffId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined || change.entityId === null ? '' : String(change.entityId),
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
  });
}

/** Fields never written to the log at all (hashes, second-factor secrets, tokens). */
const SECRET_KEY = /password|secret|token|hash|otp|recovery/i;
/** Identity numbers kept only as their last four characters. */
const IDENTITY_KEY = /(^|_)(pan|aadhaar|aadhar)(_|$)|pan_number|aadhaar_number/i;

/** A copy of `value` with secrets left out and identity numbers masked, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = IDENTITY_KEY.test(key) && typeof v === 'string' && v ? maskIdentity(v) : withoutSecrets(v);
  }
  return out;
}

const maskIdentity = (v: string) => (v.length <= 4 ? '****' : `${'*'.repeat(v.length - 4)}${v.slice(-4)}`);

/** One row's trail, newest first, for the detail pages of other modules (a registration, a donation). */
export function auditTrailOf(q: Queryable, entity: string, entityId: string | number) {
  return auditOf(q, entity, entityId);
}
