import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SliderProps } from './slider';

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
