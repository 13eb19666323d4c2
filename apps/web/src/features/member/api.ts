import type { MobileChangeConfirmInput, MobileChangeRequestInput } from '@portal/contract/accounts';
import { calls } from '@portal/contract/calls';
import type { ContactInput, KarmayogamEventInput, KarmayogamFoundationInput } from '@portal/contract/contact';
import { call } from '../../lib/api';

export const memberKeys = {
  current: ['registrations', 'current'] as const,
  history: ['registrations', 'history'] as const,
  allEvents: ['eventall-list'] as const,
  optOut: ['message-opt-out'] as const,
};

export const memberApi = {
  updateProfile: (form: FormData) => call(calls.profileUpdate, { body: form }),
  requestMobileChange: (body: MobileChangeRequestInput) => call(calls.profileMobileRequest, { body }),
  confirmMobileChange: (body: MobileChangeConfirmInput) => call(calls.profileMobileConfirm, { body }),
  currentList: async () => (await call(calls.currentList)).data,
  historyList: async () => (await call(calls.historyList)).data,
  allEvents: async () => (await call(calls.eventAllList)).data,
  volunteerForEvent: (body: KarmayogamEventInput) => call(calls.karmayogamEvent, { body }),
  volunteerForFoundation: (body: KarmayogamFoundationInput) => call(calls.karmayogamFoundation, { body }),
  optOutState: async () => (await call(calls.messageOptOutState)).data,
  setOptOut: (optOut: boolean) => call(calls.messageOptOut, { body: { opt_out: optOut } }),
  contact: (body: ContactInput) => call(calls.contact, { body }),
};
