import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title band of a page, with an optional back link. */
export function PageHeader({ title, back, children }: { title: ReactNode; back?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="container">
        {back && (
          <Link className="back-link" to={back.to}>
            ← {back.label}
          </Link>
        )}
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
