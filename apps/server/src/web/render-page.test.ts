import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MESSAGES } from '@portal/contract/messages';
import { PAGE_WORDS } from '@portal/contract/page-words';
import { PROGRAMS } from '@portal/contract/programs';
import { MESSAGES_TA } from '@portal/contract/tamil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicContentChanged } from '../lib/cache-bus.ts';
import { invalidateCatalogCache } from '../modules/catalog/index.ts';
import { createEvent, createGalleryAlbum, createGalleryCategory, createGalleryImage, createMediaItem, createProject } from '../seed/factories.ts';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { RENDERED_CACHE_CONTROL } from './render-page.ts';
import { ensureWebBuild, pageHead, WEB_DIST } from '../test/page-head.ts';

/**
 * Public pages as a crawler or a phone without JavaScript receives them: the
 * server's render holds the content, the page's data travels as JSON (no inline script), and
 * a rendered page is cached per path and language with an ETag until content changes.
 */
const webDist = WEB_DIST;

let ctx: TestContext;
let eventName: string;
let caption: string;
let categoryName: string;
let galleryPicture: string;
let talk: { title: string; image: string };

beforeAll(async () => {
  ensureWebBuild();
  ctx = await startTestApp({ WEB_DIST: webDist });
  eventName = (await createEvent(ctx.db, { program_id: 1, event_name: 'Ulchemy Retreat at Kodaikanal' })).event_name;
  await createProject(ctx.db, { name: 'Temple Restoration Project' });
  const category = await createGalleryCategory(ctx.db, { album_category: 'Pournami Nights' });
  categoryName = category.album_category;
  const album = await createGalleryAlbum(ctx.db, { category_id: category.id, album_sub: 'Full moon 2026' });
  const image = await createGalleryImage(ctx.db, { album_id: album.id, caption: 'Lamps along the temple tank' });
  caption = image.caption;
  galleryPicture = image.image;
  talk = await createMediaItem(ctx.db, { kind: 'video', title: 'A Talk on Inner Silence', image: '/files/demo/talk-inner-silence.webp' });
}, 240_000);

afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The HTML inside #root, i.e. what React rendered (not the data block). */
const appHtml = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));

