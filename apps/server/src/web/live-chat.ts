import { ADMIN_PATHS } from '@portal/contract/staff';

/**
 * The optional third-party live chat (site settings): its script is added to public pages only,
 * never to the back office, and the page's Content-Security-Policy then allows that one host
 * (for the script, the calls it makes and the frame it opens), nothing wider.
 */

/** True for the back office's pages (/admin and below), which never load a third-party script. */
export const isBackOfficePage = (pathname: string) => pathname === ADMIN_PATHS.root || pathname.startsWith(`${ADMIN_PATHS.root}/`);

const escapeAttribute = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the chat's script loaded after everything else (async: it never delays the page). */
export function withLiveChatScript(html: string, src: string): string {
  if (!src) return html;
  return html.replace('</body>', () => `<script src="${escapeAttribute(src)}" async data-live-chat></script></body>`);
}

const CHAT_DIRECTIVES = ['script-src', 'connect-src', 'frame-src'];

/** The policy with the chat script's origin added to the directives it needs. */
export function cspAllowingLiveChat(csp: string, src: string): string {
  if (!src) return csp;
  const origin = new URL(src).origin;
  return csp
    .split(';')
    .map((part) => {
      const directive = part.trim().split(/\s+/)[0] ?? '';
      return CHAT_DIRECTIVES.includes(directive) ? `${part.trimEnd()} ${origin}` : part;
    })
    .join(';');
}
