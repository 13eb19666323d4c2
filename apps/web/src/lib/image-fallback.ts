import { PLACEHOLDER_IMAGE } from '../components/image-placeholder';

/**
 * A picture that cannot be loaded shows the site's placeholder, not the browser's broken-image
 * icon, from the page's first load: a server-rendered page hydrates after its load event, so
 * React's onError (components/image.tsx) comes too late for pictures that failed before. This
 * runs with the page's first module: it mends the pictures that have failed already and
 * listens for the ones that fail later (an error event does not bubble, but it can be caught).
 */
export function installImageFallback(doc: Document = document) {
  for (const img of Array.from(doc.images)) if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img);
  doc.addEventListener('error', (e) => {
    if (e.target instanceof HTMLImageElement) showPlaceholder(e.target);
  }, true);
}

function showPlaceholder(img: HTMLImageElement) {
  if (img.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  // A srcset would win over src: it goes too.
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}
