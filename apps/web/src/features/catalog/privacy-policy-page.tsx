import { useTranslation } from 'react-i18next';
import { LegalPage } from './components/legal-page';
import './strings';
import './catalog.css';

/** /privacy-policy: the owner's text (site settings), in the page's language. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <LegalPage page="privacy" title={t('catalog.legal.privacyTitle')} description={t('catalog.legal.privacyDescription')} />;
}
