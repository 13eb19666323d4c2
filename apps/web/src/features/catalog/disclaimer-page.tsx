import { useTranslation } from 'react-i18next';
import { LegalPage } from './components/legal-page';
import './strings';
import './catalog.css';

/** /disclaimer: the owner's text (site settings), in the page's language. */
export default function DisclaimerPage() {
  const { t } = useTranslation();
  return <LegalPage page="disclaimer" title={t('catalog.legal.disclaimerTitle')} description={t('catalog.legal.disclaimerDescription')} />;
}
