import type { AppDeps } from '../../app-deps.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';

/**
 * What the messages module needs of a donor's Form 10BE certificate (the 'form-10be-issued'
 * email): its facts and its bytes, the donor's own only. Kept apart from service.ts, which
 * queues the message, so that neither module imports the other's service.
 */
/** A certificate's bytes for the messages module's attachment (the donor's own; undefined otherwise). */
export async function form10beAttachment(deps: Pick<AppDeps, 'db' | 'storage'>, userId: number, certificateId: number): Promise<{ fy: string; bytes: Buffer } | undefined> {
  const mine = (await repo.certificatesOfUser(deps.db, userId)).find((c) => c.id === certificateId);
  const file = mine ? await deps.storage.get(mine.file_key) : undefined;
  if (!mine || !file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return { fy: mine.fy, bytes: Buffer.concat(chunks) };
}

/** What the messages module shows in the email: the certificate's year and amount (the donor's own only). */
export async function form10beFacts(q: Queryable, userId: number, certificateId: number) {
  return (await repo.certificatesOfUser(q, userId)).find((c) => c.id === certificateId);
}
