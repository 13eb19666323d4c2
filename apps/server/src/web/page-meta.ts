import { DEFAULT_LANG, type Lang } from '@portal/contract/languages';
import { addressInLanguage } from '@portal/contract/page-language';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL or a path on this site. */
  image?: string;
  /** The page's largest picture, fetched while the app's code loads (srcset and sizes as the page's <img>). */
  preload?: { src: string; srcset?: string; sizes: string };
  path: string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The app's index.html in the address's language (`?lang=ta`): `<html lang>` set before any
 * script runs, so the first paint, screen readers and the Tamil font rules follow it.
 */
export function withHtmlLang(indexHtml: string, lang: Lang): string {
  return indexHtml.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`);
}

/**
 * Writes the page's title, description and Open Graph tags into the app's index.html, in the
 * language of the shared link: its `og:url` keeps `?lang=ta`, so a Tamil link previews in Tamil.
 */
export function renderHead(indexHtml: string, meta: PageMeta, origin: string, lang: Lang = DEFAULT_LANG): string {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : origin + u);
  const tags = [
    `<meta name="description" content="${escape(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escape(meta.title)}">`,
    `<meta property="og:description" content="${escape(meta.description)}">`,
    `<meta property="og:url" content="${escape(abs(addressInLanguage(meta.path, lang)))}">`,
    `<meta property="og:locale" content="${lang === 'ta' ? 'ta_IN' : 'en_IN'}">`,
    meta.image ? `<meta property="og:image" content="${escape(abs(meta.image))}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    meta.preload ? preloadTag(meta.preload) : '',
  ].join('');
  return withHtmlLang(indexHtml, lang)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}

function preloadTag(p: NonNullable<PageMeta['preload']>): string {
  const set = p.srcset ? ` imagesrcset="${escape(p.srcset)}" imagesizes="${escape(p.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escape(p.src)}"${set} fetchpriority="high">`;
}
