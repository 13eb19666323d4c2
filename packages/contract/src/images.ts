import { IMAGE_WIDTHS } from './limits.ts';

/**
 * The narrower copies the server makes of a stored picture (/files/w/{width}/{key}), as a srcset:
 * a phone downloads a picture near its screen width instead of the 1600 px original.
 * Pictures from elsewhere get none. Used by the web's <Img> and by the server's preload hints.
 */
export function imageSrcSet(src: string | undefined, width: number): string | undefined {
  if (!src || !src.startsWith('/files/') || src.startsWith('/files/w/')) return undefined;
  const key = src.slice('/files/'.length);
  const narrower = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `/files/w/${w}/${key} ${w}w`);
  return narrower.length ? [...narrower, `${src} ${width}w`].join(', ') : undefined;
}

/** Banners are stored 1600 px wide (16:6). */
export const BANNER_WIDTH = 1600;
/** The `sizes` of the home banner and the program hero; the page and the preload hint must agree. */
export const HOME_BANNER_SIZES = '(min-width: 1200px) 1200px, 100vw';
export const PROGRAM_HERO_SIZES = '100vw';
