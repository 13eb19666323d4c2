import { useCallback, useState, type FocusEvent, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import { LIMITS, SLIDER_BREAKPOINTS } from '@portal/contract/limits';
import './slider.css';


/** The visitor asked the system for less motion: no autoplay, no sliding animation. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Every slider of the site (Swiper): the spec's slides per view at its breakpoints (4 at 1200,
 * 3 at 990, 2 at 768, 1 at 540 and below), a 10 px gap, arrow buttons (real buttons, so
 * keyboard users reach them; Swiper's page-wide arrow keys are left off because they would
 * also move every other slider and the tabs), swipe, autoplay that pauses on hover and on
 * focus, and no autoplay when the visitor prefers reduced motion.
 */
export interface SliderProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** What the slider shows, for screen readers ('All Upcoming', 'Latest Videos'). */
  label: string;
  breakpoints?: SwiperOptions['breakpoints'];
  /** Milliseconds per slide; no autoplay when absent. */
  autoplayMs?: number;
  className?: string;
  testId?: string;
}

export function Slider<T>({
  items,
  renderItem,
  itemKey,
  label,
  breakpoints = SLIDER_BREAKPOINTS,
  autoplayMs,
  className,
  testId,
}: SliderProps<T>) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= 1 });
  const [reducedMotion] = useState(prefersReducedMotion);
  const autoplay = autoplayMs && !reducedMotion && items.length > 1;

  const trackEdges = useCallback((s: SwiperClass) => {
    setEdges({ start: s.isBeginning, end: s.isEnd });
  }, []);

  // Keyboard users reading a slide must not have it slide away under them.
  const onFocus = () => {
    if (swiper?.autoplay?.running) swiper.autoplay.pause();
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    if (swiper?.autoplay?.running && swiper.autoplay.paused) swiper.autoplay.resume();
  };

  return (
    <section
      className={`slider${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-roledescription="carousel"
      data-testid={testId}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Swiper
        modules={autoplay ? [A11y, Autoplay] : [A11y]}
        spaceBetween={LIMITS.slideGap}
        slidesPerView={1}
        breakpoints={breakpoints}
        speed={reducedMotion ? 0 : 400}
        rewind={!!autoplay}
        watchOverflow
        a11y={{
          enabled: true,
          containerMessage: null,
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: null,
          slideLabelMessage: t('slider.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
          prevSlideMessage: t('slider.previous'),
          nextSlideMessage: t('slider.next'),
        }}
        autoplay={autoplay ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        onSwiper={(s) => {
          setSwiper(s);
          trackEdges(s);
        }}
        onSlideChange={trackEdges}
        onResize={trackEdges}
        onBreakpoint={trackEdges}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item, i)}>{renderItem(item, i)}</SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && !(edges.start && edges.end) && (
        <div className="slider-arrows">
          <button
            type="button"
            className="slider-arrow slider-prev"
            aria-label={t('slider.previous')}
            disabled={!autoplay && edges.start}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="slider-arrow slider-next"
            aria-label={t('slider.next')}
            disabled={!autoplay && edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
