import { PROGRAM_HERO_SIZES } from '@portal/contract/images';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgramDetail } from '@portal/contract/catalog';
import { LIMITS } from '@portal/contract/limits';
import { MESSAGES } from '@portal/contract/messages';
import { programRoute } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { EmptyState, Skeleton } from '../../components/empty-state';
import { Img } from '../../components/image';
import { MediaPlayer } from '../../components/media-player-modal';
import { Modal } from '../../components/modal';
import { ShareDialog } from '../../components/share-dialog';
import { ApiError } from '../../lib/api';
import { copyLink, siteUrl } from '../../lib/copy-link';
import { isoToDisplay } from '../../lib/iso-date';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { useNotFoundStatus } from '../../lib/http-status';
import { useGlimpses, useProgram, useProgramPreview, useUpcomingEvents } from './api';
import { programIdOf, type FoundPageData } from './loaders';
import { programDescription } from './share-preview';
import { EventsSlider } from './components/events-slider';
import { GlimpseSlider } from './components/glimpse-slider';
import { WhenVisible } from './components/when-visible';
import './strings';
import './catalog.css';
import { tx } from '../../lib/i18n';

/** Reads /programs/{id}: a whole number the id column can hold; anything else is not asked for. */
function useProgramId(): number {
  return programIdOf(useParams().id);
}

/**
 * /programs/{id}. The detail, the program's first 10 upcoming events
 * and its first 10 glimpses are asked for together.
 */
export default function ProgramDetailPage() {
  const { t } = useTranslation();
  const id = useProgramId();
  usePublicPageRules();
  // Known missing from the server's render (its loader's data), else from the browser's answer.
  const missingOnServer = (useLoaderData() as FoundPageData | null)?.missing === true;
  const program = useProgram(id, !missingOnServer);
  // An editor's preview of a hidden program (?preview=1 from the back office): asked once the page
  // runs in the browser, so the server's render (404 for everyone) and the first one agree.
  const [search] = useSearchParams();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const preview = useProgramPreview(id, inBrowser && search.get('preview') === '1');
  const hiddenFromVisitors = missingOnServer || (program.error instanceof ApiError && program.error.status === 404);
  const previewing = hiddenFromVisitors && !!preview.data;
  const events = useUpcomingEvents(id);
  const glimpses = useGlimpses(id);
  const data = previewing ? preview.data : program.data;
  const notFound = !previewing && (!id || hiddenFromVisitors);
  const head = <PageHead title={data?.name ?? (notFound ? t('catalog.program.notFoundTitle') : t('catalog.programs.title'))} description={data ? programDescription(data) : undefined} image={data?.banner || data?.image || undefined} />;

  if (notFound || (program.isError && !previewing)) return <>{head}<ProgramNotFound missing={notFound} /></>;
  if (!data) {
    // The same boxes as the hero, so the story does not jump when the program arrives.
    return (
      <div className="catalog" aria-busy="true" aria-label="Loading">
        {head}
        <div className="program-hero">
          <div className="skeleton banner-skeleton" />
          <div className="container program-hero-inner">
            <div className="skeleton program-hero-logo" />
            <div className="program-hero-text skeleton hero-text-skeleton" />
          </div>
        </div>
        <div className="container catalog-page">
          <Skeleton count={3} height={160} />
        </div>
      </div>
    );
  }

  return (
    <div className="catalog program-detail" data-testid="program-detail">
      {head}
      {previewing && (
        <p className="container preview-banner" role="note" data-testid="program-preview">
          {t('catalog.program.previewHidden')}
        </p>
      )}
      <ProgramHero program={data} />
      <div className="container catalog-page">
        <section className="program-story-wrap" aria-labelledby="story-heading">
          <h2 id="story-heading" className="visually-hidden">
            {t('catalog.program.story')}
          </h2>
          {/* The server sanitised this HTML (formatting and YouTube/Vimeo/SoundCloud embeds only). */}
          <div className="rich-text program-story" dangerouslySetInnerHTML={{ __html: data.story }} />
        </section>

        {data.promise_status !== 0 && <Promises program={data} />}

        <ProgramFacts program={data} />

        {glimpses.data && glimpses.data.length > 0 && (
          <section className="home-section" aria-labelledby="glimpse-heading">
            <h2 id="glimpse-heading">{t('catalog.program.glimpse')}</h2>
            <WhenVisible minHeight={300}>
              <GlimpseSlider glimpses={glimpses.data} label={t('catalog.program.glimpse')} />
            </WhenVisible>
          </section>
        )}

        <section className="home-section" aria-labelledby="program-upcoming-heading" data-testid="program-upcoming">
          <h2 id="program-upcoming-heading">{t('catalog.program.allUpcoming')}</h2>
          <WhenVisible minHeight={480}>
            {events.isPending ? (
              <Skeleton count={2} height={360} />
            ) : events.data?.length ? (
              <EventsSlider events={events.data} label={t('catalog.program.allUpcoming')} />
            ) : (
              <EmptyState>{tx(MESSAGES.noUpcomingEvents)}</EmptyState>
            )}
          </WhenVisible>
        </section>
      </div>
    </div>
  );
}

