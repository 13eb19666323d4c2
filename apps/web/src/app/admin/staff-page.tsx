import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { STAFF_ROLES, staffCreateSchema, staffResetOtpSchema, staffUpdateSchema, type StaffItem, type StaffRole } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { FormAlerts } from '../../components/form-alerts';
import { Modal } from '../../components/modal';
import { AdminListStatus, AdminPager, AdminTableFrame } from '../../components/admin-list';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { adminCall } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';

const PER_PAGE = 20;

/**
 * /admin/staff (owner): the staff list, adding someone (with a password or an invitation), role
 * and disable. A role change and a reset of two-step sign-in ask first (they end that person's
 * sessions); making an owner asks for your own password, resetting your own two-step a code.
 */
export default function StaffPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = { q, page, per_page: PER_PAGE, sort: 'name' };
  const { data, error } = useQuery({ queryKey: ['admin', 'staff', query], queryFn: () => adminCall(calls.adminStaffList, { query }) });
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: () => adminCall(calls.adminMe) }).data?.data;
  const [asking, setAsking] = useState<Question | null>(null);
  const client = useQueryClient();
  const { showError, showSuccess, clear } = useMessage();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'staff'] });

  const act = async (fn: () => Promise<{ message: string }>) => {
    clear();
    try {
      showSuccess((await fn()).message);
      await refresh();
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  return (
    <section>
      <h1>Staff</h1>
      <AddStaff onAdded={refresh} />
      <label className="admin-filters">
        Search
        <input type="search" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} placeholder="Name or email" />
      </label>
      <AdminListStatus error={error} />
      {data && (
        <AdminTableFrame caption={`Staff accounts (${data.total})`} className="admin-cards" testId="staff-table" columns={['Name', 'Email', 'Role', 'Status', 'Actions']}>
          {data.data.map((s) => (
            <StaffRow key={s.id} staff={s} act={act} ask={setAsking} />
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
      <OtpRoles act={act} />
      <AskFirst
        question={asking}
        myId={me?.id}
        onClose={() => setAsking(null)}
        onDone={(message) => {
          setAsking(null);
          clear();
          showSuccess(message);
          void refresh();
        }}
      />
    </section>
  );
}

const ROLE_WORDS: Record<StaffRole, string> = { owner: 'Owners', editor: 'Editors', coordinator: 'Coordinators', finance: 'Finance' };

/**
 * Which roles must sign in with two steps (a checkbox each, saved at once: a change is easily
 * undone, so nothing asks first). Owners always do. A role made required enrols its people at
 * their next sign-in.
 */
function OtpRoles({ act }: { act: (fn: () => Promise<{ message: string }>) => Promise<void> }) {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: ['admin', 'staff-otp-roles'], queryFn: () => adminCall(calls.adminStaffOtpRoles) });
  const toggle = (role: StaffRole, required: boolean) =>
    act(async () => {
      const res = await adminCall(calls.adminStaffOtpRoleUpdate, { params: { role }, body: { required } });
      client.setQueryData(['admin', 'staff-otp-roles'], { success: 1, data: res.data });
      return res;
    });
  return (
    <fieldset className="staff-otp-roles" data-testid="staff-otp-roles">
      <legend>Two-step sign-in by role</legend>
      <p className="admin-hint">
        People of a ticked role must sign in with a code from an authenticator app; those without one set it up at their next sign-in. Owners always do.
      </p>
      {data?.data.map((r) => (
        <label key={r.role} className="checkbox">
          <input type="checkbox" checked={r.required} disabled={r.fixed} onChange={(e) => void toggle(r.role, e.target.checked)} />
          {r.fixed ? `${ROLE_WORDS[r.role]} (always)` : ROLE_WORDS[r.role]}
        </label>
      ))}
    </fieldset>
  );
}

function status(s: StaffItem) {
  if (s.disabled) return 'Disabled';
  if (!s.has_password) return 'Invited';
  return s.totp_enabled ? 'Active · two-step on' : 'Active';
}

/** A change that asks first: a new role, or resetting two-step sign-in. */
type Question = { staff: StaffItem; role?: StaffRole };

function StaffRow({ staff, act, ask }: { staff: StaffItem; act: (fn: () => Promise<{ message: string }>) => Promise<void>; ask: (q: Question) => void }) {
  const params = { id: String(staff.id) };
  return (
    <tr data-testid="staff-row">
      <td data-label="Name">{staff.name}</td>
      <td data-label="Email">{staff.email}</td>
      <td data-label="Role">
        <select
          aria-label={`Role of ${staff.name}`}
          value={staff.role}
          onChange={(e) => ask({ staff, role: e.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Status">{status(staff)}</td>
      <td data-label="Actions" className="admin-actions">
        <button type="button" className="btn btn-outline" onClick={() => void act(() => adminCall(calls.adminStaffUpdate, { params, body: { disabled: !staff.disabled } }))}>
          {staff.disabled ? 'Enable' : 'Disable'}
        </button>
        {staff.totp_enabled && (
          <button type="button" className="btn btn-outline" onClick={() => ask({ staff })}>
            Reset two-step
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * The question before a role change or a reset of two-step sign-in, with what it does. Making
 * someone an owner takes the acting owner's password; resetting one's own two-step a current code.
 */
function AskFirst({ question, myId, onClose, onDone }: { question: Question | null; myId?: number; onClose: () => void; onDone: (message: string) => void }) {
  const form = useForm<z.input<typeof askFirstSchema>, unknown, z.output<typeof askFirstSchema>>({
    resolver: zodResolver(askFirstSchema),
    defaultValues: { current_password: '', otp: '' },
  });
  const target = question?.staff;
  const role = question?.role;
  const needsPassword = !!target && role === 'owner' && target.role !== 'owner';
  const needsCode = !!target && !role && target.id === myId;
  // The password's or the code's message goes under its field; anything else above the buttons.
  const { onSubmit, busy, error, setError } = useFormSubmit(
    form,
    async ({ current_password, otp }) => {
      const params = { id: String(target?.id ?? '') };
      return role
        ? adminCall(calls.adminStaffUpdate, { params, body: { role, ...(needsPassword ? { current_password } : {}) } })
        : adminCall(calls.adminStaffResetOtp, { params, body: needsCode ? { otp } : {} });
    },
    { onSuccess: (resp) => onDone(resp.message) },
  );
  const close = () => {
    form.reset();
    setError(undefined);
    onClose();
  };
  const fieldError = form.formState.errors.current_password?.message ?? form.formState.errors.otp?.message;
  const title = role ? `Make ${target?.name} ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}?` : `Reset two-step sign-in of ${target?.name}?`;
  return (
    <Modal open={!!target} onClose={close} title={title}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p>
          {role
            ? `${target?.name} is signed out everywhere and signs in again with the new role${role === 'owner' || role === 'finance' ? ', setting up two-step sign-in if it is not on' : ''}.`
            : `${target?.name} is signed out everywhere and sets up two-step sign-in again at the next sign-in.`}
        </p>
        {needsPassword && (
          <FormField label="Your current password" hint="Making someone an owner gives them every right: confirm it is you" error={fieldError} required>
            {(p) => <input {...p} {...form.register('current_password')} type="password" autoComplete="current-password" data-autofocus />}
          </FormField>
        )}
        {needsCode && (
          <FormField label="Code from your authenticator app (or a recovery code)" error={fieldError} required>
            {(p) => <input {...p} {...form.register('otp')} autoComplete="one-time-code" data-autofocus />}
          </FormField>
        )}
        <FormAlerts error={error} />
        <div className="admin-actions">
          <button className="btn" type="submit" disabled={busy}>
            {role ? 'Change role' : 'Reset two-step'}
          </button>
          <button className="btn btn-outline" type="button" onClick={close}>
            Keep as it is
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The question's fields: the acting owner's password (making an owner) or a current code (resetting one's own two-step). */
const askFirstSchema = staffResetOtpSchema.extend({ current_password: staffUpdateSchema.shape.current_password });

function AddStaff({ onAdded }: { onAdded: () => void }) {
  const { showError, showSuccess, clear } = useMessage();
  const form = useForm<z.input<typeof staffCreateSchema>, unknown, z.output<typeof staffCreateSchema>>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { email: '', name: '', role: 'editor', password: '' },
  });
  const { register, formState, reset } = form;
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminStaffCreate, { body }), {
    onStart: clear,
    onSuccess: (resp) => {
      showSuccess(resp.message);
      reset();
      onAdded();
    },
    onFailure: showError,
  });
  const e = formState.errors;
  return (
    <details className="card admin-narrow">
      <summary>Add a staff member</summary>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="Name" error={e.name?.message} required>
          {(p) => <input {...p} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Email" error={e.email?.message} required>
          {(p) => <input {...p} {...register('email')} type="email" autoComplete="off" />}
        </FormField>
        <FormField label="Role" error={e.role?.message} required>
          {(p) => (
            <select {...p} {...register('role')}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Initial password" hint="Leave empty to email an invitation link instead" error={e.password?.message}>
          {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
        </FormField>
        <button className="btn" type="submit" disabled={busy}>
          Add
        </button>
      </form>
    </details>
  );
}
