import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceStrict } from 'date-fns';
import { calls } from '@portal/contract/calls';
import type { Backup } from '@portal/contract/admin-backups';
import { AdminListStatus, AdminTableFrame } from '../../components/admin-list';
import { adminCall, adminDownload } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { indiaDateTime } from '../../lib/dates';

/** 1.2 MB, 340 kB: a size a person reads at a glance. */
export function readableBytes(bytes: number) {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const state = (b: Backup) => (b.ok === null ? 'Being taken' : b.ok ? 'Done' : 'Failed');
const who = (b: Backup) => (b.started_by === 'staff' ? `asked by ${b.staff_name}` : 'on schedule');

/**
 * /admin/backups (owner): the backups the running server takes (daily, and "Back up now"), with
 * their size and age, each downloadable. Restoring is a command (docs/operations.md): it replaces
 * the whole site, so it is not a button.
 */
export default function BackupsPage() {
  const client = useQueryClient();
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'backups'], queryFn: () => adminCall(calls.adminBackups) });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const takeNow = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const res = await adminCall(calls.adminBackupCreate);
      setNotice({ ok: !!res.data.ok, text: res.message });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['admin', 'backups'] });
    }
  };
  const download = async (b: Backup) => {
    setNotice(null);
    try {
      await adminDownload(calls.adminBackupDownload, { params: { id: String(b.id) } }, b.file_name);
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  const backups = data?.data.backups ?? [];
  const settings = data?.data.settings;
  return (
    <section>
      <h1>Backups</h1>
      {settings && (
        <p className="admin-hint" data-testid="backup-schedule">
          {settings.every_hours > 0 ? `A backup is taken every ${settings.every_hours === 24 ? 'day' : `${settings.every_hours} hours`}` : 'No backups are scheduled: take them here'}
          {`, while the site runs, into ${settings.store === 'local' ? `the data folder (${settings.folder})` : 'the storage bucket'}; each is kept ${settings.keep_days} days (the newest good one always). `}
          To put one back, stop the site and run <code>npm run restore -- FOLDER</code> (docs/operations.md). Times are India time.
        </p>
      )}
      <p>
        <button type="button" className="btn" disabled={busy} onClick={() => void takeNow()}>
          {busy ? 'Taking the backup…' : 'Back up now'}
        </button>
      </p>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <AdminListStatus error={error} isLoading={isLoading} rows={backups.length} empty="No backup has been taken yet." />
      {backups.length > 0 && (
        <AdminTableFrame caption="Backups, newest first" className="admin-cards" columns={['Taken', 'State', 'Size', 'Age', 'Download']} testId="backups-table">
          {backups.map((b) => (
            <tr key={b.id} data-testid="backup-row">
              <td data-label="Taken">
                {indiaDateTime(b.started_at)} <span className="muted">({who(b)})</span>
              </td>
              <td data-label="State">
                {state(b)}
                {b.error && <span className="field-error"> {b.error}</span>}
              </td>
              <td data-label="Size">
                {b.ok ? readableBytes(b.database_bytes) : '—'}
                {b.files_bytes > 0 && <span className="muted"> + files {readableBytes(b.files_bytes)}</span>}
              </td>
              <td data-label="Age">{formatDistanceStrict(new Date(b.started_at), new Date(), { addSuffix: true })}</td>
              <td data-label="Download">
                {b.ok ? (
                  <button type="button" className="btn btn-small btn-outline" onClick={() => void download(b)} aria-label={`Download the backup of ${indiaDateTime(b.started_at)}`}>
                    Download
                  </button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
    </section>
  );
}
