import { randomUUID } from 'node:crypto';
import { toThumbnail } from '../../lib/images.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { Storage } from '../../providers/storage.ts';

/**
 * Pictures uploaded in the back office (event pictures, program logos and banners, slides,
 * gallery images): checked and re-encoded as WebP of at most PICTURE_MAX_SIDE pixels, EXIF and
 * metadata dropped. The narrower copies phones load are made from it on first request
 * (web/image-variants.ts). A bad file is refused with a message naming the form's field.
 */
export const PICTURE_MAX_SIDE = 2000;
const QUALITY = 0.82;

export async function storePicture(storage: Storage, file: UploadedFile, field: string): Promise<string> {
  const webp = await toThumbnail(file.bytes, field, PICTURE_MAX_SIDE, QUALITY);
  return storage.put(`content/${randomUUID()}.webp`, webp);
}
