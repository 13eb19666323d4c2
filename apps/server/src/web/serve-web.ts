import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { API_PREFIX } from '@portal/contract/call';
import { PATHS } from '@portal/contract/routes';
import type { AppDeps } from '../app-deps.ts';
import { devToolsOnly } from '../lib/dev-tools.ts';
import { fromRepoRoot } from '../paths.ts';
import { FILES_PREFIX } from '../providers/storage.ts';
import { registerFiles } from './serve-files.ts';
import type { Lang } from '@portal/contract/languages';
import { pageLanguage } from '@portal/contract/page-language';
import { loadPageRenderer, publicPageStyles, sendRenderedPage, type ServerRender } from './render-page.ts';
import { cachedSettings, liveChatScript } from '../modules/settings/index.ts';
import { cspAllowingLiveChat, isBackOfficePage, withLiveChatScript } from './live-chat.ts';

const DEFAULT_DIST = fromRepoRoot('apps/web/dist');
/** Where the built web app is (WEB_DIST, else apps/web/dist; relative to the repository's root). */
export const webDistOf = (config: Pick<AppDeps['config'], 'WEB_DIST'>) => (config.WEB_DIST ? fromRepoRoot(config.WEB_DIST) : DEFAULT_DIST);

/**
 * Serves uploaded files, the built web app with long-lived assets, and index.html for every page
 * route. `catalogPages`: the shown programs' and public events' page paths for the sitemap (the
 * catalog's, passed in by the app so that the web layer imports no module).
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps, catalogPages: (db: AppDeps['db']) => Promise<string[]>) {
  registerFiles(app, deps.storage);

  // robots.txt and the sitemap name the site by PUBLIC_URL only, never by the request's Host
  // header (anyone can send any Host, and a cache would keep their answer for a day). Without
  // PUBLIC_URL (development) robots.txt names no sitemap and there is none: a sitemap's
  // addresses must be absolute.
  const origin = siteOrigin(deps);
  app.get('/robots.txt', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    const sitemapLine = origin ? `Sitemap: ${origin}/sitemap.xml\n` : '';
    return reply.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: ${API_PREFIX}/\nDisallow: /dev/\n${sitemapLine}`);
  });

  if (origin) {
    app.get('/sitemap.xml', async (_req, reply) => {
      // An hour, not a day: a newly published event's page should be found the same day.
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type('application/xml').send(sitemap(origin, await catalogPages(deps.db)));
    });
  }

  const dist = webDistOf(deps.config);
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built; only the API is served');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderPage = await loadPageRenderer(app, deps.db, dist, origin);
  const pageStyles = publicPageStyles(dist);

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz copies (apps/web/build-plugins.ts precompress): sent as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every asset name, so assets never change under a name.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker and the app's manifest (the door offline) are asked again each time: a new one reaches the doors at once.
      // (The path may be the precompressed copy's: sw.js.br.)
      else if (/[\\/](sw\.js|[\w-]+\.webmanifest)(\.br|\.gz)?$/.test(filePath)) {
        reply.header('cache-control', 'no-cache');
        if (/\.webmanifest(\.br|\.gz)?$/.test(filePath)) reply.header('content-type', 'application/manifest+json; charset=utf-8');
      } else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  // The outbox page is a development tool like its API: not served in production, and
  // elsewhere only to this machine or the staging token (lib/dev-tools.ts).
  if (!deps.config.isProduction) {
    app.get('/dev/*', { onRequest: devToolsOnly(deps.config) }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    });
  }

  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0]!;
    // Judged on the path as sent and as the router decoded it ('/%64ev/outbox' is '/dev/outbox').
    const decoded = `/${(req.params as Record<string, string>)['*'] ?? ''}`;
    if ([url, decoded].some(notAPage)) {
      return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    }
    const lang = pageLanguage(req.url);
    // The live chat (site settings) on public pages only; the back office never loads it.
    const chat = isBackOfficePage(decoded) || isBackOfficePage(url) ? '' : liveChatScript(await cachedSettings(deps.db, deps.config));
    if (chat) reply.header('content-security-policy', cspAllowingLiveChat(String(reply.getHeader('content-security-policy') ?? ''), chat));
    // A page the server renders brings its own head (title, description, share preview: the
    // page's PageHead), and so does a registration route, whose head alone the server renders;
    // the others get index.html's, and their title in the browser.
    const shell = () => withLiveChatScript(withHtmlLang(indexHtml, lang), chat);
    const page = await renderPage?.(req, url, async (app) => withApp(shell(), app, pageStyles)).catch((err: unknown) => {
      req.log.error({ err, url }, 'server render failed; the page renders in the browser');
      return undefined;
    });
    if (page) return sendRenderedPage(req, reply, page);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(shell());
  });
}

/**
 * The app's index.html in the address's language (`?lang=ta`): `<html lang>` set before any
 * script runs, so the first paint, screen readers and the Tamil font rules follow it.
 */
