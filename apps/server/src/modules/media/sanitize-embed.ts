import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '@portal/contract/media';

/**
 * A media item's `media` is stored embed HTML (or a bare link). It leaves the server holding
 * nothing but iframes of the allowed players (https only) and plain text: no scripts, no
 * event handlers, no other tags. The browser then builds its own iframe from the src.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['iframe'],
  allowedAttributes: {
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'scrolling'],
  },
  allowedSchemesByTag: { iframe: ['https'] },
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

const memo = new Map<string, string>();

/** Sanitised embed text; results are remembered (the same few hundred embeds repeat). */
export function sanitizeEmbed(media: string): string {
  const input = media ?? '';
  const known = memo.get(input);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(input, OPTIONS).trim();
  if (memo.size >= 5000) memo.clear();
  memo.set(input, clean);
  return clean;
}

export function withCleanEmbed<T extends { media: string }>(item: T): T {
  return { ...item, media: sanitizeEmbed(item.media) };
}
