import { useTranslation } from 'react-i18next';
import type { Project } from '@portal/contract/catalog';
import { Img } from '../../../components/image';

/** A project: opens its own site in a new tab. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const body = (
    <>
      <Img src={project.image} alt="" width={800} height={600} sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 92vw" />
      <span className="project-card-name">{project.name}</span>
    </>
  );
  if (!project.link) return <div className="project-card" data-testid="project-card">{body}</div>;
  return (
    <a className="project-card" href={project.link} target="_blank" rel="noopener noreferrer" data-testid="project-card">
      {body}
      <span className="visually-hidden"> {t('catalog.home.opensNewTab')}</span>
    </a>
  );
}