export function withHtmlLang(indexHtml: string, lang: Lang): string {
  return indexHtml.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`);
}

/**
 * index.html with the server's render in #root, its data after it, the page's language on <html>
 * and the head React hoisted out of the page: its <title> and description replace index.html's,
 * so the HTML holds each once. A head-only render (a page the browser renders) leaves #root and
 * the stylesheets as index.html has them.
 */
function withApp(shell: string, app: ServerRender, styles: ReturnType<typeof publicPageStyles>): string {
  // The preloads of the page's first pictures (the banner) go first; its title and meta tags last.
  const preloads = (app.head.match(/<link [^>]*>/g) ?? []).join('');
  const tags = app.head.replace(/<link [^>]*>/g, '');
  const own = (tag: RegExp) => (tag.test(tags) ? '' : null);
  const inline = app.headOnly ? '' : styles.inline;
  // The stylesheets come inline (publicPageStyles): the entry's <link> goes.
  const unlinked = inline ? styles.links.reduce((html, link) => html.replace(link, ''), shell) : shell;
  // The first picture's preload first in <head>, before the scripts' modulepreloads: it is what
  // the largest paint waits for (a phone's bandwidth is shared by everything <head> asks for).
  const headed = unlinked
    .replace(/<html lang="[^"]*">/, `<html lang="${app.lang}">`)
    .replace(/(<meta name="viewport"[^>]*>)/, (viewport: string) => `${viewport}${preloads}`)
    .replace(/<title>[^<]*<\/title>\s*/, (title) => own(/<title>/) ?? title)
    .replace(/<meta name="description"[^>]*>\s*/, (description) => own(/<meta name="description"/) ?? description)
    .replace('</head>', () => `${tags}${inline}${inline ? styles.markers : ''}</head>`);
  if (app.headOnly) return headed;
  return headed.replace(/<div id="root">[\s\S]*?<\/div><\/div>/, () => `<div id="root">${app.html}</div>${app.dataScript}`);
}

/** Paths that are never an app page: the API, stored files, development tools, files with an extension. */
function notAPage(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) || url.startsWith(FILES_PREFIX) || url.startsWith('/dev/') || path.extname(url) !== '';
}

/** The site's address from PUBLIC_URL, or '' when it is not set. */
function siteOrigin(deps: AppDeps): string {
  return deps.config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
}

/** The public pages a search engine should know. */
function sitemap(origin: string, catalogPages: string[]): string {
  const paths = [
    PATHS.home, PATHS.programs, PATHS.upcomingEvents,
    PATHS.eventMain, PATHS.projects, PATHS.gallery, PATHS.media, PATHS.karmayogamHome, PATHS.mandirPayment,
    PATHS.contact, PATHS.privacyPolicy, PATHS.refundPolicy, PATHS.disclaimer,
    // Each shown program's page and each public event's own page, so that search engines find what a shared link shows.
    ...catalogPages,
  ];
  const urls = paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
