import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@portal/contract/fields';
import { GALLERY_LIMITS, GALLERY_MESSAGES } from '@portal/contract/gallery';
import { LIMITS } from '@portal/contract/limits';
import { embedSource, firstUrl, isEmbeddable, youtubeId } from '@portal/contract/embeds';
import { ensureWebBuild, pageHead, WEB_DIST } from '../../test/page-head.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { addDays, createMediaCategory, createMediaItem, createMediaTag, tagMediaItem, youtubeEmbed } from '../../seed/factories.ts';
import { sanitizeEmbed } from '../../lib/sanitize.ts';

/** The AV gallery's calls. Rows are made before the first call (lists are cached 30 s). */
let ctx: TestContext;
const today = todayIso();
let talks: { id: number };
let chants: { id: number };
let emptyCategory: { id: number };
let shivaTag: { id: number };
let unusedTag: { id: number };
let hostile: { id: number };
const videos: number[] = [];
const audios: number[] = [];

beforeAll(async () => {
  ensureWebBuild();
  ctx = await startTestApp({ WEB_DIST });
  const q = ctx.db;
  talks = await createMediaCategory(q, { media_category: 'Discourses', sort_order: 1 });
  chants = await createMediaCategory(q, { media_category: 'Bhajans and Chants', sort_order: 2 });
  emptyCategory = await createMediaCategory(q, { media_category: 'Empty', sort_order: 3 });
  shivaTag = await createMediaTag(q, { media_tag: 'Shiva' });
  unusedTag = await createMediaTag(q, { media_tag: 'Unused' });
  // 25 videos, one a day back from yesterday; 22 audios from two days ago.
  for (let i = 0; i < 25; i++) {
    const v = await createMediaItem(q, {
      kind: 'video', category_id: talks.id, title: `Discourse ${i + 1}`, published_on: addDays(today, -1 - i), media_time: `${10 + i}:00`,
      media: youtubeEmbed(`vid${String(i).padStart(8, '0')}`, `Discourse ${i + 1}`),
    });
    videos.push(v.id);
  }
  for (let i = 0; i < 22; i++) {
    const a = await createMediaItem(q, { kind: 'audio', category_id: chants.id, title: `Chant ${i + 1}`, published_on: addDays(today, -2 - i) });
    audios.push(a.id);
    if (i < 3) await tagMediaItem(q, a.id, shivaTag.id);
  }
  hostile = await createMediaItem(q, {
    kind: 'video', category_id: null, title: 'Hostile 50%_off embed', published_on: addDays(today, -400),
    media: '<script>alert(1)</script><iframe src="https://evil.example.com/x"></iframe><iframe onload="alert(2)" src="https://player.vimeo.com/video/123"></iframe><img src=x onerror=alert(3)>',
  });
}, 240_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const post = (url: string, payload?: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });
type Item = { id: number; kind: string; title: string; media: string; published_on: string };

describe('home sliders', () => {
  it('GET video/list sends the 20 newest videos with the item fields', async () => {
    const res = await get('/api/video/list');
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.data).toHaveLength(LIMITS.homeVideos);
    expect(body.data.map((i: Item) => i.id)).toEqual(videos.slice(0, 20));
    expect(body.data[0]).toEqual({
      id: videos[0], kind: 'video', title: 'Discourse 1', image: '', media_time: '10:00', published_on: addDays(today, -1),
      media: expect.stringContaining('src="https://www.youtube.com/embed/vid00000000"'),
    });
  });

  it('GET audio/list sends the 20 newest audios', async () => {
    const body = (await get('/api/audio/list')).json();
    expect(body.data).toHaveLength(LIMITS.homeAudios);
    expect(body.data.every((i: Item) => i.kind === 'audio')).toBe(true);
    expect(body.data[0].id).toBe(audios[0]);
  });
});

