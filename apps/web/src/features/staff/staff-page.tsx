import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { STAFF_ROLES, staffCreateSchema, type StaffItem, type StaffRole } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { AdminListStatus, AdminPager, AdminTableFrame } from '../../components/admin-list';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { adminCall } from '../../lib/admin-client';

const PER_PAGE = 20;

/** /admin/staff (owner): the staff list, adding someone (with a password or an invitation), role and disable. */
export default function StaffPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = { q, page, per_page: PER_PAGE, sort: 'name' };
  const { data, error } = useQuery({ queryKey: ['admin', 'staff', query], queryFn: () => adminCall(calls.adminStaffList, { query }) });
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
        <AdminTableFrame caption={`Staff accounts (${data.total})`} columns={['Name', 'Email', 'Role', 'Status', 'Actions']}>
          {data.data.map((s) => (
            <StaffRow key={s.id} staff={s} act={act} />
          ))}
        </AdminTableFrame>
      )}
      <AdminPager page={page} total={data?.total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}

function status(s: StaffItem) {
  if (s.disabled) return 'Disabled';
  if (!s.has_password) return 'Invited';
  return s.totp_enabled ? 'Active · two-step on' : 'Active';
}

function StaffRow({ staff, act }: { staff: StaffItem; act: (fn: () => Promise<{ message: string }>) => Promise<void> }) {
  const params = { id: String(staff.id) };
  return (
    <tr>
      <td>{staff.name}</td>
      <td>{staff.email}</td>
      <td>
        <select
          aria-label={`Role of ${staff.name}`}
          value={staff.role}
          onChange={(e) => void act(() => adminCall(calls.adminStaffUpdate, { params, body: { role: e.target.value as StaffRole } }))}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </td>
      <td>{status(staff)}</td>
      <td className="admin-actions">
        <button type="button" className="btn btn-outline" onClick={() => void act(() => adminCall(calls.adminStaffUpdate, { params, body: { disabled: !staff.disabled } }))}>
          {staff.disabled ? 'Enable' : 'Disable'}
        </button>
        {staff.totp_enabled && (
          <button type="button" className="btn btn-outline" onClick={() => void act(() => adminCall(calls.adminStaffResetOtp, { params }))}>
            Reset two-step
          </button>
        )}
      </td>
    </tr>
  );
}

function AddStaff({ onAdded }: { onAdded: () => void }) {
  const { showError, showSuccess, clear } = useMessage();
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof staffCreateSchema>>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { email: '', name: '', role: 'editor', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      showSuccess((await adminCall(calls.adminStaffCreate, { body: values })).message);
      reset();
      onAdded();
    } catch (err) {
      showError(errorMessage(err));
    }
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
        <button className="btn" type="submit" disabled={formState.isSubmitting}>
          Add
        </button>
      </form>
    </details>
  );
}