/** The page description: headline and the start of the story as plain text. */
function ProgramHero({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  const route = programRoute(program.id) ?? PATHS.program(program.id);
  const shareUrl = siteUrl(route);
  const onShare = () => {
    void copyLink(shareUrl);
    setSharing(true);
  };
  return (
    <header className="program-hero">
      <Img
        className="program-hero-banner"
        src={program.media_banner || program.banner}
        alt=""
        width={1600}
        height={600}
        eager
        sizes={PROGRAM_HERO_SIZES}
      />
      <div className="container program-hero-inner">
        <Img
          className="program-hero-logo"
          src={program.image}
          alt={t('catalog.program.logoAlt', { name: program.name })}
          width={400}
          height={400}
          eager
          sizes="96px"
        />
        <div className="program-hero-text">
          <h1>{program.name}</h1>
          {program.headline && <p className="program-headline">{program.headline}</p>}
          <div className="program-hero-actions">
            <Link className="btn" to={route}>
              {t('catalog.program.registerNow')}
            </Link>
            <button ref={shareButton} type="button" className="btn btn-outline" onClick={onShare}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
                />
              </svg>
              {t('catalog.program.share')}
            </button>
          </div>
        </div>
      </div>
      <ShareDialog open={sharing} onClose={() => closeAndRefocus(setSharing, shareButton)} url={shareUrl} title={program.name} />
    </header>
  );
}

/**
 * Dialogs are mounted only while open (Modal's title id is shared), so closing one unmounts it;
 * focus goes back to the button that opened it, as a native dialog would do.
 */
function closeAndRefocus(setOpen: (open: boolean) => void, trigger: React.RefObject<HTMLButtonElement | null>) {
  setOpen(false);
  requestAnimationFrame(() => trigger.current?.focus());
}

type ListPrefix = 'promise' | 'benefits' | 'attend';
const itemsOf = (p: ProgramDetail, prefix: ListPrefix) =>
  Array.from({ length: LIMITS.promiseItems }, (_, i) => p[`${prefix}${(i + 1) as 1 | 2 | 3 | 4 | 5}`]).filter(Boolean);

/** Highlights, Benefits and Who Can attend, up to 5 each (only when promise_status is non-zero). */
function Promises({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const lists: Array<[ListPrefix, string]> = [
    ['promise', t('catalog.program.highlights')],
    ['benefits', t('catalog.program.benefits')],
    ['attend', t('catalog.program.attend')],
  ];
  const shown = lists.map(([prefix, title]) => [prefix, title, itemsOf(program, prefix)] as const).filter(([, , items]) => items.length);
  if (!shown.length) return null;
  return (
    <div className="promise-grid" data-testid="promises">
      {shown.map(([prefix, title, items]) => (
        <section key={prefix} className="promise-card" aria-labelledby={`promise-${prefix}`}>
          <h2 id={`promise-${prefix}`}>{title}</h2>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Pre Requisite (popup), Duration and Upcoming. */
function ProgramFacts({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const [prereqOpen, setPrereqOpen] = useState(false);
  const prereqButton = useRef<HTMLButtonElement>(null);
  const route = programRoute(program.id) ?? PATHS.program(program.id);
  const hasUpcoming = program.event_status === 1 && !!program.upcome_date;
  return (
    <div className="fact-grid">
      <section className="fact-card" aria-labelledby="fact-prereq">
        <h2 id="fact-prereq">{t('catalog.program.prerequisite')}</h2>
        <button ref={prereqButton} type="button" className="btn btn-outline" onClick={() => setPrereqOpen(true)}>
          {t('catalog.program.viewInfo')}
        </button>
      </section>
      <section className="fact-card" aria-labelledby="fact-duration">
        <h2 id="fact-duration">{t('catalog.program.duration')}</h2>
        <p className="fact-value" data-testid="program-duration">
          {t('catalog.program.days', { duration: program.duration })}
        </p>
        {program.timing && <p className="muted">{program.timing}</p>}
      </section>
      <section className="fact-card" aria-labelledby="fact-upcoming" data-testid="program-next">
        <h2 id="fact-upcoming">{t('catalog.program.upcoming')}</h2>
        {hasUpcoming ? (
          <>
            <p className="fact-value">
              <Link to={route}>{isoToDisplay(program.upcome_date)}</Link>
            </p>
            {program.upcome_address && <p className="muted">{program.upcome_address}</p>}
          </>
        ) : (
          <p className="fact-value">{tx(MESSAGES.comingSoon)}</p>
        )}
      </section>
      {prereqOpen && (
        <Modal open onClose={() => closeAndRefocus(setPrereqOpen, prereqButton)} title={t('catalog.program.prerequisite')} wide>
          <div className="stack">
            {/* Sanitised on the server like the story. */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: program.prereq_text }} />
            {program.prereq_media && (
              <MediaPlayer item={{ title: `${program.name} - ${t('catalog.program.prerequisite')}`, media: program.prereq_media, image: '' }} />
            )}
          </div>
        </Modal>
      )}
    </div>
  );
}

/** An unknown program (404 from the server) or one that could not be loaded (`missing` false). */
function ProgramNotFound({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  useNotFoundStatus(missing);
  return (
    <div className="container catalog-page">
      <div className="empty-state program-not-found" data-testid="program-not-found">
        <h1>{t('catalog.program.notFoundTitle')}</h1>
        <p>{t('catalog.program.notFoundText')}</p>
        <Link className="btn" to={PATHS.programs}>
          {t('catalog.program.seeAll')}
        </Link>
      </div>
    </div>
  );
}
