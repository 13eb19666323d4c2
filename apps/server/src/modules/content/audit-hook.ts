import type { Queryable } from '../../db/client.ts';

/**
 * What a content write tells the audit log: called inside the write's own transaction, so a
 * change and its audit row are stored together or not at all. The routes bind it to the signed-in
 * staff member (audit module's recordAudit); tests may pass their own.
 */
export interface ContentChange {
  action: string;
  entity: string;
  entityId: number;
  before: unknown;
  after: unknown;
}
export type RecordChange = (q: Queryable, change: ContentChange) => Promise<void>;
