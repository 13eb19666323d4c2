import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { GIVER_BROADCAST_ROLES } from '@portal/contract/broadcasts';
import {
  DONATION_ACCOUNTS,
  DONATION_ACCOUNT_LABELS,
  DONATION_MODES,
  DONATION_MODE_LABELS,
  NO_80G_REASON_TEXT,
  OFFLINE_DONATION_MODES,
  receiptRule,
  type AdminDonation,
  type DonationFund,
  type FundChange,
  type FundCreate,
  type No80gReason,
  type OfflineDonationMode,
} from '@portal/contract/admin-donations';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { NATIONALITY_LABELS, type Nationality } from '@portal/contract/donations';
import { todayIso } from '@portal/contract/fields';
import { toMinor } from '@portal/contract/payments';
import { DONATION_TYPES_10BD, DONATION_TYPE_10BD_LABELS, type DonationType10bd } from '@portal/contract/admin-tax';
import { errorMessage } from '../../lib/api';
import { AdminCellNote, AdminDateRange, AdminFigure, AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { BulkBar, BulkPageToggle, BulkRowToggle, listMatch, useBulkSelection } from '../../components/bulk-selection';
import { adminCall, adminDownload, roleAllowed, useStaff } from '../../lib/admin-client';
import { rupees } from '../../lib/rupees';
import { useConfirm } from '../../components/confirm-dialog';
import './admin-payments.css';

const PER_PAGE = 25;

/** /admin/donations (owner, finance): online and offline donations, offline entry with the 80G rules, the funds. */
export default function AdminDonationsPage() {
  const funds = useQuery({ queryKey: ['admin', 'donation-funds'], queryFn: () => adminCall(calls.adminDonationFunds) });
  return (
    <section>
      <h1>Donations</h1>
      <OfflineDonationForm funds={funds.data?.data ?? []} />
      <DonationList funds={funds.data?.data ?? []} />
      <FundSettings funds={funds.data?.data ?? []} />
    </section>
  );
}

/** The rules, explained as the form is filled in (the server decides the same way). */
function RuleNote({ mode, amount, currency, fund, hasId, fcra }: { mode: OfflineDonationMode; amount: string; currency: string; fund?: DonationFund; hasId: boolean; fcra: boolean }) {
  const rule = receiptRule({ mode, amountMinor: toMinor(Number(amount || 0), currency), fundEligible: fund?.eligible_80g ?? true, hasId, fcra });
  return (
    <p className={rule.statement ? 'alert alert-success' : 'alert money-rule'} data-testid="receipt-rule" aria-live="polite">
      {rule.statement ? 'This gift gets an 80G receipt with the tax-exemption statement.' : NO_80G_REASON_TEXT[rule.reason!]}
    </p>
  );
}

function OfflineDonationForm({ funds }: { funds: DonationFund[] }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<OfflineDonationMode>('cash');
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState('donation');
  const [ids, setIds] = useState({ pan: '', aadhaar: '' });
  // An international receipt recorded by hand: FCRA, received into the FCRA bank account.
  const [fcra, setFcra] = useState(false);
  const [foreign, setForeign] = useState({ nationality: 'foreign' as Nationality, passport: '', currency: 'USD' });
  const modes = fcra ? OFFLINE_DONATION_MODES.filter((m) => m === 'bank_transfer' || m === 'cheque') : OFFLINE_DONATION_MODES;
  const setFcraMark = (on: boolean) => {
    setFcra(on);
    if (on && mode !== 'bank_transfer' && mode !== 'cheque') setMode('bank_transfer');
  };
  const [notice, setNotice] = useState<{ ok: boolean; text: string; donation?: AdminDonation } | null>(null);
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const f = new FormData(form);
    const text = (k: string) => String(f.get(k) ?? '');
    try {
      const res = await adminCall(calls.adminDonationCreate, {
        body: {
          donor_name: text('donor_name'), donor_address: text('donor_address'), mobile: text('mobile'), email: text('email'), lang: text('lang') === 'ta' ? 'ta' : 'en',
          pan: ids.pan, aadhaar: ids.aadhaar,
          category, mode, amount, received_on: text('received_on'), reference: text('reference'), kind_description: text('kind_description'),
          ...(fcra ? { fcra: true, nationality: foreign.nationality, passport: foreign.passport, currency: foreign.currency } : {}),
        },
      });
      setNotice({ ok: true, text: `${res.message}: ${res.data.receipt_number}`, donation: res.data });
      form.reset();
      setAmount('');
      setIds({ pan: '', aadhaar: '' });
      setForeign({ nationality: 'foreign', passport: '', currency: 'USD' });
      await client.invalidateQueries({ queryKey: ['admin', 'donations'] });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <form className="money-refund money-donation" aria-labelledby="offline-title" onSubmit={submit}>
      <h2 id="offline-title">Record an offline donation</h2>
      <label className="money-check">
        <input type="checkbox" checked={fcra} onChange={(ev) => setFcraMark(ev.target.checked)} /> FCRA: an international receipt (foreign contribution, received
        into the FCRA bank account)
      </label>
      {fcra && (
        <>
          <label>
            Nationality
            <select value={foreign.nationality} onChange={(ev) => setForeign({ ...foreign, nationality: ev.target.value as Nationality })}>
              {(['foreign', 'oci_pio'] as const).map((n) => (
                <option key={n} value={n}>
                  {NATIONALITY_LABELS[n]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Passport number (stored encrypted, shown as its last four characters)
            <input value={foreign.passport} onChange={(ev) => setForeign({ ...foreign, passport: ev.target.value.toUpperCase() })} maxLength={24} autoComplete="off" required />
          </label>
          <label>
            Currency received
            <input value={foreign.currency} onChange={(ev) => setForeign({ ...foreign, currency: ev.target.value.toUpperCase() })} maxLength={3} required />
          </label>
        </>
      )}
      <label>
        Donor name
        <input name="donor_name" required minLength={2} maxLength={120} />
      </label>
      <label>
        Address
        <input name="donor_address" maxLength={300} />
      </label>
      <label>
        Mobile (the receipt is sent by SMS)
        <input name="mobile" inputMode="numeric" maxLength={10} />
      </label>
      <label>
        Email (optional: the receipt PDF is emailed)
        <input name="email" type="email" maxLength={120} autoComplete="off" />
      </label>
      <label>
        Language of the message
        <select name="lang" defaultValue="en">
          <option value="en">English</option>
          <option value="ta">தமிழ் (Tamil)</option>
        </select>
      </label>
      <label>
        PAN
        <input value={ids.pan} onChange={(ev) => setIds({ ...ids, pan: ev.target.value.toUpperCase() })} maxLength={10} />
      </label>
      <label>
        Aadhaar (if no PAN; stored encrypted, shown as its last four digits)
        <input value={ids.aadhaar} onChange={(ev) => setIds({ ...ids, aadhaar: ev.target.value })} inputMode="numeric" maxLength={14} autoComplete="off" />
      </label>
      <label>
        Fund
        <select value={category} onChange={(ev) => setCategory(ev.target.value)}>
          {funds
            .filter((f) => !f.hidden || f.category === category)
            .map((f) => (
              <option key={f.category} value={f.category}>
                {f.label}
                {f.eligible_80g ? '' : ' (not 80G-eligible)'}
              </option>
            ))}
        </select>
      </label>
      <label>
        Received as
        <select value={mode} onChange={(ev) => setMode(ev.target.value as OfflineDonationMode)}>
          {modes.map((m) => (
            <option key={m} value={m}>
              {DONATION_MODE_LABELS[m]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {mode === 'kind' ? 'Stated value (₹)' : fcra ? `Amount (${foreign.currency || 'currency'})` : 'Amount (₹)'}
        <input value={amount} onChange={(ev) => setAmount(ev.target.value)} inputMode="decimal" required />
      </label>
      {mode === 'kind' && (
        <label>
          What was given
          <input name="kind_description" required maxLength={300} />
        </label>
      )}
      <label>
        Reference (cheque or transfer number)
        <input name="reference" maxLength={100} required={mode === 'cheque' || mode === 'bank_transfer'} />
      </label>
      <label>
        Date received
        <input name="received_on" type="date" defaultValue={todayIso()} max={todayIso()} required />
      </label>
      <RuleNote mode={mode} amount={amount} currency={fcra ? foreign.currency : 'INR'} fund={funds.find((f) => f.category === category)} hasId={!!(ids.pan || ids.aadhaar)} fcra={fcra} />
      <button type="submit" className="btn">
        Record donation
      </button>
      {notice && (
        <div className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
          {notice.donation && <ReceiptButton donation={notice.donation} />}
        </div>
      )}
    </form>
  );
}

function ReceiptButton({ donation }: { donation: AdminDonation }) {
  const [error, setError] = useState('');
  const label = donation.document === 'acknowledgement' ? 'Acknowledgement PDF' : 'Receipt PDF';
  return (
    <>
      {' '}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => adminDownload(calls.adminDonationReceipt, { params: { id: String(donation.id) } }, `${donation.receipt_number.replaceAll('/', '-')}.pdf`).catch((err) => setError(errorMessage(err)))}
      >
        {label}
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

function DonationList({ funds }: { funds: DonationFund[] }) {
  // The bulk bar's words follow the shown language.
  const { t } = useTranslation();
  // ?q= opens the list on one donor or receipt (the Form 10BD check list links here to fix a receipt).
  const [filter, setFilter] = useState(() => ({ q: new URLSearchParams(window.location.search).get('q') ?? '', account: '', mode: '', category: '', from: '', to: '' }));
  const [page, setPage] = useState(1);
  const query = {
    ...filter,
    account: filter.account as (typeof DONATION_ACCOUNTS)[number] | '',
    mode: filter.mode as AdminDonation['mode'] | '',
    category: filter.category,
    page,
    per_page: PER_PAGE,
  };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'donations', query], queryFn: () => adminCall(calls.adminDonations, { query }) });
  // Bulk actions (docs/decisions/bulk-actions.md): the same selection and bar as every list.
  const selection = useBulkSelection(filter, data?.total);
  const staff = useStaff();
  const setValue = (key: keyof typeof filter, value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  return (
    <section aria-labelledby="donations-list" className="money-section">
      <h2 id="donations-list">All donations</h2>
      <AdminFilters>
        <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder="Donor, mobile, receipt, PAN or reference" />
        <AdminSelectFilter
          label="Domestic / FCRA"
          value={filter.account}
          onChange={(ev) => setValue('account', ev.target.value)}
          options={DONATION_ACCOUNTS.map((a) => [a, DONATION_ACCOUNT_LABELS[a]] as const)}
        />
        <AdminSelectFilter label="Received as" value={filter.mode} onChange={(ev) => setValue('mode', ev.target.value)} options={DONATION_MODES.map((m) => [m, DONATION_MODE_LABELS[m]] as const)} />
        <AdminSelectFilter
          label="Fund"
          value={filter.category}
          onChange={(ev) => setValue('category', ev.target.value)}
          options={funds.map((f) => [f.category, f.label] as const)}
        />
        <AdminDateRange label="From" from={filter.from} to={filter.to} onChange={setValue} />
      </AdminFilters>
      <AdminExport call={calls.adminExportDonations} query={query} />
      <BulkBar selection={selection} total={data?.total} noun={t('bulk.donations')}>
        {/* The ticked rows' people are the message's audience (docs/decisions/messages.md); for "all matching", the list's filter (the server finds its rows). */}
        {staff && roleAllowed(staff.role, GIVER_BROADCAST_ROLES) && (
          <Link className="btn btn-outline" to={`${ADMIN_PATHS.root}/message-participants?people=donors&${selection.all ? `match=${listMatch(filter)}` : `donations=${selection.ids.join(',')}`}`}>
            {t('bulk.message')}
          </Link>
        )}
        <AdminExport call={calls.adminExportDonations} query={selection.exportQuery(query)} what={t('adminExport.exportSelection')} hint="" />
      </BulkBar>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No donations match." />
      {data && (
        <dl className="admin-summary" aria-label="Totals of the matching donations">
          <AdminFigure term="Donations">{data.total}</AdminFigure>
          <AdminFigure term="Domestic received (₹)" testId="total-domestic">
            {rupees(data.totals.domestic)}
          </AdminFigure>
          <AdminFigure term="FCRA received (₹)" testId="total-fcra">
            {rupees(data.totals.fcra)}
            {data.totals.fcra_other.map((o) => (
              <span key={o.currency}>
                {' '}
                + {o.currency} {o.amount.toLocaleString('en-IN')}
              </span>
            ))}
          </AdminFigure>
        </dl>
      )}
      {data && data.data.length > 0 && (
        <AdminTableFrame caption="Donations, newest first" className="admin-cards" columns={['Receipt', 'Donor', 'Fund', 'Amount', 'Received as', '80G', 'PDF']} lead={<BulkPageToggle selection={selection} pageIds={data.data.map((d) => d.id)} />}>
          {data.data.map((d) => (
            <tr key={d.id} data-testid="donation-row">
              <td data-label="Select" className="bulk-select">
                <BulkRowToggle selection={selection} id={d.id} label={`${d.donor_name}, ${d.receipt_number || d.id}`} />
              </td>
              <td data-label="Receipt">
                <div className="money-cell">
                  {d.receipt_number || '—'}
                  <AdminCellNote>{d.received_on ?? d.status}</AdminCellNote>
                </div>
              </td>
              <td data-label="Donor">
                {/* One block: the phone's card layout puts each child of a cell side by side. */}
                <div className="money-cell">
                  {d.fcra && <span className="money-fcra">FCRA</span>} {d.donor_name}
                  <AdminCellNote>
                    {[d.mobile, d.pan, d.aadhaar, d.nationality && d.nationality !== 'indian' ? NATIONALITY_LABELS[d.nationality as Nationality] : '', d.passport && `Passport ${d.passport}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </AdminCellNote>
                </div>
              </td>
              <td data-label="Fund">{d.fund}</td>
              <td data-label="Amount">{d.currency === 'INR' ? rupees(d.amount) : `${d.currency} ${d.amount.toLocaleString('en-IN')}`}</td>
              <td data-label="Received as">
                <div className="money-cell">
                  {DONATION_MODE_LABELS[d.mode]}
                  {(d.reference || d.kind_description) && <AdminCellNote>{d.kind_description || d.reference}</AdminCellNote>}
                </div>
              </td>
              <td data-label="80G">
                <div className="money-cell">{d.statement_80g ? 'Statement printed' : d.no_80g_reason ? NO_80G_REASON_TEXT[d.no_80g_reason as No80gReason] : 'No statement'}</div>
              </td>
              <td data-label="PDF">{d.receipt_number && <ReceiptButton donation={d} />}</td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

/**
 * The funds, as finance (and the owner) keep them: add, rename in English and Tamil, reorder, hide or
 * show; each fund's 80G mark (a wholly religious fund may not be 80G-eligible; later donations
 * follow, issued receipts stay), Form 10BD donation type, FCRA and fixed amounts. A fund without
 * gifts may be deleted (asked first); one with gifts is only hidden.
 */
function FundSettings({ funds }: { funds: DonationFund[] }) {
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      const res = await work();
      setNotice({ ok: true, text: res.message });
      await client.invalidateQueries({ queryKey: ['admin', 'donation-funds'] });
      return true;
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
      return false;
    }
  };
  const update = (fund: DonationFund, change: FundChange) => run(() => adminCall(calls.adminDonationFundUpdate, { params: { category: fund.category }, body: change }));
  const move = (index: number, by: -1 | 1) => {
    const order = funds.map((f) => f.category);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    return run(() => adminCall(calls.adminDonationFundOrder, { body: { categories: order } }));
  };
  const remove = async (fund: DonationFund) => {
    const yes = await confirm({ title: `Delete the fund “${fund.label}”?`, body: <p>No gift was made to it. It leaves every list for good.</p>, confirmLabel: 'Delete fund' });
    if (yes) await run(() => adminCall(calls.adminDonationFundDelete, { params: { category: fund.category } }));
  };
  return (
    <section aria-labelledby="funds-title" className="money-section">
      <h2 id="funds-title">Funds, 80G and Form 10BD</h2>
      <p className="admin-hint">
        The donation page offers the funds shown here, in this order. A donation to a fund that is not 80G-eligible (for example one wholly for religious purposes) gets a
        receipt without the 80G statement. A change applies to donations made after it; receipts already issued keep the name and statement they printed. Form 10BD reports
        each fund&apos;s donations under its donation type: corpus only with the donors&apos; written direction, specific grant only under an agreement. A fund with gifts
        cannot be deleted: hide it.
      </p>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <ol className="money-funds">
        {funds.map((f, i) => (
          <li key={f.category} className={`money-fund${f.hidden ? ' money-fund-hidden' : ''}`} data-testid="fund-row" role="group" aria-label={`Fund: ${f.label}`}>
            <FundNames fund={f} onSave={(names) => update(f, names)} />
            <p className="muted">
              {f.hidden ? 'Hidden: not offered for new gifts. ' : ''}
              {f.donations === 1 ? '1 gift' : `${f.donations} gifts`}
            </p>
            <label>
              <input type="checkbox" checked={f.eligible_80g} onChange={() => update(f, { eligible_80g: !f.eligible_80g })} /> {f.label}: 80G-eligible
            </label>
            <label>
              <input type="checkbox" checked={f.fcra_eligible} onChange={() => update(f, { fcra_eligible: !f.fcra_eligible })} /> {f.label}: takes foreign contributions (FCRA)
            </label>
            <label>
              {f.label}: Form 10BD donation type{' '}
              <select value={f.donation_type} onChange={(e) => update(f, { donation_type: e.target.value as DonationType10bd })}>
                {DONATION_TYPES_10BD.map((t) => (
                  <option key={t} value={t}>
                    {DONATION_TYPE_10BD_LABELS[t]}
                  </option>
                ))}
              </select>
            </label>
            <FundAmounts fund={f} onSave={(amounts) => update(f, { amounts })} />
            <div className="admin-form-actions">
              <button type="button" className="btn btn-outline btn-small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${f.label} up`}>
                Up
              </button>
              <button type="button" className="btn btn-outline btn-small" disabled={i === funds.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${f.label} down`}>
                Down
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={() => update(f, { hidden: !f.hidden })} aria-label={`${f.hidden ? 'Show' : 'Hide'} ${f.label}`}>
                {f.hidden ? 'Show' : 'Hide'}
              </button>
              {f.donations === 0 && (
                <button type="button" className="btn btn-outline btn-small" onClick={() => remove(f)} aria-label={`Delete ${f.label}`}>
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <NewFund onAdd={(body) => run(() => adminCall(calls.adminDonationFundCreate, { body }))} />
      {dialog}
    </section>
  );
}

/** "501, 1001" → [501, 1001]; anything that is not a whole number is sent as NaN so the server names the field. */
const parseAmounts = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((a) => (/^\d+$/.test(a) ? Number(a) : Number.NaN));

function FundNames({ fund, onSave }: { fund: DonationFund; onSave: (names: { label: string; label_ta: string }) => Promise<boolean> }) {
  const [label, setLabel] = useState(fund.label);
  const [labelTa, setLabelTa] = useState(fund.label_ta);
  const changed = label !== fund.label || labelTa !== fund.label_ta;
  return (
    <form
      className="money-fund-names"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave({ label, label_ta: labelTa });
      }}
    >
      <label>
        Name (English)
        <input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} />
      </label>
      <label>
        Name (Tamil)
        <input value={labelTa} onChange={(e) => setLabelTa(e.target.value)} maxLength={80} lang="ta" />
      </label>
      <button type="submit" className="btn btn-small" disabled={!changed}>
        Save names
      </button>
    </form>
  );
}

function FundAmounts({ fund, onSave }: { fund: DonationFund; onSave: (amounts: number[]) => Promise<boolean> }) {
  const [text, setText] = useState(fund.amounts.join(', '));
  return (
    <form
      className="money-fund-amounts"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(parseAmounts(text));
      }}
    >
      <label>
        {fund.label}: fixed amounts (₹, comma-separated; empty = any amount)
        <input value={text} onChange={(e) => setText(e.target.value)} inputMode="numeric" />
      </label>
      <button type="submit" className="btn btn-small" disabled={text === fund.amounts.join(', ')}>
        Save amounts
      </button>
    </form>
  );
}

function NewFund({ onAdd }: { onAdd: (body: FundCreate) => Promise<boolean> }) {
  const empty = { label: '', label_ta: '', eligible_80g: true, fcra_eligible: true, donation_type: 'others' as DonationType10bd, amounts: '' };
  const [v, setV] = useState(empty);
  return (
    <form
      className="money-refund money-new-fund"
      aria-labelledby="new-fund-title"
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await onAdd({ label: v.label, label_ta: v.label_ta, eligible_80g: v.eligible_80g, fcra_eligible: v.fcra_eligible, donation_type: v.donation_type, amounts: parseAmounts(v.amounts) });
        if (ok) setV(empty);
      }}
    >
      <h3 id="new-fund-title">Add a fund</h3>
      <label>
        New fund name (English)
        <input value={v.label} onChange={(e) => setV({ ...v, label: e.target.value })} maxLength={80} required />
      </label>
      <label>
        New fund name (Tamil)
        <input value={v.label_ta} onChange={(e) => setV({ ...v, label_ta: e.target.value })} maxLength={80} lang="ta" required />
      </label>
      <label>
        <input type="checkbox" checked={v.eligible_80g} onChange={() => setV({ ...v, eligible_80g: !v.eligible_80g })} /> 80G-eligible
      </label>
      <label>
        <input type="checkbox" checked={v.fcra_eligible} onChange={() => setV({ ...v, fcra_eligible: !v.fcra_eligible })} /> Takes foreign contributions (FCRA)
      </label>
      <label>
        Form 10BD donation type
        <select value={v.donation_type} onChange={(e) => setV({ ...v, donation_type: e.target.value as DonationType10bd })}>
          {DONATION_TYPES_10BD.map((t) => (
            <option key={t} value={t}>
              {DONATION_TYPE_10BD_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
      <label>
        New fund&apos;s fixed amounts (₹, comma-separated; empty = any amount)
        <input value={v.amounts} onChange={(e) => setV({ ...v, amounts: e.target.value })} inputMode="numeric" />
      </label>
      <button type="submit" className="btn">
        Add fund
      </button>
    </form>
  );
}
