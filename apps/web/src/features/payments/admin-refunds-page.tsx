import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { PAYMENT_PURPOSE_LABELS, REFUND_METHOD_LABELS, type RefundDue, type RefundRow } from '@portal/contract/admin-payments';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { AdminCellNote, AdminDateRange, AdminFigure, AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { adminCall } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';
import { currentLang, tx } from '../../lib/i18n';
import { displayDate, officeTimeIn } from '../../lib/dates';
import { RefundFormRow, RefundToggle } from './refund-form';
import './admin-payments.css';
import './admin-strings';

const PER_PAGE = 25;

/** /admin/refunds (owner, finance): what is still owed back, and every refund recorded. */
export default function AdminRefundsPage() {
  const { t } = useTranslation();
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
      <h1>{t('adminRefunds.title')}</h1>
      <AdminListStatus error={error} isLoading={isLoading} />
      {data && (
        <dl className="admin-summary" aria-label={t('adminRefunds.totals')}>
          <AdminFigure term={t('adminRefunds.due')} testId="refund-due-total">
            {rupees(data.totals.due)}
          </AdminFigure>
          <AdminFigure term={t('adminRefunds.refunded')} testId="refunded-total">
            {rupees(data.totals.refunded)}
          </AdminFigure>
        </dl>
      )}
      <section aria-labelledby="refunds-due" className="money-section">
        <h2 id="refunds-due">{t('adminRefunds.stillTitle')}</h2>
        {data && data.due.length === 0 && <p className="admin-empty">{t('adminRefunds.nothingOwed')}</p>}
        {data && data.due.length > 0 && <DueTable rows={data.due} />}
      </section>
      <section aria-labelledby="refunds-done" className="money-section">
        <h2 id="refunds-done">{t('adminRefunds.recordedTitle')}</h2>
        <AdminFilters>
          <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder={t('adminRefunds.search')} />
          <AdminDateRange label={t('adminRefunds.refundedFrom')} from={filter.from} to={filter.to} onChange={setValue} />
        </AdminFilters>
        <AdminExport call={calls.adminExportRefunds} query={query} />
        {data && data.data.length === 0 && <p className="admin-empty">{t('adminRefunds.none')}</p>}
        {data && data.data.length > 0 && <RefundTable rows={data.data} />}
        <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
      </section>
    </section>
  );
}

const orderLink = (r: { registration_id: number | null; title: string }) =>
  r.registration_id ? <Link to={`${ADMIN_PATHS.root}/registrations/${r.registration_id}`}>{r.title}</Link> : r.title;

function DueTable({ rows }: { rows: RefundDue[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const c = (key: string) => t(`adminRefunds.columns.${key}`);
  return (
    <AdminTableFrame caption={t('adminRefunds.dueCaption')} className="admin-cards" columns={['person', 'for', 'why', 'refundDue', 'action'].map(c)}>
      {rows.map((r) => {
        const key = `${r.purpose}-${r.registration_id ?? r.donation_id}`;
        return (
          <Fragment key={key}>
            <tr data-testid="refund-due-row">
              <td data-label={c('person')}>
                {r.name}
                <AdminCellNote>{r.mobile}</AdminCellNote>
              </td>
              <td data-label={c('for')}>
                {orderLink(r)}
                <AdminCellNote>{tx(PAYMENT_PURPOSE_LABELS[r.purpose])}</AdminCellNote>
              </td>
              <td data-label={c('why')}>{t(`adminRefunds.reasons.${r.reason}`)}</td>
              <td data-label={c('refundDue')}>{rupees(r.refund_due)}</td>
              <td data-label={c('action')}>
                {r.attempt_id ? (
                  <RefundToggle open={open === key} onToggle={() => setOpen(open === key ? null : key)} />
                ) : (
                  <small>{t('adminRefunds.noAttempt')}</small>
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
  const { t } = useTranslation();
  const c = (key: string) => t(`adminRefunds.columns.${key}`);
  return (
    <AdminTableFrame caption={t('adminRefunds.recordedCaption')} className="admin-cards" columns={['refundedOn', 'person', 'for', 'amount', 'how', 'recordedBy'].map(c)}>
      {rows.map((r) => (
        <tr key={r.id} data-testid="refund-row">
          <td data-label={c('refundedOn')}>{currentLang() === 'ta' ? displayDate(r.refunded_on) : r.refunded_on}</td>
          <td data-label={c('person')}>{r.name}</td>
          <td data-label={c('for')}>{orderLink(r)}</td>
          <td data-label={c('amount')}>{rupees(r.amount)}</td>
          <td data-label={c('how')}>
            {tx(REFUND_METHOD_LABELS[r.method])}
            {r.reference && <AdminCellNote>{r.reference}</AdminCellNote>}
            {r.note && <AdminCellNote>{r.note}</AdminCellNote>}
          </td>
          <td data-label={c('recordedBy')}>
            {r.staff_name}
            <AdminCellNote>{officeTimeIn(r.created_at, currentLang())}</AdminCellNote>
          </td>
        </tr>
      ))}
    </AdminTableFrame>
  );
}
