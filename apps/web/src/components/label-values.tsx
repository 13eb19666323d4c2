import type { ReactNode } from 'react';

/** Labelled values as a definition list, one `<div>` of `<dt>` and `<dd>` a pair (labels are the keys, so unique). */
export function LabelValues({ rows, className }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
