import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { call } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { indiaDateTime } from '../../lib/dates';
import { EmptyState, Skeleton } from '../../components/empty-state';

/** /dev/outbox: every SMS and email the outbox providers "sent" (not served in production). */
export default function OutboxPage() {
  usePageMeta('Outbox');
  const { data, isLoading, error } = useQuery({
    queryKey: ['outbox'],
    queryFn: () => call(calls.devOutbox),
    refetchInterval: 3000,
  });
  return (
    <div className="container page">
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
          </li>
        ))}
      </ul>
    </div>
  );
}
