import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { todayIso } from '@portal/contract/fields';
import { NO_80G_REASON_TEXT, type No80gReason } from '@portal/contract/admin-donations';
import { urnDateSchema } from '@portal/contract/settings';
import { DONATION_TYPE_10BD_LABELS, RECEIPT_MODE_10BD_LABELS, TAX_MESSAGES, form10bdDonorOfRecordSchema, form10beMatchSchema, type Form10bdCheck, type Form10bdConflict, type Form10beCertificate } from '@portal/contract/admin-tax';
import { AdminListStatus, AdminTableFrame } from '../../components/admin-list';
import { adminCall, adminDownload } from '../../lib/admin-client';
import { errorMessage } from '../../lib/api';
import { rupees } from '../../lib/rupees';
import { indiaDateTime } from '../../lib/dates';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormAlerts } from '../../components/form-alerts';
import { FieldNotes } from '../../components/form-field';
import './tax.css';

/** The financial year (April–March) of an ISO date: '2026-11-27' → '2026-27'. */
export function financialYearOf(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const start = Number(iso.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const yearsToOffer = () => {
  const current = Number(financialYearOf(todayIso()).slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => `${current - i}-${String((current - i + 1) % 100).padStart(2, '0')}`);
};

const MISSING_TEXT = { id: TAX_MESSAGES.missingId, address: TAX_MESSAGES.missingAddress } as const;
const LEFT_OUT_TEXT: Record<string, string> = { ...NO_80G_REASON_TEXT, fcra: 'FCRA (foreign) contributions are reported apart, never in Form 10BD.' };

/** /admin/form-10bd (finance, owner): Form 10BD of a year (check list, export) and the Form 10BE certificates. */
export default function Form10bdPage() {
  const [fy, setFy] = useState(() => financialYearOf(todayIso()));
  return (
    <section className="tax-page">
      <h1>Form 10BD and 10BE</h1>
      <label className="tax-year">
        Financial year
        <select value={fy} onChange={(ev) => setFy(ev.target.value)}>
          {yearsToOffer().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <Form10bd fy={fy} />
      <Form10be fy={fy} />
    </section>
  );
}

function Form10bd({ fy }: { fy: string }) {
  const client = useQueryClient();
  const check = useQuery({ queryKey: ['admin', 'form-10bd', fy], queryFn: async () => (await adminCall(calls.adminForm10bdCheck, { query: { fy } })).data });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const exportCsv = async () => {
    setNotice(null);
    try {
      await adminDownload(calls.adminForm10bdExport, { query: { fy } }, `form-10bd-${fy}.csv`);
      setNotice({ ok: true, text: `${TAX_MESSAGES.exported}: form-10bd-${fy}.csv` });
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  const c = check.data;
  return (
    <section aria-labelledby="form-10bd-title" className="tax-section">
      <h2 id="form-10bd-title">Form 10BD: statement of donations</h2>
      <p className="tax-note">
        One row per donor, donation type and mode of receipt, the year’s amounts summed; donors are known by the PAN (or Aadhaar) on their receipts. Only donations whose receipt carries the 80G
        statement are reported. File it on the income-tax portal by 31 May after the year.
      </p>
      <AdminListStatus error={check.error} isLoading={check.isLoading} />
      {c && (
        <>
          <dl className="admin-summary" aria-label="Form 10BD totals">
            <div>
              <dt>Rows</dt>
              <dd data-testid="form-10bd-rows">{c.rows}</dd>
            </div>
            <div>
              <dt>Donors</dt>
              <dd>{c.donors}</dd>
            </div>
            <div>
              <dt>Total (₹)</dt>
              <dd data-testid="form-10bd-total">{rupees(c.total)}</dd>
            </div>
            <div>
              <dt>Last export</dt>
              <dd data-testid="form-10bd-last-export">{c.latest_export ? `${indiaDateTime(c.latest_export.created_at)} (${c.latest_export.rows} row${c.latest_export.rows === 1 ? '' : 's'})` : 'None yet'}</dd>
            </div>
          </dl>
          <p className="tax-note">
            URN {c.urn || '—'}, issued {c.urn_date || '—'}; section code {c.section_code}.
          </p>
          {!c.urn_date && <p className="alert alert-error">{TAX_MESSAGES.noUrnDate}</p>}
          <UrnDateForm current={c.urn_date} />
          <Conflicts check={c} />
          <Incomplete check={c} />
          {c.not_eligible.count > 0 && (
            <div className="tax-left-out" data-testid="form-10bd-left-out">
              <p>
                {c.not_eligible.count} donation{c.not_eligible.count === 1 ? '' : 's'} ({rupees(c.not_eligible.amount)}) received this year {c.not_eligible.count === 1 ? 'is' : 'are'} not in Form 10BD:
              </p>
              <ul>
                {Object.entries(c.not_eligible.by_reason).map(([reason, n]) => (
                  <li key={reason}>
                    {n} × {LEFT_OUT_TEXT[reason as No80gReason] ?? reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <button type="button" className="btn" onClick={() => void exportCsv()} disabled={c.rows === 0}>
            Export Form 10BD (CSV)
          </button>
          {c.incomplete.length > 0 && <p className="tax-note">Incomplete donors are left out of the CSV until their receipts are corrected.</p>}
          {notice && (
            <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
              {notice.text}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * PANs (or Aadhaar numbers) that more than one account gave with: anyone can type anyone's PAN,
 * so finance names whose it is before export; the row then carries that donor's name and address.
 */
function Conflicts({ check }: { check: Form10bdCheck }) {
  if (check.conflicts.length === 0) return null;
  const open = check.conflicts.filter((c) => c.donor_of_record === null).length;
  return (
    <div data-testid="form-10bd-conflicts" className="tax-conflicts">
      <h3>
        {check.conflicts.length === 1 ? 'A PAN or Aadhaar' : `${check.conflicts.length} PANs or Aadhaar numbers`} given by more than one account
      </h3>
      <p className="tax-note">
        Anyone can type another person’s PAN. Choose the donor of record of each: the Form 10BD row carries their name and address. A certificate is offered on a Donation List only when all
        the row’s gifts are that account’s; otherwise send it to the donor yourself.
      </p>
      {open > 0 && (
        <p className="alert alert-error">
          {open} to choose: the export is refused until each has a donor of record.
        </p>
      )}
      {check.conflicts.map((c) => (
        <ConflictForm key={c.donor_key} conflict={c} fy={check.fy} />
      ))}
    </div>
  );
}

/** The account chosen; the year and the ID are the conflict's. */
const donorOfRecordSchema = form10bdDonorOfRecordSchema.pick({ user_id: true });

function ConflictForm({ conflict, fy }: { conflict: Form10bdConflict; fy: string }) {
  const form = useForm<z.input<typeof donorOfRecordSchema>, unknown, z.output<typeof donorOfRecordSchema>>({
    resolver: zodResolver(donorOfRecordSchema),
    defaultValues: { user_id: conflict.donor_of_record ?? undefined },
  });
  const [saved, setSaved] = useState<string>();
  const { onSubmit, error } = useFormSubmit(form, ({ user_id }) => adminCall(calls.adminForm10bdDonorOfRecord, { body: { fy, donor_key: conflict.donor_key, user_id } }), {
    onStart: () => setSaved(undefined),
    onSuccess: (res) => setSaved(res.message),
    refresh: ['admin'],
    alsoGeneral: true,
  });
  const chosen = conflict.accounts.find((a) => a.user_id === conflict.donor_of_record);
  return (
    <form className="tax-conflict" onSubmit={(ev) => void onSubmit(ev)} aria-label={`Donor of record of ${conflict.id}`}>
      <fieldset>
        <legend>
          {conflict.id}: {chosen ? `donor of record ${chosen.donor_name || chosen.account_name}` : 'no donor of record yet'}
        </legend>
        <Controller
          control={form.control}
          name="user_id"
          render={({ field }) => (
            <>
              {conflict.accounts.map((a) => (
                <label key={a.user_id} className="tax-conflict-account">
                  <input type="radio" name={`record-${conflict.donor_key}`} value={a.user_id} checked={field.value === a.user_id} onChange={() => field.onChange(a.user_id)} onBlur={field.onBlur} required />
            <span>
              <strong>{a.donor_name || a.account_name}</strong>
              <small>
                Account: {a.account_name || '—'}, {a.account_email || '—'} · {a.gifts} gift{a.gifts === 1 ? '' : 's'}, {rupees(a.amount)}
              </small>
            </span>
                </label>
              ))}
            </>
          )}
        />
      </fieldset>
      <button type="submit" className="btn btn-small">
        Save donor of record
      </button>
      <FormAlerts error={error ?? form.formState.errors.user_id?.message} success={saved} />
    </form>
  );
}

function Incomplete({ check }: { check: Form10bdCheck }) {
  if (check.incomplete.length === 0) return <p className="alert alert-success">Every donor’s row is complete.</p>;
  return (
    <div data-testid="form-10bd-incomplete">
      <h3>Check before export: {check.incomplete.length} donor{check.incomplete.length === 1 ? '' : 's'} with incomplete rows</h3>
      <AdminTableFrame caption="Donors whose rows are incomplete" columns={['Donor', 'ID', 'Missing', 'Amount', 'Receipts to fix']} className="admin-cards">
        {check.incomplete.map((i) => (
          <tr key={i.donor_key}>
            <td data-label="Donor">{i.donor_name || '—'}</td>
            <td data-label="ID">{i.id || '—'}</td>
            <td data-label="Missing">
              {i.missing.map((m) => (
                <span key={m} className="tax-missing">
                  {MISSING_TEXT[m]}
                </span>
              ))}
            </td>
            <td data-label="Amount">{rupees(i.amount)}</td>
            <td data-label="Receipts to fix">
              {i.receipts.map((r) => (
                <Link key={r.donation_id} to={`../donations?q=${encodeURIComponent(r.receipt_number)}`} relative="path" className="tax-fix">
                  Fix {r.receipt_number}
                </Link>
              ))}
            </td>
          </tr>
        ))}
      </AdminTableFrame>
    </div>
  );
}

function Form10be({ fy }: { fy: string }) {
  const list = useQuery({ queryKey: ['admin', 'form-10be'], queryFn: async () => (await adminCall(calls.adminForm10beList)).data });
  const [result, setResult] = useState<{ ok: boolean; text: string; skipped?: Array<{ file_name: string; reason: string }> } | null>(null);
  const form = useForm<{ file: FileList }>();
  const { onSubmit: upload, busy } = useFormSubmit(
    form,
    ({ file }) => {
      // The ZIP travels as multipart, as the call says.
      const body = new FormData();
      if (file[0]) body.append('file', file[0]);
      return adminCall(calls.adminForm10beUpload, { body });
    },
    {
      onStart: () => setResult(null),
      onSuccess: (res) => {
        setResult({ ok: true, text: `${res.message}: ${res.data.matched} matched, ${res.data.unmatched} to match by hand, ${res.data.skipped.length} left out.`, skipped: res.data.skipped });
        form.reset();
      },
      onFailure: (text) => setResult({ ok: false, text }),
      refresh: ['admin'],
    },
  );
  const certs = list.data ?? [];
  const unmatched = certs.filter((c) => !c.row);
  return (
    <section aria-labelledby="form-10be-title" className="tax-section">
      <h2 id="form-10be-title">Form 10BE: donors’ certificates</h2>
      <p className="tax-note">
        After Form 10BD is filed, the income-tax portal issues a certificate for each row. Upload its ZIP here: each certificate is matched to its row by the donor’s ID and the row’s total, then
        shown on the donor’s Donation List and sent to them by email.
      </p>
      <form className="tax-upload" onSubmit={(ev) => void upload(ev)}>
        <label>
          ZIP of Form 10BE certificates
          <input type="file" {...form.register('file')} accept=".zip,application/zip" required />
        </label>
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {busy ? 'Reading…' : 'Upload'}
        </button>
      </form>
      {result && (
        <div className={`alert ${result.ok ? 'alert-success' : 'alert-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
          {result.skipped && result.skipped.length > 0 && (
            <ul>
              {result.skipped.map((s) => (
                <li key={s.file_name}>
                  {s.file_name}: {s.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <AdminListStatus error={list.error} isLoading={list.isLoading} rows={certs.length} empty="No certificate uploaded yet." />
      {unmatched.length > 0 && <h3>To match by hand: {unmatched.length}</h3>}
      {certs.length > 0 && (
        <AdminTableFrame caption="Form 10BE certificates, unmatched first" columns={['Certificate', 'As read', 'Amount', 'Row', 'PDF']} className="admin-cards">
          {certs.map((c) => (
            <tr key={c.id} data-testid="form-10be-row">
              <td data-label="Certificate">
                {c.file_name}
                <br />
                <small>{c.fy || '—'}</small>
              </td>
              <td data-label="As read">
                {c.donor_name || '—'}
                <br />
                <small>{[c.id_text, c.donation_type, c.mode].filter(Boolean).join(' · ')}</small>
              </td>
              <td data-label="Amount">{rupees(c.amount)}</td>
              <td data-label="Row">
                {c.row ? (
                  <>
                    {`Row ${c.row.row_no} (${c.row.fy}): ${c.row.donor_name}`}
                    {!c.row.offered && <small className="tax-send">Not on any Donation List (gifts of more than one account, or at the counter): send it to the donor.</small>}
                  </>
                ) : (
                  <MatchForm certificate={c} fy={c.fy || fy} />
                )}
              </td>
              <td data-label="PDF">
                <button type="button" className="btn btn-outline btn-small" onClick={() => void adminDownload(calls.adminForm10beFile, { params: { id: String(c.id) } }, c.file_name)}>
                  PDF
                </button>
              </td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
    </section>
  );
}

/** A certificate's row, as the match call takes it. */
const matchSchema = form10beMatchSchema;

function MatchForm({ certificate, fy }: { certificate: Form10beCertificate; fy: string }) {
  const rows = useQuery({ queryKey: ['admin', 'form-10bd-rows', fy], queryFn: async () => (await adminCall(calls.adminForm10bdRows, { query: { fy } })).data });
  const form = useForm<z.input<typeof matchSchema>, unknown, z.output<typeof matchSchema>>({ resolver: zodResolver(matchSchema) });
  const [saved, setSaved] = useState<string>();
  const { onSubmit, error } = useFormSubmit(form, (body) => adminCall(calls.adminForm10beMatch, { params: { id: String(certificate.id) }, body }), {
    onStart: () => setSaved(undefined),
    onSuccess: (res) => setSaved(res.message),
    refresh: ['admin'],
    alsoGeneral: true,
  });
  const rowError = form.formState.errors.row_id?.message;
  const selectId = `match-${certificate.id}`;
  return (
    <form className="tax-match" onSubmit={(ev) => void onSubmit(ev)}>
      <small>{certificate.unmatched_reason}</small>
      <label>
        Row of the {fy} export
        <select {...form.register('row_id', { valueAsNumber: true })} aria-invalid={!!rowError} aria-describedby={rowError ? `${selectId}-error` : undefined} required>
          <option value="">Choose a row</option>
          {(rows.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.row_no}. {r.donor_name} · {r.id_text} · {DONATION_TYPE_10BD_LABELS[r.donation_type]} · {RECEIPT_MODE_10BD_LABELS[r.mode]} · {rupees(r.total)}
              {r.certificates ? ' (has a certificate)' : ''}
            </option>
          ))}
        </select>
      </label>
      <FieldNotes id={selectId} error={rowError} />
      <button type="submit" className="btn btn-small">
        Match
      </button>
      <FormAlerts error={error} success={saved} />
    </form>
  );
}

/** Finance (and the owner) set the date the 80G URN was issued, which Form 10BD needs; audited as a settings change. */
function UrnDateForm({ current }: { current: string }) {
  const form = useForm<z.input<typeof urnDateSchema>, unknown, z.output<typeof urnDateSchema>>({ resolver: zodResolver(urnDateSchema), defaultValues: { foundation_80g_urn_date: current } });
  const [saved, setSaved] = useState<string>();
  const { onSubmit, error } = useFormSubmit(form, (body) => adminCall(calls.adminSettingsUrnDate, { body }), {
    onStart: () => setSaved(undefined),
    onSuccess: (res) => setSaved(res.message),
    refresh: ['admin'],
    alsoGeneral: true,
  });
  // One line under the field: the date's own message, the refusal, or the success.
  const failed = form.formState.errors.foundation_80g_urn_date?.message ?? error;
  const notice = failed ? { ok: false, text: failed } : saved ? { ok: true, text: saved } : null;
  return (
    <form className="tax-urn-date admin-form-actions" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <label>
        80G URN issue date (DD/MM/YYYY){' '}
        <input {...form.register('foundation_80g_urn_date')} inputMode="numeric" maxLength={10} placeholder="DD/MM/YYYY" />
      </label>
      <button type="submit" className="btn btn-small">
        Save date
      </button>
      {notice && (
        <span className={notice.ok ? 'alert-success' : 'field-error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </span>
      )}
    </form>
  );
}
