import { calls } from '@portal/contract/calls';
import { call } from '../../lib/api';

export const accountsApi = {
  login: (username: string, password: string) => call(calls.login, { body: { username, password } }),
  register: (form: FormData) => call(calls.register, { body: form }),
  forgot: (mobile: string) => call(calls.forgotPassword, { body: { mobile } }),
  reset: (body: { mobile: string; otp: string; password: string }) => call(calls.resetPassword, { body }),
};
