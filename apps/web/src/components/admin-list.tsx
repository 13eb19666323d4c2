import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';
import './admin-strings';

/** The back office's list filter bar: a search form that never submits (each field filters as it changes). */
export function AdminFilters({ children }: { children: ReactNode }) {
  return (
    <form className="admin-filters" onSubmit={(ev) => ev.preventDefault()} role="search">
      {children}
    </form>
  );
}

/** A filter bar's search field: `onChange` gets the text as it is typed. */
export function AdminSearch({ value, onChange, placeholder }: { value: string; onChange: (value: string) => void; placeholder: string }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('adminList.search')}
      <input type="search" value={value} onChange={(ev) => onChange(ev.target.value)} placeholder={placeholder} />
    </label>
  );
}

/** One figure of a list's summary (`<dl>`): its name and its value (`testId` marks the value for the tests). */
export function AdminFigure({ term, testId, children }: { term: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A table cell's second, smaller line (under its main value). */
export function AdminCellNote({ children }: { children: ReactNode }) {
  return (
    <>
      <br />
      <small>{children}</small>
    </>
  );
}

/** The error, loading and (when `empty` is given) no-match states shared by the back-office lists. */
export function AdminListStatus({ error, isLoading, rows, empty }: { error: unknown; isLoading?: boolean; rows?: number; empty?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {!!error && (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && <p className="admin-loading">{t('adminList.loading')}</p>}
      {empty && rows === 0 && <p className="admin-empty">{empty}</p>}
    </>
  );
}

/** Previous / next for an admin list page of `perPage` rows out of `total` (one page while the total is unknown). */
export function AdminPager({ page, total, perPage, onPage }: { page: number; total: number | undefined; perPage: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="admin-pager" aria-label={t('adminList.pages')}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminList.previous')}
      </button>
      <span>{t('adminList.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('adminList.next')}
      </button>
    </nav>
  );
}

/**
 * The frame of a back-office table: scrolls sideways on a phone, a caption for screen readers,
 * one header per column (a `false` entry leaves its column out); the rows are the children.
 */
export function AdminTableFrame({ caption, columns, className, testId, lead, children }: {
  caption?: string;
  columns: (string | false)[];
  className?: string;
  /** The table's data-testid. */
  testId?: string;
  /** A first header cell before the columns (a selectable list's "select this page" box). */
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : 'admin-table'} data-testid={testId}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <AdminTableHead columns={columns.filter((c) => c !== false)} lead={lead} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A list table's column headings (the cells of each row carry the same names as data-label for phones). */
export function AdminTableHead({ columns, lead }: { columns: readonly string[]; lead?: ReactNode }) {
  return (
    <thead>
      <tr>
        {lead !== undefined && (
          <th scope="col" className="bulk-select">
            {lead}
          </th>
        )}
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A filter bar's date range: two date fields (YYYY-MM-DD, empty for no bound). */
export function AdminDateRange({ label, from, to, onChange }: { label: string; from: string; to: string; onChange: (key: 'from' | 'to', value: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {label}
        <input type="date" value={from} onChange={(ev) => onChange('from', ev.target.value)} />
      </label>
      <label>
        {t('adminList.to')}
        <input type="date" value={to} onChange={(ev) => onChange('to', ev.target.value)} />
      </label>
    </>
  );
}

/** A filter that picks one of `options` (value and label), or All (''). */
export function AdminSelectFilter({ label, value, onChange, options }: {
  label: string;
  value: string;
  onChange: (ev: ChangeEvent<HTMLSelectElement>) => void;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select value={value} onChange={onChange}>
        <option value="">{t('adminList.all')}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
