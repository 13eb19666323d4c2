import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { staffAccountOtpSchema, staffChangePasswordSchema, staffOtpConfirmSchema, type StaffMe } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { FormAlerts } from '../../components/form-alerts';
import { FormActions } from '../../components/form-actions';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { adminCall } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';
import './account-strings';

/**
 * /admin/account: one's own password and authenticator app. A session alone changes neither:
 * the password asks for the current one, a new authenticator for the current password and,
 * where two-step is on, a code from the app in use (so a stolen session cannot take the account).
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { data, error } = useQuery({ queryKey: ['admin', 'me'], queryFn: () => adminCall(calls.adminMe) });
  const me = data?.data;
  return (
    <section>
      <h1>{t('staffAccount.title')}</h1>
      {error && (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {me && (
        <dl>
          <dt>{t('staffAccount.name')}</dt>
          <dd>{me.name}</dd>
          <dt>{t('staffAccount.email')}</dt>
          <dd>{me.email}</dd>
          <dt>{t('staffAccount.twoStep')}</dt>
          <dd data-testid="otp-status">{me.totp_enabled ? t('staffAccount.on') : t('staffAccount.off')}</dd>
        </dl>
      )}
      <div className="card admin-narrow">
        <ChangePassword />
      </div>
      {me && (
        <div className="card admin-narrow">
          <Authenticator me={me} />
        </div>
      )}
    </section>
  );
}

type PasswordForm = z.input<typeof staffChangePasswordSchema>;

function ChangePassword() {
  const { t } = useTranslation();
  const { showSuccess, clear } = useMessage();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(staffChangePasswordSchema),
    defaultValues: { current_password: '', password: '' },
  });
  const { register, formState, reset } = form;
  const e = formState.errors;
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminAccountPassword, { body }), {
    onStart: clear,
    onSuccess: (resp) => {
      showSuccess(resp.message);
      reset();
    },
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <h2>{t('staffAccount.password.title')}</h2>
      <p>{t('staffAccount.password.intro')}</p>
      <FormField label={t('staffAccount.password.current')} error={e.current_password?.message} required>
        {(p) => <input {...p} {...register('current_password')} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField label={t('staffAccount.password.new')} hint={t('staffAccount.password.newHint')} error={e.password?.message} required>
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormAlerts error={error} />
      <FormActions submitLabel={t('staffAccount.password.save')} busy={busy} />
    </form>
  );
}

type Enrolment = { secret: string; qr_data_url: string };

/** Turning two-step on, or moving to a new app: proof of the person, then a first code from the new app, then the recovery codes. */
function Authenticator({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [step, setStep] = useState<'idle' | 'proof' | Enrolment | string[]>('idle');
  if (Array.isArray(step)) {
    return (
      <div>
        <h2>{t('staffAccount.codes.title')}</h2>
        <p>{t('staffAccount.codes.intro')}</p>
        <ul className="admin-codes" data-testid="recovery-codes">
          {step.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <button type="button" className="btn" onClick={() => setStep('idle')}>
          {t('staffAccount.codes.done')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <h2>{t('staffAccount.otp.title')}</h2>
      <p>{me.totp_enabled ? t('staffAccount.otp.introOn') : t('staffAccount.otp.introOff')}</p>
      {step === 'idle' && (
        <button type="button" className="btn" onClick={() => setStep('proof')}>
          {me.totp_enabled ? t('staffAccount.otp.replace') : t('staffAccount.otp.start')}
        </button>
      )}
      {step === 'proof' && <ProveItIsYou withCode={me.totp_enabled} onEnrol={setStep} onCancel={() => setStep('idle')} />}
      {typeof step === 'object' && (
        <ConfirmNewApp
          enrolment={step}
          onDone={(codes) => {
            setStep(codes);
            void client.invalidateQueries({ queryKey: ['admin', 'me'] });
          }}
          onCancel={() => setStep('idle')}
        />
      )}
    </div>
  );
}

type ProofForm = z.input<typeof staffAccountOtpSchema>;

function ProveItIsYou({ withCode, onEnrol, onCancel }: { withCode: boolean; onEnrol: (e: Enrolment) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { clear } = useMessage();
  const form = useForm<ProofForm>({
    resolver: zodResolver(staffAccountOtpSchema),
    defaultValues: { current_password: '', otp: '' },
  });
  const { register, formState } = form;
  const e = formState.errors;
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminAccountOtp, { body }), {
    onStart: clear,
    onSuccess: (resp) => onEnrol(resp.data),
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{withCode ? t('staffAccount.otp.proofWithCode') : t('staffAccount.otp.proof')}</p>
      <FormField label={t('staffAccount.otp.current')} error={e.current_password?.message} required>
        {(p) => <input {...p} {...register('current_password')} type="password" autoComplete="current-password" />}
      </FormField>
      {withCode && (
        <FormField label={t('staffAccount.otp.currentCode')} error={e.otp?.message} required>
          {(p) => <input {...p} {...register('otp')} autoComplete="one-time-code" />}
        </FormField>
      )}
      <FormAlerts error={error} />
      <FormActions submitLabel={t('staffAccount.otp.next')} busy={busy} cancelLabel={t('staffAccount.otp.cancel')} onCancel={onCancel} />
    </form>
  );
}

type ConfirmForm = z.input<typeof staffOtpConfirmSchema>;

function ConfirmNewApp({ enrolment, onDone, onCancel }: { enrolment: Enrolment; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { showSuccess, clear } = useMessage();
  const form = useForm<ConfirmForm>({ resolver: zodResolver(staffOtpConfirmSchema), defaultValues: { otp: '' } });
  const { register, formState } = form;
  const { onSubmit, busy, error } = useFormSubmit(form, (body) => adminCall(calls.adminAccountOtpConfirm, { body }), {
    onStart: clear,
    onSuccess: (resp) => {
      showSuccess(resp.message);
      onDone(resp.recovery_codes);
    },
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{t('staffAccount.otp.scan')}</p>
      <img className="admin-qr" src={enrolment.qr_data_url} alt={t('staffAccount.otp.qrAlt')} />
      <p>
        {t('staffAccount.otp.typeKey')} <code data-testid="otp-secret">{enrolment.secret}</code>
      </p>
      <FormField label={t('staffAccount.otp.newCode')} error={formState.errors.otp?.message} required>
        {(p) => <input {...p} {...register('otp')} inputMode="numeric" autoComplete="one-time-code" />}
      </FormField>
      <FormAlerts error={error} />
      <FormActions submitLabel={t('staffAccount.otp.confirm')} busy={busy} cancelLabel={t('staffAccount.otp.cancel')} onCancel={onCancel} />
    </form>
  );
}
