import { MESSAGES } from '@portal/contract/messages';

/** What a sign-in must finish before the back office opens: choose a password, enrol a second factor. */
export interface SetupStep {
  step: 'otp_enrol' | 'password_change';
  token: string;
  message: string;
}

/** The setup steps after sign-in (the forms arrive with two-step sign-in). */
export function SetupSteps({ initial }: { initial: SetupStep; onDone: () => void }) {
  return (
    <p className="alert alert-error" role="alert">
      {initial.message || MESSAGES.staffSetupOnly}
    </p>
  );
}
