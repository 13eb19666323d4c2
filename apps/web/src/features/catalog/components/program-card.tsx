import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgramListItem } from '@portal/contract/catalog';
import { PATHS } from '@portal/contract/routes';
import { Img } from '../../../components/image';

/** A program in a grid or tab: banner, logo and name, going to /programs/{id}. */
export function ProgramCard({ program, eager }: { program: ProgramListItem; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={PATHS.program(program.id)} className="program-card" data-testid="program-card">
      <Img className="program-card-banner" src={program.banner} alt="" width={1600} height={600} eager={eager} sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 92vw" />
      <span className="program-card-body">
        <Img className="program-card-logo" src={program.image} alt="" width={400} height={400} sizes="64px" />
        <span className="program-card-name">{program.name}</span>
        <span className="program-card-more" aria-hidden="true">
          {t('catalog.programs.knowMore')} →
        </span>
      </span>
    </Link>
  );
}

/** Boxes the size of program cards while the list loads. */
export function ProgramCardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <div className="catalog-grid" aria-busy="true" aria-label="Loading" data-testid="program-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton program-card-skeleton" />
      ))}
    </div>
  );
}
