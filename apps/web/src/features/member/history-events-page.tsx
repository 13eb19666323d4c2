import { RegistrationsPage } from './registrations-page';

/** /history-event */
export default function HistoryEventsPage() {
  return <RegistrationsPage kind="history" />;
}
