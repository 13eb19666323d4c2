import { BANNER_WIDTH, HOME_BANNER_SIZES } from '@portal/contract/images';
import { useTranslation } from 'react-i18next';
import type { Slide } from '@portal/contract/catalog';
import { LIMITS } from '@portal/contract/limits';
import { Img } from '../../../components/image';
import { Slider } from '../../../components/lazy-slider';

const ONE_PER_VIEW = { 0: { slidesPerView: 1 } };

/**
 * A banner picture, opening its media link in a new tab when it has one. A slide with a title
 * shows it on the picture (the office writes it for visitors to read, not only for screen
 * readers): the title is then the slide's text and the picture itself is decoration.
 */
export function BannerImage({ slide, eager, className }: { slide: Slide; eager?: boolean; className?: string }) {
  const { t } = useTranslation();
  const title = slide.title.trim();
  const img = (
    <>
      <Img src={slide.image} alt={title ? '' : slide.title} width={BANNER_WIDTH} height={600} eager={eager} sizes={HOME_BANNER_SIZES} />
      {title && (
        <span className="banner-title" data-testid="banner-title">
          {title}
        </span>
      )}
    </>
  );
  const classes = [className, title ? 'has-title' : ''].filter(Boolean).join(' ') || undefined;
  if (!slide.media) return <div className={classes}>{img}</div>;
  return (
    <a className={classes} href={slide.media} target="_blank" rel="noopener noreferrer">
      {img}
      <span className="visually-hidden">{t('catalog.home.opensNewTab')}</span>
    </a>
  );
}

/**
 * The home banner: one slide at a time, 6 seconds each. Only the first
 * picture loads at once (it is the page's largest paint); the others load when they come near.
 */
export function BannerSlider({ slides }: { slides: Slide[] | undefined }) {
  const { t } = useTranslation();
  if (!slides) return <div className="skeleton banner-skeleton" aria-busy="true" aria-label="Loading" />;
  if (!slides.length) return null;
  return (
    <Slider
      className="banner-slider"
      items={slides}
      itemKey={(s, i) => `${i}-${s.image}`}
      label={t('catalog.home.banner')}
      breakpoints={ONE_PER_VIEW}
      autoplayMs={LIMITS.bannerAutoplayMs}
      testId="banner-slider"
      renderItem={(slide, i) => <BannerImage slide={slide} eager={i === 0} className="banner-slide" />}
      fallback={<FirstSlide slide={slides[0]!} label={t('catalog.home.banner')} />}
    />
  );
}

/** The banner before its slider has loaded: the first picture, where the slider will show it. */
function FirstSlide({ slide, label }: { slide: Slide; label: string }) {
  return (
    <section className="slider banner-slider" aria-label={label} aria-roledescription="carousel" data-testid="banner-slider">
      <BannerImage slide={slide} eager className="banner-slide" />
    </section>
  );
}
