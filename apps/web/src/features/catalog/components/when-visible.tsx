import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once they come near the screen. Below-the-fold sliders (dozens of cards,
 * each with its own Swiper) then cost a phone nothing until the visitor scrolls; their data is
 * still asked for when the page opens. The placeholder keeps roughly the space they will take.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '400px',
  placeholder,
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
  /** What stands in until then (the first slides as plain markup), else empty space. */
  placeholder?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Hidden in the server's render and the browser's first render alike (so hydration matches).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, rootMargin]);
  return shown ? (
    <>{children}</>
  ) : (
    <div ref={ref} style={{ minHeight }} data-testid="when-visible">
      {placeholder}
    </div>
  );
}
