import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@portal/contract/routes';
import { useNotFoundStatus } from '../lib/http-status';
import { PageHead } from './page-head';

/** What an address that names nothing shows, in the site's layout; the server answers it with 404. */
export function PageNotFound() {
  const { t } = useTranslation();
  useNotFoundStatus();
  const head = <PageHead title={t('site.notFound')} />;
  return (
    <div className="container page">
      {head}
      <div className="empty-state" data-testid="page-not-found">
        <h1>{t('site.notFound')}</h1>
        <p>
          <Link to={PATHS.home}>{t('common.backHome')}</Link>
        </p>
      </div>
    </div>
  );
}
