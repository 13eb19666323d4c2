import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { GIVER_BROADCAST_ROLES } from '@portal/contract/broadcasts';
import {
  DONATION_ACCOUNTS,
  DONATION_ACCOUNT_LABELS,
  DONATION_MODES,
  DONATION_MODE_LABELS,
  OFFLINE_DONATION_MODES,
  offlineDonationSchema,
  receiptRule,
  type AdminDonation,
  type DonationFund,
  type FundChange,
  fundCreateSchema,
  type No80gReason,
  type OfflineDonationMode,
} from '@portal/contract/admin-donations';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { ATTEMPT_STATUS_LABELS } from '@portal/contract/admin-payments';
import { inWords } from '@portal/contract/state-words';
import { NATIONALITY_LABELS, type Nationality } from '@portal/contract/donations';
import { todayIso } from '@portal/contract/fields';
import { toMinor } from '@portal/contract/payments';
import { DONATION_TYPES_10BD, DONATION_TYPE_10BD_LABELS, type DonationType10bd } from '@portal/contract/admin-tax';
import { errorMessage } from '../../lib/api';
import { AdminCellNote, AdminDateRange, AdminFigure, AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminSelectFilter, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { BulkBar, BulkPageToggle, BulkRowToggle, listMatch, useBulkSelection } from '../../components/bulk-selection';
import { adminCall, adminDownload, roleAllowed, useStaff } from '../../lib/admin-client';
import { currentLang, tx } from '../../lib/i18n';
import { displayDate } from '../../lib/dates';
import { rupees } from '../../lib/rupees';
import { useAdminAction } from '../../lib/use-admin-action';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FieldNotes, FormField } from '../../components/form-field';
import { FormAlerts } from '../../components/form-alerts';
import { useConfirm } from '../../components/confirm-dialog';
import './admin-payments.css';
import './admin-strings';

const PER_PAGE = 25;

/** /admin/donations (owner, finance): online and offline donations, offline entry with the 80G rules, the funds. */
export default function AdminDonationsPage() {
  const { t } = useTranslation();
  const funds = useQuery({ queryKey: ['admin', 'donation-funds'], queryFn: () => adminCall(calls.adminDonationFunds) });
  return (
    <section>
      <h1>{t('adminDonations.title')}</h1>
      <OfflineDonationForm funds={funds.data?.data ?? []} />
      <DonationList funds={funds.data?.data ?? []} />
      <FundSettings funds={funds.data?.data ?? []} />
    </section>
  );
}

/** The rules, explained as the form is filled in (the server decides the same way). */
function RuleNote({ mode, amount, currency, fund, hasId, fcra }: { mode: OfflineDonationMode; amount: string; currency: string; fund?: DonationFund; hasId: boolean; fcra: boolean }) {
  const { t } = useTranslation();
  const rule = receiptRule({ mode, amountMinor: toMinor(Number(amount || 0), currency), fundEligible: fund?.eligible_80g ?? true, hasId, fcra });
  return (
    <p className={rule.statement ? 'alert alert-success' : 'alert money-rule'} data-testid="receipt-rule" aria-live="polite">
      {rule.statement ? t('adminDonations.offline.statement') : t(`adminDonations.no80g.${rule.reason!}`)}
    </p>
  );
}

type OfflineIn = z.input<typeof offlineDonationSchema>;
const FOREIGN_NATIONALITIES = ['foreign', 'oci_pio'] as const;
const offlineDefaults = (): OfflineIn => ({
  fcra: false,
  nationality: 'foreign',
  passport: '',
  currency: 'USD',
  donor_name: '',
  donor_address: '',
  mobile: '',
  email: '',
  lang: 'en',
  pan: '',
  aadhaar: '',
  category: 'donation',
  mode: 'cash',
  amount: '',
  kind_description: '',
  reference: '',
  received_on: todayIso(),
});

/**
 * An offline gift (cash, cheque, transfer, in kind; or an FCRA receipt by hand), on the one form
 * pattern: the contract's offline donation schema checks it as the server does. The FCRA fields
 * and the gift in kind's description leave the values while hidden (`shouldUnregister`), so a
 * domestic gift sends none of them.
 */
