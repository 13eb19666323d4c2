import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@portal/contract/routes';

/** The two galleries' tabs: links, so each has its own address. */
export function GalleryTabs() {
  const { t } = useTranslation();
  return (
    <nav className="gallery-tabs" aria-label={t('gallery.tabs')}>
      <NavLink to={PATHS.gallery} end className={({ isActive }) => (isActive ? 'tab active' : 'tab')}>
        {t('gallery.title')}
      </NavLink>
      <NavLink to={PATHS.media} end className={({ isActive }) => (isActive ? 'tab active' : 'tab')}>
        {t('gallery.mediaTitle')}
      </NavLink>
    </nav>
  );
}
