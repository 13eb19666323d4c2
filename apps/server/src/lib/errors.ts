import { MESSAGES } from '@portal/contract/messages';
import type { RefusalCode } from '@portal/contract/refusal-codes';

/**
 * Typed errors thrown by services and routes. One error handler (app.ts) turns them into the
 * envelope: success 0 with a readable message, or success 2 when the session is not valid.
 * Every refusal carries a stable `code` (one of the contract's REFUSAL_CODES) beside its message:
 * clients branch on the code, the message is for people.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A stable name of the refusal that clients branch on (the message is for people). */
    readonly code: RefusalCode,
    message: string,
    readonly success: 0 | 2 = 0,
    readonly errors?: Record<string, string>,
    /** Seconds after which a refused try may be repeated (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (code: RefusalCode, message: string, errors?: Record<string, string>) =>
  new AppError(400, code, message, 0, errors);
/** Bad input in one field: the message names it ("mobile: …"), `errors` carries it. 409 for a value already taken. */
export const fieldError = (code: RefusalCode, field: string, message: string, statusCode: 400 | 404 | 409 | 422 = 400) =>
  new AppError(statusCode, code, `${field}: ${message}`, 0, { [field]: message });
export const notFound = (code: RefusalCode, message: string = MESSAGES.notFound) => new AppError(404, code, message);
export const refused = (code: RefusalCode, message: string, statusCode = 422) => new AppError(statusCode, code, message);
export const conflict = (code: RefusalCode, message: string) => new AppError(409, code, message);
/** A conflict the caller resolves through one field (e.g. a confirmation): 409, the field named in `errors`. */
export const conflictOn = (code: RefusalCode, field: string, message: string) => new AppError(409, code, message, 0, { [field]: message });
/** Too many tries: one code for every limit. */
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(429, 'rate_limited', message, 0, undefined, retryAfterSeconds);
/** A refusal with its code, status, message and (when there is one) the field it concerns. */
export const refusedWithCode = (statusCode: number, code: RefusalCode, message: string, errors?: Record<string, string>) =>
  new AppError(statusCode, code, message, 0, errors);
/** A staff member whose role (or sign-in stage) does not allow the call: 403, success 0. */
export const forbidden = (code: RefusalCode = 'staff_forbidden', message: string = MESSAGES.staffForbidden) => new AppError(403, code, message);
/** No valid session: 401, success 2 (the client signs in again). One code, whatever the session was. */
export const sessionInvalid = (message: string = MESSAGES.sessionExpired, code: RefusalCode = 'session_invalid') =>
  new AppError(401, code, message, 2);
