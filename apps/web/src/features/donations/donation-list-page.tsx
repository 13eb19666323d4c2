import { useRequireLogin } from '../../lib/use-require-login';
import { PaymentsScreen } from './payments-screen';

/** /donation-list: needs login; a visitor goes to /login (see docs/decisions/donations.md for the marker). */
export default function DonationListPage() {
  const loggedIn = useRequireLogin();
  return loggedIn ? <PaymentsScreen which="success" /> : null;
}
