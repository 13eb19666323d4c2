import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@portal/contract/catalog';
import { todayIso } from '@portal/contract/fields';
import { MESSAGES } from '@portal/contract/messages';
import { startTestApp, loginAs, type TestContext } from '../../test/harness.ts';
import {
  addDays,
  createEvent,
  createEventCategory,
  createProgram,
  createProject,
  createSlider,
  createTestimonial,
  youtubeEmbed,
} from '../../seed/factories.ts';
import { invalidateCatalogCache, ResponseCache } from './cache.ts';
import { acceptedEncoding, etagMatches, toCachedJson } from '../../lib/public-cache.ts';
import { ensureWebBuild, pageHead, WEB_DIST } from '../../test/page-head.ts';
import { htmlToText, sanitizeStoryHtml } from '../../lib/sanitize.ts';

let ctx: TestContext;
const today = todayIso();
const inDays = (n: number) => addDays(today, n);

const EVIL_STORY =
  '<p onclick="steal()">Breath <strong>and</strong> mind<script>alert(1)</script></p>' +
  '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315"></iframe>' +
  '<iframe src="https://evil.example.com/embed"></iframe>' +
  '<a href="javascript:alert(1)">bad</a><a href="https://example.org/x">good</a><img src=x onerror="alert(1)">';

let ulchemyCategory: number;
const programOneEvents: number[] = [];

beforeAll(async () => {
  ensureWebBuild();
  ctx = await startTestApp({ WEB_DIST });
  const q = ctx.db;
  await createProgram(q, {
    id: 1,
    image: '/files/demo/program-1-logo.webp',
    banner: '/files/demo/program-1-banner.webp',
    story: EVIL_STORY,
    promise_status: 1,
    promises: ['One', 'Two', ' ', 'Three', 'Four', 'Five', 'Six'],
    benefits: ['Calm'],
    attend: ['Anyone'],
    duration: 3,
    timing: '6:00 AM - 8:00 PM',
    event_status: 1,
    upcome_date: inDays(-5),
    upcome_address: 'A past address',
    prereq_text: '<p>No prerequisite.</p><script>x()</script>',
    prereq_media: youtubeEmbed('demoVideo01', 'Prerequisites'),
  });
  await createProgram(q, { id: 3, story: '<p>Divija means twice born.</p>', event_status: 1, upcome_date: inDays(40), upcome_address: 'Ashram' });
  for (const id of [2, 4, 5, 6, 7, 8]) await createProgram(q, { id, promise_status: id === 6 || id === 8 ? 0 : 1 });

  ulchemyCategory = (await createEventCategory(q, { name: 'Ulchemy', program_id: 1, sort_order: 1 })).id;
  const karmaCategory = (await createEventCategory(q, { name: 'Karmayogam', program_id: 7, sort_order: 2 })).id;

  // Twelve upcoming events of program 1 (the program page shows 10), in shuffled date order.
  for (const d of [30, 3, 25, 8, 1, 40, 12, 19, 5, 60, 0, 33]) {
    programOneEvents.push((await createEvent(q, { program_id: 1, category_id: ulchemyCategory, event_date: inDays(d) })).id);
  }
  for (let i = 0; i < 12; i++) await createEvent(q, { program_id: 7, category_id: karmaCategory, event_date: inDays(2 + i) });
  await createEvent(q, { program_id: 3, event_date: inDays(9), event_name: 'Divija without a category' });
  // Not upcoming: past, cancelled, completed.
  await createEvent(q, { program_id: 1, event_date: inDays(-1), event_name: 'Yesterday' });
  await createEvent(q, { program_id: 2, event_date: inDays(4), status: 'cancelled', event_name: 'Cancelled one' });
  await createEvent(q, { program_id: 4, event_date: inDays(6), status: 'completed', event_name: 'Completed one' });

  for (let i = 12; i >= 1; i--) {
    await createTestimonial(q, {
      program_id: 1,
      sort_order: i,
      name: `Glimpse ${i}`,
      media: i === 1 ? youtubeEmbed('demoVideo11') + '<script>bad()</script>' : '',
    });
  }

  await createProject(q, { name: 'Temple Town', link: 'https://projects.example.org/temple', sort_order: 2 });
  await createProject(q, { name: 'Gurukulam', link: 'https://projects.example.org/gurukulam', sort_order: 1 });
  await createProject(q, { name: 'Bad Link', link: 'javascript:alert(1)', sort_order: 3 });

  await createSlider(q, { title: 'Second', image: '/files/s2.webp', media: 'https://www.youtube.com/watch?v=b', sort_order: 2 });
  await createSlider(q, { title: 'First', image: '/files/s1.webp', media: 'https://www.youtube.com/watch?v=a', sort_order: 1 });
  await createSlider(q, { title: 'Hidden', active: false, sort_order: 0 });
  await createSlider(q, { title: 'Sneaky', media: 'javascript:alert(1)', sort_order: 3 });
  await createSlider(q, { title: 'Bottom', placement: 'bottom', image: '/files/bottom.webp', media: 'https://example.org/serve' });
}, 240_000);
afterAll(() => ctx.close());
beforeEach(() => invalidateCatalogCache(ctx.db));

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

