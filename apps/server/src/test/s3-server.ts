import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../providers/storage.ts';
import { freePort } from './redis-server.ts';

/** A real S3-compatible server (s3rver) on a free loopback port, with an empty bucket, for one test file. */
export async function startTestS3(bucket = 'portal-test'): Promise<{ settings: S3Settings & { S3_BUCKET: string }; endpoint: string; stop(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
