import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgramListItem, Project } from '@portal/contract/catalog';
import type { GalleryImage } from '@portal/contract/gallery';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { Img } from '../../../components/image';
import { Tabs } from '../../../components/tabs';
import { ProgramCard, ProgramCardSkeletons } from './program-card';
import { ProjectCard } from './project-card';
import { tx } from '../../../lib/i18n';

type TabKey = 'programs' | 'events' | 'projects' | 'gallery';

/** Gallery tiles shown before the '+N View All' tile (8 in all). */
const GALLERY_TILES = 8;

export interface HomeTabsData {
  programs?: ProgramListItem[];
  programEvents?: ProgramListItem[];
  projects?: Project[];
  gallery?: { data: GalleryImage[]; album_count: number };
  loading: { programs: boolean; projects: boolean; gallery: boolean };
}

/** Programs, Events, Projects and Gallery tabs of the home page; an empty tab says 'Coming Soon'. */
export function HomeTabs({ programs, programEvents, projects, gallery, loading }: HomeTabsData) {
  const { t } = useTranslation();
  const [active, setActive] = useState<TabKey>('programs');
  const tabs: Array<{ key: TabKey; label: string }> = [
    { key: 'programs', label: t('catalog.tabs.programs') },
    { key: 'events', label: t('catalog.tabs.events') },
    { key: 'projects', label: t('catalog.tabs.projects') },
    { key: 'gallery', label: t('catalog.tabs.gallery') },
  ];
  return (
    <Tabs tabs={tabs} active={active} onChange={setActive} label={t('catalog.tabs.label')}>
      {active === 'programs' && <ProgramsTab programs={programs} loading={loading.programs} />}
      {active === 'events' && <ProgramsTab programs={programEvents} loading={loading.programs} />}
      {active === 'projects' &&
        (loading.projects ? <ProgramCardSkeletons count={4} /> : <ProjectsTab projects={projects ?? []} />)}
      {active === 'gallery' && (loading.gallery ? <ProgramCardSkeletons count={4} /> : <GalleryTab gallery={gallery} />)}
    </Tabs>
  );
}

function ComingSoon() {
  return (
    <EmptyState>
      <span data-testid="coming-soon">{tx(MESSAGES.comingSoon)}</span>
    </EmptyState>
  );
}

function ProgramsTab({ programs, loading }: { programs?: ProgramListItem[]; loading: boolean }) {
  if (loading) return <ProgramCardSkeletons count={4} />;
  if (!programs?.length) return <ComingSoon />;
  return (
    <div className="catalog-grid">
      {programs.map((p) => (
        <ProgramCard key={p.id} program={p} />
      ))}
    </div>
  );
}

function ProjectsTab({ projects }: { projects: Project[] }) {
  if (!projects.length) return <ComingSoon />;
  return (
    <div className="catalog-grid">
      {projects.map((p) => (
        <ProjectCard key={p.id} project={p} />
      ))}
    </div>
  );
}

/** Recent images; the last tile reads '+N View All' (N: albums) and opens /gallery. */
function GalleryTab({ gallery }: { gallery?: { data: GalleryImage[]; album_count: number } }) {
  const { t } = useTranslation();
  const images = gallery?.data ?? [];
  if (!images.length) return <ComingSoon />;
  const shown = images.slice(0, GALLERY_TILES - 1);
  const behind = images[GALLERY_TILES - 1] ?? images[images.length - 1];
  return (
    <ul className="home-gallery" data-testid="home-gallery">
      {shown.map((img) => (
        <li key={img.id}>
          <Img
            src={img.image}
            alt={t('catalog.home.galleryImage', { caption: img.caption })}
            width={img.width || 800}
            height={img.height || 600}
            sizes="(min-width: 990px) 280px, 45vw"
          />
        </li>
      ))}
      <li>
        <Link to={PATHS.gallery} className="home-gallery-more" data-testid="gallery-view-all">
          {behind && <Img src={behind.image} alt="" width={behind.width || 800} height={behind.height || 600} sizes="(min-width: 990px) 280px, 45vw" />}
          <span>{t('catalog.home.moreAlbums', { count: gallery?.album_count ?? 0 })}</span>
        </Link>
      </li>
    </ul>
  );
}
