import { useTranslation } from 'react-i18next';

/** The header band of index.html (its inline style), shown until the first page is ready. */
export function BootHeader() {
  const { t } = useTranslation();
  return <div className="boot-header">{t('site.name')}</div>;
}
