import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { GALLERY_LIMITS, GALLERY_MESSAGES, galleryFilterSchema } from '@portal/contract/gallery';
import { MESSAGES } from '@portal/contract/messages';
import { ensureWebBuild, pageHead, WEB_DIST } from '../../test/page-head.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import * as repo from './repository.ts';
import {
  addDays,
  createGalleryAlbum,
  createGalleryCategory,
  createGalleryImage,
  createGalleryTag,
  tagGalleryImage,
} from '../../seed/factories.ts';

/**
 * The image gallery's calls. All rows are made before the first call: lists are cached for
 * 30 seconds in the process, as in production.
 */
let ctx: TestContext;
const today = todayIso();
let festivals: { id: number };
let emptyCategory: { id: number };
let longCategory: { id: number };
let tag: { id: number };
let unusedTag: { id: number };
let newestAlbum: { id: number };
let olderAlbum: { id: number };
const tagged: number[] = [];

beforeAll(async () => {
  ensureWebBuild();
  ctx = await startTestApp({ WEB_DIST });
  const q = ctx.db;
  festivals = await createGalleryCategory(q, { album_category: 'Temple Festivals', sort_order: 1 });
  longCategory = await createGalleryCategory(q, { album_category: 'Seva and Karmayogam Activities', sort_order: 2 });
  emptyCategory = await createGalleryCategory(q, { album_category: 'Nothing Yet', sort_order: 3 });
  tag = await createGalleryTag(q, { album_tag: 'Lamps' });
  unusedTag = await createGalleryTag(q, { album_tag: 'Unused' });

  olderAlbum = await createGalleryAlbum(q, { category_id: festivals.id, album_sub: 'Navaratri', album_date: addDays(today, -100), cover: '/files/nav.webp' });
  newestAlbum = await createGalleryAlbum(q, { category_id: festivals.id, album_sub: 'Mahashivratri Night', album_date: addDays(today, -10), cover: '' });
  for (let i = 0; i < 3; i++) {
    const img = await createGalleryImage(q, { album_id: olderAlbum.id, caption: `Golu display ${i}`, image: `/files/nav-${i}.webp` });
    tagged.push(img.id);
    await tagGalleryImage(q, img.id, tag.id);
  }
  for (let i = 0; i < 4; i++) {
    await createGalleryImage(q, { album_id: newestAlbum.id, caption: `Night chanting ${i}`, image: `/files/shiv-${i}.webp`, width: 1200, height: 800 });
  }
  // Five albums in the long-named category: the list sends four and the count says five.
  for (let a = 0; a < 5; a++) {
    const album = await createGalleryAlbum(q, { category_id: longCategory.id, album_sub: `Seva ${a} 100%_done`, album_date: addDays(today, -200 - a) });
    await createGalleryImage(q, { album_id: album.id, caption: `Volunteers ${a}` });
  }
}, 240_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const filter = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/filter/gallery', payload: payload as object });

describe('GET recent/list', () => {
  it('sends the eight newest images with their sizes and the album count', async () => {
    const res = await get('/api/recent/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.data).toHaveLength(GALLERY_LIMITS.recentImages);
    expect(body.album_count).toBe(7);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      image: '/files/shiv-3.webp',
      caption: 'Night chanting 3',
      album_date: addDays(today, -10),
      width: 1200,
      height: 800,
    });
    const dates = body.data.map((i: { album_date: string }) => i.album_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('GET category/list', () => {
  it('lists categories that have albums, with album counts and the newest four albums', async () => {
    const body = (await get('/api/category/list')).json();
    expect(body.success).toBe(1);
    const names = body.data.map((c: { album_category: string }) => c.album_category);
    expect(names).toEqual(['Temple Festivals', 'Seva and Karmayogam Activities']);
    const [fest, seva] = body.data;
    expect(fest).toMatchObject({ id: festivals.id, album_count: 2 });
    // An album without a chosen cover shows its first image.
    expect(fest.albums[0]).toEqual({
      id: newestAlbum.id,
      album_sub: 'Mahashivratri Night',
      album_date: addDays(today, -10),
      cover: '/files/shiv-0.webp',
    });
    expect(fest.albums[1]).toMatchObject({ id: olderAlbum.id, cover: '/files/nav.webp' });
    expect(seva.album_count).toBe(5);
    expect(seva.albums).toHaveLength(GALLERY_LIMITS.albumsPerCategory);
    expect(names).not.toContain('Nothing Yet');
    expect(emptyCategory.id).toBeGreaterThan(0);
  });
});

describe('GET category/{id}', () => {
  it('groups the images by album, newest album first, with the category name', async () => {
    const body = (await get(`/api/category/${festivals.id}`)).json();
    expect(body).toMatchObject({ success: 1, category_name: 'Temple Festivals', page: 1, limit: 60, has_more: false });
    expect(body.data.map((g: { album_sub: string }) => g.album_sub)).toEqual(['Mahashivratri Night', 'Navaratri']);
    expect(body.data[0].albums.map((i: { caption: string }) => i.caption)).toEqual([
      'Night chanting 0', 'Night chanting 1', 'Night chanting 2', 'Night chanting 3',
    ]);
    expect(body.data[1]).toMatchObject({ id: olderAlbum.id, album_date: addDays(today, -100) });
    expect(body.data[1].albums).toHaveLength(3);
  });

  it('pages through the images with page and limit', async () => {
    const first = (await get(`/api/category/${festivals.id}?page=1&limit=5`)).json();
    expect(first.has_more).toBe(true);
    expect(first.data.flatMap((g: { albums: unknown[] }) => g.albums)).toHaveLength(5);
    const second = (await get(`/api/category/${festivals.id}?page=2&limit=5`)).json();
    expect(second).toMatchObject({ page: 2, limit: 5, has_more: false });
    expect(second.data).toHaveLength(1);
    expect(second.data[0].album_sub).toBe('Navaratri');
    expect(second.data[0].albums).toHaveLength(2);
  });

  it('answers an empty category with no groups', async () => {
    const body = (await get(`/api/category/${emptyCategory.id}`)).json();
    expect(body).toMatchObject({ success: 1, data: [], category_name: 'Nothing Yet', has_more: false });
  });
});

describe('tags', () => {
  it('lists only tags in use, by name', async () => {
    const body = (await get('/api/tag/list')).json();
    expect(body).toEqual({ success: 1, data: [{ id: tag.id, album_tag: 'Lamps' }] });
  });

  it('sends a tag page with its images, newest first, and the tag name', async () => {
    const body = (await get(`/api/tag/${tag.id}`)).json();
    expect(body).toMatchObject({ success: 1, tag_name: 'Lamps', has_more: false });
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([...tagged].reverse());
    expect(body.data[0]).toEqual({
      id: tagged[2], image: '/files/nav-2.webp', caption: 'Golu display 2', album_date: addDays(today, -100), width: 800, height: 600,
    });
  });

  it('answers a tag without images with an empty list', async () => {
    const body = (await get(`/api/tag/${unusedTag.id}`)).json();
    expect(body).toMatchObject({ success: 1, data: [], tag_name: 'Unused' });
  });
});

describe('POST filter/gallery', () => {
  it('finds images by caption, album name or category name, case-insensitively', async () => {
    const byCaption = (await filter({ start_date: '', end_date: '', search_txt: 'golu' })).json();
    expect(byCaption.success).toBe(1);
    expect(byCaption.data).toHaveLength(3);
    const byAlbum = (await filter({ search_txt: 'MAHASHIVRATRI' })).json();
    expect(byAlbum.data.map((i: { caption: string }) => i.caption).sort()).toEqual([
      'Night chanting 0', 'Night chanting 1', 'Night chanting 2', 'Night chanting 3',
    ]);
    const byCategory = (await filter({ search_txt: 'karmayogam' })).json();
    expect(byCategory.data).toHaveLength(5);
  });

  it('takes % and _ in the search text literally', async () => {
    const literal = (await filter({ search_txt: '100%_done' })).json();
    expect(literal.data).toHaveLength(5);
    const wildcard = await filter({ search_txt: '%a%' });
    expect(wildcard.json()).toMatchObject({ success: 0, message: GALLERY_MESSAGES.noImages, data: [] });
    const underscore = (await filter({ search_txt: 'Golu_display' })).json();
    expect(underscore.success).toBe(0);
  });

  it('filters by a date range, inclusive at both ends', async () => {
    const day = addDays(today, -10);
    const body = (await filter({ start_date: day, end_date: day, search_txt: '' })).json();
    expect(body.success).toBe(1);
    expect(body.data).toHaveLength(4);
    expect(body.data.every((i: { album_date: string }) => i.album_date === day)).toBe(true);
    const onlyStart = (await filter({ start_date: addDays(today, -150) })).json();
    expect(onlyStart.data).toHaveLength(7);
    const onlyEnd = (await filter({ end_date: addDays(today, -150) })).json();
    expect(onlyEnd.data).toHaveLength(5);
    const both = (await filter({ start_date: addDays(today, -150), end_date: today, search_txt: 'golu' })).json();
    expect(both.data).toHaveLength(3);
  });

  it('pages the results', async () => {
    const body = (await filter({ search_txt: 'o', limit: 2, page: 1 })).json();
    expect(body).toMatchObject({ success: 1, page: 1, limit: 2, has_more: true });
    expect(body.data).toHaveLength(2);
  });

  it('refuses bad dates, future dates, backwards ranges, long text and wrong types', async () => {
    const tomorrow = addDays(today, 1);
    const cases: Array<[unknown, string]> = [
      [{ start_date: '2024-02-30' }, 'start_date'],
      [{ start_date: '01/02/2024' }, 'start_date'],
      [{ end_date: 'yesterday' }, 'end_date'],
      [{ start_date: tomorrow }, 'start_date'],
      [{ end_date: tomorrow }, 'end_date'],
      [{ start_date: addDays(today, -1), end_date: addDays(today, -5) }, 'end_date'],
      [{ search_txt: 'x'.repeat(GALLERY_LIMITS.searchText + 1) }, 'search_txt'],
      [{ search_txt: 42 }, 'search_txt'],
      [{ start_date: 20240101 }, 'start_date'],
      [{ limit: 'many' }, 'limit'],
      [{ page: -1 }, 'page'],
    ];
    for (const [payload, field] of cases) {
      const res = await filter(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.success).toBe(0);
      expect(body.message.startsWith(`${field}: `), body.message).toBe(true);
      expect(body.errors).toHaveProperty(field);
    }
    const backwards = await filter({ start_date: addDays(today, -1), end_date: addDays(today, -5) });
    expect(backwards.json().errors.end_date).toBe(GALLERY_MESSAGES.startAfterEnd);
    const future = await filter({ start_date: tomorrow });
    expect(future.json().errors.start_date).toBe('The date cannot be in the future');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/filter/gallery', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
  });

  it('reads at most the search window of newest images in the range (the bounded scan)', async () => {
    const f = galleryFilterSchema.parse({ search_txt: 'golu' });
    // The three Golu images are the 5th to 7th newest: a window of 4 does not reach them.
    expect(await repo.images.filter(ctx.db, f, 10, 0, [], 'en', 4)).toEqual([]);
    expect((await repo.images.filter(ctx.db, f, 10, 0, [], 'en', 7)).map((i) => i.caption).sort()).toEqual(['Golu display 0', 'Golu display 1', 'Golu display 2']);
    // A date range moves the window: the same small window finds them inside their album's day.
    const dated = galleryFilterSchema.parse({ search_txt: 'golu', start_date: addDays(today, -100), end_date: addDays(today, -100) });
    expect(await repo.images.filter(ctx.db, dated, 10, 0, [], 'en', 3)).toHaveLength(3);
  });

  it('treats an empty filter as no condition: the newest images', async () => {
    const body = (await filter({})).json();
    expect(body.success).toBe(1);
    expect(body.data).toHaveLength(12);
    expect(body.data[0].caption).toBe('Night chanting 3');
  });
});

describe('share previews', () => {
  it('names the category or tag and shows its newest picture; unknown ids name no category', async () => {
    const category = await pageHead(ctx, `/category/${festivals.id}`);
    expect(category).toMatchObject({ title: 'Temple Festivals - Matangi Foundation', description: expect.stringContaining('Photographs') });
    expect(category.og('title')).toBe('Temple Festivals - Matangi Foundation');
    expect(category.og('image')).toBe('/files/shiv-0.webp');
    expect(category.og('url')).toBe(`/category/${festivals.id}`);
    const tagged = await pageHead(ctx, `/tag/${tag.id}`);
    expect(tagged).toMatchObject({ title: 'Lamps - Matangi Foundation' });
    expect([tagged.og('image'), tagged.og('url')]).toEqual(['/files/nav-2.webp', `/tag/${tag.id}`]);
    for (const url of ['/category/999999']) {
      const missing = await pageHead(ctx, url);
      expect(missing.title, url).toBe('Page not found - Matangi Foundation');
      expect(missing.og('image'), url).toBeUndefined();
    }
    // A malformed id asks for nothing: the page keeps the gallery's own title, no picture.
    for (const url of ['/category/x<script>', '/tag/0x1']) {
      const malformed = await pageHead(ctx, url);
      expect([malformed.title, malformed.og('image')], url).toEqual(['Image Gallery - Matangi Foundation', undefined]);
    }
  }, 120_000);
});

describe('search rate limit', () => {
  it('lets one address search 60 times a minute, then answers 429 with the message', async () => {
    // Rate limits are off in NODE_ENV=test; this app runs as in development.
    const dev = await startTestApp({ NODE_ENV: 'development' });
    try {
      for (const url of ['/api/filter/gallery', '/api/filter/media']) {
        const statuses: number[] = [];
        for (let i = 0; i < 61; i++) {
          const res = await dev.app.inject({ method: 'POST', url, payload: { search_txt: `word${i}` }, remoteAddress: '10.1.2.3' });
          statuses.push(res.statusCode);
          if (i === 60) expect(res.json()).toEqual({ success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests });
        }
        expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
        expect(statuses[60]).toBe(429);
        // Another address is not affected.
        const other = await dev.app.inject({ method: 'POST', url, payload: { search_txt: 'x' }, remoteAddress: '10.9.9.9' });
        expect(other.statusCode).toBe(200);
      }
    } finally {
      await dev.close();
    }
  });
});
