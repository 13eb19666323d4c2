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

/**
 * The answers as a multipart form when the office's file questions carry files (each part named
 * after its question), else as JSON.
 */
function withFiles(body: Answers, files: ReadonlyArray<[string, File]>): Record<string, string | number | boolean> | FormData {
  const fields = defined(body);
  if (!files.length) return fields;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [name, file] of files) form.append(name, file);
  // The call takes the same fields as a multipart form (the server reads either).
  return form;
}

export const programFormsApi = {
  detailForm: async (regId: number) => (await call(calls.detailForm, { params: { reg_id: String(regId) } })).data,
  saveDetails: (body: Answers, files: ReadonlyArray<[string, File]> = []) => call(calls.detailFormSave, { body: withFiles(body, files) }),
  feedbackForm: async (regId: number) => (await call(calls.feedbackForm, { params: { reg_id: String(regId) } })).data,
  giveFeedback: (body: Answers, files: ReadonlyArray<[string, File]> = []) => call(calls.feedbackSave, { body: withFiles(body, files) }),
  feedbackView: (regId: number) => call(calls.feedbackView, { params: { id: String(regId) } }),
};
