import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES } from '@portal/contract/messages';
import { adminListQuery } from '@portal/contract/staff';
import { FieldNotes } from '../../components/form-field';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';

/**
 * The list of a back-office collection: search box, sortable headers, pages. Rows come from the
 * server page by page (`GET /api/admin/<collection>?q=&page=&per_page=&sort=`), so sorting and
 * paging are the server's (manual mode). On a phone each row becomes a card whose cells carry
 * their column's name (CSS in content.css).
 */
export interface ListState {
  q: string;
  page: number;
  per_page: number;
  sort: string;
}

export const firstPage = (sort: string, per_page = 20): ListState => ({ q: '', page: 1, per_page, sort });

export interface AdminColumn<Row> {
  /** The server's sort name, when the column sorts. */
  sort?: string;
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

/** The search box checks the words as the list's call does (its `q`), and sends nothing itself: the list reads them. */
const searchSchema = adminListQuery.pick({ q: true });

const toSorting = (sort: string): SortingState => (sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []);

export function AdminTable<Row extends { id: number }>({
  label,
  columns,
  rows,
  total,
  state,
  onChange,
  onOpen,
  loading,
}: {
  /** What the table lists (its caption, read by screen readers). */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  total: number;
  state: ListState;
  onChange: (next: ListState) => void;
  onOpen: (row: Row) => void;
  loading?: boolean;
}) {
  const search = useForm<z.input<typeof searchSchema>, unknown, z.output<typeof searchSchema>>({ resolver: zodResolver(searchSchema), defaultValues: { q: state.q } });
  const onSearch = search.handleSubmit(({ q }) => onChange({ ...state, q, page: 1 }));
  const searchError = search.formState.errors.q?.message;
  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.sort ?? c.id,
        header: c.header,
        enableSorting: !!c.sort,
        cell: ({ row }) => c.cell(row.original),
      })),
    [columns],
  );
  const pages = Math.max(1, Math.ceil(total / state.per_page));
  const table = useReactTable({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: pages,
    enableSortingRemoval: false,
    state: { sorting: toSorting(state.sort), pagination: { pageIndex: state.page - 1, pageSize: state.per_page } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(toSorting(state.sort)) : updater;
      const first = next[0];
      onChange({ ...state, page: 1, sort: first ? `${first.desc ? '-' : ''}${first.id}` : state.sort });
    },
    getRowId: (row) => String(row.id),
  });

  return (
    <div className="admin-list">
      <form className="admin-search" role="search" onSubmit={(ev) => void onSearch(ev)} noValidate>
        <label htmlFor="admin-search-q">Search</label>
        <input id="admin-search-q" type="search" aria-invalid={!!searchError} aria-describedby={searchError ? 'admin-search-q-error' : undefined} {...search.register('q')} />
        <button className="btn" type="submit">
          Search
        </button>
        <FieldNotes id="admin-search-q" error={searchError} />
      </form>
      <table className="admin-table" aria-busy={loading || undefined}>
        <caption>
          {label}: {total} {total === 1 ? 'row' : 'rows'}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                return (
                  <th key={h.id} scope="col" aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                    {h.column.getCanSort() ? (
                      <button type="button" className="admin-sort" onClick={h.column.getToggleSortingHandler()}>
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </th>
                );
              })}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
              <td className="admin-row-actions">
                <button type="button" className="btn btn-outline" onClick={() => onOpen(row.original)}>
                  Edit<span className="visually-hidden"> row {row.id}</span>
                </button>
              </td>
            </tr>
          ))}
          {rows.length === 0 && !loading && (
            <tr>
              <td colSpan={columns.length + 1}>{MESSAGES.noRecords}</td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="admin-pages" aria-label={`${label} pages`}>
        <button type="button" className="btn btn-outline" disabled={state.page <= 1} onClick={() => onChange({ ...state, page: state.page - 1 })}>
          Previous
        </button>
        <span>
          Page {state.page} of {pages}
        </span>
        <button type="button" className="btn btn-outline" disabled={state.page >= pages} onClick={() => onChange({ ...state, page: state.page + 1 })}>
          Next
        </button>
      </nav>
    </div>
  );
}
