import { matchPath } from 'react-router';
import { callUrl, type CallArgs, type CallDef, type CallResponse } from '@portal/contract/call';
import { calls } from '@portal/contract/calls';
import { isProgramId } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { call } from '../../lib/api';
import { BANNER_WIDTH, HOME_BANNER_SIZES, imageSrcSet, PROGRAM_HERO_SIZES } from '@portal/contract/images';

/**
 * Requests a catalog page starts while its code is still downloading. The route's `lazy`
 * calls these (app/routes/catalog-routes.ts), so the banner list and its first picture load
 * in parallel with the page's JavaScript instead of after it: the picture is the page's
 * largest paint. Each answer is handed to the page's query once (takeEarly).
 */
const early = new Map<string, Promise<unknown>>();

const keyOf = (c: CallDef, args?: unknown) => callUrl(c, (args as { params?: Record<string, unknown> } | undefined)?.params);

function start<C extends CallDef>(c: C, args: CallArgs<C>, then: (value: CallResponse<C>) => void) {
  const key = keyOf(c, args);
  if (early.has(key)) return;
  const promise = (call as (c: C, args: CallArgs<C>) => Promise<CallResponse<C>>)(c, args);
  promise.then(then, () => undefined);
  early.set(key, promise);
}

/** The early answer of a call, once; later calls fetch as usual. */
export function takeEarly<C extends CallDef>(c: C, args?: CallArgs<C>): Promise<CallResponse<C>> | undefined {
  const key = keyOf(c, args);
  const promise = early.get(key) as Promise<CallResponse<C>> | undefined;
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
  start(calls.sliderList, {}, (r) => preloadImage(r.data[0]?.image, HOME_BANNER_SIZES));
}

/** For /programs/{id}: the detail and its banner. */
export function prefetchProgram(pathname: string) {
  const id = matchPath(PATHS.program(':id'), pathname)?.params.id;
  if (!id || !isProgramId(id)) return;
  start(calls.wisdom, { params: { id } }, (r) =>
    preloadImage(r.data.media_banner || r.data.banner, PROGRAM_HERO_SIZES),
  );
}
