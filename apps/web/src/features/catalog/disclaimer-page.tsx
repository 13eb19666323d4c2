import { useTranslation } from 'react-i18next';
import { LegalPage } from './components/legal-page';
import './strings';
import './catalog.css';

/** /disclaimer: the foundation's disclaimer, with the spec's facts on refunds and 80G. */
export default function DisclaimerPage() {
  const { t } = useTranslation();
  return (
    <LegalPage title={t('catalog.legal.disclaimerTitle')} description="Disclaimer of the Matangi Foundation website and programs.">
      <p>
        The information on this website is offered in good faith for seekers and devotees. We take care to keep it
        accurate and current, but program dates, places and details may change; the confirmation you receive on
        registration is what counts.
      </p>
      <h2>Programs and practices</h2>
      <p>
        The programs involve physical and mental exertion. They are not a substitute for medical or psychological advice
        or treatment. By registering you take part at your own risk and confirm that the health information you give is
        accurate and complete. If you are under medical care, please consult your doctor before attending.
      </p>
      <h2>Payments</h2>
      <p>
        Every payment is a donation: it is non-refundable and non-transferable, and there are no refunds or cancellations.
        Donations are eligible for a 50% tax exemption under section 80G(5)(vi) of the Income Tax Act, 1961, subject to
        the law in force; a PAN number is needed to claim it.
      </p>
      <h2>Your data</h2>
      <p>
        Your personal data is protected: we use it only to serve you and never sell it. See our Privacy Policy for details.
      </p>
      <h2>Other websites</h2>
      <p>
        Links to other websites, shops, video and audio platforms are given for your convenience. The foundation is not
        responsible for their content or their practices.
      </p>
    </LegalPage>
  );
}
