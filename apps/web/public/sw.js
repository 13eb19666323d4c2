/*
 * The site's service worker (docs/decisions/check-in.md "Offline door"), registered only by the
 * door's check-in page and the devotee's event page. It keeps those pages opening with no network:
 *  - the pages themselves (/admin/check-in, /eventdetail/…): from the network, the last copy when
 *    there is none;
 *  - the built files (/assets/…, named by their content): from the cache once fetched;
 *  - nothing else: the API is never answered from here (the door keeps its data in IndexedDB).
 */
const VERSION = 'door-v1';
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const OFFLINE_PAGES = [/^\/admin\/check-in(\/|$)/, /^\/eventdetail\/\d+\/?$/];

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !n.startsWith(`${VERSION}-`)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function pageFromNetwork(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(new URL(request.url).pathname, response.clone());
    return response;
  } catch (err) {
    const kept = await cache.match(new URL(request.url).pathname);
    if (kept) return kept;
    throw err;
  }
}

async function assetFromCache(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// The page that registered this worker was loaded before the worker ran: it names what it loaded
// (its address and its built files), and they are kept now, so that it opens with no network.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  // The page hears back once all is kept (its port), so it can tell that it now opens offline.
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin) return;
        if (OFFLINE_PAGES.some((p) => p.test(url.pathname))) {
          const response = await fetch(url.pathname + url.search, { credentials: 'same-origin' }).catch(() => undefined);
          if (response && response.ok) await (await caches.open(PAGES)).put(url.pathname, response);
        } else if (url.pathname.startsWith('/assets/')) {
          const cache = await caches.open(ASSETS);
          if (!(await cache.match(url.pathname))) await cache.add(url.pathname).catch(() => undefined);
        }
      }),
    ).then(() => event.ports[0]?.postMessage('kept')),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && OFFLINE_PAGES.some((p) => p.test(url.pathname))) {
    event.respondWith(pageFromNetwork(request));
  } else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') {
    event.respondWith(assetFromCache(request));
  }
});
