import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { toThumbnail } from './images.ts';
import type { UploadedFile } from './multipart.ts';
import type { Storage } from '../providers/storage.ts';

/**
 * Pictures uploaded in the back office (event pictures, program logos and banners, slides,
 * gallery images): checked and re-encoded as WebP of at most PICTURE_MAX_SIDE pixels, EXIF and
 * metadata dropped. The narrower copies phones load are made from it on first request
 * (web/image-variants.ts). A bad file is refused with a message naming the form's field.
 */
export const PICTURE_MAX_SIDE = 2000;
const QUALITY = 0.82;

export async function storePicture(storage: Storage, file: UploadedFile, field: string): Promise<string> {
  return (await storePictures(storage, [await resizePicture(file, field)]))[0]!.url;
}

/** A picture checked and re-encoded, not yet stored, with the size the gallery's layout needs. */
export interface ResizedPicture {
  webp: Buffer;
  width: number;
  height: number;
}

/** Checks and re-encodes one picture; a bad file is refused naming `label` (a field, or a field and a file name). */
export async function resizePicture(file: UploadedFile, label: string): Promise<ResizedPicture> {
  const webp = await toThumbnail(file.bytes, label, PICTURE_MAX_SIDE, QUALITY);
  const { width = 0, height = 0 } = await sharp(webp).metadata();
  return { webp, width, height };
}

/** Stores re-encoded pictures under random names; answers their addresses and sizes in the same order. */
export async function storePictures(storage: Storage, pictures: readonly ResizedPicture[]) {
  const stored: Array<{ url: string; width: number; height: number }> = [];
  for (const p of pictures) stored.push({ url: await storage.put(`content/${randomUUID()}.webp`, p.webp), width: p.width, height: p.height });
  return stored;
}
