import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { MESSAGES } from '@portal/contract/messages';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { usePrograms } from './api';
import { ProgramCard, ProgramCardSkeletons } from './components/program-card';
import './strings';
import './catalog.css';
import { tx } from '../../lib/i18n';

/** /programs: the grid of programs, placeholder boxes while loading. */
export default function ProgramsPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('catalog.programs.title')} description={t('catalog.programs.description')} />;
  usePublicPageRules();
  const programs = usePrograms();
  return (
    <div className="catalog">
      {head}
      <PageHeader title={t('catalog.programs.title')} />
      <div className="container catalog-page">
        {programs.isPending ? (
          <ProgramCardSkeletons />
        ) : programs.data?.data.length ? (
          <div className="catalog-grid">
            {programs.data.data.map((p, i) => (
              <ProgramCard key={p.id} program={p} eager={i < 2} />
            ))}
          </div>
        ) : (
          <EmptyState>{tx(MESSAGES.comingSoon)}</EmptyState>
        )}
      </div>
    </div>
  );
}
