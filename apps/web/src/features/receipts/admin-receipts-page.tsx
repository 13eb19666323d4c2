import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { RECEIPT_STATUSES, RECEIPT_STATUS_LABELS, receiptCancelSchema, type AdminReceipt, type ReceiptStatus } from '@portal/contract/admin-receipts';
import { DONATION_MODE_LABELS } from '@portal/contract/admin-donations';
import { errorMessage } from '../../lib/api';
import { AdminDateRange, AdminFilters, AdminListStatus, AdminPager, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { adminCall, adminDownload } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormAlerts } from '../../components/form-alerts';
import { FieldNotes } from '../../components/form-field';
import { rupees } from '../../lib/rupees';
import { useConfirm } from '../../components/confirm-dialog';
import { financialYearLabel, financialYearOf } from '@portal/contract/financial-year';
import './receipts.css';

/** The receipt register of a financial year (CSV): every number issued, cancelled ones included, with totals. */
function ReceiptRegister() {
  const current = financialYearOf(new Date());
  const start = Number(current.slice(0, 4));
  const years = [0, 1, 2, 3].map((n) => financialYearLabel(start - n));
  const [fy, setFy] = useState(current);
  const [error, setError] = useState('');
  const download = () => {
    setError('');
    adminDownload(calls.adminReceiptRegister, { query: { fy } }, `receipt-register-${fy}.csv`).catch((err) => setError(errorMessage(err)));
  };
  return (
    <div className="admin-form-actions receipt-register">
      <label>
        Register of the financial year{' '}
        <select value={fy} onChange={(e) => setFy(e.target.value)}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-outline" onClick={download}>
        Receipt register (CSV)
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

const PER_PAGE = 25;
const STATUS_OPTIONS = RECEIPT_STATUSES.map((s) => [s, RECEIPT_STATUS_LABELS[s]] as const);
const fileName = (n: string) => `${n.replaceAll('/', '-')}.pdf`;

/**
 * /admin/receipts (owner, finance): every donation receipt number issued, with search, status and
 * date filters; the same PDF again; cancel with a reason and, when asked, a corrected receipt
 * under a new number. An issued receipt is never edited.
 */
export default function AdminReceiptsPage() {
  const [filter, setFilter] = useState({ q: '', status: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = { ...filter, status: filter.status as ReceiptStatus | '', page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'receipts', query], queryFn: () => adminCall(calls.adminReceipts, { query }) });
  const setValue = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  return (
    <section>
      <h1>Receipts</h1>
      <p className="admin-hint">
        An issued receipt is locked. To correct one, cancel it with a reason: its number stays used and shows as cancelled, and the corrected receipt takes the next
        number of the same year.
      </p>
      <ReceiptRegister />
      <AdminFilters>
        <label>
          Search
          <input type="search" value={filter.q} onChange={(ev) => setValue('q', ev.target.value)} placeholder="Receipt number, donor name or PAN" />
        </label>
        <AdminSelectFilter label="Status" value={filter.status} onChange={(ev) => setValue('status', ev.target.value)} options={STATUS_OPTIONS} />
        <AdminDateRange label="Received from" from={filter.from} to={filter.to} onChange={setValue} />
      </AdminFilters>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No receipts match." />
      {data && data.data.length > 0 && <ReceiptTable rows={data.data} />}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function ReceiptTable({ rows }: { rows: AdminReceipt[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <AdminTableFrame caption="Receipts, newest gift first" columns={['Receipt', 'Donor', 'Amount', 'Status', 'Actions']} className="admin-cards">
      {rows.map((r) => (
        <Fragment key={r.receipt_number}>
          <tr data-testid="receipt-row">
            <td data-label="Receipt">
              <div className="receipt-cell">
              {r.receipt_number}
              <br />
              <small>{r.received_on}</small>
            </div>
            </td>
            <td data-label="Donor">
              <div className="receipt-cell">
              {r.donor_name}
              {r.pan && (
                <>
                  <br />
                  <small>PAN {r.pan}</small>
                </>
              )}
            </div>
            </td>
            <td data-label="Amount">
              <div className="receipt-cell">
              {rupees(r.amount)}
              <br />
              <small>
                {r.fund} · {DONATION_MODE_LABELS[r.mode]}
              </small>
            </div>
            </td>
            <td data-label="Status">
              <div className="receipt-cell">
              <span className={`receipt-status receipt-status-${r.status}`}>{RECEIPT_STATUS_LABELS[r.status]}</span>
              {r.status === 'cancelled' && (
                <>
                  <br />
                  <small>
                    {r.cancelled_on}: {r.cancel_reason}
                  </small>
                </>
              )}
              {r.replaced_by && (
                <>
                  <br />
                  <small>Replaced by {r.replaced_by}</small>
                </>
              )}
              {r.replaces && (
                <>
                  <br />
                  <small>Corrects {r.replaces}</small>
                </>
              )}
            </div>
            </td>
            <td data-label="Actions">
              <div className="receipt-cell">
              <span className="receipt-actions">
                <PdfButton row={r} />
                {r.current && r.status === 'issued' && (
                  <button type="button" className="btn btn-outline" aria-expanded={open === r.receipt_number} onClick={() => setOpen(open === r.receipt_number ? null : r.receipt_number)}>
                    Cancel…
                  </button>
                )}
              </span>
            </div>
            </td>
          </tr>
          {open === r.receipt_number && (
            <tr>
              <td colSpan={5}>
                <CancelForm row={r} />
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </AdminTableFrame>
  );
}

/** The same PDF again (a cancelled one watermarked), as it was issued. */
function PdfButton({ row }: { row: AdminReceipt }) {
  const [error, setError] = useState('');
  const download = () =>
    adminDownload(calls.adminReceiptReissue, { params: { id: String(row.id) }, body: { receipt_number: row.receipt_number } }, fileName(row.receipt_number)).catch((err) =>
      setError(errorMessage(err)),
    );
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => void download()} aria-label={`PDF of receipt ${row.receipt_number}`}>
        PDF
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

/** The cancel form's fields: the contract's body less the receipt's number, which is the row's. */
const cancelFormSchema = receiptCancelSchema.omit({ receipt_number: true });

function CancelForm({ row }: { row: AdminReceipt }) {
  const [correct, setCorrect] = useState(false);
  const [done, setDone] = useState<string>();
  const { confirm, dialog } = useConfirm();
  // The corrected receipt's fields leave the values when hidden (shouldUnregister), so a plain cancel sends none.
  const form = useForm<z.input<typeof cancelFormSchema>, unknown, z.output<typeof cancelFormSchema>>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: '', corrected: { donor_name: row.donor_name, donor_address: row.donor_address, pan_number: row.pan } },
    shouldUnregister: true,
  });
  const { onSubmit, error } = useFormSubmit(
    form,
    async (values) => {
      const asked = {
        title: `Cancel receipt ${row.receipt_number}?`,
        body: <p>The receipt stays on record as cancelled and its number is never used again{correct ? '; a corrected receipt is issued under the next number and sent to the donor (by email when there is an address, and SMS)' : ''}.</p>,
        confirmLabel: correct ? 'Cancel and issue corrected receipt' : 'Cancel receipt',
      };
      if (!(await confirm(asked))) return null;
      // The number on screen: if it was cancelled or replaced meanwhile, the server refuses.
      const body = { ...values, receipt_number: row.receipt_number, corrected: correct ? values.corrected : undefined };
      return adminCall(calls.adminReceiptCancel, { params: { id: String(row.id) }, body });
    },
    {
      onStart: () => setDone(undefined),
      onSuccess: (res) => setDone(res?.message),
      refresh: ['admin'],
      alsoGeneral: true,
    },
  );
  const errors = form.formState.errors;
  const id = `cancel-${row.id}`;
  const field = (name: string) => `${id}-${name}`;
  const notes = (name: string, message?: string) => (message ? { 'aria-describedby': `${field(name)}-error`, 'aria-invalid': true } : {});
  return (
    <form className="receipt-form" aria-labelledby={`${id}-title`} onSubmit={(ev) => void onSubmit(ev)}>
      <h3 id={`${id}-title`}>Cancel receipt {row.receipt_number}</h3>
      {dialog}
      <FormAlerts error={error} success={done} />
      <label>
        Reason (printed on the cancelled copy)
        <input {...form.register('reason')} {...notes('reason', errors.reason?.message)} maxLength={300} required />
      </label>
      <FieldNotes id={field('reason')} error={errors.reason?.message} />
      <label className="receipt-check">
        <input type="checkbox" checked={correct} onChange={(ev) => setCorrect(ev.target.checked)} />
        Issue a corrected receipt (a new number)
      </label>
      {correct && (
        <fieldset>
          <legend>Corrected receipt</legend>
          <label>
            Donor name
            <input {...form.register('corrected.donor_name')} {...notes('donor_name', errors.corrected?.donor_name?.message)} required minLength={2} maxLength={120} />
          </label>
          <FieldNotes id={field('donor_name')} error={errors.corrected?.donor_name?.message} />
          <label>
            Address
            <input {...form.register('corrected.donor_address')} {...notes('donor_address', errors.corrected?.donor_address?.message)} maxLength={300} />
          </label>
          <FieldNotes id={field('donor_address')} error={errors.corrected?.donor_address?.message} />
          <label>
            PAN
            <input {...form.register('corrected.pan_number')} {...notes('pan_number', errors.corrected?.pan_number?.message)} maxLength={10} autoCapitalize="characters" />
          </label>
          <FieldNotes id={field('pan_number')} error={errors.corrected?.pan_number?.message} />
        </fieldset>
      )}
      <button type="submit" className="btn">
        {correct ? 'Cancel and issue corrected receipt' : 'Cancel receipt'}
      </button>
    </form>
  );
}
