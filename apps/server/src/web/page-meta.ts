export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL or a path on this site. */
  image?: string;
  path: string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Writes the page's title, description and Open Graph tags into the app's index.html. */
export function renderHead(indexHtml: string, meta: PageMeta, origin: string): string {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : origin + u);
  const tags = [
    `<meta name="description" content="${escape(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escape(meta.title)}">`,
    `<meta property="og:description" content="${escape(meta.description)}">`,
    `<meta property="og:url" content="${escape(abs(meta.path))}">`,
    meta.image ? `<meta property="og:image" content="${escape(abs(meta.image))}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}
