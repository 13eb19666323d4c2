import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '@portal/contract/embeds';

/**
 * Stories, prerequisite texts and media embeds are stored as HTML and shown as HTML. They are
 * cleaned on the way out so that a bad row (or a compromised editor) can never put script
 * into a visitor's page: basic formatting only, links with safe schemes, and iframes only
 * from the players the site's Content-Security-Policy allows.
 */

const FORMATTING = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote',
  'h2', 'h3', 'h4', 'a', 'span', 'div',
];

const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'scrolling', 'loading'];

/**
 * A picture in a story comes from the site's own library (a stored file's address, as the
 * picture fields keep it): no outside images, so a story cannot track its readers or hotlink.
 */
const SITE_PICTURE = /^\/files\/[A-Za-z0-9._/-]{1,200}$/;
export const isSitePicture = (src: string | undefined) => !!src && SITE_PICTURE.test(src) && !src.includes('..');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING, 'iframe', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    iframe: IFRAME_ATTRIBUTES,
    img: ['src', 'alt', 'title', 'width', 'height'],
    // The rich-text editor wraps a YouTube embed in this marker to know it again when the story is edited.
    div: ['data-youtube-video'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'], img: [] },
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  transformTags: {
    // Links open outside the site without handing it the opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    // Embeds load only when scrolled to, so a story with a video costs nothing up front.
    iframe: sanitizeHtml.simpleTransform('iframe', { loading: 'lazy' }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'iframe' && !frame.attribs.src) || (frame.tag === 'img' && !isSitePicture(frame.attribs.src)),
};

/**
 * Empty paragraphs at the end (the editor's last Enter, a line break alone, a non-breaking space):
 * they would only add space below the text, and a story that is nothing else is no story.
 */
const TRAILING_EMPTY_PARAGRAPHS = /(?:<p>(?:\s|&nbsp;|\u00a0|<br\s*\/?>)*<\/p>\s*)+$/i;

/** Basic formatting, the site's own pictures and embeds from YouTube, Vimeo and SoundCloud; everything else removed. */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim().replace(TRAILING_EMPTY_PARAGRAPHS, '').trim();
}

/**
 * A text holding an HTML element (or a comment) is rich text and goes through the story rules;
 * anything else is plain text, even with angle brackets ("Day two: <silence>", "ages <12>").
 */
const HTML_ELEMENT =
  /<!--|<\/?(?:p|br|h[1-6]|ul|ol|li|a|b|i|u|s|em|strong|span|div|blockquote|img|iframe|script|style|noscript|marquee|table|thead|tbody|tr|td|th|font|center|object|embed|svg|math|form|input|button|textarea|select|option|link|meta|base|video|audio|source|pre|code|hr|section|article|header|footer|nav|main|aside|figure|figcaption|sub|sup|small|big|mark|del|ins|q|cite|abbr|details|summary|body|html|head|title|frame|frameset|applet|template|dialog)\b[^>]*>/i;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A description written in the rich-text editor, or one written before it as plain text (demo
 * content, older events, an API client sending text), as the story rules' HTML: rich text is
 * sanitised; plain text keeps its reading, a blank line starting a paragraph and a single line
 * break a new line. Applying it to its own answer changes nothing, so it serves both the save
 * and the read.
 */
export function richTextHtml(text: string): string {
  const value = (text ?? '').trim();
  if (!value) return '';
  if (HTML_ELEMENT.test(value)) {
    const clean = sanitizeStoryHtml(value);
    // Only inline text survived (a lone <b>, or unknown tags stripped): it still reads as a paragraph.
    return !clean || /^<(p|h[2-4]|ul|ol|blockquote|div|iframe|img)\b/i.test(clean) ? clean : `<p>${clean}</p>`;
  }
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\r?\n/g, '<br />')}</p>`)
    .join('');
}

/** The plain text of a rich or plain description (cards and lists cut it short: the spec's truncation). */
export const richTextPlain = (text: string): string => htmlToText(richTextHtml(text));

/** Plain text of stored HTML, whitespace collapsed (share-preview descriptions). */
export function htmlToText(html: string): string {
  // Block ends become spaces first, so "</p><p>" does not glue two sentences together.
  const spaced = (html ?? '').replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A media item's `media` is stored embed HTML (or a bare link). It leaves the server holding
 * nothing but iframes of the allowed players (https only) and plain text: no scripts, no
 * event handlers, no other tags. The browser then builds its own iframe from the src.
 */
const EMBED_OPTIONS: sanitizeHtml.IOptions = {
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
  const clean = sanitizeHtml(input, EMBED_OPTIONS).trim();
  if (memo.size >= 5000) memo.clear();
  memo.set(input, clean);
  return clean;
}

export function withCleanEmbed<T extends { media: string }>(item: T): T {
  return { ...item, media: sanitizeEmbed(item.media) };
}
