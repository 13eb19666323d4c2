import type { MobileChangeConfirmInput, MobileChangeRequestInput, Profile, SessionResponse } from '@portal/contract/accounts';
import type { EventItem } from '@portal/contract/catalog';
import type { ContactInfo, ContactInput } from '@portal/contract/engagement';
import type { RegistrationRow } from '@portal/contract/registrations';
import { api } from '../../lib/api';

export const memberKeys = {
  profile: ['profile-detail'] as const,
  current: ['registrations', 'current'] as const,
  history: ['registrations', 'history'] as const,
  allEvents: ['eventall-list'] as const,
  contactInfo: ['contact-info'] as const,
};

export const memberApi = {
  profile: async () => (await api.get<{ data: Profile }>('profile/detail')).data,
  updateProfile: (form: FormData) => api.post<SessionResponse & { data: Profile }>('profile/update', form),
  requestMobileChange: (body: MobileChangeRequestInput) => api.post('profile/mobile/request', body),
  confirmMobileChange: (body: MobileChangeConfirmInput) => api.post<{ data: Profile }>('profile/mobile/confirm', body),
  currentList: async () => (await api.get<{ data: RegistrationRow[] }>('current/list')).data ?? [],
  historyList: async () => (await api.get<{ data: RegistrationRow[] }>('history/list')).data ?? [],
  allEvents: async () => (await api.get<{ data: EventItem[] }>('eventall/list')).data ?? [],
  volunteerForEvent: (body: { event_id: string; message: string }) => api.post('karmayogam/event', body),
  volunteerForFoundation: (body: { message: string }) => api.post('karmayogam/foundation', body),
  contactInfo: async () => (await api.get<{ data: ContactInfo }>('contact/info')).data,
  contact: (body: ContactInput) => api.post('contact', body),
};
