import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgramListItem } from '@portal/contract/catalog';
import { PATHS } from '@portal/contract/routes';
import { Img } from '../../../components/image';

/** Simple line icons (24x24) for the temple town's four parts. */
const ICONS = {
  temple: 'M12 2l2 3h-4l2-3zM8 6h8l1 3H7l1-3zM6 10h12v2H6zM7 13h10v8H7zM11 16h2v5h-2zM3 21h18v1H3z',
  gurukulam: 'M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h5z',
  commune: 'M3 11l9-7 9 7v10h-6v-6H9v6H3z',
  herbal: 'M5 21c0-9 5-15 15-17-1 10-6 15-13 15M5 21l8-8',
} as const;

const TOWN = [
  ['temple', 'templeText', ICONS.temple],
  ['gurukulam', 'gurukulamText', ICONS.gurukulam],
  ['commune', 'communeText', ICONS.commune],
  ['herbal', 'herbalText', ICONS.herbal],
] as const;

/** The home page's introduction: deity and guru, then the planned temple town. */
export function IntroSections() {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-section intro" aria-labelledby="intro-heading">
        <h2 id="intro-heading">{t('catalog.intro.heading')}</h2>
        <p className="lead">{t('catalog.intro.lead')}</p>
        <div className="intro-pair">
          <article className="intro-card">
            <h3>{t('catalog.intro.deityTitle')}</h3>
            <p>{t('catalog.intro.deityText')}</p>
          </article>
          <article className="intro-card">
            <h3>{t('catalog.intro.guruTitle')}</h3>
            <p>{t('catalog.intro.guruText')}</p>
          </article>
        </div>
      </section>
      <section className="home-section town" aria-labelledby="town-heading">
        <h2 id="town-heading">{t('catalog.intro.townTitle')}</h2>
        <p className="lead">{t('catalog.intro.townLead')}</p>
        <ul className="town-grid">
          {TOWN.map(([title, text, icon]) => (
            <li key={title} className="town-item">
              <svg className="town-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={icon} />
              </svg>
              <h3>{t(`catalog.intro.${title}`)}</h3>
              <p>{t(`catalog.intro.${text}`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Karmayogam (program 7) shown apart: the call to volunteer. */
export function KarmayogamCallout({ program }: { program?: ProgramListItem }) {
  const { t } = useTranslation();
  if (!program) return null;
  return (
    <section className="home-section karma-callout" aria-labelledby="karma-heading">
      <Img src={program.banner} alt="" width={1600} height={600} sizes="(min-width: 990px) 50vw, 100vw" />
      <div className="karma-text">
        <h2 id="karma-heading">{t('catalog.home.karmayogamTitle')}</h2>
        <p>{t('catalog.home.karmayogamText')}</p>
        <Link className="btn" to={PATHS.karmayogamHome}>
          {t('catalog.home.karmayogamCta')}
        </Link>
      </div>
    </section>
  );
}
