import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordSchema, resetPasswordFormSchema } from '@portal/contract/accounts';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { FormField } from '../../components/form-field';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useMessage } from '../../lib/message';
import { PageHead } from '../../components/page-head';
import { accountsApi } from './api';
import { tx } from '../../lib/i18n';

type Step = 'mobile' | 'reset' | 'done';

/** /forgot: step 1 sends an OTP to the mobile number, step 2 sets a new password with it. */
export default function ForgotPage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('auth.forgotTitle')} />;
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  return (
    <div className="container page">
      {head}
      <section className="card auth-card">
        <h1>{t('auth.forgotTitle')}</h1>
        {step === 'mobile' && (
          <MobileStep
            onSent={(m) => {
              setMobile(m);
              setStep('reset');
            }}
          />
        )}
        {step === 'reset' && <ResetStep mobile={mobile} onDone={() => setStep('done')} />}
        {step === 'done' && (
          <div aria-live="polite">
            <h2>{tx(MESSAGES.passwordReset)}</h2>
            <Link className="btn" to={PATHS.login}>
              {t('auth.backToLogin')}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

function MobileStep({ onSent }: { onSent: (mobile: string) => void }) {
  const { t } = useTranslation();
  const { showError, showSuccess, clear } = useMessage();
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { mobile: '' },
  });
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, ({ mobile }) => accountsApi.forgot(mobile), {
    onStart: clear,
    onSuccess: (resp, { mobile }) => {
      showSuccess(resp.message ?? tx(MESSAGES.otpSent));
      onSent(mobile);
    },
    onFailure: showError,
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t('auth.mobile')} error={formState.errors.mobile?.message} required>
        {(p) => <input {...p} {...register('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />}
      </FormField>
      <button className="btn" type="submit" disabled={busy}>
        {busy ? t('auth.pleaseWait') : t('auth.sendOtp')}
      </button>
      <Link to={PATHS.login}>{t('auth.backToLogin')}</Link>
    </form>
  );
}

function ResetStep({ mobile, onDone }: { mobile: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { showError, clear } = useMessage();
  const form = useForm<z.input<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { mobile, otp: '', password: '', confirm_password: '' },
  });
  const { register, formState } = form;
  const e = formState.errors;
  const { onSubmit, busy } = useFormSubmit(form, (v) => accountsApi.reset({ mobile: v.mobile, otp: v.otp, password: v.password }), {
    onStart: clear,
    onSuccess: onDone,
    onFailure: showError,
    fields: ['otp'],
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t('auth.otp')} hint={t('auth.otpHint')} error={e.otp?.message} required>
        {(p) => <input {...p} {...register('otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
      </FormField>
      <FormField label={t('auth.newPassword')} error={e.password?.message} required>
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t('auth.confirmPassword')} error={e.confirm_password?.message} required>
        {(p) => <input {...p} {...register('confirm_password')} type="password" autoComplete="new-password" />}
      </FormField>
      <button className="btn" type="submit" disabled={busy}>
        {busy ? t('auth.pleaseWait') : t('auth.resetSubmit')}
      </button>
    </form>
  );
}
