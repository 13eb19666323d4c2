/**
 * Reading media embed text (zod-free, so pages that only show media tiles do not load the
 * validation library).
 */
/** Hosts whose players may be embedded (the server's CSP frame-src allows the same). */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
  'w.soundcloud.com',
] as const;

/** The first http(s) URL in a text (spec: share copies the first URL found in the media text). */
export function firstUrl(text: string): string | undefined {
  const match = /https?:\/\/[^\s"'<>]+/i.exec(text ?? '');
  return match ? decodeEntities(match[0]) : undefined;
}

/** Embed HTML keeps `&amp;` inside attributes; the link a person copies should not. */
function decodeEntities(url: string): string {
  return url.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/');
}

/** The src of the first iframe, or the text itself when it is a bare link. */
export function embedSource(media: string): string | undefined {
  const src = /<iframe\b[^>]*?\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(media ?? '');
  if (src) return decodeEntities(src[2] ?? src[3] ?? '');
  const trimmed = (media ?? '').trim();
  return /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : undefined;
}

/** True for an https URL on one of the embed hosts. */
export function isEmbeddable(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (EMBED_HOSTS as readonly string[]).includes(u.hostname);
  } catch {
    return false;
  }
}

/** The YouTube video id of an embed, watch or short link, if it is one. */
export function youtubeId(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const host = u.hostname.replace(/^www\.|^m\./, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = u.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(u.pathname)?.[1] ?? (u.pathname === '/watch' ? u.searchParams.get('v') ?? undefined : undefined);
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : undefined;
}
