import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/page-meta';
import { PATHS } from '@portal/contract/routes';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('Page not found');
  return (
    <div className="container page">
      <div className="empty-state">
        <h1>Page not found</h1>
        <p>
          <Link to={PATHS.home}>{t('common.backHome')}</Link>
        </p>
      </div>
    </div>
  );
}
