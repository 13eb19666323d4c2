import { useState, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
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
import { useAdminAction } from '../../lib/use-admin-action';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormField } from '../../components/form-field';
import { useConfirm } from '../../components/confirm-dialog';
import { AnswersList } from '../../components/answers-list';
import './devotees.css';

const PER_PAGE = 25;
const rupees = (n: number | null) => (n === null ? '—' : `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

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
  const [filter, setFilter] = useState({ q: '', state: '' as '' | 'active' | 'deactivated' | 'erased' });
  const [page, setPage] = useState(1);
  const query = { ...filter, page, per_page: PER_PAGE };
  const { data, error, isLoading } = useQuery({ queryKey: ['admin', 'devotees', query], queryFn: () => adminCall(calls.adminDevotees, { query }) });
  // Bulk actions (docs/decisions/bulk-actions.md): the same selection and bar as every list.
  const selection = useBulkSelection(filter, data?.total);
  const staff = useStaff();
  return (
    <section>
      <h1>Devotees</h1>
      <AdminFilters>
        <AdminSearch
          value={filter.q}
          onChange={(q) => {
            setFilter((f) => ({ ...f, q }));
            setPage(1);
          }}
          placeholder="Name, mobile or email"
        />
        <label>
          Account
          <select
            value={filter.state}
            onChange={(e) => {
              setFilter((f) => ({ ...f, state: e.target.value as typeof f.state }));
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
            <option value="erased">Erased</option>
          </select>
        </label>
      </AdminFilters>
      <AdminExport call={calls.adminExportDevotees} query={query} />
      <BulkBar selection={selection} total={data?.total} noun="devotees">
        {staff && roleAllowed(staff.role, DEVOTEE_BROADCAST_ROLES) && (
          <Link
            className="btn btn-outline"
            to={
              selection.all
                ? `${ADMIN_PATHS.root}/message-participants?people=devotees${filter.q ? `&q=${encodeURIComponent(filter.q)}` : ''}`
                : `${ADMIN_PATHS.root}/message-participants?people=devotees&users=${selection.ids.join(',')}`
            }
          >
            Message
          </Link>
        )}
        <AdminExport call={calls.adminExportDevotees} query={selection.exportQuery(query)} what="Export selection" hint="" />
      </BulkBar>
      <AdminListStatus error={error} isLoading={isLoading} rows={data?.data.length} empty="No devotees match." />
      {data && data.data.length > 0 && (
        <AdminTableFrame caption="Devotees, newest first" className="people-table" columns={['Name', 'Mobile', 'Email', 'City', 'Registrations', 'Account']} lead={<BulkPageToggle selection={selection} pageIds={data.data.map((d) => d.id)} />}>
          {data.data.map((d) => (
            <tr key={d.id} data-testid="devotee-row">
              <td data-label="Select" className="bulk-select">
                <BulkRowToggle selection={selection} id={d.id} label={d.name} />
              </td>
              <td data-label="Name">
                <Link to={String(d.id)}>{d.name}</Link>
              </td>
              <td data-label="Mobile">{d.mobile}</td>
              <td data-label="Email">{d.email || '—'}</td>
              <td data-label="City">{d.city || '—'}</td>
              <td data-label="Registrations">{d.registrations}</td>
              <td data-label="Account">{d.erased ? 'Erased' : d.deactivated ? 'Deactivated' : 'Active'}</td>
            </tr>
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function DevoteeDetail() {
  const id = Number(useParams().id);
  const { data, error, isLoading } = useQuery({
    queryKey: ['admin', 'devotee', id],
    queryFn: () => adminCall(calls.adminDevotee, { params: { id: String(id) } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (error) return <p className="alert alert-error" role="alert">{errorMessage(error)}</p>;
  if (isLoading || !data) return <p className="admin-loading">Loading…</p>;
  const d = data.data;
  const p = d.person;
  return (
    <article className="people-detail">
      <p>
        <Link to="..">← Devotees</Link>
      </p>
      <h1>{p.name}</h1>
      <section aria-labelledby="person-title">
        <h2 id="person-title">Person</h2>
        <dl>
          <dt>Mobile</dt>
          <dd data-testid="devotee-mobile">{p.mobile}</dd>
          <dt>Email</dt>
          <dd>{p.email || '—'}</dd>
          <dt>WhatsApp</dt>
          <dd>{p.whatsapp_number || '—'}</dd>
          <dt>Address</dt>
          <dd>
            {p.street_address || '—'} {p.pincode} {p.city}
          </dd>
          <dt>PAN</dt>
          <dd>{p.pan_number || '—'}</dd>
          <dt>Account</dt>
          <dd data-testid="devotee-state">
            {p.erased ? `Erased ${when(p.erased_at)}` : p.deactivated ? `Deactivated ${when(p.deactivated_at)}` : d.locked ? 'Login locked' : 'Active'}
          </dd>
          <dt>Since</dt>
          <dd>{when(p.created_at)}</dd>
        </dl>
      </section>
      {!p.erased && <DevoteeActions detail={d} />}
      <DetailSection id="regs-title" title="Registrations" empty="No registrations." items={d.registrations}>
        {(r) => (
          <>
            <p>
              <Link to={`../../registrations/${r.id}`} relative="path">
                {r.event_name}
              </Link>{' '}
              ({r.event_date}) — {PAY_STATUS_LABELS[r.status]}
              {r.total !== null && ` — ${rupees(r.paid)} of ${rupees(r.total)}`}
            </p>
            {(r.form_answers || r.feedback) && (
              <details>
                <summary>Form answers{r.feedback ? ' and feedback' : ''}</summary>
                {/* The questions' texts, as the registration's page shows them: never the stored keys. */}
                {r.form_answers && <AnswersList programId={r.program_id} kind="form" answers={r.form_answers} testId="devotee-form-answers" />}
                {r.feedback && (
                  <>
                    <h4>Feedback</h4>
                    <AnswersList programId={r.program_id} kind="feedback" answers={r.feedback} testId="devotee-feedback-answers" />
                  </>
                )}
              </details>
            )}
          </>
        )}
      </DetailSection>
      {d.payments && (
        <DetailSection id="pays-title" title="Payments" empty="No payments." items={d.payments}>
          {(a) => <>{when(a.created_at)} — {inWords(PAYMENT_PURPOSE_LABELS, a.purpose)}, {a.provider}: {rupees(a.amount)} ({inWords(ATTEMPT_STATUS_LABELS, a.status)})</>}
        </DetailSection>
      )}
      {d.donations && (
        <DetailSection id="dons-title" title="Donations" empty="No donations." items={d.donations}>
          {(g) => <>{when(g.created_at)} — {g.fund}: {rupees(g.amount)} ({inWords(ATTEMPT_STATUS_LABELS, g.status)}) {g.receipt_number}</>}
        </DetailSection>
      )}
      <DetailSection id="vol-title" title="Volunteering" empty="No offers to volunteer." items={d.volunteering}>
        {(v) => <>{when(v.created_at)} — {v.event_name || 'Foundation'}: {v.message}</>}
      </DetailSection>
      <DetailSection id="audit-title" title="Changes by staff" empty="No changes by staff." items={d.audit} listClass="">
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
        title: `Erase ${p.name}'s personal data?`,
        body: <p>The profile, form answers, feedback and volunteering are emptied. Receipts and donation records stay, as tax law requires.</p>,
        confirmLabel: 'Erase personal data',
      }),
  });
  const deactivate = async () => {
    const yes = await confirm({
      title: `Deactivate ${p.name}'s account?`,
      body: <p>They can no longer log in, and their open sessions end.</p>,
      confirmLabel: 'Deactivate the account',
    });
    if (yes) void run(null, () => adminCall(calls.adminDevoteeDeactivate, { params }));
  };
  if (!staff) return null;
  const care = roleAllowed(staff.role, calls.adminDevoteeUpdate.roles);
  const owner = staff.role === 'owner';
  if (!care && !owner) return null;
  return (
    <section aria-labelledby="care-title">
      <h2 id="care-title">Actions</h2>
      {notice}
      {dialog}
      <div className="people-actions">
        {care && (
          <form aria-labelledby="correct-title" onSubmit={(ev) => void sendCorrection.onSubmit(ev)} noValidate>
            <h3 id="correct-title">Correct details</h3>
            <FormField id="correct-name" label="Name" error={correct.formState.errors.name?.message}>
              {(f) => <input {...f} required maxLength={100} {...correct.register('name')} />}
            </FormField>
            <FormField id="correct-mobile" label="Mobile" error={correct.formState.errors.mobile?.message}>
              {(f) => <input {...f} inputMode="numeric" required {...correct.register('mobile')} />}
            </FormField>
            <FormField id="correct-email" label="Email" error={correct.formState.errors.email?.message}>
              {(f) => <input {...f} type="email" required {...correct.register('email')} />}
            </FormField>
            <FormField id="correct-whatsapp_number" label="WhatsApp" error={correct.formState.errors.whatsapp_number?.message}>
              {(f) => <input {...f} inputMode="numeric" {...correct.register('whatsapp_number')} />}
            </FormField>
            <FormField id="correct-street_address" label="Street address" error={correct.formState.errors.street_address?.message}>
              {(f) => <input {...f} required {...correct.register('street_address')} />}
            </FormField>
            <FormField id="correct-pincode" label="Pincode" error={correct.formState.errors.pincode?.message}>
              {(f) => <input {...f} inputMode="numeric" required {...correct.register('pincode')} />}
            </FormField>
            <button type="submit" className="btn" disabled={sendCorrection.busy}>
              Save details
            </button>
          </form>
        )}
        {care && !p.deactivated && (
          <form aria-labelledby="lock-title" onSubmit={(ev) => run(ev, () => adminCall(calls.adminDevoteeUnlock, { params }))}>
            <h3 id="lock-title">Login lock</h3>
            <p className="people-hint">{detail.locked ? 'Too many wrong passwords: login is locked or slowed.' : 'Login is not locked.'}</p>
            <button type="submit" className="btn btn-outline">
              Lift the login lock
            </button>
          </form>
        )}
        {owner && (
          <form aria-labelledby="dpdp-title" onSubmit={(ev) => ev.preventDefault()}>
            <h3 id="dpdp-title">Personal data (DPDP)</h3>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                void run(null, async () => {
                  const res = await adminCall(calls.adminDevoteeExport, { params });
                  downloadJson(`person-${p.id}.json`, res.data);
                  return { message: 'The file was downloaded' };
                })
              }
            >
              Download their data
            </button>
            {!p.deactivated && (
              <button type="button" className="btn btn-outline" onClick={() => void deactivate()}>
                Deactivate the account
              </button>
            )}
          </form>
        )}
        {owner && (
          <form aria-labelledby="erase-title" onSubmit={(ev) => void sendErase.onSubmit(ev)} noValidate>
            <h3 id="erase-title">Erase on request</h3>
            <p className="people-hint">Empties the profile, form answers, feedback and volunteering. Receipts and donation records stay, as tax law requires. Cannot be undone.</p>
            <FormField id="erase-reason" label="Request (date and how it came)" error={erase.formState.errors.reason?.message}>
              {(f) => <input {...f} required minLength={3} maxLength={500} {...erase.register('reason')} />}
            </FormField>
            <button type="submit" className="btn btn-outline" disabled={sendErase.busy}>
              Erase personal data
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
