import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useConfirm } from '../../components/confirm-dialog';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { FormAlerts } from '../../components/form-alerts';
import { useFormSubmit } from '../../lib/use-form-submit';
import { AdminTable, firstPage, type AdminColumn, type ListState } from './admin-table';
import './content.css';

/**
 * One back-office collection on one screen: its list (search, sort, pages) and, when a row is
 * opened or "Add" pressed, its form in place of the list (a phone has no room for both). The
 * form checks with the contract's schema; the server's field messages land under their fields.
 */
export interface CollectionApi<Row, Values> {
  list(state: ListState): Promise<{ data: Row[]; total: number }>;
  create?(values: Values): Promise<Row>;
  update(id: number, values: Values): Promise<Row>;
  /** Delete, or hide when referred to; the answer's message says which. */
  remove?(id: number): Promise<{ message: string }>;
}

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface CollectionPageProps<Row extends { id: number }, S extends FormSchema, C extends FormSchema = S> {
  title: string;
  /** The react-query key of the list (the collection's name). */
  entity: string;
  api: CollectionApi<Row, z.output<S>>;
  columns: AdminColumn<Row>[];
  defaultSort: string;
  /** The edit form's schema (any part may change). */
  schema: S;
  /** The add form's schema (required fields), when it differs: its own type, the edit form's fields required. */
  createSchema?: C;
  /** A new row's starting values (no "Add" button without `api.create`). */
  empty?: DefaultValues<z.input<S>>;
  /** A row's values in the form. */
  toValues: (row: Row) => DefaultValues<z.input<S>>;
  /** The form's fields (inside a FormProvider). */
  fields: (row: Row | undefined) => ReactNode;
  /** Buttons beside Save for an open row (close registrations, ...); they get a way to show the result. */
  actions?: (row: Row, done: (row: Row, message: string) => void) => ReactNode;
  deleteLabel?: string;
  /** The remove button only hides (undone by unticking Hidden): it does not ask first. */
  removeReversible?: boolean;
}

type Editing<Row> = { row?: Row } | undefined;

export function CollectionPage<Row extends { id: number }, S extends FormSchema, C extends FormSchema = S>(props: CollectionPageProps<Row, S, C>) {
  const { title, entity, api, columns, defaultSort } = props;
  const [state, setState] = useState<ListState>(() => firstPage(defaultSort));
  const [editing, setEditing] = useState<Editing<Row>>();
  const [notice, setNotice] = useState<string>();
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['admin', entity, state], queryFn: () => api.list(state), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', entity] });

  const close = (message?: string) => {
    setEditing(undefined);
    setNotice(message);
    void refresh();
  };

  return (
    <section className="admin-collection" aria-labelledby={`${entity}-title`}>
      <div className="admin-collection-head">
        <h1 id={`${entity}-title`}>{editing ? (editing.row ? `Edit: ${title}` : `Add: ${title}`) : title}</h1>
        {!editing && api.create && props.empty && (
          <button type="button" className="btn" onClick={() => (setNotice(undefined), setEditing({}))}>
            Add
          </button>
        )}
      </div>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      {list.error && (
        <p className="alert alert-error" role="alert">
          {errorMessage(list.error)}
        </p>
      )}
      {editing ? (
        <CollectionForm key={editing.row?.id ?? 'new'} {...props} row={editing.row} onClose={close} />
      ) : (
        <AdminTable
          label={title}
          columns={columns}
          rows={list.data?.data ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onChange={setState}
          loading={list.isFetching}
          onOpen={(row) => (setNotice(undefined), setEditing({ row }))}
        />
      )}
    </section>
  );
}

function CollectionForm<Row extends { id: number }, S extends FormSchema, C extends FormSchema = S>({
  api,
  schema,
  createSchema,
  empty,
  toValues,
  fields,
  actions,
  row,
  onClose,
  deleteLabel = 'Delete',
  removeReversible = false,
}: CollectionPageProps<Row, S, C> & { row?: Row; onClose: (message?: string) => void }) {
  const [current, setCurrent] = useState(row);
  const [saved, setSaved] = useState<string>();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver((row ? schema : (createSchema ?? schema)) as never) as never,
    defaultValues: current ? toValues(current) : empty,
  });
  // The server's answer: messages under their fields, anything else above the buttons.
  const { onSubmit, busy, error, setError } = useFormSubmit(form, async (values) => (current ? api.update(current.id, values) : (await api.create!(values), undefined)), {
    onStart: () => setSaved(undefined),
    onSuccess: (next) => {
      if (!next) return onClose('Saved');
      setCurrent(next);
      form.reset(toValues(next));
      setSaved('Saved');
    },
  });

  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    if (!current || !api.remove) return;
    // A delete cannot be taken back (the server hides a row other records refer to); a hide can.
    const asked = { title: `${deleteLabel}?`, body: <p>It is deleted for good; if other records refer to it, it is hidden from the public site instead.</p>, confirmLabel: deleteLabel };
    if (!removeReversible && !(await confirm(asked))) return;
    setError(undefined);
    try {
      onClose((await api.remove(current.id)).message);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <FormProvider {...form}>
      {dialog}
      <form className="admin-form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
        {fields(current)}
        <FormAlerts error={error} success={saved} />
        <div className="admin-form-actions">
          <button type="submit" className="btn" disabled={busy}>
            Save
          </button>
          {current && actions?.(current, (next, message) => (setCurrent(next), form.reset(toValues(next)), setSaved(message)))}
          {current && api.remove && (
            <button type="button" className="btn btn-outline" onClick={() => void onDelete()}>
              {deleteLabel}
            </button>
          )}
          <button type="button" className="btn-link" onClick={() => onClose()}>
            Back to the list
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
