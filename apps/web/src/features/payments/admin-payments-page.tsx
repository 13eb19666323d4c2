import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { GIVER_BROADCAST_ROLES } from '@portal/contract/broadcasts';
import { ATTEMPT_STATUS_LABELS, PAYMENT_PURPOSES, PAYMENT_PURPOSE_LABELS, type AdminPayment } from '@portal/contract/admin-payments';
import { ATTEMPT_STATUSES } from '@portal/contract/payments';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { errorMessage } from '../../lib/api';
import { AdminCellNote, AdminDateRange, AdminFigure, AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { BulkBar, BulkPageToggle, BulkRowToggle, listMatch, useBulkSelection, type BulkSelection } from '../../components/bulk-selection';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';
import { RefundFormRow, RefundToggle } from './refund-form';
import './admin-payments.css';

const PER_PAGE = 25;
const GATEWAYS = ['sandbox', 'worldline', 'ccavenue', 'offline'] as const;
const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** /admin/payments (owner, finance): every payment attempt, "check with the gateway now", refunds. */
export default function AdminPaymentsPage() {
  // The bulk bar's words follow the shown language.
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ q: '', status: '', purpose: '', provider: '', refund_due: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = {
    ...filter,
    status: filter.status as (typeof ATTEMPT_STATUSES)[number] | '',
    purpose: filter.purpose as (typeof PAYMENT_PURPOSES)[number] | '',
    refund_due: filter.refund_due as '' | '1',
    page,
    per_page: PER_PAGE,
  };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'payments', query], queryFn: () => adminCall(calls.adminPayments, { query }) });
  // Bulk actions (docs/decisions/bulk-actions.md): the same selection and bar as every list.
  const selection = useBulkSelection(filter, data?.total);
  const staff = useStaff();
  const setValue = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const set = (key: keyof typeof filter) => (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValue(key, ev.target instanceof HTMLInputElement && ev.target.type === 'checkbox' ? (ev.target.checked ? '1' : '') : ev.target.value);
  return (
    <section>
      <h1>Payments</h1>
      <AdminFilters>
        <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder="Transaction, name, mobile or email" />
        <AdminSelectFilter label="Status" value={filter.status} onChange={set('status')} options={ATTEMPT_STATUSES.map((s) => [s, ATTEMPT_STATUS_LABELS[s]] as const)} />
        <AdminSelectFilter label="For" value={filter.purpose} onChange={set('purpose')} options={PAYMENT_PURPOSES.map((p) => [p, PAYMENT_PURPOSE_LABELS[p]] as const)} />
        <AdminSelectFilter label="Gateway" value={filter.provider} onChange={set('provider')} options={GATEWAYS.map((g) => [g, g] as const)} />
        <AdminDateRange label="From" from={filter.from} to={filter.to} onChange={setValue} />
        <label className="money-check">
          <input type="checkbox" checked={filter.refund_due === '1'} onChange={set('refund_due')} /> Refund due only
        </label>
      </AdminFilters>
      <AdminExport call={calls.adminExportPayments} query={query} />
      <BulkBar selection={selection} total={data?.total} noun={t('bulk.payments')}>
        {/* The ticked rows' people are the message's audience (docs/decisions/messages.md); for "all matching", the list's filter (the server finds its rows). */}
        {staff && roleAllowed(staff.role, GIVER_BROADCAST_ROLES) && (
          <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/message-participants?people=payers&${selection.all ? `match=${listMatch(filter)}` : `payments=${selection.ids.join(',')}`}`}>
            {t('bulk.message')}
          </Link>
        )}
        <AdminExport call={calls.adminExportPayments} query={selection.exportQuery(query)} what={t('adminExport.exportSelection')} hint="" />
      </BulkBar>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No payments match." />
      {data && (
        <dl className="admin-summary" aria-label="Totals of the matching payments">
          <AdminFigure term="Payments" testId="payments-count">
            {data.total}
          </AdminFigure>
          {Object.entries(data.summary.by_status).map(([status, n]) => (
            <AdminFigure key={status} term={ATTEMPT_STATUS_LABELS[status as AdminPayment['status']] ?? status}>
              {n}
            </AdminFigure>
          ))}
          <AdminFigure term="Received (₹)">{rupees(data.summary.received)}</AdminFigure>
        </dl>
      )}
      {data && data.data.length > 0 && <PaymentTable rows={data.data} selection={selection} />}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function PaymentTable({ rows, selection }: { rows: AdminPayment[]; selection: BulkSelection }) {
  const [refunding, setRefunding] = useState<number | null>(null);
  return (
    <AdminTableFrame caption="Payments, newest first" className="admin-cards" columns={['Started', 'Payer', 'For', 'Gateway', 'Amount', 'Status', 'Actions']} lead={<BulkPageToggle selection={selection} pageIds={rows.map((p) => p.id)} />}>
      {rows.map((p) => (
        <Fragment key={p.id}>
          <tr data-testid="payment-row">
            <td data-label="Select" className="bulk-select">
              <BulkRowToggle selection={selection} id={p.id} label={`${p.name}, ${p.txn_id}`} />
            </td>
            <td data-label="Started">
              {when(p.created_at)}
              {p.paid_at && <AdminCellNote>paid {when(p.paid_at)}</AdminCellNote>}
            </td>
            <td data-label="Payer">
              {p.name}
              <AdminCellNote>{p.mobile}</AdminCellNote>
            </td>
            <td data-label="For">
              {p.registration_id ? <Link to={`${ADMIN_PATHS.root}/registrations/${p.registration_id}`}>{p.title}</Link> : p.title}
              <AdminCellNote>
                {PAYMENT_PURPOSE_LABELS[p.purpose]} ({p.kind})
              </AdminCellNote>
            </td>
            <td data-label="Gateway">
              {p.provider}
              <AdminCellNote>{p.provider_txn_id || p.txn_id}</AdminCellNote>
            </td>
            <td data-label="Amount">
              {rupees(p.amount)}
              {p.refunded > 0 && <AdminCellNote>refunded {rupees(p.refunded)}</AdminCellNote>}
            </td>
            <td data-label="Status">
              {ATTEMPT_STATUS_LABELS[p.status]}
              {p.status_message && <AdminCellNote>{p.status_message}</AdminCellNote>}
              {p.refundable > 0 && (
                <>
                  <br />
                  <strong>Refund due {rupees(p.refundable)}</strong>
                </>
              )}
            </td>
            <td data-label="Actions">
              <div className="money-row-actions">
                {p.status !== 'success' && p.provider !== 'offline' && <RecheckButton payment={p} />}
                {p.refundable > 0 && (
                  <RefundToggle open={refunding === p.id} onToggle={() => setRefunding(refunding === p.id ? null : p.id)} />
                )}
              </div>
            </td>
          </tr>
          {refunding === p.id && <RefundFormRow colSpan={8} attemptId={p.id} max={p.refundable} label={`${p.name}, ${p.title}`} />}
        </Fragment>
      ))}
    </AdminTableFrame>
  );
}

/** "Check with the gateway now": the reconciler's step for this payment, at once. */
function RecheckButton({ payment }: { payment: AdminPayment }) {
  const client = useQueryClient();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const res = await adminCall(calls.adminPaymentRecheck, { params: { id: String(payment.id) } });
      setAnswer({ ok: true, text: `${res.message}: ${ATTEMPT_STATUS_LABELS[res.data.status]}` });
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={check} disabled={busy}>
        Check with gateway
      </button>
      {answer && (
        <span className={answer.ok ? 'admin-hint' : 'alert alert-error'} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </span>
      )}
    </>
  );
}
