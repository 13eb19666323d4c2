import type { Profile, SessionResponse } from '@portal/contract/accounts';
import { api } from '../../lib/api';

export const accountsApi = {
  login: (username: string, password: string) => api.post<SessionResponse>('login', { username, password }),
  register: (form: FormData) => api.post<SessionResponse>('register', form),
  forgot: (mobile: string) => api.post('forgot/password', { mobile }),
  reset: (body: { mobile: string; otp: string; password: string }) => api.post('reset/password', body),
  profile: () => api.get<{ data: Profile }>('profile/detail'),
};
