import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { calls } from '@portal/contract/calls';
import { translationSaveSchema, type TranslationRow, type TranslationSave } from '@portal/contract/translations';
import { AdminFilters, AdminListStatus, AdminPager, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { FormField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { useConfirm } from '../../components/confirm-dialog';
import { useFormSubmit } from '../../lib/use-form-submit';
import { adminCall } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
// The Tamil column needs the Tamil font, which the (English) back office does not load otherwise.
import '@fontsource/noto-sans-tamil/tamil-400.css';
import './translations.css';

const PER_PAGE = 50;
const SHOW_OPTIONS = [
  ['drafts', 'Drafts only'],
  ['corrected', 'Corrected by the office'],
] as const;

/**
 * /admin/translations-review (editor, owner): every interface and message string with its Tamil,
 * marked Draft until reviewed. An editor corrects a Tamil text here and marks it reviewed; the
 * site shows it within a minute, without a rebuild (the build's text stays the default, and
 * "Restore the default" brings it back). The translator's file (`npm run i18n:export/import`)
 * still carries large batches.
 */
export default function TranslationsReviewPage() {
  const [filter, setFilter] = useState({ q: '', show: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TranslationRow | null>(null);
  const show: 'all' | 'drafts' | 'corrected' = filter.show === 'drafts' || filter.show === 'corrected' ? filter.show : 'all';
  const query = { q: filter.q, show, page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'translation-rows', query],
    queryFn: () => adminCall(calls.adminTranslationRows, { query }),
  });
  const set = (key: keyof typeof filter) => (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilter((f) => ({ ...f, [key]: ev.target.value }));
    setPage(1);
  };
  return (
    <section>
      <h1>Translations</h1>
      <div className="translation-howto">
        <p>
          Correct a Tamil text with Edit: it shows on the site within a minute. A text marked Draft was written with the code and is not yet reviewed
          by a person; saving marks it Reviewed unless you untick it. Large batches still go through the translator&apos;s file (
          <code>npm run i18n:export</code>, edit, <code>npm run i18n:import</code>).
        </p>
      </div>
      <AdminFilters>
        <label>
          Search
          <input type="search" value={filter.q} onChange={set('q')} placeholder="Key, English or Tamil" />
        </label>
        <AdminSelectFilter label="Show" value={filter.show} onChange={set('show')} options={SHOW_OPTIONS} />
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No strings match." />
      {data && data.data.length > 0 && (
        <AdminTableFrame caption={`Strings (${data.total} match)`} columns={['Key', 'English', 'Tamil', 'Status', 'Actions']}>
          {data.data.map((row) => (
            <tr key={row.key}>
              <td className="translation-key" data-label="Key">
                {row.key}
              </td>
              <td data-label="English">{row.en}</td>
              <td lang="ta" className="translation-ta" data-label="Tamil">
                {row.ta}
              </td>
              <td data-label="Status">
                <span className={`translation-badge ${row.reviewed ? 'is-reviewed' : 'is-draft'}`}>{row.reviewed ? 'Reviewed' : 'Draft'}</span>
                {row.overridden && <span className="translation-badge is-corrected">Corrected</span>}
              </td>
              <td data-label="Actions">
                <button type="button" className="btn btn-outline" onClick={() => setEditing(row)} aria-label={`Edit the Tamil of ${row.key}`}>
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
      {editing && <EditTranslation row={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/** The dialog that corrects one Tamil text, or restores the build's (asked first: the office's text is lost). */
function EditTranslation({ row, onClose }: { row: TranslationRow; onClose: () => void }) {
  const client = useQueryClient();
  const { showError, showSuccess, clear } = useMessage();
  const { confirm, dialog } = useConfirm();
  const form = useForm<TranslationSave>({
    resolver: zodResolver(translationSaveSchema),
    defaultValues: { ta: row.ta, reviewed: true },
  });
  const { register, formState } = form;
  const done = async (message: string) => {
    showSuccess(message);
    onClose();
    await client.invalidateQueries({ queryKey: ['admin', 'translation-rows'] });
  };
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminTranslationSave, { params: { key: row.key }, body }), {
    onStart: clear,
    onSuccess: (resp) => done(resp.message),
    onFailure: showError,
  });
  const restore = async () => {
    const yes = await confirm({
      title: 'Restore the default Tamil?',
      body: (
        <p>
          The office&apos;s text is replaced by the build&apos;s: <span lang="ta">{row.default_ta}</span>
        </p>
      ),
      confirmLabel: 'Restore the default',
    });
    if (!yes) return;
    clear();
    try {
      await done((await adminCall(calls.adminTranslationRestore, { params: { key: row.key } })).message);
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  return (
    <>
      <Modal open onClose={onClose} title={`Tamil of ${row.key}`}>
        <form className="form" onSubmit={(ev) => void onSubmit(ev)} noValidate>
          <p>
            English: <strong>{row.en}</strong>
          </p>
          {row.overridden && (
            <p className="admin-hint">
              Default: <span lang="ta">{row.default_ta}</span>
            </p>
          )}
          <FormField label="Tamil" error={formState.errors.ta?.message} required>
            {(p) => <textarea {...p} {...register('ta')} lang="ta" rows={3} className="translation-ta" data-autofocus />}
          </FormField>
          <div className="field admin-check">
            <label>
              <input type="checkbox" {...register('reviewed')} /> Reviewed by a person
            </label>
          </div>
          <div className="admin-form-actions">
            <button type="submit" className="btn" disabled={busy}>
              Save
            </button>
            {row.overridden && (
              <button type="button" className="btn btn-outline" onClick={() => void restore()}>
                Restore the default
              </button>
            )}
          </div>
        </form>
      </Modal>
      {dialog}
    </>
  );
}
