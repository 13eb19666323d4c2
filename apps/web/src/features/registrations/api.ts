import type { Profile } from '@portal/contract/accounts';
import type { TranslationEntry } from '@portal/contract/program-forms';
import type { EventOption, PriceEstimate, RegisterResponse, RegistrationDetail } from '@portal/contract/registrations';
import { api } from '../../lib/api';

/** The calls of the registration screens and the event detail. */
export const registrationsApi = {
  events: (programId: number) => api.post<{ data: EventOption[] }>('programevent/list', { program_id: programId }),
  price: (eventId: number) => api.get<PriceEstimate>(`estimate/price/${eventId}`),
  profile: () => api.get<{ data: Profile }>('profile/detail'),
  labels: (programId: number) => api.post<{ data: TranslationEntry[] }>('trans/list', { program_id: programId }),
  register: (body: Record<string, unknown>) => api.post<RegisterResponse>('event/register', body),
  detail: (registerId: number) => api.post<{ data: RegistrationDetail }>('register/detail', { register_id: registerId }),
  payBalance: (registerId: number) => api.post<RegisterResponse>('advance/pay', { register_id: registerId }),
};
