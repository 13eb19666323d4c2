import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import type { Storage } from '../providers/storage.ts';
import { FILES_PREFIX } from '../providers/storage.ts';

/**
 * Narrower copies of stored pictures for phones: GET /files/w/800/demo/banner.webp is
 * demo/banner.webp at most 800 px wide, in WebP. Made on first request with sharp and kept
 * beside the originals, so later requests are plain file reads. Only the widths of
 * IMAGE_WIDTHS are made, so nobody can fill the disk with sizes.
 */
export function registerImageVariants(app: FastifyInstance, storage: Storage) {
  const root = path.resolve(storage.root);
  const cacheRoot = path.join(root, '.variants');

  app.get<{ Params: { width: string; '*': string } }>(`${FILES_PREFIX}w/:width/*`, async (req, reply) => {
    const width = Number(req.params.width);
    const source = path.resolve(root, req.params['*'] ?? '');
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !source.startsWith(root + path.sep) || source.startsWith(cacheRoot)) {
      return reply.code(404).send({ success: 0, message: MESSAGES.notFound });
    }
    const target = path.join(cacheRoot, String(width), path.relative(root, source)) + '.webp';
    const bytes = await readFile(target).catch(async () => {
      if (!(await stat(source).catch(() => undefined))?.isFile()) return undefined;
      const made = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, made);
      return made;
    });
    if (!bytes) return reply.code(404).send({ success: 0, message: MESSAGES.notFound });
    reply.header('cache-control', 'public, max-age=604800');
    return reply.type('image/webp').send(bytes);
  });
}
