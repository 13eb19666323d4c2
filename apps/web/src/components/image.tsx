import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@portal/contract/images';
import { PLACEHOLDER_IMAGE } from './image-placeholder';

export { PLACEHOLDER_IMAGE };

/**
 * Every picture of the site: lazy, with width and height so nothing shifts, and a placeholder
 * when the file cannot be loaded (spec: broken images fall back to a placeholder; before
 * hydration lib/image-fallback.ts puts it in, hence no hydration warning on src). Stored
 * pictures come with narrower copies (srcset), chosen by the caller's `sizes`.
 */
export function Img({
  src,
  alt,
  width,
  height,
  eager,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; width: number; height: number; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      srcSet={failed ? undefined : imageSrcSet(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      suppressHydrationWarning
    />
  );
}
