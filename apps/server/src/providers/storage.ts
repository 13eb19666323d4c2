import { mkdir, writeFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where uploaded and generated files live. Local disk by default (served under /files/);
 * an S3-compatible bucket behind a CDN takes the same keys in production.
 */
export interface Storage {
  /** Stores bytes under a key like "profiles/12-abc.webp" and returns its public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** Public URL path of a key. */
  url(key: string): string;
  /** Folder served at /files/ (local disk only). */
  readonly root: string;
}

export const FILES_PREFIX = '/files/';

export function localStorage(root: string): Storage {
  const safe = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    root,
    async put(key, bytes) {
      const full = safe(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return FILES_PREFIX + key;
    },
    async remove(key) {
      await rm(safe(key), { force: true });
    },
    url: (key) => FILES_PREFIX + key,
  };
}

export function createStorage(dataDir: string): Storage {
  const root = dataDir ? path.resolve(dataDir, 'files') : mkdtempSync(path.join(tmpdir(), 'portal-files-'));
  return localStorage(root);
}
