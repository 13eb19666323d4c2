import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestContext } from './harness.ts';

/** The built web app and its server render (the pages' heads come from the render). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const SERVER_RENDER = fileURLToPath(new URL('../../../web/dist-server/render.js', import.meta.url));

/** Builds the web app once when a fresh checkout has none (call in beforeAll, before startTestApp). */
export function ensureWebBuild() {
  if (!existsSync(SERVER_RENDER) || !existsSync(`${WEB_DIST}/index.html`)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], { stdio: 'ignore' });
  }
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * A page's head as WhatsApp and Facebook read it from the server's HTML: its title, description
 * and Open Graph tags (the page's PageHead), with how often each occurs.
 */
export async function pageHead(ctx: TestContext, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  const head = res.body.split('</head>')[0]!;
  const all = (re: RegExp) => [...head.matchAll(re)].map((m) => unescape(m[1]!));
  const meta = (attr: string, key: string) => all(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'));
  const titles = all(/<title>([^<]*)<\/title>/g);
  return {
    status: res.statusCode,
    head,
    titles,
    title: titles[0],
    description: meta('name', 'description')[0],
    og: (key: string) => meta('property', `og:${key}`)[0],
    ogAll: (key: string) => meta('property', `og:${key}`),
    /** <title> or og:title anywhere outside <head> (React must hoist them all). */
    inBody: /<title>|property="og:/.test(res.body.slice(head.length)),
  };
}
