import { PATHS } from '@portal/contract/routes';
import { useRequireLogin } from '../../lib/use-require-login';
import { PaymentsScreen } from './payments-screen';

/** /donation-pending: pending and failed payments; a visitor goes to /register, as the spec says. */
export default function DonationPendingPage() {
  const loggedIn = useRequireLogin(undefined, PATHS.register);
  return loggedIn ? <PaymentsScreen which="open" /> : null;
}