describe('public pages rendered on the server', () => {
  it.each([
    ['/programs', () => PROGRAMS[1].name],
    // Its events' slider loads when scrolled near (WhenVisible); the story and title are in the HTML.
    ['/programs/1', () => PROGRAMS[1].name],
    ['/upcoming-events', () => eventName],
    ['/projects', () => 'Temple Restoration Project'],
    ['/event-main', () => PROGRAMS[1].name],
    ['/gallery', () => caption],
    ['/gallery', () => categoryName],
    ['/category/1', () => 'Full moon 2026'],
    ['/privacy-policy', () => 'Privacy Policy'],
  ])('%s holds its content in the HTML', async (url, expected) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(appHtml(res.body)).toContain(expected().replace(/&/g, '&amp;'));
  });

  it.each([
    ['/programs/999', 'Program not found'],
    ['/category/999999', 'Page not found'],
    ['/tag/999999', 'Page not found'],
    ['/mediacategory/999999', 'Page not found'],
    ['/mediatag/999999', 'Page not found'],
    ['/no/such/page', 'Page not found'],
    ['/no/such/page?lang=ta', 'பக்கம் கிடைக்கவில்லை'],
  ])('%s names nothing: 404, with the site\'s own page (header, message, way home)', async (url, heading) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = appHtml(res.body);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain('class="site-header"');
    // The browser hydrates the same page: its data travels along as for any rendered page.
    expect(res.body).toContain('<script type="application/json" id="page-data">');
  });

  it('/ holds its upcoming events and latest talks in the HTML (the first slides as plain markup, lazy pictures)', async () => {
    const html = appHtml((await page('/')).body);
    const upcoming = html.slice(html.indexOf('data-testid="home-upcoming"'));
    expect(upcoming).toContain(eventName);
    const videos = html.slice(html.indexOf('data-testid="latest-videos"'));
    expect(videos).toContain(talk.title);
    const talkPicture = new RegExp(`<img[^>]*src="${talk.image}"[^>]*>`).exec(videos)?.[0] ?? '';
    expect(talkPicture).toContain('loading="lazy"');
  });

  it.each([
    ['/gallery', () => galleryPicture],
    ['/media', () => talk.image],
  ])("%s's share preview shows its newest picture (og:image)", async (url, picture) => {
    const head = (await page(url)).body.split('</head>')[0]!;
    expect(head).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${picture().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  });

  it.each(['/', '/programs', '/programs/1', '/projects', '/event-main', '/upcoming-events', '/gallery', '/category/1', '/media', '/privacy-policy', '/share/1', '/no/such/page', '/?lang=ta', '/programs/1?lang=ta', '/gallery?lang=ta'])(
    "%s's head holds its own title and share preview, each once, from the page's render",
    async (url) => {
      const page = await pageHead(ctx, url);
      expect(page.titles).toHaveLength(1);
      expect(page.ogAll('title')).toEqual(page.titles);
      expect(page.ogAll('url')).toHaveLength(1);
      expect(page.head.match(/<meta name="description"/g) ?? []).toHaveLength(1);
      expect(page.inBody).toBe(false);
      // In the link's language: a Tamil link previews in Tamil and keeps ?lang=ta.
      const tamil = url.endsWith('?lang=ta');
      expect(page.og('locale')).toBe(tamil ? 'ta_IN' : 'en_IN');
      expect(page.og('url')!.endsWith('?lang=ta')).toBe(tamil);
    },
  );

  it('titles each page as the browser does after it navigates there', async () => {
    expect((await pageHead(ctx, '/programs')).title).toBe('Programs - Matangi Foundation');
    expect((await pageHead(ctx, `/category/1`)).title).toBe(`${categoryName} - Matangi Foundation`);
    expect((await pageHead(ctx, '/gallery?lang=ta')).title).toBe('பட தொகுப்பு - Matangi Foundation');
    expect((await pageHead(ctx, '/')).title).toBe('Matangi Foundation');
    expect((await pageHead(ctx, '/no/such/page')).title).toBe('Page not found - Matangi Foundation');
  });

  it("holds a policy page's text from the site settings in the page's language", async () => {
    expect(appHtml((await page('/refund-policy')).body)).toContain('No refunds or cancellations');
    const tamil = appHtml((await page('/refund-policy?lang=ta')).body);
    expect(tamil).toContain('பணத்திரும்பலும் ரத்தும் இல்லை');
    expect(tamil).not.toContain('No refunds or cancellations');
  });

  it("holds the home introduction's and the foundation page's texts as paragraphs, the starting words as quoted, an edited text as sanitised rich text", async () => {
    expect(appHtml((await page('/')).body)).toContain(`<p>${PAGE_WORDS.home.deity_text.en}</p>`);
    expect(appHtml((await page('/gurukulam?lang=ta')).body)).toContain(`<p>${PAGE_WORDS.foundation.gurukulam_text.ta}</p>`);
    // A text as an editor saved it, and a script that could only have come in behind the site's back.
    await ctx.db.query(`INSERT INTO site_settings (key, value, updated_at) VALUES ('page.foundation.lead', $1, now())`, ['<h3>Our way</h3><ul><li><p>Practice</p></li></ul><script>steal()</script>']);
    await publicContentChanged(ctx.db);
    const html = appHtml((await page('/our-foundation')).body);
    expect(html).toContain('<h3>Our way</h3><ul><li><p>Practice</p></li></ul>');
    expect(html).not.toContain('steal()');
  });

  it('sends the page data as JSON, never as an inline script (CSP script-src self)', async () => {
    const res = await page('/programs');
    expect(res.body).toMatch(/<script type="application\/json" id="page-data">\{"router":/);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="module"[^>]*src=|type="application\/json"/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("preloads the page's first picture from <head> (the program's banner)", async () => {
    const res = await page('/programs/1');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    // Before the app's script: the picture is what the largest paint waits for.
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<script type="module"'));
    // The app's code (React, the router) is not preloaded: the loader asks for it after the
    // page's load event, so it does not share a slow line with the picture (src/main.tsx).
    expect(head).not.toContain('rel="modulepreload"');
  });

  it('carries its stylesheets inline: no stylesheet request before the first paint', async () => {
    const res = await page('/gallery');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style>@font-face/);
    // Every stylesheet <link> left is a disabled marker for Vite's loader (never fetched).
    const links = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain(' disabled');
  });

  it('renders in the address language: ?lang=ta in Tamil, none in English', async () => {
    const en = await page('/programs');
    const ta = await page('/programs?lang=ta');
    expect(en.body).toContain('<html lang="en">');
    expect(ta.body).toContain('<html lang="ta">');
    expect(appHtml(en.body)).toContain('>Programs<');
    expect(appHtml(ta.body)).not.toBe(appHtml(en.body));
    // A cookie or Accept-Language changes nothing: the address alone decides.
    const withHeader = await page('/programs', { 'accept-language': 'ta', cookie: 'lang=ta' });
    expect(withHeader.body).toBe(en.body);
    expect(en.headers.vary ?? '').not.toMatch(/cookie/i);
  });

  it("writes the contract's texts in each page's language when Tamil and English pages render side by side", async () => {
    // A program with no date to come says the spec's 'Coming Soon' (in Tamil on a Tamil page).
    await ctx.db.query('UPDATE programs SET upcome_date = NULL WHERE id = 1');
    invalidateCatalogCache(ctx.db);
    const [ta, en] = await Promise.all([page('/programs/1?lang=ta'), page('/programs/1')]);
    expect(ta.statusCode).toBe(200);
    expect(appHtml(ta.body)).toContain(MESSAGES_TA.comingSoon);
    expect(appHtml(ta.body)).not.toContain(MESSAGES.comingSoon);
    expect(appHtml(en.body)).toContain(MESSAGES.comingSoon);
  });

  it('caches a page with an ETag a CDN can hold, answers 304, and renders again when content changes', async () => {
    const first = await page('/projects');
    expect(first.headers['cache-control']).toBe(RENDERED_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/projects', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    await createProject(ctx.db, { name: 'Annadanam Kitchen' });
    // Cached: the page stays as rendered until content changes.
    expect((await page('/projects')).body).not.toContain('Annadanam Kitchen');
    invalidateCatalogCache(ctx.db);
    const fresh = await page('/projects');
    expect(fresh.body).toContain('Annadanam Kitchen');
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('keeps the compressed forms of a rendered page: br or gzip as the browser accepts, the same page', async () => {
    const plain = await page('/programs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await page('/programs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/programs', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it("sends the app's scripts as the Brotli or gzip copy made at build, not compressed per request", async () => {
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec((await page('/programs')).body)![1]!;
    const plain = await page(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(webDist, `${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page(script, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves member pages and forms to the browser (no server render, not cached)', async () => {
    const res = await page('/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="page-data"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
