import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  mobileChangeConfirmSchema,
  mobileChangeRequestSchema,
  type MobileChangeConfirmInput,
  type MobileChangeRequestInput,
  type Profile,
} from '@portal/contract/accounts';
import { FormField } from '../../components/form-field';
import { MOBILE_INPUT } from '../../components/person-fields';
import { Modal } from '../../components/modal';
import { useFormSubmit } from '../../lib/use-form-submit';
import { memberApi } from './api';

/**
 * "Change mobile number": the number is the login and the password-reset channel, so moving it
 * takes the current password, then the code sent by SMS to the new number. Other devices are
 * logged out by the server; this one stays logged in.
 */
export function ChangeMobileDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: (profile: Profile, message: string) => void;
}) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const close = () => {
    setSentTo(undefined);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={t('member.mobile.title')}>
      {sentTo ? (
        <CodeStep
          mobile={sentTo}
          onBack={() => setSentTo(undefined)}
          onChanged={(p, m) => {
            setSentTo(undefined);
            onChanged(p, m);
          }}
        />
      ) : (
        <RequestStep onSent={setSentTo} />
      )}
    </Modal>
  );
}

function RequestStep({ onSent }: { onSent: (mobile: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<MobileChangeRequestInput>({
    resolver: zodResolver(mobileChangeRequestSchema),
    defaultValues: { mobile: '', password: '' },
  });
  const { register, formState } = form;
  // The server's answer: field messages under their fields, anything else above the button.
  const server = useFormSubmit(form, (v) => memberApi.requestMobileChange(v), { onSuccess: (_, v) => onSent(v.mobile), fields: ['mobile', 'password'] });
  const { onSubmit } = server;
  const e = formState.errors;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t('member.mobile.newMobile')} error={e.mobile?.message} required>
        {(p) => <input {...p} {...register('mobile')} {...MOBILE_INPUT} autoFocus data-autofocus />}
      </FormField>
      <FormField label={t('member.mobile.password')} error={e.password?.message} required>
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      {server.error && (
        <p className="field-error" role="alert">
          {server.error}
        </p>
      )}
      <button className="btn" type="submit" disabled={server.busy}>
        {server.busy ? t('auth.pleaseWait') : t('auth.sendOtp')}
      </button>
    </form>
  );
}

function CodeStep({
  mobile,
  onBack,
  onChanged,
}: {
  mobile: string;
  onBack: () => void;
  onChanged: (profile: Profile, message: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<MobileChangeConfirmInput>({
    resolver: zodResolver(mobileChangeConfirmSchema),
    defaultValues: { mobile, otp: '' },
  });
  const { register, formState } = form;
  const server = useFormSubmit(form, (v) => memberApi.confirmMobileChange(v), {
    onSuccess: (resp) => onChanged(resp.data, resp.message ?? ''),
    fields: ['otp'],
  });
  const { onSubmit } = server;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p aria-live="polite">{t('member.mobile.codeSent', { mobile })}</p>
      <FormField
        label={t('auth.otp')}
        hint={t('auth.otpHint')}
        error={formState.errors.otp?.message}
        required
      >
        {(p) => (
          <input
            {...p}
            {...register('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
          />
        )}
      </FormField>
      {server.error && (
        <p className="field-error" role="alert">
          {server.error}
        </p>
      )}
      <div className="form-actions">
        <button className="btn" type="submit" disabled={server.busy}>
          {server.busy ? t('auth.pleaseWait') : t('member.mobile.confirm')}
        </button>
        <button className="btn btn-outline" type="button" onClick={onBack}>
          {t('member.mobile.back')}
        </button>
      </div>
    </form>
  );
}
