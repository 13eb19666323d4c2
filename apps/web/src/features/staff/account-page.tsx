import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { errorMessage } from '../../lib/api';
import { useMessage } from '../../lib/message';
import { adminCall, staffStore } from './admin-client';
import { ChoosePassword, EnrolOtp, RecoveryCodes } from './setup-steps';

/** /admin/account: one's own password and two-step sign-in (offered to every role). */
export default function AccountPage() {
  const { data, error } = useQuery({ queryKey: ['admin', 'me'], queryFn: () => adminCall(calls.adminMe) });
  const client = useQueryClient();
  const { showSuccess } = useMessage();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const me = data?.data;
  return (
    <section>
      <h1>My account</h1>
      {error && (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {me && (
        <dl>
          <dt>Name</dt>
          <dd>{me.name}</dd>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Two-step sign-in</dt>
          <dd data-testid="otp-status">{me.totp_enabled ? 'On' : 'Off'}</dd>
        </dl>
      )}
      <div className="card admin-narrow">
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              void client.invalidateQueries({ queryKey: ['admin', 'me'] });
            }}
          />
        ) : enrolling ? (
          <EnrolOtp
            message="Scan the code to turn two-step sign-in on."
            onDone={(recovery) => {
              setEnrolling(false);
              setCodes(recovery);
            }}
          />
        ) : (
          me &&
          !me.totp_enabled && (
            <button type="button" className="btn" onClick={() => setEnrolling(true)}>
              Turn on two-step sign-in
            </button>
          )
        )}
        {me?.totp_enabled && !codes && <p>{MESSAGES.staffOtpEnabled}</p>}
      </div>
      <div className="card admin-narrow">
        <ChoosePassword
          token={staffStore.get()?.access_token ?? ''}
          message="Your other sessions end when you change it."
          onNext={() => showSuccess(MESSAGES.staffPasswordChanged)}
        />
      </div>
    </section>
  );
}
