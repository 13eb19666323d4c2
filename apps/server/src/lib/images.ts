import sharp from 'sharp';
import { MESSAGES } from '@portal/contract/messages';
import { badRequest } from './errors.ts';

/**
 * Turns an uploaded picture into a small WebP: at most maxSide pixels on each side, EXIF
 * orientation applied and metadata (GPS and the like) dropped. Anything that is not a
 * JPEG, PNG or WebP image is refused with a message naming the field.
 */
export async function toThumbnail(bytes: Buffer, field: string, maxSide: number, quality: number): Promise<Buffer> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error('format');
    return await sharp(bytes)
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: Math.round(quality * 100) })
      .toBuffer();
  } catch {
    throw badRequest(`${field}: ${MESSAGES.imageInvalid}`, { [field]: MESSAGES.imageInvalid });
  }
}
