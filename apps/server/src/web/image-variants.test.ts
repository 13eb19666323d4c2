import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  const banner = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#c96' } }).webp().toBuffer();
  await ctx.deps.storage.put('demo/banner.webp', banner);
});
afterAll(() => ctx.close());

describe('narrower copies of stored pictures', () => {
  it('makes an 800 px WebP once and then serves the kept copy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/files/w/800/demo/banner.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 300]);
    // Kept in the store, so any process serves it without making it again.
    expect(await ctx.deps.storage.get('.variants/800/demo/banner.webp.webp')).toBeDefined();
    const again = await ctx.app.inject({ method: 'GET', url: '/files/w/800/demo/banner.webp' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('refuses other widths, missing files and paths outside the store', async () => {
    for (const url of ['/files/w/777/demo/banner.webp', '/files/w/800/demo/none.webp', '/files/w/400/.variants/800/demo/banner.webp.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    // A plain ../ is resolved by the router before any route sees it: never a file outside the store.
    for (const url of ['/files/w/800/../../../etc/passwd', '/files/w/800/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const dotted = await ctx.app.inject({ method: 'GET', url });
      expect(dotted.body, url).not.toContain('root:');
      expect(dotted.headers['content-type'], url).not.toBe('image/webp');
    }
  });

  it('still serves the original', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/files/demo/banner.webp' });
    expect(res.statusCode).toBe(200);
  });
});
