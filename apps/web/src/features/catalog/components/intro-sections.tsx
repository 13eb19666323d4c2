import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgramListItem } from '@portal/contract/catalog';
import { PATHS } from '@portal/contract/routes';
import { Img } from '../../../components/image';

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
