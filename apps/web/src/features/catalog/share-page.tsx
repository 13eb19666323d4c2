import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@portal/contract/routes';
import { hardNavigate } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { useContactInfo, useProgram } from './api';
import { programIdOf } from './loaders';
import { programDescription } from './share-preview';
import { IOS_FALLBACK_MS, appLaunchPlan, platformOf, type StoreLinks } from './app-links';
import './strings';
import './catalog.css';

/**
 * /share/{id}: links to the Android and iOS apps. On a phone it first tries to open
 * the app at that program, and falls back to the store listing when the app is not installed.
 */
export default function SharePage() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = programIdOf(raw);
  const program = useProgram(id).data;
  // The preview is the program's, as on its own page: a shared /share/{id} shows the program.
  const head = program ? (
    <PageHead title={program.name} description={programDescription(program)} image={program.banner || program.image || undefined} />
  ) : (
    <PageHead title={t('catalog.share.title')} description={t('catalog.share.description')} />
  );
  // The store listings are site settings (the contact info, loaded with every page).
  const stores = useContactInfo().data?.app_links;
  const opening = useAppLaunch(id, stores);

  return (
    <div className="catalog">
      {head}
      <div className="container catalog-page">
        <section className="card share-card" aria-labelledby="share-heading">
          <h1 id="share-heading">{t('catalog.share.title')}</h1>
          <p>{program ? t('catalog.share.lead', { name: program.name }) : t('catalog.share.leadGeneric')}</p>
          {opening && (
            <p className="muted" role="status">
              {t('catalog.share.opening')}
            </p>
          )}
          <div className="store-links">
            {stores?.android && (
              <a className="btn" href={stores.android} rel="noopener noreferrer" data-testid="android-app">
                {t('catalog.share.android')}
              </a>
            )}
            {stores?.ios && (
              <a className="btn" href={stores.ios} rel="noopener noreferrer" data-testid="ios-app">
                {t('catalog.share.ios')}
              </a>
            )}
          </div>
          {id > 0 && (
            <p>
              <Link to={PATHS.program(id)}>{t('catalog.share.web')}</Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/** Tries the app once per visit on Android and iOS (once the store listings are known); true while it is trying. */
function useAppLaunch(programId: number, stores: StoreLinks | undefined): boolean {
  const tried = useRef(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (tried.current || !programId || !stores) return;
    tried.current = true;
    const plan = appLaunchPlan(platformOf(navigator.userAgent, navigator.maxTouchPoints), programId, stores);
    if (!plan) return;
    setOpening(true);
    hardNavigate(plan.open);
    if (!plan.fallback) return;
    const fallback = plan.fallback;
    // If the app took over, the page is hidden by now and the store is not opened. The timer is
    // not cleared on unmount (React's strict mode re-runs effects); it checks the page instead.
    window.setTimeout(() => {
      if (document.visibilityState === 'visible' && window.location.pathname.startsWith(PATHS.share(''))) hardNavigate(fallback);
    }, IOS_FALLBACK_MS);
  }, [programId, stores]);
  return opening;
}
