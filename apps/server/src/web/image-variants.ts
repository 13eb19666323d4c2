import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import type { Storage } from '../providers/storage.ts';
import { FILES_PREFIX, PRIVATE_PREFIX, validKey } from '../providers/storage.ts';
import { sendStoredFile } from './send-file.ts';

/** Where made variants are kept in the store, beside the originals. */
export const VARIANTS_PREFIX = '.variants/';

/**
 * Narrower copies of stored pictures for phones: GET /files/w/800/demo/banner.webp is
 * demo/banner.webp at most 800 px wide, in WebP. Made on first request with sharp and kept in the
 * store (disk or bucket), so later requests, from any process, are plain reads. Only the widths
 * of IMAGE_WIDTHS are made, so nobody can fill the store with sizes.
 */
export function registerImageVariants(app: FastifyInstance, storage: Storage) {
  app.get<{ Params: { width: string; '*': string } }>(`${FILES_PREFIX}w/:width/*`, async (req, reply) => {
    const width = Number(req.params.width);
    const source = req.params['*'] ?? '';
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !validKey(source) || source.startsWith(VARIANTS_PREFIX) || source.startsWith(PRIVATE_PREFIX)) {
      return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    }
    const target = `${VARIANTS_PREFIX}${width}/${source}.webp`;
    const made = await storage.get(target);
    if (made) return sendStoredFile(req, reply, made);
    const original = await storage.get(source);
    if (!original) return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    const bytes = await sharp(await buffer(original.body)).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await storage.put(target, bytes, 'image/webp');
    reply.header('cache-control', 'public, max-age=604800');
    return reply.type('image/webp').send(bytes);
  });
}
