import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SliderProps } from './slider';
import './slides-preview.css';

/**
 * The site's sliders load after the page is usable: Swiper's code is fetched only once React
 * has hydrated the page (or a below-the-fold slider comes near), and until then `fallback`
 * stands in its place (the banner's first picture, say), so nothing shifts.
 */
const SwiperSlider = lazy(async () => ({ default: (await import('./slider')).Slider as ComponentType<SliderProps<unknown>> }));

export function Slider<T>({ fallback = null, ...props }: SliderProps<T> & { fallback?: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <SwiperSlider {...(props as SliderProps<unknown>)} />
    </Suspense>
  );
}

/** False in the server's render and in the browser's first (hydrating) render, true after. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** As many slides as the widest screen shows at once (SLIDER_BREAKPOINTS: 4 from 1200 px). */
const PREVIEW_SLIDES = 4;

/**
 * The first slides as plain markup, at the widths the slider gives them (slides-preview.css):
 * what the server sends, so the page reads without JavaScript and crawlers see its content,
 * and what shows until Swiper's code has come. Pictures stay lazy.
 */
export function SlidesPreview<T>({ items, renderItem, itemKey, label }: Pick<SliderProps<T>, 'items' | 'renderItem' | 'itemKey' | 'label'>) {
  return (
    // Not a landmark of its own: the section around it is already named by its heading.
    <div className="slider slides-preview">
      <ul aria-label={label}>
        {items.slice(0, PREVIEW_SLIDES).map((item, i) => (
          <li key={itemKey(item, i)}>{renderItem(item, i)}</li>
        ))}
      </ul>
    </div>
  );
}