describe('POST recentmedia/list', () => {
  it('sends the 8 newest of all, videos or audios', async () => {
    const all = (await post('/api/recentmedia/list', { filter_type: 'all' })).json();
    expect(all.data).toHaveLength(LIMITS.recentMedia);
    expect(all.data.map((i: Item) => i.kind)).toContain('audio');
    expect(all.data.map((i: Item) => i.kind)).toContain('video');
    const dates = all.data.map((i: Item) => i.published_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    const video = (await post('/api/recentmedia/list', { filter_type: 'video' })).json();
    expect(video.data.map((i: Item) => i.id)).toEqual(videos.slice(0, 8));
    const audio = (await post('/api/recentmedia/list', { filter_type: 'audio' })).json();
    expect(audio.data.map((i: Item) => i.id)).toEqual(audios.slice(0, 8));
    const none = (await post('/api/recentmedia/list')).json();
    expect(none.data.map((i: Item) => i.id)).toEqual(all.data.map((i: Item) => i.id));
  });

  it('refuses an unknown filter type', async () => {
    for (const filter_type of ['movies', 1, '']) {
      const res = await post('/api/recentmedia/list', { filter_type });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('filter_type');
    }
  });
});

describe('POST filter/media', () => {
  it('filters by kind, date range and title or category text', async () => {
    const body = (await post('/api/filter/media', { filter_type: 'video', start_date: addDays(today, -5), end_date: addDays(today, -1), search_txt: '' })).json();
    expect(body.success).toBe(1);
    expect(body.data.map((i: Item) => i.id)).toEqual(videos.slice(0, 5));
    const byCategory = (await post('/api/filter/media', { filter_type: 'all', search_txt: 'bhajans' })).json();
    expect(byCategory.data).toHaveLength(22);
    const byTitle = (await post('/api/filter/media', { filter_type: 'audio', search_txt: 'CHANT 1' })).json();
    expect(byTitle.data.map((i: Item) => i.title).sort()).toEqual(
      ['Chant 1', 'Chant 10', 'Chant 11', 'Chant 12', 'Chant 13', 'Chant 14', 'Chant 15', 'Chant 16', 'Chant 17', 'Chant 18', 'Chant 19'].sort(),
    );
    const wrongKind = (await post('/api/filter/media', { filter_type: 'video', search_txt: 'chant' })).json();
    expect(wrongKind).toMatchObject({ success: 0, message: GALLERY_MESSAGES.noMedia, data: [] });
    const literal = (await post('/api/filter/media', { search_txt: '50%_off' })).json();
    expect(literal.data.map((i: Item) => i.id)).toEqual([hostile.id]);
    const paged = (await post('/api/filter/media', { filter_type: 'video', search_txt: 'discourse', limit: 10, page: 3 })).json();
    expect(paged).toMatchObject({ page: 3, limit: 10, has_more: false });
    expect(paged.data.map((i: Item) => i.id)).toEqual(videos.slice(20, 25));
  });

  it('refuses bad input and names the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ filter_type: 'films' }, 'filter_type'],
      [{ start_date: addDays(today, 1) }, 'start_date'],
      [{ end_date: '2023-13-01' }, 'end_date'],
      [{ start_date: addDays(today, -1), end_date: addDays(today, -2) }, 'end_date'],
      [{ search_txt: 'y'.repeat(GALLERY_LIMITS.searchText + 1) }, 'search_txt'],
      [{ search_txt: ['a'] }, 'search_txt'],
      [{ page: 'two' }, 'page'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/api/filter/media', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message.startsWith(`${field}: `)).toBe(true);
    }
  });
});

