import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginSchema } from '@portal/contract/accounts';
import { PATHS } from '@portal/contract/routes';
import { FormField } from '../../components/form-field';
import { useMessage } from '../../lib/message';
import { hardNavigate, postLoginPath } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { useSession } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { accountsApi } from './api';

type LoginForm = z.input<typeof loginSchema>;

/** /login: mobile number and password; a logged-in visitor goes to /profile. */
export default function LoginPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('auth.loginTitle')} description={'Log in to register for programs, pay and manage your profile.'} />;
  const { isLoggedIn, signIn } = useSession();
  const { showError, clear } = useMessage();
  const navigate = useNavigate();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { register, formState } = form;
  // Busy until the page reloads: a logged-in session must not bounce to /profile first.
  const { onSubmit, busy } = useFormSubmit(form, (values) => accountsApi.login(values.username, values.password), {
    onStart: clear,
    onSuccess: (resp) => {
      signIn(resp);
      hardNavigate(postLoginPath());
    },
    onFailure: showError,
    keepBusy: true,
  });

  useEffect(() => {
    if (isLoggedIn && !busy) navigate(PATHS.profile, { replace: true });
  }, [isLoggedIn, busy, navigate]);


  const e = formState.errors;
  return (
    <div className="container page">
      {head}
      <section className="card auth-card">
        <h1>{t('auth.loginTitle')}</h1>
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormField label={t('auth.mobile')} error={e.username?.message} required>
            {(p) => <input {...p} {...register('username')} type="tel" inputMode="numeric" autoComplete="tel-national" />}
          </FormField>
          <FormField label={t('auth.password')} error={e.password?.message} required>
            {(p) => <input {...p} {...register('password')} type="password" autoComplete="current-password" />}
          </FormField>
          <button className="btn" type="submit" disabled={busy}>
            {busy ? t('auth.pleaseWait') : t('auth.submitLogin')}
          </button>
          <div className="auth-links">
            <Link to={PATHS.forgot}>{t('auth.forgot')}</Link>
            <span>
              {t('auth.noAccount')} <Link to={PATHS.register}>{t('auth.signUp')}</Link>
            </span>
          </div>
        </form>
      </section>
    </div>
  );
}
