import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS, staffForgotSchema } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { MessageArea, useMessage } from '../../lib/message';
import { adminCall } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { NewPasswordForm } from './setup-steps';

/** /admin/set-password?token=: the page an invitation or reset email links to. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { showSuccess } = useMessage();
  const save = async (password: string) => {
    showSuccess((await adminCall(calls.adminLinkPassword, { body: { token, password } })).message);
    setDone(true);
  };
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
          <NewPasswordForm save={save} />
        )}
      </section>
    </main>
  );
}

/** /admin/forgot-password: a one-time link by email. */
export function ForgotPasswordPage() {
  const { showError, showSuccess, clear } = useMessage();
  const form = useForm<z.input<typeof staffForgotSchema>>({ resolver: zodResolver(staffForgotSchema) });
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminForgotPassword, { body }), {
    onStart: clear,
    onSuccess: (resp) => showSuccess(resp.message),
    onFailure: showError,
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
          <button className="btn" type="submit" disabled={busy}>
            Email me a link
          </button>
          <Link to={ADMIN_PATHS.login}>Back to sign-in</Link>
        </form>
      </section>
    </main>
  );
}