describe('categories and tags', () => {
  it('GET mediacategory/list sends categories that have items, with the newest four', async () => {
    const body = (await get('/api/mediacategory/list')).json();
    expect(body.success).toBe(1);
    expect(body.data.map((c: { media_category: string }) => c.media_category)).toEqual(['Discourses', 'Bhajans and Chants']);
    expect(body.data[0]).toMatchObject({ id: talks.id, media_category: 'Discourses' });
    expect(body.data[0].medias.map((i: Item) => i.id)).toEqual(videos.slice(0, 4));
    expect(body.data[0].medias[0].published_on).toBe(addDays(today, -1));
    expect(body.data[1].medias.map((i: Item) => i.id)).toEqual(audios.slice(0, 4));
    expect(emptyCategory.id).toBeGreaterThan(0);
  });

  it('GET mediacategory/{id} pages a category with its name', async () => {
    const body = (await get(`/api/mediacategory/${chants.id}?limit=20`)).json();
    expect(body).toMatchObject({ success: 1, category_name: 'Bhajans and Chants', page: 1, limit: 20, has_more: true });
    expect(body.data.map((i: Item) => i.id)).toEqual(audios.slice(0, 20));
    const next = (await get(`/api/mediacategory/${chants.id}?limit=20&page=2`)).json();
    expect(next.data.map((i: Item) => i.id)).toEqual(audios.slice(20));
    expect(next.has_more).toBe(false);
    const empty = (await get(`/api/mediacategory/${emptyCategory.id}`)).json();
    expect(empty).toMatchObject({ success: 1, data: [], category_name: 'Empty' });
  });

  it('GET mediatag/list and mediatag/{id}', async () => {
    expect((await get('/api/mediatag/list')).json()).toEqual({ success: 1, data: [{ id: shivaTag.id, media_tag: 'Shiva' }] });
    const body = (await get(`/api/mediatag/${shivaTag.id}`)).json();
    expect(body).toMatchObject({ success: 1, tag_name: 'Shiva' });
    expect(body.data.map((i: Item) => i.id)).toEqual(audios.slice(0, 3).reverse());
    expect((await get(`/api/mediatag/${unusedTag.id}`)).json()).toMatchObject({ data: [], tag_name: 'Unused' });
  });

  it('gives share previews of category and tag pages', async () => {
    const category = await pageHead(ctx, `/mediacategory/${talks.id}`);
    expect([category.title, category.og('title'), category.og('url')]).toEqual(['Discourses - Matangi Foundation', 'Discourses - Matangi Foundation', `/mediacategory/${talks.id}`]);
    const tag = await pageHead(ctx, `/mediatag/${shivaTag.id}`);
    expect([tag.title, tag.og('url')]).toEqual(['Shiva - Matangi Foundation', `/mediatag/${shivaTag.id}`]);
    expect((await pageHead(ctx, '/mediacategory/999999')).title).toBe('Page not found - Matangi Foundation');
    // A malformed id asks for nothing: the page keeps the AV gallery's own title.
    expect((await pageHead(ctx, '/mediatag/0x1')).title).toBe('AV Gallery - Matangi Foundation');
  }, 120_000);
});

describe('embed text', () => {
  it('leaves only iframes of allowed players: no scripts, handlers or other hosts', async () => {
    const body = (await post('/api/filter/media', { search_txt: 'hostile' })).json();
    const media = body.data[0].media as string;
    expect(media).toBe('<iframe src="https://player.vimeo.com/video/123"></iframe>');
    expect(media).not.toMatch(/script|onload|onerror|evil|<img/i);
  });

  it('keeps a bare link as text and drops http and protocol-relative players', () => {
    expect(sanitizeEmbed('https://www.youtube.com/watch?v=abcdefghijk')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(sanitizeEmbed('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeEmbed('<iframe src="//www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeEmbed('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(sanitizeEmbed('<a href="https://x.example">x</a><iframe src="https://w.soundcloud.com/player/?url=a&amp;b=c"></iframe>')).toBe(
      'x<iframe src="https://w.soundcloud.com/player/?url=a&amp;b=c"></iframe>',
    );
  });

  it('reads the first URL, the player source and YouTube ids the way the tiles do', () => {
    const yt = youtubeEmbed('abcdefghijk', 'T');
    expect(firstUrl(yt)).toBe('https://www.youtube.com/embed/abcdefghijk');
    expect(firstUrl('see https://a.example/x?y=1&amp;z=2 and https://b.example')).toBe('https://a.example/x?y=1&z=2');
    expect(firstUrl('no link here')).toBeUndefined();
    expect(embedSource(yt)).toBe('https://www.youtube.com/embed/abcdefghijk');
    expect(embedSource('https://youtu.be/abcdefghijk')).toBe('https://youtu.be/abcdefghijk');
    expect(embedSource('plain words')).toBeUndefined();
    expect(youtubeId('https://youtu.be/abcdefghijk')).toBe('abcdefghijk');
    expect(youtubeId('https://www.youtube.com/watch?v=abcdefghijk&t=3')).toBe('abcdefghijk');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0')).toBe('abcdefghijk');
    expect(youtubeId('https://player.vimeo.com/video/1')).toBeUndefined();
    expect(isEmbeddable('https://w.soundcloud.com/player/?url=x')).toBe(true);
    expect(isEmbeddable('http://w.soundcloud.com/player/')).toBe(false);
    expect(isEmbeddable('https://evil.example/embed')).toBe(false);
    expect(isEmbeddable('not a url')).toBe(false);
  });
});
