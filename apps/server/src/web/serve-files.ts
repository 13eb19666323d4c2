import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { etagMatches } from '../lib/public-cache.ts';
import { FILES_PREFIX, PRIVATE_PREFIX, validKey, type Storage, type StoredFile } from '../providers/storage.ts';
import { registerImageVariants, VARIANTS_PREFIX } from './image-variants.ts';

/** A week: stored public files are written once under their key (a new upload gets a new key). */
const PUBLIC_MAX_AGE = 604800;

/**
 * Public stored files at /files/<key>, read through the storage provider (disk or bucket), with
 * long-lived cache headers. With S3_PUBLIC_URL (a CDN or the bucket's public address) the answer
 * is a redirect there, so the file's bytes never pass through the server. Private keys are never
 * served here.
 */
export function registerFiles(app: FastifyInstance, storage: Storage) {
  registerImageVariants(app, storage);
  app.get<{ Params: { '*': string } }>(`${FILES_PREFIX}*`, async (req, reply) => {
    const key = req.params['*'] ?? '';
    if (!validKey(key) || key.startsWith(PRIVATE_PREFIX) || key.startsWith(VARIANTS_PREFIX)) {
      return reply.code(404).send({ success: 0, message: MESSAGES.notFound });
    }
    const direct = storage.publicUrl(key);
    if (direct) {
      reply.header('cache-control', 'public, max-age=86400');
      return reply.redirect(direct, 302);
    }
    const file = await storage.get(key);
    if (!file) return reply.code(404).send({ success: 0, message: MESSAGES.notFound });
    return sendStoredFile(req, reply, file);
  });
}

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
