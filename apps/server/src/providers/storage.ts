import { createReadStream, mkdtempSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded and generated files live: local disk (DATA_DIR/files) by default, an
 * S3-compatible bucket with the S3_* settings. Nothing else reads or writes stored files: the
 * /files/ route, image variants, seeds and uploads all go through this interface, so several
 * server processes (on several machines) see the same files.
 *
 * Keys under `private/` (receipts, certificates) are never served at /files/; only an
 * authorised call reads them with `get`.
 */
export interface Storage {
  /** Stores bytes under a key like "profiles/12-abc.webp" and returns its URL path (/files/…). */
  put(key: string, bytes: Buffer, contentType?: string): Promise<string>;
  /** The stored file as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
  /** URL path of a key on this site (/files/…). */
  url(key: string): string;
  /** Where a browser may fetch a public file directly (a CDN or the bucket), if anywhere. */
  publicUrl(key: string): string | undefined;
  /** Throws when the store cannot be reached (readiness check). */
  check(): Promise<void>;
  readonly kind: 'local' | 's3';
  /** The folder of a local store (backups copy it); undefined for a bucket. */
  readonly root?: string;
}

export interface StoredFile {
  body: Readable;
  length?: number;
  contentType?: string;
  etag?: string;
}

export const FILES_PREFIX = '/files/';
export const PRIVATE_PREFIX = 'private/';

/** Keys are relative paths without '..', so no store can be asked for something outside itself. */
export function validKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && !key.startsWith('/') && !key.split('/').some((part) => part === '..' || part === '.' || part === '') && !key.includes('\\');
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.svg': 'image/svg+xml', '.avif': 'image/avif', '.pdf': 'application/pdf', '.txt': 'text/plain; charset=utf-8',
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const safe = (key: string) => {
    const full = path.resolve(base, key);
    if (!validKey(key) || !full.startsWith(base + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    kind: 'local',
    root: base,
    async put(key, bytes) {
      const full = safe(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed would be atomic; files are written once under fresh keys, so a
      // plain write is enough.
      await writeFile(full, bytes);
      return FILES_PREFIX + key;
    },
    async get(key) {
      if (!validKey(key)) return undefined;
      const full = safe(key);
      const info = await stat(full).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(full), length: info.size, contentType: contentTypeOf(key), etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"` };
    },
    async remove(key) {
      await rm(safe(key), { force: true });
    },
    url: (key) => FILES_PREFIX + key,
    publicUrl: () => undefined,
    async check() {
      await mkdir(base, { recursive: true });
    },
  };
}

export interface S3Settings {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
}

/** An S3-compatible bucket (AWS, MinIO, R2, Spaces, s3rver …), addressed by path so any endpoint works. */
export function s3Storage(s: S3Settings & { S3_BUCKET: string }): Storage {
  const client = new S3Client({
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: s.S3_ACCESS_KEY_ID ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY ?? '' } : undefined,
  });
  const Bucket = s.S3_BUCKET;
  const publicBase = s.S3_PUBLIC_URL?.replace(/\/$/, '');
  const checked = (key: string) => {
    if (!validKey(key)) throw new Error('Invalid storage key');
    return key;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType ?? contentTypeOf(key) }));
      return FILES_PREFIX + key;
    },
    async get(key) {
      if (!validKey(key)) return undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return undefined;
        return { body: res.Body as Readable, length: res.ContentLength, contentType: res.ContentType ?? contentTypeOf(key), etag: res.ETag };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    url: (key) => FILES_PREFIX + key,
    // Private keys never get a public address, whatever the bucket's policy.
    publicUrl: (key) => (publicBase && !key.startsWith(PRIVATE_PREFIX) ? `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}` : undefined),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** The bucket when S3_BUCKET is set, otherwise DATA_DIR/files (a temporary folder when DATA_DIR is ''). */
export function createStorage(dataDir: string, s3?: S3Settings): Storage {
  if (s3?.S3_BUCKET) return s3Storage({ ...s3, S3_BUCKET: s3.S3_BUCKET });
  const root = dataDir ? path.resolve(dataDir, 'files') : mkdtempSync(path.join(tmpdir(), 'portal-files-'));
  return localStorage(root);
}
