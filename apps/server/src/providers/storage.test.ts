import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { startTestS3 } from '../test/s3-server.ts';
import { accountFields, findPlaces, multipart } from '../modules/accounts/test-helpers.ts';
import { s3Storage, type Storage } from './storage.ts';

/**
 * The S3-compatible store against a real S3 server (s3rver) started here: files, image variants and
 * uploads go through it, public files are served with long cache headers or redirected to the
 * public address, private ones never.
 */
let s3: Awaited<ReturnType<typeof startTestS3>>;
let ctx: TestContext;
let storage: Storage;
const png = () => sharp({ create: { width: 1600, height: 400, channels: 3, background: '#369' } }).png().toBuffer();

beforeAll(async () => {
  s3 = await startTestS3();
  storage = s3Storage(s3.settings);
  ctx = await startTestApp({}, () => ({ storage }));
});
afterAll(async () => {
  await ctx.close();
  await s3.stop();
});

describe('the S3 store', () => {
  it('puts, gets and removes bytes with their type; a missing key is undefined', async () => {
    await storage.check();
    expect(await storage.put('notes/a.txt', Buffer.from('hello'))).toBe('/files/notes/a.txt');
    const got = (await storage.get('notes/a.txt'))!;
    expect(got.contentType).toBe('text/plain; charset=utf-8');
    expect((await buffer(got.body)).toString()).toBe('hello');
    await storage.remove('notes/a.txt');
    expect(await storage.get('notes/a.txt')).toBeUndefined();
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('serves a public file from the bucket with long cache headers and an ETag', async () => {
    const bytes = await png();
    await storage.put('demo/wide.png', bytes);
    const res = await ctx.app.inject({ method: 'GET', url: '/files/demo/wide.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url: '/files/demo/wide.png', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('makes an image variant from the bucket and keeps it in the bucket', async () => {
    await storage.put('demo/variant.png', await png());
    const res = await ctx.app.inject({ method: 'GET', url: '/files/w/800/demo/variant.png' });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    expect(await storage.get('.variants/800/demo/variant.png.webp')).toBeDefined();
  });

  it('never serves a private key at /files/, nor its variant', async () => {
    await storage.put('private/receipts/1.pdf', Buffer.from('%PDF-1.7 secret'));
    for (const url of ['/files/private/receipts/1.pdf', '/files/w/400/private/receipts/1.pdf', '/files/.variants/800/demo/variant.png.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  it('stores a profile picture uploaded at registration in the bucket, and serves it', async () => {
    const places = await findPlaces(ctx.db);
    const fields = accountFields(places);
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c96' } }).jpeg().toBuffer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', ...multipart(fields, { name: 'me.jpg', type: 'image/jpeg', bytes: jpeg }) });
    expect(res.statusCode).toBe(200);
    const row = await ctx.db.one<{ picture: string }>('SELECT picture FROM users WHERE mobile = $1', [fields.mobile]);
    const key = row!.picture.slice('/files/'.length);
    expect(await storage.get(key)).toBeDefined();
    const served = await ctx.app.inject({ method: 'GET', url: row!.picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('redirects to the public (CDN) address when S3_PUBLIC_URL is set, except private keys', async () => {
    const cdn = s3Storage({ ...s3.settings, S3_PUBLIC_URL: 'https://cdn.example.org/media/' });
    expect(cdn.publicUrl('demo/a b.png')).toBe('https://cdn.example.org/media/demo/a%20b.png');
    expect(cdn.publicUrl('private/receipts/1.pdf')).toBeUndefined();
    const other = await startTestApp({}, () => ({ storage: cdn }));
    try {
      const res = await other.app.inject({ method: 'GET', url: '/files/demo/wide.png' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://cdn.example.org/media/demo/wide.png');
    } finally {
      await other.close();
    }
  });
});
