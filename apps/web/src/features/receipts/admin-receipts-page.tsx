import { Fragment, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { RECEIPT_STATUSES, RECEIPT_STATUS_LABELS, type AdminReceipt, type ReceiptStatus } from '@portal/contract/admin-receipts';
import { DONATION_MODE_LABELS } from '@portal/contract/admin-donations';
import { errorMessage } from '../../lib/api';
import { AdminDateRange, AdminFilters, AdminListStatus, AdminPager, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { adminCall, adminDownload } from '../../lib/admin-client';
import { useAdminAction } from '../../lib/use-admin-action';
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

function CancelForm({ row }: { row: AdminReceipt }) {
  const { run, notice } = useAdminAction();
  const [correct, setCorrect] = useState(false);
  const { confirm, dialog } = useConfirm();
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '');
    const body = {
      // The number on screen: if it was cancelled or replaced meanwhile, the server refuses.
      receipt_number: row.receipt_number,
      reason: text('reason'),
      ...(correct ? { corrected: { donor_name: text('donor_name'), donor_address: text('donor_address'), pan_number: text('pan_number') } } : {}),
    };
    const asked = {
      title: `Cancel receipt ${row.receipt_number}?`,
      body: <p>The receipt stays on record as cancelled and its number is never used again{correct ? '; a corrected receipt is issued under the next number and sent to the donor (by email when there is an address, and SMS)' : ''}.</p>,
      confirmLabel: correct ? 'Cancel and issue corrected receipt' : 'Cancel receipt',
    };
    if (await confirm(asked)) await run(ev, () => adminCall(calls.adminReceiptCancel, { params: { id: String(row.id) }, body }));
  };
  const id = `cancel-${row.id}`;
  return (
    <form className="receipt-form" aria-labelledby={`${id}-title`} onSubmit={(ev) => void submit(ev)}>
      <h3 id={`${id}-title`}>Cancel receipt {row.receipt_number}</h3>
      {dialog}
      {notice}
      <label>
        Reason (printed on the cancelled copy)
        <input name="reason" maxLength={300} required />
      </label>
      <label className="receipt-check">
        <input type="checkbox" checked={correct} onChange={(ev) => setCorrect(ev.target.checked)} />
        Issue a corrected receipt (a new number)
      </label>
      {correct && (
        <fieldset>
          <legend>Corrected receipt</legend>
          <label>
            Donor name
            <input name="donor_name" defaultValue={row.donor_name} required minLength={2} maxLength={120} />
          </label>
          <label>
            Address
            <input name="donor_address" defaultValue={row.donor_address} maxLength={300} />
          </label>
          <label>
            PAN
            <input name="pan_number" defaultValue={row.pan} maxLength={10} autoCapitalize="characters" />
          </label>
        </fieldset>
      )}
      <button type="submit" className="btn">
        {correct ? 'Cancel and issue corrected receipt' : 'Cancel receipt'}
      </button>
    </form>
  );
}
