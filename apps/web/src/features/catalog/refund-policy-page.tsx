import { useTranslation } from 'react-i18next';
import { LegalPage } from './components/legal-page';
import './strings';
import './catalog.css';

/** /refund-policy: the owner's text (site settings): no refunds or cancellations of donations. */
export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return <LegalPage page="refund" title={t('catalog.legal.refundTitle')} description={t('catalog.legal.refundDescription')} />;
}
