import { IMAGE_WIDTHS } from '@portal/contract/limits';

/**
 * The narrower copies the server makes of a stored picture (/files/w/{width}/{key}), as a srcset:
 * a phone downloads a picture near its screen width instead of the 1600 px original.
 * Pictures from elsewhere get none.
 */
export function imageSrcSet(src: string | undefined, width: number): string | undefined {
  if (!src || !src.startsWith('/files/') || src.startsWith('/files/w/')) return undefined;
  const key = src.slice('/files/'.length);
  const narrower = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `/files/w/${w}/${key} ${w}w`);
  return narrower.length ? [...narrower, `${src} ${width}w`].join(', ') : undefined;
}