function expectUpcoming(events: Array<{ event_date: string; status: string }>) {
  for (const e of events) {
    expect(e.event_date >= today).toBe(true);
    expect(['notstarted', 'ongoing']).toContain(e.status);
  }
  const dates = events.map((e) => e.event_date);
  expect(dates).toEqual([...dates].sort());
}

const EVENT_KEYS = ['city_name', 'end_date', 'event_address', 'event_date', 'event_desc', 'event_image', 'event_name', 'id', 'program_id', 'registration_open', 'status'];

describe('GET /api/program/list', () => {
  it('lists the programs with the spec keys, Karmayogam apart and the programs that have events', async () => {
    const res = await get('/api/program/list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['banner', 'id', 'image', 'name']);
    expect(body.data[0]).toMatchObject({ id: 1, name: 'Ulchemy', image: '/files/demo/program-1-logo.webp' });
    expect(body.karmayogam).toEqual([expect.objectContaining({ id: 7, name: 'Karmayogam' })]);
    // 2 has only a cancelled event, 4 only a completed one, 8 none.
    expect(body.programevent.map((p: { id: number }) => p.id)).toEqual([1, 3, 7]);
  });

  it('works without a session and ignores a bogus token (public call)', async () => {
    const res = await get('/api/program/list', { authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(1);
  });
});

describe('GET /api/project/list', () => {
  it('lists projects in their order and drops links that are not web links', async () => {
    const body = (await get('/api/project/list')).json();
    expect(body.success).toBe(1);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Gurukulam', 'Temple Town', 'Bad Link']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['banner', 'id', 'image', 'link', 'name']);
    expect(body.data[0].link).toBe('https://projects.example.org/gurukulam');
    expect(body.data[2].link).toBe('');
  });
});

describe('POST /api/event/list', () => {
  it('without a body gives the first 20 upcoming events by date', async () => {
    const res = await post('/api/event/list');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(1);
    expect(data).toHaveLength(20);
    expectUpcoming(data);
    expect(Object.keys(data[0]).sort()).toEqual(EVENT_KEYS);
    expect(data[0].event_date).toBe(today);
    const names = data.map((e: { event_name: string }) => e.event_name);
    expect(names).not.toContain('Yesterday');
    expect(names).not.toContain('Cancelled one');
    expect(names).not.toContain('Completed one');
  });

  it('with an empty object or null body behaves like no body', async () => {
    for (const payload of [{}, { unknown: 'x' }]) {
      const res = await post('/api/event/list', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(20);
    }
  });

  it('with {program_id} gives the first 10 upcoming events of that program', async () => {
    const body = (await post('/api/event/list', { program_id: 1 })).json();
    expect(body.data).toHaveLength(10);
    expectUpcoming(body.data);
    expect(body.data.every((e: { program_id: number }) => e.program_id === 1)).toBe(true);
    expect(body.data.map((e: { id: number }) => e.id).every((id: number) => programOneEvents.includes(id))).toBe(true);
  });

  it('accepts the program id as text, as forms send it', async () => {
    const body = (await post('/api/event/list', { program_id: '3' })).json();
    expect(body.data.map((e: { event_name: string }) => e.event_name)).toEqual(['Divija without a category']);
  });

  it('gives an empty list for a program without upcoming events', async () => {
    for (const id of [8, 2, 4]) {
      const res = await post('/api/event/list', { program_id: id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: 1, data: [] });
    }
  });

  it.each([
    ['zero', 0, MESSAGES.invalidNumber],
    ['beyond the id column', 32768, CATALOG_MESSAGES.unknownProgram],
    ['negative', -1, MESSAGES.invalidNumber],
    ['a fraction', 1.5, MESSAGES.invalidNumber],
    ['letters', 'abc', MESSAGES.invalidNumber],
    ['an exponent', '1e0', MESSAGES.invalidNumber],
    ['empty text', '', MESSAGES.required],
    ['a huge number', '99999999999999999999', MESSAGES.invalidNumber],
    ['an object', { id: 1 }, MESSAGES.required],
    ['null', null, MESSAGES.required],
  ])('refuses %s as program_id with a message naming the field', async (_label, program_id, message) => {
    const res = await post('/api/event/list', { program_id });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(0);
    expect(body.errors).toEqual({ program_id: message });
    expect(body.message).toBe(`program_id: ${message}`);
  });

  it('refuses a body that is not an object and malformed JSON without a stack trace', async () => {
    const arr = await post('/api/event/list', [1, 2]);
    expect(arr.statusCode).toBe(400);
    expect(arr.json().success).toBe(0);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"program_id":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: 0, code: 'invalid_request', message: MESSAGES.invalidRequest });
  });
});

describe('GET /api/eventall/list', () => {
  it('gives every upcoming event (more than the home 20), by date', async () => {
    const body = (await get('/api/eventall/list')).json();
    expect(body.success).toBe(1);
    expect(body.data).toHaveLength(12 + 12 + 1);
    expectUpcoming(body.data);
  });
});

describe('GET /api/category/event', () => {
  it('groups upcoming events by category in category order, uncategorised last', async () => {
    const body = (await get('/api/category/event')).json();
    expect(body.success).toBe(1);
    const groups = body.data as Array<{ id: number; name: string; program_id: number | null; events: Array<{ event_date: string; status: string; program_id: number }> }>;
    expect(groups.map((g) => g.name)).toEqual(['Ulchemy', 'Karmayogam', 'Other Events']);
    expect(groups[0]).toMatchObject({ id: ulchemyCategory, program_id: 1 });
    expect(groups[0]!.events).toHaveLength(12);
    expect(groups[2]).toMatchObject({ id: 0, program_id: null });
    for (const g of groups) expectUpcoming(g.events);
    expect(groups[1]!.events.every((e) => e.program_id === 7)).toBe(true);
  });
});

describe('GET /api/slider/list', () => {
  it('gives the active banners in order and the bottom banner; unsafe links become empty', async () => {
    const body = (await get('/api/slider/list')).json();
    expect(body.success).toBe(1);
    expect(body.data.map((s: { title: string }) => s.title)).toEqual(['First', 'Second', 'Sneaky']);
    expect(body.data[0]).toEqual({ image: '/files/s1.webp', media: 'https://www.youtube.com/watch?v=a', title: 'First' });
    expect(body.data[2].media).toBe('');
    expect(body.bottombanner).toEqual({ image: '/files/bottom.webp', media: 'https://example.org/serve', title: 'Bottom' });
  });

  it('gives bottombanner null when there is none', async () => {
    await ctx.db.query(`UPDATE sliders SET active = false WHERE placement = 'bottom'`);
    try {
      invalidateCatalogCache(ctx.db);
      expect((await get('/api/slider/list')).json().bottombanner).toBeNull();
    } finally {
      await ctx.db.query(`UPDATE sliders SET active = true WHERE placement = 'bottom'`);
    }
  });
});

describe('GET /api/wisdom/:id', () => {
  it('gives every field of the program detail with promises as promise1..5', async () => {
    const res = await get('/api/wisdom/1');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(1);
    expect(data).toMatchObject({
      id: 1,
      name: 'Ulchemy',
      headline: 'Self Transformation',
      image: '/files/demo/program-1-logo.webp',
      promise_status: 1,
      promise1: 'One',
      promise2: 'Two',
      promise3: 'Three',
      promise4: 'Four',
      promise5: 'Five',
      benefits1: 'Calm',
      benefits2: '',
      attend1: 'Anyone',
      attend5: '',
      duration: 3,
      timing: '6:00 AM - 8:00 PM',
      event_status: 1,
    });
    for (const key of ['media_banner', 'story', 'upcome_date', 'upcome_address', 'prereq_text', 'prereq_media']) {
      expect(data).toHaveProperty(key);
    }
    expect(data).not.toHaveProperty('promises');
    expect(data).not.toHaveProperty('sort_order');
  });

  it('sanitises the story and prerequisite HTML, keeping formatting and allowed embeds', async () => {
    const { data } = (await get('/api/wisdom/1')).json();
    expect(data.story).toContain('<strong>and</strong>');
    expect(data.story).toContain('src="https://www.youtube.com/embed/abc123"');
    expect(data.story).toContain('href="https://example.org/x"');
    for (const bad of ['<script', 'onclick', 'evil.example.com', 'javascript:', '<img', 'onerror']) {
      expect(data.story).not.toContain(bad);
    }
    expect(data.prereq_text).toBe('<p>No prerequisite.</p>');
    expect(data.prereq_media).toContain('<iframe');
    expect(data.prereq_media).toContain('https://www.youtube.com/embed/demoVideo01');
  });

  it('replaces a stored upcoming date that has passed by the next event', async () => {
    const { data } = (await get('/api/wisdom/1')).json();
    expect(data.upcome_date).toBe(today);
    expect(data.upcome_address).toBe('Foundation Centre, Chennai, Tamil Nadu');
    const divija = (await get('/api/wisdom/3')).json().data;
    expect(divija).toMatchObject({ upcome_date: inDays(40), upcome_address: 'Ashram' });
    const paradesham = (await get('/api/wisdom/8')).json().data;
    expect(paradesham).toMatchObject({ upcome_date: null, upcome_address: '', promise_status: 0, promise1: '' });
  });

  it.each(['9', '99', '123456'])('answers 404 with a message for the unknown id %s', async (id) => {
    const res = await get(`/api/wisdom/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: 0, code: 'program_not_found', message: CATALOG_MESSAGES.programNotFound });
  });

  it.each(['abc', '1.5', '-1', '0', '1e3', '%20'])('answers 400 naming the id for %s', async (id) => {
    const res = await get(`/api/wisdom/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { id: MESSAGES.invalidNumber } });
  });
});

describe('POST /api/glimpse/list', () => {
  it('gives the first 10 testimonials of the program in their order', async () => {
    const body = (await post('/api/glimpse/list', { program_id: 1 })).json();
    expect(body.success).toBe(1);
    expect(body.data.map((g: { name: string }) => g.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Glimpse ${i + 1}`));
    expect(Object.keys(body.data[0]).sort()).toEqual(['description', 'id', 'media', 'media_img', 'name', 'profession', 'program_id']);
    expect(body.data[0].media).toContain('https://www.youtube.com/embed/demoVideo11');
    expect(body.data[0].media).not.toContain('<script');
    expect(body.data[1].media).toBe('');
  });

  it('gives an empty list for a program without testimonials', async () => {
    expect((await post('/api/glimpse/list', { program_id: '5' })).json()).toEqual({ success: 1, data: [] });
  });

  it.each([
    ['missing', {}, MESSAGES.required],
    ['no body', undefined, MESSAGES.required],
    ['beyond the id column', { program_id: 32768 }, CATALOG_MESSAGES.unknownProgram],
    ['letters', { program_id: 'one' }, MESSAGES.invalidNumber],
    ['a boolean', { program_id: true }, MESSAGES.required],
  ])('refuses %s program_id', async (_label, payload, message) => {
    const res = await post('/api/glimpse/list', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: 0, errors: { program_id: message } });
  });
});

describe('caching', () => {
  it('sends an ETag and Cache-Control, and 304 when the browser has the same answer', async () => {
    const first = await get('/api/program/list');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=30/);
    const again = await get('/api/program/list', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/program/list', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('serves from the server cache until it is invalidated', async () => {
    const before = (await get('/api/project/list')).json().data.length;
    await createProject(ctx.db, { name: 'Added later', sort_order: 9 });
    expect((await get('/api/project/list')).json().data).toHaveLength(before);
    invalidateCatalogCache(ctx.db);
    expect((await get('/api/project/list')).json().data).toHaveLength(before + 1);
  });

  it('does not remember failures, and shares one load between concurrent misses', async () => {
    let now = 0;
    const cache = new ResponseCache(1000, () => now);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a.body).toBe('{"n":1}');
    expect(b).toBe(a);
    now = 1001;
    expect((await cache.get('k', load)).body).toBe('{"n":2}');
    await expect(cache.get('f', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('f', load)).body).toBe('{"n":3}');
  });

  it('matches ETags in lists, weak or strong', () => {
    expect(etagMatches('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('*', 'W/"b"')).toBe(true);
    expect(etagMatches(undefined, 'W/"b"')).toBe(false);
    expect(etagMatches('W/"c"', 'W/"b"')).toBe(false);
  });

  it('sends the body compressed at fill in the encoding the client accepts, with its security headers', async () => {
    const url = '/api/wisdom/1';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(String(plain.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const notModified = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('keeps no compressed form of a small body', () => {
    expect(toCachedJson({ a: 1 }).gzip).toBeUndefined();
    const big = toCachedJson({ text: 'x'.repeat(2000) });
    expect(gunzipSync(big.gzip!).toString()).toBe(big.body);
    expect(brotliDecompressSync(big.br!).toString()).toBe(big.body);
  });
});

describe('share previews of /programs/:id', () => {
  it('gives the program name, a description from headline and story, and its banner (its server render)', async () => {
    const page = await pageHead(ctx, '/programs/1');
    expect(page.titles).toEqual(['Ulchemy - Matangi Foundation']);
    expect(page.og('title')).toBe('Ulchemy - Matangi Foundation');
    expect(page.og('image')).toBe('/files/demo/program-1-banner.webp');
    expect(page.og('url')).toBe('/programs/1');
    expect(page.description!.startsWith('Self Transformation: Breath and mind')).toBe(true);
    expect(page.og('description')).toBe(page.description);
    expect(page.description).not.toContain('<');
    expect(page.description).not.toContain('alert');
    expect(page.head).not.toContain('content="Programs, events, talks and temple of the Matangi Foundation');
  });

  it('describes /share/:id with the share path', async () => {
    const page = await pageHead(ctx, '/share/3');
    expect([page.title, page.og('url')]).toEqual(['Divija - Matangi Foundation', '/share/3']);
    expect(page.description).toBe('Your Second Birth: Divija means twice born.');
  });

  it('describes the program route that Share copies (/divija), whose head alone the server renders', async () => {
    const page = await pageHead(ctx, '/divija');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Divija - Matangi Foundation']);
    expect([page.og('title'), page.og('url')]).toEqual(['Divija - Matangi Foundation', '/divija']);
    expect(page.description).toBe('Your Second Birth: Divija means twice born.');
    expect(page.head).not.toContain('content="Programs, events, talks and temple of the Matangi Foundation');
    expect(page.inBody).toBe(false);
    // The browser renders the page: no server HTML in #root, no page data to hydrate.
    const res = await ctx.app.inject({ method: 'GET', url: '/divija' });
    expect(res.body).not.toContain('id="page-data"');
    expect(res.body).not.toContain('reg-page');
    // The generic registration screen of a program previews it the same way.
    const generic = await pageHead(ctx, '/register/program/1');
    expect([generic.title, generic.og('url'), generic.og('image')]).toEqual(['Ulchemy - Matangi Foundation', '/register/program/1', '/files/demo/program-1-banner.webp']);
  });

  it('previews a shared link in its language: ?lang=ta is Tamil and keeps ?lang=ta in og:url', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/divija?lang=ta' });
    expect(res.body).toContain('<html lang="ta">');
    const page = await pageHead(ctx, '/divija?lang=ta');
    expect(page.og('url')).toBe('/divija?lang=ta');
    expect(page.og('locale')).toBe('ta_IN');
    expect((await pageHead(ctx, '/divija')).og('locale')).toBe('en_IN');
  });

  it('keeps the default head for unknown or malformed ids', async () => {
    for (const id of ['9', 'abc', '1%3B%20DROP%20TABLE%20programs', '99999999']) {
      const page = await pageHead(ctx, `/register/program/${id}`);
      expect(page.status, id).toBe(200);
      expect(page.titles, id).toEqual(['Matangi Foundation']);
      expect(page.og('title'), id).toBeUndefined();
    }
    expect((await pageHead(ctx, '/programs/9')).titles).toEqual(['Program not found - Matangi Foundation']);
  });
});

describe('HTML helpers', () => {
  it('keeps iframes of Vimeo and SoundCloud, drops others and http iframes', () => {
    const html = sanitizeStoryHtml(
      '<iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://w.soundcloud.com/player/?url=x"></iframe>' +
        '<iframe src="http://www.youtube.com/embed/x"></iframe><iframe src="//www.youtube.com/embed/y"></iframe>',
    );
    expect(html).toContain('player.vimeo.com');
    expect(html).toContain('w.soundcloud.com');
    expect(html).not.toContain('embed/x');
    expect(html).not.toContain('embed/y');
    expect(html).toContain('loading="lazy"');
  });

  it('turns HTML into plain text with spaces between blocks', () => {
    expect(htmlToText('<p>One &amp; two</p><p>Three<br>four</p>')).toBe('One & two Three four');
  });
});

describe('a logged-in visitor', () => {
  it('gets the same public answers', async () => {
    const { headers } = await loginAs(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/event/list', payload: { program_id: 1 }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(10);
  });
});
