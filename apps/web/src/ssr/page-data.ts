import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries besides its HTML: the router's loader state and the
 * query cache the render read. It travels in `<script type="application/json" id=…>`, which
 * the site's CSP (script-src 'self', no inline scripts) allows because it is not executed.
 */
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  router: HydrationState;
  queries: DehydratedState;
  /** The site's address the server's render wrote the share preview with (PUBLIC_URL, or ''). */
  origin: string;
}

/** JSON that is safe inside a <script> element: no '<' can close it. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's data in the browser, or undefined when the server did not render the page. */
export function readPageData(): PageData | undefined {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as PageData;
  } catch {
    return undefined;
  }
}
