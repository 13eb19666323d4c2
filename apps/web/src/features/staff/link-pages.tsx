import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS, staffForgotSchema, staffPassword } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { errorMessage } from '../../lib/api';
import { MessageArea, useMessage } from '../../lib/message';
import { adminCall } from './admin-client';

const passwordForm = z.object({ password: staffPassword() });

/** /admin/set-password?token=: the page an invitation or reset email links to. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { showError, showSuccess, clear } = useMessage();
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ resolver: zodResolver(passwordForm) });
  const onSubmit = handleSubmit(async ({ password }) => {
    clear();
    try {
      showSuccess((await adminCall(calls.adminLinkPassword, { body: { token, password } })).message);
      setDone(true);
    } catch (err) {
      showError(errorMessage(err));
    }
  });
  return (
    <main className="admin-auth" id="admin-main">
      <section className="card admin-auth-card">
        <h1>Choose your password</h1>
        <MessageArea />
        {done ? (
          <Link className="btn" to={ADMIN_PATHS.login}>
            Sign in
          </Link>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            <FormField label="New password" hint="At least 10 characters" error={formState.errors.password?.message} required>
              {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
            </FormField>
            <button className="btn" type="submit" disabled={formState.isSubmitting}>
              Save password
            </button>
          </form>
        )}
      </section>
    </main>
  );
}

/** /admin/forgot-password: a one-time link by email. */
export function ForgotPasswordPage() {
  const { showError, showSuccess, clear } = useMessage();
  const { register, handleSubmit, formState } = useForm<z.input<typeof staffForgotSchema>>({ resolver: zodResolver(staffForgotSchema) });
  const onSubmit = handleSubmit(async (body) => {
    clear();
    try {
      showSuccess((await adminCall(calls.adminForgotPassword, { body })).message);
    } catch (err) {
      showError(errorMessage(err));
    }
  });
  return (
    <main className="admin-auth" id="admin-main">
      <section className="card admin-auth-card">
        <h1>Forgotten password</h1>
        <MessageArea />
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormField label="Email" error={formState.errors.email?.message} required>
            {(p) => <input {...p} {...register('email')} type="email" autoComplete="username" />}
          </FormField>
          <button className="btn" type="submit" disabled={formState.isSubmitting}>
            Email me a link
          </button>
          <Link to={ADMIN_PATHS.login}>Back to sign-in</Link>
        </form>
      </section>
    </main>
  );
}
