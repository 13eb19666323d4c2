import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDef } from '@portal/contract/call';
import { exportFileName, EXPORT_FORMATS, type ExportFormat, type ExportName } from '@portal/contract/admin-exports';
import { todayIso } from '@portal/contract/fields';
import { errorMessage } from '../lib/api';
import { adminDownloadWire, roleAllowed, useStaff } from '../lib/admin-client';
import './admin-export.css';
import './admin-strings';

/**
 * "Export CSV" / "Export XLSX" beside a back-office list: the whole list with the page's current
 * filters (not only the page shown), downloaded with the staff session. Shown only to the roles
 * the export call lets through (its roles in the call table; the owner always).
 */
export function AdminExport<C extends CallDef>({ call, query, what, hint }: {
  call: C;
  query: Record<string, unknown>;
  /** The buttons' first word ("Export selection" in a bulk bar); the default is "Export". */
  what?: string;
  /** The words beside the buttons ('' for none); the default says the whole filtered list. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState('');
  if (!staff || !roleAllowed(staff.role, call.roles ?? [])) return null;
  const name = call.path.split('/').pop() as ExportName;
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
  async function download(format: ExportFormat) {
    setBusy(format);
    setError('');
    try {
      await adminDownloadWire(call, { query: { ...filters, format } }, exportFileName(name, format, todayIso()));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="admin-export" role="group" aria-label={what ?? t('adminExport.label')}>
      {EXPORT_FORMATS.map((format) => (
        <button key={format} type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void download(format)}>
          {busy === format
            ? t('adminExport.preparing', { format: format.toUpperCase() })
            : t('adminExport.button', { what: what ?? t('adminExport.export'), format: format.toUpperCase() })}
        </button>
      ))}
      {(hint ?? t('adminExport.hint')) && <span className="admin-export-hint">{hint ?? t('adminExport.hint')}</span>}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
