import { useTranslation } from 'react-i18next';
import { LegalPage } from './components/legal-page';
import './strings';
import './catalog.css';

/** /refund-policy: no refunds or cancellations; donations are non-refundable and non-transferable. */
export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('catalog.legal.refundTitle')}
      description="Refund and cancellation policy of the Matangi Foundation: donations are non-refundable and non-transferable."
    >
      <p>
        Every payment made to the Matangi Foundation, for a program registration, an event or a donation, is a donation to
        a non-profit foundation.
      </p>
      <h2>No refunds or cancellations</h2>
      <ul>
        <li>There are no refunds or cancellations of donations or program registrations.</li>
        <li>Donations are non-refundable and non-transferable: a registration cannot be moved to another person.</li>
        <li>If you cannot attend, please contact us; where a later batch of the same program has seats, we will try to help.</li>
      </ul>
      <h2>Tax exemption</h2>
      <p>
        Donations are eligible for a 50% tax exemption under section 80G(5)(vi) of the Income Tax Act, 1961. A PAN number
        is needed to claim it; please give it when you pay so that it appears on your receipt.
      </p>
      <h2>Failed or duplicate payments</h2>
      <p>
        If your account was debited but the payment shows as failed, or you were charged twice for one payment, the bank or
        the payment gateway returns the extra amount by its own process. Write to us with the transaction id and we will
        follow it up with them.
      </p>
    </LegalPage>
  );
}
