import type { Queryable } from '../../db/client.ts';
import { auditOf, insertAudit, rewriteValues, rowsAbout } from './repository.ts';

/**
 * The audit trail every staff write leaves: who, what (entity and id), and the values
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

/** What an erased person's personal values read as: the same word their account row now carries. */
export const ERASURE_MARKER = 'Erased';

/** Keys of an erased person's audit rows that say what happened, not who the person is. */
const NOT_PERSONAL = new Set(['deactivated', 'counters_cleared', 'handled', 'kept', 'reason']);

/** `value` with every personal value (any key but NOT_PERSONAL's) replaced by the marker; keys stay. */
function erasedValues(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value === null || value === undefined ? value : ERASURE_MARKER;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, NOT_PERSONAL.has(k) || v === null ? v : ERASURE_MARKER]));
}

/**
 * For a DPDP erasure, in its transaction: the rows about these entities (the person, their contact
 * messages) keep who did what and when, but their before/after values about the person read
 * ERASURE_MARKER. The erase row itself (written after) carries only the reason.
 */
export async function eraseFromAudit(q: Queryable, entity: string, entityIds: Array<string | number>) {
  if (!entityIds.length) return;
  const rows = await rowsAbout(q, entity, entityIds.map(String));
  await rewriteValues(q, rows.map((r) => ({ id: r.id, before: erasedValues(r.before), after: erasedValues(r.after) })));
}
