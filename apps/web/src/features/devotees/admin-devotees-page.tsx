import { useState, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls } from '@portal/contract/calls';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { devoteeEraseSchema, devoteePatchSchema, type AdminDevoteeDetail } from '@portal/contract/admin-devotees';
import { DEVOTEE_BROADCAST_ROLES } from '@portal/contract/broadcasts';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { PAY_STATUS_LABELS } from '@portal/contract/registrations';
import { ATTEMPT_STATUS_LABELS, PAYMENT_PURPOSE_LABELS } from '@portal/contract/admin-payments';
import { inWords } from '@portal/contract/state-words';
import { errorMessage } from '../../lib/api';
import { AdminFilters, AdminListStatus, AdminPager, AdminSearch, AdminTableFrame } from '../../components/admin-list';
import { AdminExport } from '../../components/admin-export';
import { BulkBar, BulkPageToggle, BulkRowToggle, useBulkSelection } from '../../components/bulk-selection';
import { adminCall, roleAllowed, useStaff } from '../../lib/admin-client';
import { downloadJson } from '../../lib/download';
import { officeTimeIn } from '../../lib/dates';
import i18n, { currentLang, tx } from '../../lib/i18n';
import { useAdminAction } from '../../lib/use-admin-action';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import { useConfirm } from '../../components/confirm-dialog';
import { AnswersList } from '../../components/answers-list';
import './devotees.css';
import './admin-strings';

