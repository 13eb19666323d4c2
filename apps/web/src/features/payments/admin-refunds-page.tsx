import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { PAYMENT_PURPOSE_LABELS, REFUND_METHOD_LABELS, type RefundDue, type RefundRow } from '@portal/contract/admin-payments';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminCellNote, AdminDateRange, AdminFigure, AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { adminCall } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';
import { RefundFormRow, RefundToggle } from './refund-form';
import './admin-payments.css';

const PER_PAGE = 25;
const REASONS: Record<RefundDue['reason'], string> = { cancelled: 'Cancelled, refund due', overpaid: 'Paid more than owed' };

/** /admin/refunds (owner, finance): what is still owed back, and every refund recorded. */
export default function AdminRefundsPage() {
  const [filter, setFilter] = useState({ q: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = { ...filter, page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'refunds', query], queryFn: () => adminCall(calls.adminRefunds, { query }) });
  const setValue = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  return (
    <section>
      <h1>Refunds</h1>
      <AdminListStatus error={error} isLoading={isLoading} />
      {data && (
        <dl className="admin-summary" aria-label="Refund totals">
          <AdminFigure term="Refunds due" testId="refund-due-total">
            {rupees(data.totals.due)}
          </AdminFigure>
          <AdminFigure term="Refunded (matching the filters)" testId="refunded-total">
            {rupees(data.totals.refunded)}
          </AdminFigure>
        </dl>
      )}
      <section aria-labelledby="refunds-due" className="money-section">
        <h2 id="refunds-due">Still to refund</h2>
        {data && data.due.length === 0 && <p className="admin-empty">Nothing is owed back.</p>}
        {data && data.due.length > 0 && <DueTable rows={data.due} />}
      </section>
      <section aria-labelledby="refunds-done" className="money-section">
        <h2 id="refunds-done">Refunds recorded</h2>
        <AdminFilters>
          <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder="Name, transaction or reference" />
          <AdminDateRange label="Refunded from" from={filter.from} to={filter.to} onChange={setValue} />
        </AdminFilters>
        <AdminExport call={calls.adminExportRefunds} query={query} />
        {data && data.data.length === 0 && <p className="admin-empty">No refunds match.</p>}
        {data && data.data.length > 0 && <RefundTable rows={data.data} />}
        <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
      </section>
    </section>
  );
}

const orderLink = (r: { registration_id: number | null; title: string }) =>
  r.registration_id ? <Link to={`${ADMIN_PATHS.root}/registrations/${r.registration_id}`}>{r.title}</Link> : r.title;

function DueTable({ rows }: { rows: RefundDue[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <AdminTableFrame caption="Orders still owing a refund, largest first" className="admin-cards" columns={['Person', 'For', 'Why', 'Refund due', 'Action']}>
      {rows.map((r) => {
        const key = `${r.purpose}-${r.registration_id ?? r.donation_id}`;
        return (
          <Fragment key={key}>
            <tr data-testid="refund-due-row">
              <td data-label="Person">
                {r.name}
                <AdminCellNote>{r.mobile}</AdminCellNote>
              </td>
              <td data-label="For">
                {orderLink(r)}
                <AdminCellNote>{PAYMENT_PURPOSE_LABELS[r.purpose]}</AdminCellNote>
              </td>
              <td data-label="Why">{REASONS[r.reason]}</td>
              <td data-label="Refund due">{rupees(r.refund_due)}</td>
              <td data-label="Action">
                {r.attempt_id ? (
                  <RefundToggle open={open === key} onToggle={() => setOpen(open === key ? null : key)} />
                ) : (
                  <small>No paid payment left to refund against</small>
                )}
              </td>
            </tr>
            {open === key && r.attempt_id && <RefundFormRow colSpan={5} attemptId={r.attempt_id} max={r.refund_due} label={`${r.name}, ${r.title}`} />}
          </Fragment>
        );
      })}
    </AdminTableFrame>
  );
}

function RefundTable({ rows }: { rows: RefundRow[] }) {
  return (
    <AdminTableFrame caption="Refunds recorded, newest first" className="admin-cards" columns={['Refunded on', 'Person', 'For', 'Amount', 'How', 'Recorded by']}>
      {rows.map((r) => (
        <tr key={r.id} data-testid="refund-row">
          <td data-label="Refunded on">{r.refunded_on}</td>
          <td data-label="Person">{r.name}</td>
          <td data-label="For">{orderLink(r)}</td>
          <td data-label="Amount">{rupees(r.amount)}</td>
          <td data-label="How">
            {REFUND_METHOD_LABELS[r.method]}
            {r.reference && <AdminCellNote>{r.reference}</AdminCellNote>}
            {r.note && <AdminCellNote>{r.note}</AdminCellNote>}
          </td>
          <td data-label="Recorded by">
            {r.staff_name}
            <AdminCellNote>{r.created_at.slice(0, 16).replace('T', ' ')}</AdminCellNote>
          </td>
        </tr>
      ))}
    </AdminTableFrame>
  );
}
