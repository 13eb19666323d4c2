import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { call } from '../../lib/api';
import { PageHead } from '../../components/page-head';
import { indiaDateTime } from '../../lib/dates';
import { EmptyState, Skeleton } from '../../components/empty-state';
import './outbox.css';

/** The files an email carried (the outbox keeps their names and sizes), so a tester sees a receipt was attached. */
const attachmentsOf = (meta: Record<string, unknown>): string[] =>
  Array.isArray(meta.attachments) ? meta.attachments.map((a: { filename?: unknown }) => String(a?.filename ?? '')).filter(Boolean) : [];

/** /dev/outbox: every SMS and email the outbox providers "sent" (not served in production). */
export default function OutboxPage() {
  const head = <PageHead title={'Outbox'} />;
  const { data, isLoading, error } = useQuery({
    queryKey: ['outbox'],
    queryFn: () => call(calls.devOutbox),
    refetchInterval: 3000,
  });
  return (
    <div className="container page">
      {head}
      <h1>Outbox</h1>
      <p className="muted">Messages the SMS and email outbox providers recorded, newest first.</p>
      {isLoading && <Skeleton count={2} height={80} />}
      {error && <EmptyState>The outbox is not available.</EmptyState>}
      {data && data.data.length === 0 && <EmptyState>Nothing sent yet.</EmptyState>}
      <ul className="outbox stack">
        {data?.data.map((m) => (
          <li key={m.id} className="card" data-testid="outbox-entry">
            <p>
              <strong>{m.channel.toUpperCase()}</strong> to {m.recipient} · {indiaDateTime(m.created_at)}
            </p>
            {m.subject && <p><strong>{m.subject}</strong></p>}
            <pre className="outbox-body">{m.body}</pre>
            {attachmentsOf(m.meta).length > 0 && <p data-testid="outbox-attachments">Attached: {attachmentsOf(m.meta).join(', ')}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
