import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { calls } from '@portal/contract/calls';
import { ADMIN_PATHS, staffOtpConfirmSchema, staffSetPasswordSchema, type StaffRole } from '@portal/contract/staff';
import { FormField } from '../../components/form-field';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { adminCallWithToken, keepStaffSession } from '../../lib/admin-client';
import { useFormSubmit } from '../../lib/use-form-submit';

/** What a sign-in must finish before the back office opens: choose a password, enrol a second factor. */
export interface SetupStep {
  step: 'otp_enrol' | 'password_change';
  token: string;
  message: string;
}

type Session = { csrf_token: string; staff: { name: string; role: StaffRole } };

/**
 * The steps after a sign-in that is not finished yet, with the setup token (never stored, and
 * accepted only by these setup calls). Once signed in, the account page changes the password or
 * the authenticator, each asking for proof of the person (account-page.tsx).
 */
export function SetupSteps({ initial }: { initial: SetupStep }) {
  const [step, setStep] = useState(initial);
  const [codes, setCodes] = useState<{ codes: string[]; session?: Session } | null>(null);
  const navigate = useNavigate();
  const open = (s: Session) => {
    keepStaffSession(s);
    navigate(ADMIN_PATHS.root, { replace: true });
  };
  if (codes) return <RecoveryCodes codes={codes.codes} onDone={() => codes.session && open(codes.session)} />;
  if (step.step === 'password_change') {
    return (
      <ChoosePassword
        token={step.token}
        message={step.message}
        onNext={(resp) => ('csrf_token' in resp ? open(resp) : setStep({ step: 'otp_enrol', token: step.token, message: resp.message }))}
      />
    );
  }
  return <EnrolOtp token={step.token} message={step.message} onDone={(recovery, session) => setCodes({ codes: recovery, session })} />;
}

function ChoosePassword({ token, message, onNext }: { token: string; message: string; onNext: (r: Session | { message: string }) => void }) {
  const save = async (password: string) => {
    const resp = await adminCallWithToken(token, calls.adminSetupPassword, { body: { password } });
    onNext('csrf_token' in resp ? resp : { message: resp.message });
  };
  return (
    <NewPasswordForm save={save}>
      <h2>Choose your password</h2>
      <p>{message}</p>
    </NewPasswordForm>
  );
}

/**
 * The new-password form of the set-up step and of an emailed link: the password rule is checked
 * as typed; `save` makes the call, and its error shows in the message area.
 */
export function NewPasswordForm({ save, children }: { save: (password: string) => Promise<void>; children?: ReactNode }) {
  const { showError, clear } = useMessage();
  const form = useForm<z.input<typeof staffSetPasswordSchema>>({ resolver: zodResolver(staffSetPasswordSchema) });
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, ({ password }) => save(password), { onStart: clear, onFailure: showError });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {children}
      <FormField label="New password" hint="At least 10 characters" error={formState.errors.password?.message} required>
        {(p) => <input {...p} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <button className="btn" type="submit" disabled={busy}>
        Save password
      </button>
    </form>
  );
}

/** A first sign-in's enrolment: the QR code (and the secret as text for typing), then a first code to prove it works. */
function EnrolOtp({ token, message, onDone }: { token: string; message: string; onDone: (codes: string[], session?: Session) => void }) {
  const { showError, clear } = useMessage();
  const [enrol, setEnrol] = useState<{ secret: string; qr_data_url: string } | null>(null);
  const form = useForm<z.input<typeof staffOtpConfirmSchema>>({ resolver: zodResolver(staffOtpConfirmSchema) });
  const { register, formState } = form;

  useEffect(() => {
    adminCallWithToken(token, calls.adminSetupOtp)
      .then((r) => setEnrol(r.data))
      .catch((err: unknown) => showError(errorMessage(err)));
    // Once per enrolment screen: a new secret replaces the previous unconfirmed one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { onSubmit, busy } = useFormSubmit(form, (body) => adminCallWithToken(token, calls.adminSetupOtpConfirm, { body }), {
    onStart: clear,
    onSuccess: (resp) => onDone(resp.recovery_codes, resp.csrf_token && resp.staff ? { csrf_token: resp.csrf_token, staff: resp.staff } : undefined),
    onFailure: showError,
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <h2>Two-step sign-in</h2>
      <p>{message}</p>
      <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP, …), then enter the 6-digit code it shows.</p>
      {enrol && (
        <>
          <img className="admin-qr" src={enrol.qr_data_url} alt="QR code to add this account to an authenticator app" />
          <p>
            Or type this key: <code data-testid="otp-secret">{enrol.secret}</code>
          </p>
        </>
      )}
      <FormField label="6-digit code" error={formState.errors.otp?.message} required>
        {(p) => <input {...p} {...register('otp')} inputMode="numeric" autoComplete="one-time-code" />}
      </FormField>
      <button className="btn" type="submit" disabled={!enrol || busy}>
        Turn on
      </button>
    </form>
  );
}

/** The recovery codes, shown once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div>
      <h2>Recovery codes</h2>
      <p>Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</p>
      <ul className="admin-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button className="btn" type="button" onClick={onDone}>
        I have saved these codes
      </button>
    </div>
  );
}
