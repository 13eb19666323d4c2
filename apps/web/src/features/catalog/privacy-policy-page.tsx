import { useTranslation } from 'react-i18next';
import { LegalPage } from './components/legal-page';
import './strings';
import './catalog.css';

/**
 * /privacy-policy. The policy text is kept in English only: a legal text is not paraphrased by
 * machine (docs/decisions/catalog.md); the title and the contact line follow the language.
 */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage title={t('catalog.legal.privacyTitle')} description="How the Matangi Foundation collects, uses and protects your personal data.">
      <p>
        The Matangi Foundation (&ldquo;the foundation&rdquo;, &ldquo;we&rdquo;) respects your privacy. This policy explains
        what personal data we collect through this website, why we collect it, and how we keep it safe.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details you give us: name, mobile number, email, date of birth, gender, marital status, address, education, profession and how you came to know us.</li>
        <li>For program registrations: the details each program form asks for, which may include health information you choose to share so that volunteers can care for you.</li>
        <li>For donations and program payments: the amount, the purpose and, when you want an 80G receipt, your PAN number.</li>
        <li>Messages you send us through the contact and volunteer forms.</li>
      </ul>
      <p>
        Card, UPI and bank details are entered on the payment gateway&rsquo;s own page. They never reach our servers and we
        do not store them.
      </p>
      <h2>Why we use it</h2>
      <ul>
        <li>To register you for programs and events, and to tell you about them.</li>
        <li>To issue receipts and invoices, including the 80G receipt for a donation.</li>
        <li>To answer your messages and to arrange volunteering.</li>
        <li>To keep your account secure.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        Your personal data is protected: we do not sell, rent or trade it, and we share it only with the payment gateway,
        SMS and email services that carry out a request you made, or when the law requires us to.
      </p>
      <h2>How we keep it</h2>
      <p>
        Passwords are stored only as secure hashes. Your session is kept in your browser&rsquo;s local storage until you
        log out. We keep registration and donation records for as long as the law on receipts and accounts requires, and
        other data only as long as your account is active.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and correct your details on your profile at any time. You can ask us to delete your account and the
        data we do not need to keep by law by writing to us.
      </p>
    </LegalPage>
  );
}
