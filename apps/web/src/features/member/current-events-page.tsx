import { RegistrationsPage } from './registrations-page';

/** /current-event */
export default function CurrentEventsPage() {
  return <RegistrationsPage kind="current" />;
}
