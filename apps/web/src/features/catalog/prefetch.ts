import type { ProgramDetail, SliderResponse } from '@portal/contract/catalog';
import { isProgramId } from '@portal/contract/programs';
import { api } from '../../lib/api';
import { BANNER_WIDTH, HOME_BANNER_SIZES, imageSrcSet, PROGRAM_HERO_SIZES } from '@portal/contract/images';

/**
 * Requests a catalog page starts while its code is still downloading. The route's `lazy`
 * calls these (app/routes/catalog-routes.ts), so the banner list and its first picture load
 * in parallel with the page's JavaScript instead of after it: the picture is the page's
 * largest paint. Each answer is handed to the page's query once (takeEarly).
 */
const early = new Map<string, Promise<unknown>>();

function start<T>(key: string, load: () => Promise<T>, then: (value: T) => void) {
  if (early.has(key)) return;
  const promise = load();
  promise.then(then, () => undefined);
  early.set(key, promise);
}

/** The early answer for `key`, once; later calls fetch as usual. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return promise;
}

/**
 * Starts the picture's download; the page's <img> with the same srcset and sizes picks the
 * same copy and finds it in the cache. Banners are 1600 px wide (seed and editors' uploads).
 */
function preloadImage(url: string | undefined, sizes: string) {
  if (!url || typeof Image === 'undefined') return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.sizes = sizes;
  img.srcset = imageSrcSet(url, BANNER_WIDTH) ?? '';
  img.src = url;
}

export function prefetchHome() {
  start('slider/list', () => api.get<Omit<SliderResponse, 'success'>>('slider/list'), (r) => preloadImage(r.data[0]?.image, HOME_BANNER_SIZES));
}

/** For /programs/{id}: the detail and its banner. */
export function prefetchProgram(pathname: string) {
  const id = /^\/programs\/(\d)\/?$/.exec(pathname)?.[1];
  if (!id || !isProgramId(id)) return;
  start(`wisdom/${id}`, () => api.get<{ data: ProgramDetail }>(`wisdom/${id}`), (r) =>
    preloadImage(r.data.media_banner || r.data.banner, PROGRAM_HERO_SIZES),
  );
}
