import { calls } from '@portal/contract/calls';
import { call } from '../../lib/api';

type Answers = Record<string, string | number | boolean | undefined>;

export const programFormsKeys = {
  detailForm: (regId: number) => ['regform', regId] as const,
  feedbackForm: (regId: number) => ['feedback-form', regId] as const,
  feedbackView: (regId: number) => ['feedback-list', regId] as const,
};

/** Answers without the fields left undefined (the call's body holds text, numbers and booleans). */
const defined = (body: Answers) =>
  Object.fromEntries(Object.entries(body).filter((e): e is [string, string | number | boolean] => e[1] !== undefined));

export const programFormsApi = {
  detailForm: async (regId: number) => (await call(calls.detailForm, { params: { reg_id: String(regId) } })).data,
  saveDetails: (body: Answers) => call(calls.detailFormSave, { body: defined(body) }),
  feedbackForm: async (regId: number) => (await call(calls.feedbackForm, { params: { reg_id: String(regId) } })).data,
  giveFeedback: (body: Answers) => call(calls.feedbackSave, { body: defined(body) }),
  feedbackView: (regId: number) => call(calls.feedbackView, { params: { id: String(regId) } }),
};
