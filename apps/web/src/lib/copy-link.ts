import { toast } from './toast';
import { MESSAGES } from '@portal/contract/messages';

/**
 * Copies a link and shows the spec's dark toast 'Link Copied Successfully'. Clipboard
 * failures are silent: the share popup still shows the link.
 * Resolves true when the link was copied.
 */
export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(url);
  } catch {
    return false;
  }
  toast(MESSAGES.linkCopied, { theme: 'dark', toastId: 'link-copied' });
  return true;
}

/** The share links the popup offers (spec: WhatsApp and Facebook). */
export function shareLinks(url: string, text?: string) {
  const message = text ? `${text} ${url}` : url;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

/** An absolute URL on this site for a path (the spec: site origin plus the route). */
export function siteUrl(path: string): string {
  // The server's render has no window; the link is only used once the visitor shares.
  if (typeof window === 'undefined') return path;
  return new URL(path, window.location.origin).href;
}
