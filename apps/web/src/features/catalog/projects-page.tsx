import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contract/messages';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { useProjects } from './api';
import { ProgramCardSkeletons } from './components/program-card';
import { ProjectCard } from './components/project-card';
import './strings';
import './catalog.css';
import { tx } from '../../lib/i18n';

/** /projects: each project opens its own site in a new tab. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('catalog.projects.title')} description={t('catalog.projects.description')} />;
  usePublicPageRules();
  const projects = useProjects();
  return (
    <div className="catalog">
      {head}
      <PageHeader title={t('catalog.projects.title')} />
      <div className="container catalog-page">
        {projects.isPending ? (
          <ProgramCardSkeletons count={4} />
        ) : projects.data?.length ? (
          <div className="catalog-grid">
            {projects.data.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </div>
        ) : (
          <EmptyState>{tx(MESSAGES.comingSoon)}</EmptyState>
        )}
      </div>
    </div>
  );
}
