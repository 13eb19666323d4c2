import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * Every picture of the site: lazy, with width and height so nothing shifts, and a placeholder
 * when the file cannot be loaded (spec: broken images fall back to a placeholder).
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
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
