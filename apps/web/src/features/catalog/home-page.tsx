import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@portal/contract/media';
import { MESSAGES } from '@portal/contract/messages';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { MediaTile } from '../../components/media-tile';
import { Slider, SlidesPreview } from '../../components/lazy-slider';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { useSiteName } from '../../lib/site-name';
import {
  useLatestMedia,
  usePageWords,
  usePrograms,
  useProjects,
  useRecentGallery,
  useSliders,
  useUpcomingEvents,
} from './api';
import { BannerImage, BannerSlider } from './components/banner-slider';
import { EventsSlider } from './components/events-slider';
import { HomeTabs } from './components/home-tabs';
import { IntroSections } from '../../components/page-sections';
import { KarmayogamCallout } from './components/intro-sections';
import { WhenVisible } from './components/when-visible';
import './strings';
import './catalog.css';
import { tx } from '../../lib/i18n';

/**
 * The home page. Every list is asked for at once when the page opens,
 * so nothing waits for anything else; each section shows its skeleton, its content, or the
 * spec's empty text.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  usePublicPageRules();

  const sliders = useSliders();
  // The share preview shows the first banner slide.
  const banner = sliders.data?.data[0]?.image;
  const head = <PageHead title="" description={t('catalog.home.description')} image={banner || undefined} />;
  const programs = usePrograms();
  const projects = useProjects();
  const events = useUpcomingEvents();
  const gallery = useRecentGallery();
  const videos = useLatestMedia('video');
  const audios = useLatestMedia('audio');
  const intro = usePageWords('home');

  return (
    <div className="catalog home">
      {head}
      {/* The page's one h1 for screen readers and search; the banner slides carry the visual titles. */}
      <h1 className="visually-hidden">{siteName}</h1>
      <div className="banner-wrap">
        <BannerSlider slides={sliders.isError ? [] : sliders.data?.data} />
      </div>
      <div className="container">
        <IntroSections words={intro} />

        <section className="home-section" aria-labelledby="explore-heading">
          <h2 id="explore-heading">{t('catalog.home.explore')}</h2>
          <WhenVisible minHeight={480}>
            <HomeTabs
              programs={programs.data?.data}
              programEvents={programs.data?.programevent}
              projects={projects.data}
              gallery={gallery.data}
              loading={{ programs: programs.isPending, projects: projects.isPending, gallery: gallery.isPending }}
            />
          </WhenVisible>
        </section>

        <WhenVisible minHeight={300}>
          <KarmayogamCallout program={programs.data?.karmayogam[0]} />
        </WhenVisible>

        <section className="home-section" aria-labelledby="upcoming-heading" data-testid="home-upcoming">
          <h2 id="upcoming-heading">{t('catalog.home.allUpcoming')}</h2>
          {/* The first cards are in the page's HTML (crawlers, no JavaScript); the slider comes when near. */}
          <WhenVisible
            minHeight={480}
            placeholder={events.data?.length ? <EventsSlider events={events.data} label={t('catalog.home.allUpcoming')} preview /> : undefined}
          >
            {events.isPending ? (
              <Skeleton count={2} height={360} />
            ) : events.data?.length ? (
              <EventsSlider events={events.data} label={t('catalog.home.allUpcoming')} />
            ) : (
              <EmptyState>{tx(MESSAGES.noUpcomingEvents)}</EmptyState>
            )}
          </WhenVisible>
        </section>

        {sliders.data?.bottombanner && (
          <section className="home-section bottom-banner" data-testid="bottom-banner">
            <BannerImage slide={sliders.data.bottombanner} />
          </section>
        )}

        <MediaSlider title={t('catalog.home.latestVideos')} items={videos.data} testId="latest-videos" />
        <MediaSlider title={t('catalog.home.latestAudio')} items={audios.data} testId="latest-audio" />
      </div>
    </div>
  );
}

const mediaKey = (m: MediaItem) => m.id;
const renderMedia = (m: MediaItem) => <MediaTile item={m} />;

/**
 * 'Latest Videos' and 'Latest Audio': shown only when there is something to play. The first
 * tiles are in the page's HTML; the slider comes when near.
 */
function MediaSlider({ title, items, testId }: { title: string; items?: MediaItem[]; testId: string }) {
  if (!items?.length) return null;
  const id = `${testId}-heading`;
  const first = <SlidesPreview items={items} itemKey={mediaKey} label={title} renderItem={renderMedia} />;
  return (
    <section className="home-section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <WhenVisible minHeight={380} placeholder={first}>
        <Slider items={items} itemKey={mediaKey} label={title} renderItem={renderMedia} fallback={first} />
      </WhenVisible>
    </section>
  );
}
