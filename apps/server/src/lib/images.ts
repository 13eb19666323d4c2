import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import { badRequest } from './errors.ts';

/**
 * Turns an uploaded picture into a small WebP: at most maxSide pixels on each side, EXIF
 * orientation applied and metadata (GPS and the like) dropped. Anything that is not a
 * JPEG, PNG or WebP image is refused with a message naming the field, and so is a picture of
 * more than LIMITS.uploadMaxPixels: a small file can declare a huge canvas that would take
 * gigabytes to decode, so the size is read from the header before any decoding.
 */
export async function toThumbnail(bytes: Buffer, field: string, maxSide: number, quality: number): Promise<Buffer> {
  const refuse = (code: 'image_invalid' | 'image_too_many_pixels', message: string) => badRequest(code, `${field}: ${message}`, { [field]: message });
  const limitInputPixels = LIMITS.uploadMaxPixels;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('image_invalid', MESSAGES.imageInvalid);
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || !meta.width || !meta.height) {
    throw refuse('image_invalid', MESSAGES.imageInvalid);
  }
  if (meta.width * meta.height > limitInputPixels) throw refuse('image_too_many_pixels', MESSAGES.imageTooManyPixels);
  try {
    // limitInputPixels again: the decoder itself stops at the limit, whatever the header said.
    return await sharp(bytes, { limitInputPixels })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: Math.round(quality * 100) })
      .toBuffer();
  } catch {
    throw refuse('image_invalid', MESSAGES.imageInvalid);
  }
}
