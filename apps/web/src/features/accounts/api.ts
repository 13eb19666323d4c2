import type { NamedItem, Profile, SessionResponse } from '@portal/contract/accounts';
import { api } from '../../lib/api';

export const accountsApi = {
  login: (username: string, password: string) => api.post<SessionResponse>('login', { username, password }),
  register: (form: FormData) => api.post<SessionResponse>('register', form),
  forgot: (mobile: string) => api.post('forgot/password', { mobile }),
  reset: (body: { mobile: string; otp: string; password: string }) => api.post('reset/password', body),
  profile: () => api.get<{ data: Profile }>('profile/detail'),
  countries: () => api.get<{ data: Array<NamedItem & { iso2: string; phone_code: string }> }>('country/list'),
  states: (countryId: number) => api.post<{ data: NamedItem[] }>('state/list', { country_id: countryId }),
  cities: (stateId: number) => api.post<{ data: NamedItem[] }>('city/list', { state_id: stateId }),
};
