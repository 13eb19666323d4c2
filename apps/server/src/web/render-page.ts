import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, type Lang } from '@portal/contract/languages';
import { onPublicContentChange } from '../lib/cache-bus.ts';
import { compressedForms, etagMatches, PublicCache, sendEncoded } from '../lib/public-cache.ts';

/**
 * Public pages rendered on the server: the web app's own render
 * (apps/web/src/ssr/render.tsx, built by `vite build --ssr` into apps/web/dist-server) runs
 * here, its data read through this server's handlers in-process (`app.inject`, no socket: the
 * same validation, language and public caches as any call). Each page is kept rendered per
 * path and language for RENDERED_TTL_MS, dropped at once when public content changes, and sent
 * with an ETag and a Cache-Control a CDN may hold. The language is the address's `?lang`
 * only (no cookie, no Accept-Language), so nothing varies on the visitor.
 */
interface WebRenderer {
  installTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  rendersOnServer(pathname: string): boolean;
  render(url: URL, lang: Lang, origin: string): Promise<{ status: number; redirect?: string; head: string; html: string; dataScript: string; headOnly?: boolean }>;
}

export interface RenderedPage {
  status: number;
  redirect?: string;
  /** The HTML as bytes, encoded once: a page served from the cache is written as it is. */
  body: Buffer;
  /** Its gzip and Brotli forms, made once per render (not per request). */
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
}

/** How long a rendered page is kept (the catalog's public lists are kept as long). */
export const RENDERED_TTL_MS = 30_000;
const MAX_PAGES = 500;
/** A CDN may keep a page as long as this server does, and serve it a little longer while it asks again. */
export const RENDERED_CACHE_CONTROL = `public, max-age=0, s-maxage=${RENDERED_TTL_MS / 1000}, stale-while-revalidate=60`;

/** What the web app rendered, for the page around it (serve-web.ts puts it into index.html). */
export interface ServerRender {
  /** The page's <title>, <meta> (its share preview) and preloads, which React hoisted out of the page. */
  head: string;
  html: string;
  dataScript: string;
  lang: Lang;
  /** Only the head was rendered (a registration route's share preview): the browser renders the page. */
  headOnly?: boolean;
}

export type PageRenderer = (
  req: FastifyRequest,
  pathname: string,
  shell: (app: ServerRender) => Promise<string>,
) => Promise<RenderedPage | undefined>;

/**
 * Loads the server render next to the web build, or undefined when it was not built. `origin`
 * (PUBLIC_URL, or '') makes the share preview's addresses absolute.
 */
export async function loadPageRenderer(app: FastifyInstance, db: object, dist: string, origin: string): Promise<PageRenderer | undefined> {
  const entry = path.resolve(dist, '..', 'dist-server', 'render.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'server render not built; public pages render in the browser');
    return undefined;
  }
  // One module for every app in this process (tests build several): each render says its app.
  const web = (await import(pathToFileURL(entry).href)) as WebRenderer;
  web.installTransport(inProcessTransport);
  const pages = new PublicCache(RENDERED_TTL_MS, MAX_PAGES);
  onPublicContentChange(db, () => pages.clear());

  return async (req, pathname, shell) => {
    if (!web.rendersOnServer(pathname)) return undefined;
    const asked = (req.query as Record<string, unknown>).lang;
    const lang: Lang = isLang(asked) ? asked : DEFAULT_LANG;
    const url = new URL(pathname + (lang === DEFAULT_LANG ? '' : `?lang=${lang}`), 'http://localhost');
    return pages.get(`${lang} ${pathname}`, () =>
      rendering.run({ app, lang }, async () => {
        const page = await web.render(url, lang, origin);
        const body = Buffer.from(page.redirect ? '' : await shell({ head: page.head, html: page.html, dataScript: page.dataScript, lang, headOnly: page.headOnly }));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        return { status: page.status, redirect: page.redirect, body, etag, ...compressedForms(body) };
      }),
    );
  };
}

/** Sends a rendered page: 304 when the browser or CDN holds this version already. */
export function sendRenderedPage(req: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  if (page.redirect) return reply.redirect(page.redirect, page.status);
  reply.header('cache-control', RENDERED_CACHE_CONTROL).header('etag', page.etag).header('vary', 'Accept-Encoding');
  if (page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
  return sendEncoded(req, reply.code(page.status).type('text/html; charset=utf-8'), page);
}

/** The app and language of the render in progress (its calls run inside it). */
const rendering = new AsyncLocalStorage<{ app: FastifyInstance; lang: Lang }>();

/** The web app's `call()` on the server: the request goes through this server's own handlers. */
async function inProcessTransport(url: string, init: RequestInit): Promise<Response> {
  const current = rendering.getStore();
  if (!current) throw new Error('a server render called the API outside a render');
  const res = await current.app.inject({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url,
    headers: { ...(init.headers as Record<string, string>), 'accept-language': current.lang },
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The stylesheets of the server-rendered pages: the app's own (index.html links it) and those of
 * the catalog and gallery pages and what they import (Vite would otherwise add a page's CSS only
 * when its code loads, and the page would jump). They travel inside the HTML in one <style>
 * (≈ 11 KB gzip; the CSP allows inline styles, not scripts), so a phone paints the page with
 * the HTML, without waiting for stylesheet requests; `links` are the entry's <link> tags that
 * this replaces in a rendered page, `markers` tell Vite the files are there. From the build's
 * manifest.
 */
export function publicPageStyles(dist: string): { inline: string; links: string[]; markers: string } {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return { inline: '', links: [], markers: '' };
  }
  const cssOf = (keys: string[]) => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) css.add(file);
      for (const k of chunk.imports ?? []) visit(k);
    };
    keys.forEach(visit);
    return css;
  };
  const entry = cssOf(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const pages = cssOf(Object.keys(manifest).filter((k) => /^src\/features\/(catalog|gallery)\/.*-page\.tsx$/.test(k)));
  const files = [...new Set([...entry, ...pages])];
  // '</' would end the <style> element early (an SVG in a data URL has one); in CSS '\/' is '/'.
  const css = files.map((f) => readFileSync(path.join(dist, f), 'utf8').replaceAll('</', '<\\/')).join('\n');
  return {
    inline: css ? `<style>${css}</style>` : '',
    links: [...entry].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    // Each inlined file also as a disabled <link> (never fetched): Vite's loader of a lazy page
    // sees its stylesheet already there and does not add it again (re-adding the fonts' rules
    // once the fonts are in made the text re-flow: a layout shift).
    markers: files.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" disabled>`).join(''),
  };
}
