import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images.ts';

describe('imageSrcSet', () => {
  it('lists the narrower copies and the original', () => {
    expect(imageSrcSet('/files/demo/banner.webp', 1600)).toBe(
      '/files/w/400/demo/banner.webp 400w, /files/w/800/demo/banner.webp 800w, /files/w/1200/demo/banner.webp 1200w, /files/demo/banner.webp 1600w',
    );
    expect(imageSrcSet('/files/demo/card.webp', 800)).toBe('/files/w/400/demo/card.webp 400w, /files/demo/card.webp 800w');
  });
  it('gives none for small, outside or already narrowed pictures', () => {
    expect(imageSrcSet('/files/demo/face.webp', 400)).toBeUndefined();
    expect(imageSrcSet('https://example.org/x.jpg', 1600)).toBeUndefined();
    expect(imageSrcSet('/files/w/800/demo/x.webp', 1600)).toBeUndefined();
    expect(imageSrcSet(undefined, 1600)).toBeUndefined();
  });
});
