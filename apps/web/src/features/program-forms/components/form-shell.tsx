import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/empty-state';

/** The card every program form sits in: the same width and spacing on each of them. */
export function FormShell({ children, lang }: { children: ReactNode; lang?: 'en' | 'ta' }) {
  return (
    <div className="container page">
      <section className="card pf-card" lang={lang}>
        {children}
      </section>
    </div>
  );
}

/** Boxes the size of a heading and a few fields while the form's data loads. */
export function FormSkeleton() {
  return (
    <FormShell>
      <div className="skeleton pf-skeleton-title" />
      <Skeleton count={4} height={72} />
    </FormShell>
  );
}
