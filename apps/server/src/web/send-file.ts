import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../lib/public-cache.ts';
import type { StoredFile } from '../providers/storage.ts';

/** A week: stored public files are written once under their key (a new upload gets a new key). */
const PUBLIC_MAX_AGE = 604800;

/** Streams a stored file with its type, length and ETag; a repeat with the same ETag gets 304. */
export function sendStoredFile(req: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
  if (file.etag) {
    reply.header('etag', file.etag);
    if (etagMatches(req.headers['if-none-match'], file.etag)) {
      file.body.destroy();
      return reply.code(304).send();
    }
  }
  if (file.length !== undefined) reply.header('content-length', String(file.length));
  return reply.type(file.contentType ?? 'application/octet-stream').send(file.body);
}
