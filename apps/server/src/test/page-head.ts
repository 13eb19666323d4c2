import type { TestContext } from './harness.ts';

export { ensureWebBuild, WEB_DIST } from './web-build.ts';

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
