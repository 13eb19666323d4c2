import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { usePrograms } from './api';
import { ProgramCard, ProgramCardSkeletons } from './components/program-card';
import './strings';
import './catalog.css';
import { tx } from '../../lib/i18n';

/** /event-main: the programs that have upcoming events, each going to /programs/{id}; 'Coming Soon' when none. */
export default function EventMainPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('catalog.eventMain.title')} description={t('catalog.eventMain.description')} />;
  usePublicPageRules();
  const programs = usePrograms();
  const list = programs.data?.programevent ?? [];
  return (
    <div className="catalog">
      {head}
      <PageHeader title={t('catalog.eventMain.title')} />
      <div className="container catalog-page">
        {programs.isPending ? (
          <ProgramCardSkeletons count={4} />
        ) : list.length ? (
          <div className="catalog-grid">
            {list.map((p, i) => (
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
