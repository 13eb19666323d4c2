import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { BULK_ACTION_LABELS, BULK_STATE_LABELS, type BulkRun } from '@portal/contract/bulk-actions';
import { SELECTION_IDS_MAX } from '@portal/contract/admin-registrations';
import { adminCall } from '../lib/admin-client';
import { tx } from '../lib/i18n';
import './bulk-selection.css';
import './admin-strings';

/**
 * Acting on many rows of a back-office list (docs/decisions/bulk-actions.md): one hook and one bar
 * for every list. Staff tick rows (kept across pages) or choose "all N matching this filter" (the
 * whole filtered list, resolved by the server, not the page on screen); a change of filter clears
 * the choice, so an action never reaches rows staff no longer see.
 */
export interface BulkSelection {
  /** Ticked ids (when `all` is false). */
  ids: number[];
  /** Every row the filter matches. */
  all: boolean;
  /** How many rows the choice covers. */
  count: number;
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Ticks (or unticks, when all are ticked) the rows of the page on screen. */
  togglePage: (ids: number[]) => void;
  selectAll: () => void;
  clear: () => void;
  /** The list's query for an export of the choice: the ticked ids, or the filter alone for "all". */
  exportQuery: <Q extends Record<string, unknown>>(query: Q) => Q & { ids?: string };
}

/** A list's filter for the address of a page acting on "all matching" (the message composer's `match=`): its non-empty fields, encoded. */
export const listMatch = (filter: Record<string, string>) => encodeURIComponent(new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== '')).toString());

export function useBulkSelection(filterKey: unknown, total: number | undefined): BulkSelection {
  const key = JSON.stringify(filterKey);
  const [state, setState] = useState<{ key: string; ids: number[]; all: boolean }>({ key, ids: [], all: false });
  // A new filter starts a new choice (set during render: no stale frame with the old choice shown).
  const current = state.key === key ? state : { key, ids: [], all: false };
  if (current !== state) setState(current);
  const set = (ids: number[], all = false) => setState({ key, ids, all });
  return {
    ids: current.ids,
    all: current.all,
    count: current.all ? (total ?? 0) : current.ids.length,
    has: (id) => current.all || current.ids.includes(id),
    toggle: (id) => (current.all ? set([]) : set(current.ids.includes(id) ? current.ids.filter((x) => x !== id) : [...current.ids, id])),
    togglePage: (page) =>
      page.every((id) => current.all || current.ids.includes(id))
        ? set(current.all ? [] : current.ids.filter((x) => !page.includes(x)))
        : set([...new Set([...current.ids, ...page])]),
    selectAll: () => set([], true),
    clear: () => set([]),
    exportQuery: (query) => (current.all ? query : { ...query, ids: current.ids.join(',') }),
  };
}

/** The header cell of a selectable table: ticks the page. */
export function BulkPageToggle({ selection, pageIds, label }: { selection: BulkSelection; pageIds: number[]; label?: string }) {
  const { t } = useTranslation();
  const checked = pageIds.length > 0 && pageIds.every((id) => selection.has(id));
  return <input type="checkbox" aria-label={label ?? t('bulk.selectPage')} checked={checked} onChange={() => selection.togglePage(pageIds)} />;
}

/**
 * A row's tick box. Its accessible name is the fixed "Select row" and the row's own words (a donor's
 * name, a transaction id) are its description: a name holding them would be found by a form
 * field's label on the same page (a donor called "No Address" answered to "Address"). A screen
 * reader still says whose row it is ("Select row, checkbox, Anand Kumar"); tests reach the box
 * through its row (`getByRole('row', { name }).getByRole('checkbox')`).
 */
export function BulkRowToggle({ selection, id, label }: { selection: BulkSelection; id: number; label: string }) {
  const { t } = useTranslation();
  const described = useId();
  return (
    <>
      <input type="checkbox" aria-label={t('bulk.selectRow')} aria-describedby={described} checked={selection.has(id)} onChange={() => selection.toggle(id)} />
      <span id={described} hidden>
        {label}
      </span>
    </>
  );
}

/**
 * The bar over a selectable list: "N selected", the choice of every matching row, and the actions
 * (the children: only those the role may take). Shown while something is chosen.
 */
export function BulkBar({ selection, total, noun, children }: { selection: BulkSelection; total: number | undefined; noun: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (selection.count === 0) return null;
  const tooMany = !selection.all && selection.ids.length > SELECTION_IDS_MAX;
  return (
    <div className="bulk-bar" role="region" aria-label={t('bulk.region')}>
      <p className="bulk-bar-count" data-testid="bulk-count" aria-live="polite">
        {selection.all ? t('bulk.allSelected', { count: selection.count, noun }) : t('bulk.selected', { count: selection.count })}
      </p>
      {!selection.all && total !== undefined && total > selection.count && (
        <button type="button" className="btn-link" onClick={selection.selectAll}>
          {t('bulk.selectAll', { total })}
        </button>
      )}
      <button type="button" className="btn-link" onClick={selection.clear}>
        {t('bulk.clear')}
      </button>
      {tooMany && <p className="alert alert-error">{t('bulk.tooMany', { max: SELECTION_IDS_MAX })}</p>}
      <div className="bulk-bar-actions">{children}</div>
    </div>
  );
}

/**
 * A bulk action's live progress (it runs as a queued job): asked every second until it is done,
 * then the report of the rows it could not do, each with why.
 */
export function BulkRunReport({ runId, onDone, onClose }: { runId: number; onDone?: (run: BulkRun) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['admin', 'bulk-run', runId],
    queryFn: async () => (await adminCall(calls.adminBulkRun, { params: { id: String(runId) } })).data,
    refetchInterval: (q) => (q.state.data?.state === 'done' ? false : 1000),
  });
  const done = data?.state === 'done';
  useEffect(() => {
    if (data && done) onDone?.(data);
    // Once, when it finishes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  if (!data) return <p className="admin-loading">{t('adminList.loading')}</p>;
  return (
    <section className="bulk-report" aria-labelledby={`bulk-report-${runId}`} data-testid="bulk-report">
      <h2 id={`bulk-report-${runId}`}>
        {tx(BULK_ACTION_LABELS[data.action])}: {tx(BULK_STATE_LABELS[data.state])}
      </h2>
      <progress max={data.total} value={data.tried} aria-label={t('bulk.rowsTried')} />
      <p data-testid="bulk-progress" aria-live="polite">
        {t('bulk.progress', { tried: data.tried, total: data.total, succeeded: data.succeeded })}
        {data.failures.length > 0 && t('bulk.notDoneCount', { count: data.failures.length })}
      </p>
      {done && data.failures.length > 0 && (
        <table className="admin-table bulk-failures">
          <caption>{t('bulk.failures')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bulk.row')}</th>
              <th scope="col">{t('bulk.why')}</th>
            </tr>
          </thead>
          <tbody>
            {data.failures.map((f) => (
              <tr key={f.id} data-testid="bulk-failure">
                <td>{f.label}</td>
                <td>{tx(f.reason)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {done && (
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('bulk.close')}
        </button>
      )}
    </section>
  );
}
