import type { DetailFormState, FeedbackFormState, FeedbackView, TranslationEntry } from '@portal/contract/program-forms';
import { api } from '../../lib/api';

type Answers = Record<string, string | number | boolean | undefined>;

export const programFormsKeys = {
  translations: (programId: number) => ['trans-list', programId] as const,
  detailForm: (regId: number) => ['regform', regId] as const,
  feedbackForm: (regId: number) => ['feedback-form', regId] as const,
  feedbackView: (regId: number) => ['feedback-list', regId] as const,
};

export const programFormsApi = {
  translations: async (programId: number) =>
    (await api.post<{ data: TranslationEntry[] }>('trans/list', { program_id: programId })).data ?? [],
  detailForm: async (regId: number) => (await api.get<{ data: DetailFormState }>(`regform/${regId}`)).data,
  saveDetails: (body: Answers) => api.post('regform', body),
  feedbackForm: async (regId: number) => (await api.get<{ data: FeedbackFormState }>(`feedback/form/${regId}`)).data,
  giveFeedback: (body: Answers) => api.post('feedback', body),
  feedbackView: (regId: number) => api.get<FeedbackView>(`feedback/list/${regId}`),
};