function OfflineDonationForm({ funds }: { funds: DonationFund[] }) {
  const { t } = useTranslation();
  const form = useForm<OfflineIn, unknown, z.output<typeof offlineDonationSchema>>({ resolver: zodResolver(offlineDonationSchema), defaultValues: offlineDefaults(), shouldUnregister: true });
  const [done, setDone] = useState<{ text: string; donation: AdminDonation } | null>(null);
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminDonationCreate, { body }), {
    onStart: () => setDone(null),
    onSuccess: (res) => {
      setDone({ text: `${res.message}: ${res.data.receipt_number}`, donation: res.data });
      form.reset(offlineDefaults());
    },
    refresh: ['admin', 'donations'],
  });
  const errors = form.formState.errors;
  const [fcra, mode, amount, currency, category, pan, aadhaar] = useWatch({ control: form.control, name: ['fcra', 'mode', 'amount', 'currency', 'category', 'pan', 'aadhaar'] });
  const money = fcra ? String(currency ?? '').toUpperCase() : 'INR';
  // An international receipt recorded by hand: FCRA, received into the FCRA bank account only.
  const modes = fcra ? OFFLINE_DONATION_MODES.filter((m) => m === 'bank_transfer' || m === 'cheque') : OFFLINE_DONATION_MODES;
  const fcraMark = form.register('fcra', {
    onChange: (ev: { target: { checked: boolean } }) => {
      if (ev.target.checked && mode !== 'bank_transfer' && mode !== 'cheque') form.setValue('mode', 'bank_transfer');
    },
  });
  const upper = { setValueAs: (v: unknown) => String(v ?? '').toUpperCase() };
  const amountLabel = mode === 'kind' ? t('adminDonations.offline.statedValue') : fcra ? t('adminDonations.offline.amountIn', { currency: money || t('adminDonations.offline.currencyWord') }) : t('adminDonations.offline.amount');
  return (
    <form className="money-refund money-donation" aria-labelledby="offline-title" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <h2 id="offline-title">{t('adminDonations.offline.title')}</h2>
      <div>
        <label className="money-check" htmlFor="offline-fcra">
          <input id="offline-fcra" type="checkbox" aria-describedby={errors.fcra ? 'offline-fcra-error' : undefined} {...fcraMark} /> {t('adminDonations.offline.fcra')}
        </label>
        <FieldNotes id="offline-fcra" error={errors.fcra?.message} />
      </div>
      {fcra && (
        <>
          <FormField id="offline-nationality" label={t('adminDonations.offline.nationality')} error={errors.nationality?.message}>
            {(p) => (
              <select {...p} {...form.register('nationality')}>
                {FOREIGN_NATIONALITIES.map((n) => (
                  <option key={n} value={n}>
                    {tx(NATIONALITY_LABELS[n])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="offline-passport" label={t('adminDonations.offline.passport')} error={errors.passport?.message} required>
            {(p) => <input {...p} maxLength={24} autoComplete="off" {...form.register('passport', upper)} />}
          </FormField>
          <FormField id="offline-currency" label={t('adminDonations.offline.currency')} error={errors.currency?.message} required>
            {(p) => <input {...p} maxLength={3} {...form.register('currency', upper)} />}
          </FormField>
        </>
      )}
      <FormField id="offline-donor_name" label={t('adminDonations.offline.donorName')} error={errors.donor_name?.message} required>
        {(p) => <input {...p} maxLength={120} {...form.register('donor_name')} />}
      </FormField>
      <FormField id="offline-donor_address" label={t('adminDonations.offline.address')} error={errors.donor_address?.message}>
        {(p) => <input {...p} maxLength={300} {...form.register('donor_address')} />}
      </FormField>
      <FormField id="offline-mobile" label={t('adminDonations.offline.mobile')} error={errors.mobile?.message}>
        {(p) => <input {...p} inputMode="numeric" maxLength={10} {...form.register('mobile')} />}
      </FormField>
      <FormField id="offline-email" label={t('adminDonations.offline.email')} error={errors.email?.message}>
        {(p) => <input {...p} type="email" maxLength={120} autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField id="offline-lang" label={t('adminDonations.offline.lang')} error={errors.lang?.message}>
        {(p) => (
          <select {...p} {...form.register('lang')}>
            <option value="en">English</option>
            <option value="ta">தமிழ் (Tamil)</option>
          </select>
        )}
      </FormField>
      <FormField id="offline-pan" label={t('adminDonations.offline.pan')} error={errors.pan?.message}>
        {(p) => <input {...p} maxLength={10} {...form.register('pan', upper)} />}
      </FormField>
      <FormField id="offline-aadhaar" label={t('adminDonations.offline.aadhaar')} error={errors.aadhaar?.message}>
        {(p) => <input {...p} inputMode="numeric" maxLength={14} autoComplete="off" {...form.register('aadhaar')} />}
      </FormField>
      <FormField id="offline-category" label={t('adminDonations.offline.fund')} error={errors.category?.message}>
        {(p) => (
          <select {...p} {...form.register('category')}>
            {funds
              .filter((f) => !f.hidden || f.category === category)
              .map((f) => (
                <option key={f.category} value={f.category}>
                  {f.label}
                  {f.eligible_80g ? '' : t('adminDonations.offline.notEligible')}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField id="offline-mode" label={t('adminDonations.offline.receivedAs')} error={errors.mode?.message}>
        {(p) => (
          <select {...p} {...form.register('mode')}>
            {modes.map((m) => (
              <option key={m} value={m}>
                {tx(DONATION_MODE_LABELS[m])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="offline-amount" label={amountLabel} error={errors.amount?.message} required>
        {(p) => <input {...p} inputMode="decimal" {...form.register('amount')} />}
      </FormField>
      {mode === 'kind' && (
        <FormField id="offline-kind_description" label={t('adminDonations.offline.kind')} error={errors.kind_description?.message} required>
          {(p) => <input {...p} maxLength={300} {...form.register('kind_description')} />}
        </FormField>
      )}
      <FormField id="offline-reference" label={t('adminDonations.offline.reference')} error={errors.reference?.message} required={mode === 'cheque' || mode === 'bank_transfer'}>
        {(p) => <input {...p} maxLength={100} {...form.register('reference')} />}
      </FormField>
      <FormField id="offline-received_on" label={t('adminDonations.offline.receivedOn')} error={errors.received_on?.message} required>
        {(p) => <input {...p} type="date" max={todayIso()} {...form.register('received_on')} />}
      </FormField>
      <RuleNote mode={mode ?? 'cash'} amount={String(amount ?? '')} currency={money || 'INR'} fund={funds.find((f) => f.category === category)} hasId={!!(pan || aadhaar)} fcra={!!fcra} />
      <FormAlerts error={error} />
      <button type="submit" className="btn" disabled={busy}>
        {t('adminDonations.offline.submit')}
      </button>
      {done && (
        <div className="alert alert-success" role="status">
          {done.text}
          <ReceiptButton donation={done.donation} />
        </div>
      )}
    </form>
  );
}

function ReceiptButton({ donation }: { donation: AdminDonation }) {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const label = donation.document === 'acknowledgement' ? t('adminDonations.acknowledgementPdf') : t('adminDonations.receiptPdf');
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

/** When an offline gift was received (DD/MM/YYYY in Tamil), or an online gift's state (its word in Tamil; the stored word in English, as before). */
const receivedNote = (d: AdminDonation) => {
  const tamil = currentLang() === 'ta';
  if (d.received_on) return tamil ? displayDate(d.received_on) : d.received_on;
  return tamil ? tx(inWords(ATTEMPT_STATUS_LABELS, d.status)) : d.status;
};

function DonationList({ funds }: { funds: DonationFund[] }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`adminDonations.list.columns.${key}`);
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
      <h2 id="donations-list">{t('adminDonations.list.title')}</h2>
      <AdminFilters>
        <AdminSearch value={filter.q} onChange={(q) => setValue('q', q)} placeholder={t('adminDonations.list.search')} />
        <AdminSelectFilter
          label={t('adminDonations.list.account')}
          value={filter.account}
          onChange={(ev) => setValue('account', ev.target.value)}
          options={DONATION_ACCOUNTS.map((a) => [a, tx(DONATION_ACCOUNT_LABELS[a])] as const)}
        />
        <AdminSelectFilter label={t('adminDonations.list.receivedAs')} value={filter.mode} onChange={(ev) => setValue('mode', ev.target.value)} options={DONATION_MODES.map((m) => [m, tx(DONATION_MODE_LABELS[m])] as const)} />
        <AdminSelectFilter
          label={t('adminDonations.list.fund')}
          value={filter.category}
          onChange={(ev) => setValue('category', ev.target.value)}
          options={funds.map((f) => [f.category, f.label] as const)}
        />
        <AdminDateRange label={t('adminDonations.list.from')} from={filter.from} to={filter.to} onChange={setValue} />
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
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminDonations.list.none')} />
      {data && (
        <dl className="admin-summary" aria-label={t('adminDonations.list.totals')}>
          <AdminFigure term={t('adminDonations.list.count')}>{data.total}</AdminFigure>
          <AdminFigure term={t('adminDonations.list.domestic')} testId="total-domestic">
            {rupees(data.totals.domestic)}
          </AdminFigure>
          <AdminFigure term={t('adminDonations.list.fcra')} testId="total-fcra">
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
        <AdminTableFrame caption={t('adminDonations.list.caption')} className="admin-cards" columns={(['receipt', 'donor', 'fund', 'amount', 'receivedAs', 'g80', 'pdf'] as const).map(c)} lead={<BulkPageToggle selection={selection} pageIds={data.data.map((d) => d.id)} />}>
          {data.data.map((d) => (
            <tr key={d.id} data-testid="donation-row">
              <td data-label={c('select')} className="bulk-select">
                <BulkRowToggle selection={selection} id={d.id} label={`${d.donor_name}, ${d.receipt_number || d.id}`} />
              </td>
              <td data-label={c('receipt')}>
                <div className="money-cell">
                  {d.receipt_number || '—'}
                  <AdminCellNote>{receivedNote(d)}</AdminCellNote>
                </div>
              </td>
              <td data-label={c('donor')}>
                {/* One block: the phone's card layout puts each child of a cell side by side. */}
                <div className="money-cell">
                  {d.fcra && <span className="money-fcra">FCRA</span>} {d.donor_name}
                  <AdminCellNote>
                    {[d.mobile, d.pan, d.aadhaar, d.nationality && d.nationality !== 'indian' ? tx(NATIONALITY_LABELS[d.nationality as Nationality]) : '', d.passport && t('adminDonations.list.passport', { number: d.passport })]
                      .filter(Boolean)
                      .join(' · ')}
                  </AdminCellNote>
                </div>
              </td>
              <td data-label={c('fund')}>{d.fund}</td>
              <td data-label={c('amount')}>{d.currency === 'INR' ? rupees(d.amount) : `${d.currency} ${d.amount.toLocaleString('en-IN')}`}</td>
              <td data-label={c('receivedAs')}>
                <div className="money-cell">
                  {tx(DONATION_MODE_LABELS[d.mode])}
                  {(d.reference || d.kind_description) && <AdminCellNote>{d.kind_description || d.reference}</AdminCellNote>}
                </div>
              </td>
              <td data-label={c('g80')}>
                <div className="money-cell">{d.statement_80g ? t('adminDonations.list.printed') : d.no_80g_reason ? t(`adminDonations.no80g.${d.no_80g_reason as No80gReason}`) : t('adminDonations.list.noStatement')}</div>
              </td>
              <td data-label={c('pdf')}>{d.receipt_number && <ReceiptButton donation={d} />}</td>
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
 * gifts may be deleted (asked first); one with gifts is only hidden. The one-click changes are
 * actions (useAdminAction); the names, the amounts and a new fund are forms on the one pattern,
 * their answers in the section's message area.
 */
function FundSettings({ funds }: { funds: DonationFund[] }) {
  const { t } = useTranslation();
  const { run, notice, say } = useAdminAction(['admin', 'donation-funds']);
  const { confirm, dialog } = useConfirm();
  const answer = { onSuccess: (res: { message: string }) => say(true, res.message), onFailure: (text: string) => say(false, text), refresh: ['admin', 'donation-funds'] };
  const update = (fund: DonationFund, change: FundChange) => run(null, () => adminCall(calls.adminDonationFundUpdate, { params: { category: fund.category }, body: change }));
  const move = (index: number, by: -1 | 1) => {
    const order = funds.map((f) => f.category);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    return run(null, () => adminCall(calls.adminDonationFundOrder, { body: { categories: order } }));
  };
  const remove = async (fund: DonationFund) => {
    const yes = await confirm({ title: t('adminDonations.funds.deleteTitle', { fund: fund.label }), body: <p>{t('adminDonations.funds.deleteBody')}</p>, confirmLabel: t('adminDonations.funds.deleteConfirm') });
    if (yes) await run(null, () => adminCall(calls.adminDonationFundDelete, { params: { category: fund.category } }));
  };
  return (
    <section aria-labelledby="funds-title" className="money-section">
      <h2 id="funds-title">{t('adminDonations.funds.title')}</h2>
      <p className="admin-hint">{t('adminDonations.funds.hint')}</p>
      {notice}
      <ol className="money-funds">
        {funds.map((f, i) => (
          <li key={f.category} className={`money-fund${f.hidden ? ' money-fund-hidden' : ''}`} data-testid="fund-row" role="group" aria-label={t('adminDonations.funds.group', { fund: f.label })}>
            <FundNames fund={f} answer={answer} />
            <p className="muted">
              {f.hidden ? t('adminDonations.funds.hidden') : ''}
              {t('adminDonations.funds.gifts', { count: f.donations })}
            </p>
            <label>
              <input type="checkbox" checked={f.eligible_80g} onChange={() => update(f, { eligible_80g: !f.eligible_80g })} /> {t('adminDonations.funds.eligible', { fund: f.label })}
            </label>
            <label>
              <input type="checkbox" checked={f.fcra_eligible} onChange={() => update(f, { fcra_eligible: !f.fcra_eligible })} /> {t('adminDonations.funds.fcra', { fund: f.label })}
            </label>
            <label>
              {t('adminDonations.funds.type', { fund: f.label })}{' '}
              <select value={f.donation_type} onChange={(e) => update(f, { donation_type: e.target.value as DonationType10bd })}>
                {DONATION_TYPES_10BD.map((type) => (
                  <option key={type} value={type}>
                    {tx(DONATION_TYPE_10BD_LABELS[type])}
                  </option>
                ))}
              </select>
            </label>
            <FundAmounts fund={f} answer={answer} />
            <div className="admin-form-actions">
              <button type="button" className="btn btn-outline btn-small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('adminDonations.funds.moveUp', { fund: f.label })}>
                {t('adminDonations.funds.up')}
              </button>
              <button type="button" className="btn btn-outline btn-small" disabled={i === funds.length - 1} onClick={() => move(i, 1)} aria-label={t('adminDonations.funds.moveDown', { fund: f.label })}>
                {t('adminDonations.funds.down')}
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={() => update(f, { hidden: !f.hidden })} aria-label={t(f.hidden ? 'adminDonations.funds.showFund' : 'adminDonations.funds.hideFund', { fund: f.label })}>
                {t(f.hidden ? 'adminDonations.funds.show' : 'adminDonations.funds.hide')}
              </button>
              {f.donations === 0 && (
                <button type="button" className="btn btn-outline btn-small" onClick={() => remove(f)} aria-label={t('adminDonations.funds.deleteFund', { fund: f.label })}>
                  {t('adminDonations.funds.delete')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <NewFund answer={answer} />
      {dialog}
    </section>
  );
}

/** Where a fund form's answer goes: the funds section's message area (useAdminAction's `say`). */
type FundAnswer = { onSuccess: (res: { message: string }) => void; onFailure: (text: string) => void; refresh: readonly unknown[] };

/** "501, 1001" → [501, 1001]; anything that is not a whole number becomes NaN, which the contract's rule refuses under the field. */
const parseAmounts = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((a) => (/^\d+$/.test(a) ? Number(a) : Number.NaN));

/** The fixed amounts as typed ("501, 1001"), checked by the contract's rule for a fund's amounts. */
const amountsText = z.preprocess((text) => parseAmounts(String(text ?? '')), fundCreateSchema.shape.amounts);
const fundNamesSchema = fundCreateSchema.pick({ label: true, label_ta: true });
const fundAmountsSchema = z.object({ amounts: amountsText });
const newFundSchema = fundCreateSchema.extend({ amounts: amountsText });

/** A field's message, also when the rule named one item of a list (`amounts.0`). */
const messageOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  return 'message' in error && typeof error.message === 'string' ? error.message : undefined;
};

function FundNames({ fund, answer }: { fund: DonationFund; answer: FundAnswer }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof fundNamesSchema>, unknown, z.output<typeof fundNamesSchema>>({ resolver: zodResolver(fundNamesSchema), values: { label: fund.label, label_ta: fund.label_ta } });
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminDonationFundUpdate, { params: { category: fund.category }, body }), answer);
  const [label, labelTa] = useWatch({ control: form.control, name: ['label', 'label_ta'] });
  const changed = label !== fund.label || labelTa !== fund.label_ta;
  const errors = form.formState.errors;
  const id = `fund-${fund.category}`;
  return (
    <form className="money-fund-names" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <FormField id={`${id}-label`} label={t('adminDonations.funds.nameEn')} error={errors.label?.message}>
        {(p) => <input {...p} maxLength={80} {...form.register('label')} />}
      </FormField>
      <FormField id={`${id}-label_ta`} label={t('adminDonations.funds.nameTa')} error={errors.label_ta?.message}>
        {(p) => <input {...p} maxLength={80} lang="ta" {...form.register('label_ta')} />}
      </FormField>
      <button type="submit" className="btn btn-small" disabled={!changed || busy}>
        {t('adminDonations.funds.saveNames')}
      </button>
    </form>
  );
}

function FundAmounts({ fund, answer }: { fund: DonationFund; answer: FundAnswer }) {
  const { t } = useTranslation();
  const stored = fund.amounts.join(', ');
  const form = useForm<z.input<typeof fundAmountsSchema>, unknown, z.output<typeof fundAmountsSchema>>({ resolver: zodResolver(fundAmountsSchema), values: { amounts: stored } });
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminDonationFundUpdate, { params: { category: fund.category }, body }), answer);
  const text = useWatch({ control: form.control, name: 'amounts' });
  return (
    <form className="money-fund-amounts" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <FormField id={`fund-${fund.category}-amounts`} label={t('adminDonations.funds.amounts', { fund: fund.label })} error={messageOf(form.formState.errors.amounts)}>
        {(p) => <input {...p} inputMode="numeric" {...form.register('amounts')} />}
      </FormField>
      <button type="submit" className="btn btn-small" disabled={text === stored || busy}>
        {t('adminDonations.funds.saveAmounts')}
      </button>
    </form>
  );
}

function NewFund({ answer }: { answer: FundAnswer }) {
  const { t } = useTranslation();
  const empty: z.input<typeof newFundSchema> = { label: '', label_ta: '', eligible_80g: true, fcra_eligible: true, donation_type: 'others', amounts: '' };
  const form = useForm<z.input<typeof newFundSchema>, unknown, z.output<typeof newFundSchema>>({ resolver: zodResolver(newFundSchema), defaultValues: empty });
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminDonationFundCreate, { body }), {
    ...answer,
    onSuccess: (res) => {
      answer.onSuccess(res);
      form.reset(empty);
    },
  });
  const errors = form.formState.errors;
  return (
    <form className="money-refund money-new-fund" aria-labelledby="new-fund-title" onSubmit={(ev) => void onSubmit(ev)} noValidate>
      <h3 id="new-fund-title">{t('adminDonations.funds.add')}</h3>
      <FormField id="new-fund-label" label={t('adminDonations.funds.newEn')} error={errors.label?.message} required>
        {(p) => <input {...p} maxLength={80} {...form.register('label')} />}
      </FormField>
      <FormField id="new-fund-label_ta" label={t('adminDonations.funds.newTa')} error={errors.label_ta?.message} required>
        {(p) => <input {...p} maxLength={80} lang="ta" {...form.register('label_ta')} />}
      </FormField>
      <label className="money-check">
        <input type="checkbox" {...form.register('eligible_80g')} /> {t('adminDonations.funds.new80g')}
      </label>
      <label className="money-check">
        <input type="checkbox" {...form.register('fcra_eligible')} /> {t('adminDonations.funds.newFcra')}
      </label>
      <FormField id="new-fund-donation_type" label={t('adminDonations.funds.newType')} error={errors.donation_type?.message}>
        {(p) => (
          <select {...p} {...form.register('donation_type')}>
            {DONATION_TYPES_10BD.map((type) => (
              <option key={type} value={type}>
                {tx(DONATION_TYPE_10BD_LABELS[type])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="new-fund-amounts" label={t('adminDonations.funds.newAmounts')} error={messageOf(errors.amounts)}>
        {(p) => <input {...p} inputMode="numeric" {...form.register('amounts')} />}
      </FormField>
      <button type="submit" className="btn" disabled={busy}>
        {t('adminDonations.funds.addSubmit')}
      </button>
    </form>
  );
}
