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
import { officeTimeIn } from '../../lib/dates';
import { currentLang, tx } from '../../lib/i18n';
import { RefundFormRow, RefundToggle } from './refund-form';
import './admin-payments.css';
import './admin-strings';

const PER_PAGE = 25;
const GATEWAYS = ['sandbox', 'worldline', 'ccavenue', 'offline'] as const;
const when = (iso: string | null) => officeTimeIn(iso, currentLang());
const COLUMN_KEYS = ['started', 'payer', 'for', 'gateway', 'amount', 'status', 'actions'] as const;

/** /admin/payments (owner, finance): every payment attempt, "check with the gateway now", refunds. */
export default function AdminPaymentsPage() {
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
      <h1>{t('adminPayments.title')}</h1>
      <AdminFilters>
        <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder={t('adminPayments.search')} />
        <AdminSelectFilter label={t('adminPayments.status')} value={filter.status} onChange={set('status')} options={ATTEMPT_STATUSES.map((s) => [s, tx(ATTEMPT_STATUS_LABELS[s])] as const)} />
        <AdminSelectFilter label={t('adminPayments.for')} value={filter.purpose} onChange={set('purpose')} options={PAYMENT_PURPOSES.map((p) => [p, tx(PAYMENT_PURPOSE_LABELS[p])] as const)} />
        <AdminSelectFilter label={t('adminPayments.gateway')} value={filter.provider} onChange={set('provider')} options={GATEWAYS.map((g) => [g, g] as const)} />
        <AdminDateRange label={t('adminPayments.from')} from={filter.from} to={filter.to} onChange={setValue} />
        <label className="money-check">
          <input type="checkbox" checked={filter.refund_due === '1'} onChange={set('refund_due')} /> {t('adminPayments.refundDueOnly')}
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
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminPayments.none')} />
      {data && (
        <dl className="admin-summary" aria-label={t('adminPayments.totals')}>
          <AdminFigure term={t('adminPayments.count')} testId="payments-count">
            {data.total}
          </AdminFigure>
          {Object.entries(data.summary.by_status).map(([status, n]) => (
            <AdminFigure key={status} term={tx(ATTEMPT_STATUS_LABELS[status as AdminPayment['status']] ?? status)}>
              {n}
            </AdminFigure>
          ))}
          <AdminFigure term={t('adminPayments.received')}>{rupees(data.summary.received)}</AdminFigure>
        </dl>
      )}
      {data && data.data.length > 0 && <PaymentTable rows={data.data} selection={selection} />}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function PaymentTable({ rows, selection }: { rows: AdminPayment[]; selection: BulkSelection }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState<number | null>(null);
  const c = (key: (typeof COLUMN_KEYS)[number] | 'select') => t(`adminPayments.columns.${key}`);
  // The payment's part (full, advance …): the stored word in English as before, its Tamil word in Tamil.
  const kind = (k: string) => (currentLang() === 'ta' ? t(`adminPayments.kinds.${k}`, { defaultValue: k }) : k);
  return (
    <AdminTableFrame caption={t('adminPayments.caption')} className="admin-cards" columns={COLUMN_KEYS.map((k) => c(k))} lead={<BulkPageToggle selection={selection} pageIds={rows.map((p) => p.id)} />}>
      {rows.map((p) => (
        <Fragment key={p.id}>
          <tr data-testid="payment-row">
            <td data-label={c('select')} className="bulk-select">
              <BulkRowToggle selection={selection} id={p.id} label={`${p.name}, ${p.txn_id}`} />
            </td>
            <td data-label={c('started')}>
              {when(p.created_at)}
              {p.paid_at && <AdminCellNote>{t('adminPayments.paid', { time: when(p.paid_at) })}</AdminCellNote>}
            </td>
            <td data-label={c('payer')}>
              {p.name}
              <AdminCellNote>{p.mobile}</AdminCellNote>
            </td>
            <td data-label={c('for')}>
              {p.registration_id ? <Link to={`${ADMIN_PATHS.root}/registrations/${p.registration_id}`}>{p.title}</Link> : p.title}
              <AdminCellNote>
                {tx(PAYMENT_PURPOSE_LABELS[p.purpose])} ({kind(p.kind)})
              </AdminCellNote>
            </td>
            <td data-label={c('gateway')}>
              {p.provider}
              <AdminCellNote>{p.provider_txn_id || p.txn_id}</AdminCellNote>
            </td>
            <td data-label={c('amount')}>
              {rupees(p.amount)}
              {p.refunded > 0 && <AdminCellNote>{t('adminPayments.refunded', { amount: rupees(p.refunded) })}</AdminCellNote>}
            </td>
            <td data-label={c('status')}>
              {tx(ATTEMPT_STATUS_LABELS[p.status])}
              {p.status_message && <AdminCellNote>{p.status_message}</AdminCellNote>}
              {p.refundable > 0 && (
                <>
                  <br />
                  <strong>{t('adminPayments.refundDue', { amount: rupees(p.refundable) })}</strong>
                </>
              )}
            </td>
            <td data-label={c('actions')}>
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
  const { t } = useTranslation();
  const client = useQueryClient();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const res = await adminCall(calls.adminPaymentRecheck, { params: { id: String(payment.id) } });
      setAnswer({ ok: true, text: `${res.message}: ${tx(ATTEMPT_STATUS_LABELS[res.data.status])}` });
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
        {t('adminPayments.recheck')}
      </button>
      {answer && (
        <span className={answer.ok ? 'admin-hint' : 'alert alert-error'} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </span>
      )}
    </>
  );
}
