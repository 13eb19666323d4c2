import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { FILES_PREFIX, PRIVATE_PREFIX, validKey, type Storage } from '../providers/storage.ts';
import { registerImageVariants, VARIANTS_PREFIX } from './image-variants.ts';
import { sendStoredFile } from './send-file.ts';

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
      return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    }
    const direct = storage.publicUrl(key);
    if (direct) {
      reply.header('cache-control', 'public, max-age=86400');
      return reply.redirect(direct, 302);
    }
    const file = await storage.get(key);
    if (!file) return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    return sendStoredFile(req, reply, file);
  });
}
