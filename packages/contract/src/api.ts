import type { RefusalCode } from './refusal-codes.ts';

/** The response envelope of every /api call (docs/api.md). */
export const SUCCESS = { ok: 1, refused: 0, sessionInvalid: 2 } as const;
export type SuccessCode = (typeof SUCCESS)[keyof typeof SUCCESS];

export interface Envelope {
  success: SuccessCode;
  message?: string;
  /** Field errors, keyed by the payload's field name, so a form can show each under its field. */
  errors?: Record<string, string>;
  /** On a refusal: its stable name (refusal-codes.ts), which clients branch on; the message is for people. */
  code?: RefusalCode;
}

export type ApiResponse<T extends object = object> = Envelope & T;
