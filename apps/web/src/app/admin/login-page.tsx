import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS, staffLoginSchema, type StaffLoginResponse } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { MessageArea, useMessage } from '../../lib/message';
import { adminCall, keepStaffSession, useStaff } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import { SetupSteps, type SetupStep } from './setup-steps';

type LoginForm = z.input<typeof staffLoginSchema>;

/** Only paths of the back office are followed after sign-in (no open redirect). */
const safeNext = (next: string | null) => (next && next.startsWith(`${ADMIN_PATHS.root}/`) && !next.startsWith('//') ? next : ADMIN_PATHS.root);

/** /admin/login: email and password, then the code when the account has a second factor. */
export default function LoginPage() {
  const staff = useStaff();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { showError, showSuccess, clear } = useMessage();
  const [needsCode, setNeedsCode] = useState(false);
  const [setup, setSetup] = useState<SetupStep | null>(null);
  const form = useForm<LoginForm>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '', otp: '' },
  });
  const { register, formState, setFocus } = form;
  const next = safeNext(params.get('next'));

  useEffect(() => {
    document.title = 'Back office sign-in';
  }, []);
  useEffect(() => {
    if (needsCode) setFocus('otp');
  }, [needsCode, setFocus]);

  const finish = (resp: StaffLoginResponse) => {
    if ('csrf_token' in resp) {
      keepStaffSession(resp);
      navigate(next, { replace: true });
    } else if (resp.step === 'otp_required') {
      setNeedsCode(true);
      showSuccess(resp.message);
    } else {
      setSetup({ step: resp.step, token: resp.setup_token, message: resp.message });
    }
  };

  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCall(calls.adminLogin, { body }), { onStart: clear, onSuccess: finish, onFailure: showError });

  if (staff && !busy) return <Navigate to={next} replace />;
  const e = formState.errors;
  return (
    <main className="admin-auth" id="admin-main">
      <section className="card admin-auth-card">
        <h1>Back office</h1>
        <MessageArea />
        {setup ? (
          <SetupSteps initial={setup} />
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            <FormField label="Email" error={e.email?.message} required>
              {(p) => <input {...p} {...register('email')} type="email" autoComplete="username" />}
            </FormField>
            <FormField label="Password" error={e.password?.message} required>
              {(p) => <input {...p} {...register('password')} type="password" autoComplete="current-password" />}
            </FormField>
            {needsCode && (
              <FormField label="Code from your authenticator app (or a recovery code)" error={e.otp?.message} required>
                {(p) => <input {...p} {...register('otp')} inputMode="numeric" autoComplete="one-time-code" />}
              </FormField>
            )}
            <button className="btn" type="submit" disabled={busy}>
              {busy ? 'Please wait…' : 'Sign in'}
            </button>
            <Link to={ADMIN_PATHS.forgot}>Forgotten password?</Link>
          </form>
        )}
      </section>
    </main>
  );
}