const PER_PAGE = 25;
const rupees = (n: number | null) => (n === null ? '—' : `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
const when = (iso: string | null) => officeTimeIn(iso, currentLang());

/** /admin/devotees (owner, coordinator, finance): find a person; /admin/devotees/{id} their page. */
export default function AdminDevoteesPage() {
  return (
    <Routes>
      <Route index element={<DevoteeList />} />
      <Route path=":id" element={<DevoteeDetail />} />
    </Routes>
  );
}

function DevoteeList() {
  const { t } = useTranslation();
  const c = (key: string) => t(`adminDevotees.columns.${key}`);
  const [filter, setFilter] = useState({ q: '', state: '' as '' | 'active' | 'deactivated' | 'erased' });
  const [page, setPage] = useState(1);
  const query = { ...filter, page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'devotees', query], queryFn: () => adminCall(calls.adminDevotees, { query }) });
  // Bulk actions (docs/decisions/bulk-actions.md): the same selection and bar as every list.
  const selection = useBulkSelection(filter, data?.total);
  const staff = useStaff();
  return (
    <section>
      <h1>{t('adminDevotees.title')}</h1>
      <AdminFilters>
        <AdminSearch
          value={filter.q}
          onChange={(q) => {
            setFilter((f) => ({ ...f, q }));
            setPage(1);
          }}
          placeholder={t('adminDevotees.search')}
        />
        <label>
          {t('adminDevotees.account')}
          <select
            value={filter.state}
            onChange={(e) => {
              setFilter((f) => ({ ...f, state: e.target.value as typeof f.state }));
              setPage(1);
            }}
          >
            <option value="">{t('adminDevotees.states.all')}</option>
            <option value="active">{t('adminDevotees.states.active')}</option>
            <option value="deactivated">{t('adminDevotees.states.deactivated')}</option>
            <option value="erased">{t('adminDevotees.states.erased')}</option>
          </select>
        </label>
      </AdminFilters>
      <AdminExport call={calls.adminExportDevotees} query={query} />
      <BulkBar selection={selection} total={data?.total} noun={t('adminDevotees.noun')}>
        {staff && roleAllowed(staff.role, DEVOTEE_BROADCAST_ROLES) && (
          <Link
            className="btn btn-outline"
            to={
              selection.all
                ? `${ADMIN_PATHS.root}/message-participants?people=devotees${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ''}`
                : `${ADMIN_PATHS.root}/message-participants?people=devotees&users=${selection.ids.join(',')}`
            }
          >
            {t('adminDevotees.message')}
          </Link>
        )}
        <AdminExport call={calls.adminExportDevotees} query={selection.exportQuery(query)} what={t('adminExport.exportSelection')} hint="" />
      </BulkBar>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty={t('adminDevotees.none')} />
      {data && data.data.length > 0 && (
        <AdminTableFrame caption={t('adminDevotees.caption')} className="people-table" columns={['name', 'mobile', 'email', 'city', 'registrations', 'account'].map(c)} lead={<BulkPageToggle selection={selection} pageIds={data.data.map((d) => d.id)} />}>
          {data.data.map((d) => (
            <tr key={d.id} data-testid="devotee-row">
              <td data-label={c('select')} className="bulk-select">
                <BulkRowToggle selection={selection} id={d.id} label={d.name} />
              </td>
              <td data-label={c('name')}>
                <Link to={String(d.id)}>{d.name}</Link>
              </td>
              <td data-label={c('mobile')}>{d.mobile}</td>
              <td data-label={c('email')}>{d.email || '—'}</td>
              <td data-label={c('city')}>{d.city || '—'}</td>
              <td data-label={c('registrations')}>{d.registrations}</td>
              <td data-label={c('account')}>{t(`adminDevotees.states.${d.erased ? 'erased' : d.deactivated ? 'deactivated' : 'active'}`)}</td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function DevoteeDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'devotee', id],
    queryFn: () => adminCall(calls.adminDevotee, { params: { id: String(id) } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (error) return <p className="alert alert-error" role="alert">{errorMessage(error)}</p>;
  if (isLoading || !data) return <p className="admin-loading">{t('adminDevotees.detail.loading')}</p>;
  const d = data.data;
  const p = d.person;
  return (
    <article className="people-detail">
      <p>
        <Link to="..">{t('adminDevotees.detail.back')}</Link>
      </p>
      <h1>{p.name}</h1>
      <section aria-labelledby="person-title">
        <h2 id="person-title">{t('adminDevotees.detail.person')}</h2>
        <dl>
          <dt>{t('adminDevotees.columns.mobile')}</dt>
          <dd data-testid="devotee-mobile">{p.mobile}</dd>
          <dt>{t('adminDevotees.columns.email')}</dt>
          <dd>{p.email || '—'}</dd>
          <dt>{t('adminDevotees.detail.whatsapp')}</dt>
          <dd>{p.whatsapp_number || '—'}</dd>
          <dt>{t('adminDevotees.detail.address')}</dt>
          <dd>
            {p.street_address || '—'} {p.pincode} {p.city}
          </dd>
          <dt>{t('adminDevotees.detail.pan')}</dt>
          <dd>{p.pan_number || '—'}</dd>
          <dt>{t('adminDevotees.columns.account')}</dt>
          <dd data-testid="devotee-state">
            {p.erased
              ? t('adminDevotees.detail.erasedAt', { time: when(p.erased_at) })
              : p.deactivated
                ? t('adminDevotees.detail.deactivatedAt', { time: when(p.deactivated_at) })
                : t(d.locked ? 'adminDevotees.detail.locked' : 'adminDevotees.states.active')}
          </dd>
          <dt>{t('adminDevotees.detail.since')}</dt>
          <dd>{when(p.created_at)}</dd>
        </dl>
      </section>
      {!p.erased && <DevoteeActions detail={d} />}
      <DetailSection id="regs-title" title={t('adminDevotees.detail.registrations')} empty={t('adminDevotees.detail.noRegistrations')} items={d.registrations}>
        {(r) => (
          <>
            <p>
              <Link to={`../../registrations/${r.id}`} relative="path">
                {r.event_name}
              </Link>{' '}
              ({r.event_date}) — {tx(PAY_STATUS_LABELS[r.status])}
              {r.total !== null && t('adminDevotees.detail.paidOf', { paid: rupees(r.paid), total: rupees(r.total) })}
            </p>
            {(r.form_answers || r.feedback) && (
              <details>
                <summary>{t(r.feedback ? 'adminDevotees.detail.formAnswersFeedback' : 'adminDevotees.detail.formAnswers')}</summary>
                {/* The questions' texts, as the registration's page shows them: never the stored keys. */}
                {r.form_answers && <AnswersList programId={r.program_id} kind="form" answers={r.form_answers} testId="devotee-form-answers" />}
                {r.feedback && (
                  <>
                    <h4>{t('adminDevotees.detail.feedback')}</h4>
                    <AnswersList programId={r.program_id} kind="feedback" answers={r.feedback} testId="devotee-feedback-answers" />
                  </>
                )}
              </details>
            )}
          </>
        )}
      </DetailSection>
      {d.payments && (
        <DetailSection id="pays-title" title={t('adminDevotees.detail.payments')} empty={t('adminDevotees.detail.noPayments')} items={d.payments}>
          {(a) => <>{when(a.created_at)} — {tx(inWords(PAYMENT_PURPOSE_LABELS, a.purpose))}, {a.provider}: {rupees(a.amount)} ({tx(inWords(ATTEMPT_STATUS_LABELS, a.status))})</>}
        </DetailSection>
      )}
      {d.donations && (
        <DetailSection id="dons-title" title={t('adminDevotees.detail.donations')} empty={t('adminDevotees.detail.noDonations')} items={d.donations}>
          {(g) => <>{when(g.created_at)} — {g.fund}: {rupees(g.amount)} ({tx(inWords(ATTEMPT_STATUS_LABELS, g.status))}) {g.receipt_number}</>}
        </DetailSection>
      )}
      <DetailSection id="vol-title" title={t('adminDevotees.detail.volunteering')} empty={t('adminDevotees.detail.noVolunteering')} items={d.volunteering}>
        {(v) => <>{when(v.created_at)} — {v.event_name || t('adminDevotees.detail.foundation')}: {v.message}</>}
      </DetailSection>
      <DetailSection id="audit-title" title={t('adminDevotees.detail.audit')} empty={t('adminDevotees.detail.noAudit')} items={d.audit} listClass="">
        {(a) => <>{when(a.at)} — {a.staff_name}: {a.action}</>}
      </DetailSection>
    </article>
  );
}

/** A titled part of a devotee's page: one list item per entry, or `empty` when there is none. */
function DetailSection<T extends { id: number | string }>({ id, title, empty, items, listClass = 'people-cards', children }: {
  id: string;
  title: string;
  empty: string;
  items: T[];
  /** The list's class ('' for a plain list). */
  listClass?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ul className={listClass || undefined}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Correct details, lift a lock (coordinator, owner); deactivate, export, erase (owner). */
function DevoteeActions({ detail }: { detail: AdminDevoteeDetail }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const { run, notice, say } = useAdminAction();
  const p = detail.person;
  const params = { id: String(p.id) };
  const answer = { onSuccess: (res: { message: string }) => say(true, res.message), onFailure: (text: string) => say(false, text), refresh: ['admin'] };
  type Correction = z.input<typeof devoteePatchSchema>;
  const stored: Correction = { name: p.name, mobile: p.mobile, email: p.email, whatsapp_number: p.whatsapp_number ?? '', street_address: p.street_address ?? '', pincode: p.pincode ?? '' };
  // Only what the staff changed is checked and sent: a field left as it was (an older record's
  // value the rules of today would refuse, an empty address) is not rewritten.
  const changed = (values: Correction): Correction =>
    Object.fromEntries(Object.entries(values).filter(([k, v]) => String(v ?? '').trim() !== (stored[k as keyof Correction] ?? '')));
  const checkCorrection = zodResolver(devoteePatchSchema);
  const correct = useForm<Correction, unknown, z.output<typeof devoteePatchSchema>>({
    // Nothing changed: sent as it is, and the server's answer says there is nothing to change.
    resolver: (values, context, options) => {
      const diff = changed(values);
      return Object.keys(diff).length ? checkCorrection(diff, context, options) : { values: {}, errors: {} };
    },
    defaultValues: stored,
  });
  const sendCorrection = useFormSubmit(correct, (body) => adminCall(calls.adminDevoteeUpdate, { params, body }), answer);
  const erase = useForm<z.input<typeof devoteeEraseSchema>, unknown, z.output<typeof devoteeEraseSchema>>({ resolver: zodResolver(devoteeEraseSchema), defaultValues: { reason: '' } });
  const { confirm, dialog } = useConfirm();
  const sendErase = useFormSubmit(erase, (body) => adminCall(calls.adminDevoteeErase, { params, body }), {
    ...answer,
    ask: () =>
      confirm({
        title: t('adminDevotees.actions.eraseAsk', { name: p.name }),
        body: <p>{t('adminDevotees.actions.eraseAskBody')}</p>,
        confirmLabel: t('adminDevotees.actions.erase'),
      }),
  });
  const deactivate = async () => {
    const yes = await confirm({
      title: t('adminDevotees.actions.deactivateTitle', { name: p.name }),
      body: <p>{t('adminDevotees.actions.deactivateBody')}</p>,
      confirmLabel: t('adminDevotees.actions.deactivate'),
    });
    if (yes) void run(null, () => adminCall(calls.adminDevoteeDeactivate, { params }));
  };
  if (!staff) return null;
  const care = roleAllowed(staff.role, calls.adminDevoteeUpdate.roles);
  const owner = staff.role === 'owner';
  if (!care && !owner) return null;
  return (
    <section aria-labelledby="care-title">
      <h2 id="care-title">{t('adminDevotees.actions.title')}</h2>
      {notice}
      {dialog}
      <div className="people-actions">
        {care && (
          <form aria-labelledby="correct-title" onSubmit={(ev) => void sendCorrection.onSubmit(ev)} noValidate>
            <h3 id="correct-title">{t('adminDevotees.actions.correct')}</h3>
            <FormField id="correct-name" label={t('adminDevotees.actions.name')} error={correct.formState.errors.name?.message}>
              {(f) => <input {...f} required maxLength={100} {...correct.register('name')} />}
            </FormField>
            <FormField id="correct-mobile" label={t('adminDevotees.actions.mobile')} error={correct.formState.errors.mobile?.message}>
              {(f) => <input {...f} inputMode="numeric" required {...correct.register('mobile')} />}
            </FormField>
            <FormField id="correct-email" label={t('adminDevotees.actions.email')} error={correct.formState.errors.email?.message}>
              {(f) => <input {...f} type="email" required {...correct.register('email')} />}
            </FormField>
            <FormField id="correct-whatsapp_number" label={t('adminDevotees.actions.whatsapp')} error={correct.formState.errors.whatsapp_number?.message}>
              {(f) => <input {...f} inputMode="numeric" {...correct.register('whatsapp_number')} />}
            </FormField>
            <FormField id="correct-street_address" label={t('adminDevotees.actions.street')} error={correct.formState.errors.street_address?.message}>
              {(f) => <input {...f} required {...correct.register('street_address')} />}
            </FormField>
            <FormField id="correct-pincode" label={t('adminDevotees.actions.pincode')} error={correct.formState.errors.pincode?.message}>
              {(f) => <input {...f} inputMode="numeric" required {...correct.register('pincode')} />}
            </FormField>
            <button type="submit" className="btn" disabled={sendCorrection.busy}>
              {t('adminDevotees.actions.save')}
            </button>
          </form>
        )}
        {care && !p.deactivated && (
          <form aria-labelledby="lock-title" onSubmit={(ev) => run(ev, () => adminCall(calls.adminDevoteeUnlock, { params }))}>
            <h3 id="lock-title">{t('adminDevotees.actions.lockTitle')}</h3>
            <p className="people-hint">{t(detail.locked ? 'adminDevotees.actions.locked' : 'adminDevotees.actions.notLocked')}</p>
            <button type="submit" className="btn btn-outline">
              {t('adminDevotees.actions.lift')}
            </button>
          </form>
        )}
        {owner && (
          <form aria-labelledby="dpdp-title" onSubmit={(ev) => ev.preventDefault()}>
            <h3 id="dpdp-title">{t('adminDevotees.actions.dpdp')}</h3>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                void run(null, async () => {
                  const res = await adminCall(calls.adminDevoteeExport, { params });
                  downloadJson(`person-${p.id}.json`, res.data);
                  return { message: i18n.t('adminDevotees.actions.downloaded') };
                })
              }
            >
              {t('adminDevotees.actions.download')}
            </button>
            {!p.deactivated && (
              <button type="button" className="btn btn-outline" onClick={() => void deactivate()}>
                {t('adminDevotees.actions.deactivate')}
              </button>
            )}
          </form>
        )}
        {owner && (
          <form aria-labelledby="erase-title" onSubmit={(ev) => void sendErase.onSubmit(ev)} noValidate>
            <h3 id="erase-title">{t('adminDevotees.actions.eraseTitle')}</h3>
            <p className="people-hint">{t('adminDevotees.actions.eraseHint')}</p>
            <FormField id="erase-reason" label={t('adminDevotees.actions.eraseReason')} error={erase.formState.errors.reason?.message}>
              {(f) => <input {...f} required minLength={3} maxLength={500} {...erase.register('reason')} />}
            </FormField>
            <button type="submit" className="btn btn-outline" disabled={sendErase.busy}>
              {t('adminDevotees.actions.erase')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
