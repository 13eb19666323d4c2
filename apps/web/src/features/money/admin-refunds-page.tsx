import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { PAYMENT_PURPOSE_LABELS, REFUND_METHOD_LABELS, type RefundDue, type RefundRow } from '@portal/contract/admin-money';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminDateRange, AdminFilters, AdminListStatus, AdminPager, AdminTableHead } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { adminCall } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';
import { RefundForm } from './refund-form';
import './money.css';

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
          <div>
            <dt>Refunds due</dt>
            <dd data-testid="refund-due-total">{rupees(data.totals.due)}</dd>
          </div>
          <div>
            <dt>Refunded (matching the filters)</dt>
            <dd data-testid="refunded-total">{rupees(data.totals.refunded)}</dd>
          </div>
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
          <label>
            Search
            <input type="search" value={filter.q} onChange={(ev) => setValue('q', ev.target.value)} placeholder="Name, transaction or reference" />
          </label>
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
    <div className="admin-table-wrap">
      <table className="admin-table admin-cards">
        <caption className="visually-hidden">Orders still owing a refund, largest first</caption>
        <AdminTableHead columns={['Person', 'For', 'Why', 'Refund due', 'Action']} />
        <tbody>
          {rows.map((r) => {
            const key = `${r.purpose}-${r.registration_id ?? r.donation_id}`;
            return (
              <Fragment key={key}>
                <tr data-testid="refund-due-row">
                  <td data-label="Person">
                    {r.name}
                    <br />
                    <small>{r.mobile}</small>
                  </td>
                  <td data-label="For">
                    {orderLink(r)}
                    <br />
                    <small>{PAYMENT_PURPOSE_LABELS[r.purpose]}</small>
                  </td>
                  <td data-label="Why">{REASONS[r.reason]}</td>
                  <td data-label="Refund due">{rupees(r.refund_due)}</td>
                  <td data-label="Action">
                    {r.attempt_id ? (
                      <button type="button" className="btn btn-outline" aria-expanded={open === key} onClick={() => setOpen(open === key ? null : key)}>
                        Refund…
                      </button>
                    ) : (
                      <small>No paid payment left to refund against</small>
                    )}
                  </td>
                </tr>
                {open === key && r.attempt_id && (
                  <tr>
                    <td colSpan={5}>
                      <RefundForm attemptId={r.attempt_id} max={r.refund_due} label={`${r.name}, ${r.title}`} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RefundTable({ rows }: { rows: RefundRow[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-cards">
        <caption className="visually-hidden">Refunds recorded, newest first</caption>
        <AdminTableHead columns={['Refunded on', 'Person', 'For', 'Amount', 'How', 'Recorded by']} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="refund-row">
              <td data-label="Refunded on">{r.refunded_on}</td>
              <td data-label="Person">{r.name}</td>
              <td data-label="For">{orderLink(r)}</td>
              <td data-label="Amount">{rupees(r.amount)}</td>
              <td data-label="How">
                {REFUND_METHOD_LABELS[r.method]}
                {r.reference && (
                  <>
                    <br />
                    <small>{r.reference}</small>
                  </>
                )}
                {r.note && (
                  <>
                    <br />
                    <small>{r.note}</small>
                  </>
                )}
              </td>
              <td data-label="Recorded by">
                {r.staff_name}
                <br />
                <small>{r.created_at.slice(0, 16).replace('T', ' ')}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
