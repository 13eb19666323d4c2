import type { ReactNode } from 'react';
import { tx } from '../lib/i18n';

/** The spec's empty texts ('Coming Soon', 'No records found', ...) in a friendly card. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{typeof children === 'string' ? tx(children) : children}</p>;
}

/** Boxes the size of what will come, so the page does not jump when it arrives. */
export function Skeleton({ count = 1, height = 180 }: { count?: number; height?: number }) {
  return (
    <div className="grid" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton" style={{ height }} />
      ))}
    </div>
  );
}
