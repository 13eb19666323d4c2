import { MESSAGES } from '@portal/contract/messages';

/**
 * Typed errors thrown by services and routes. One error handler (app.ts) turns them into the
 * envelope: success 0 with a readable message, or success 2 when the session is not valid.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly success: 0 | 2 = 0,
    readonly errors?: Record<string, string>,
    /** Seconds after which a refused try may be repeated (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** A stable name of the refusal that clients branch on (the message is for people). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, 0, errors);
export const fieldError = (field: string, message: string) =>
  new AppError(400, `${field}: ${message}`, 0, { [field]: message });
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const refused = (message: string, statusCode = 422) => new AppError(statusCode, message);
export const conflict = (message: string) => new AppError(409, message);
/** A conflict the caller resolves through one field (e.g. a confirmation): 409, the field named in `errors`. */
export const conflictOn = (field: string, message: string) => new AppError(409, message, 0, { [field]: message });
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(429, message, 0, undefined, retryAfterSeconds);
/** A refusal with a stable `code` beside its message (and the field it concerns, when there is one). */
export const refusedWithCode = (statusCode: number, code: string, message: string, errors?: Record<string, string>) =>
  new AppError(statusCode, message, 0, errors, undefined, code);
/** A staff member whose role does not allow the call: 403, success 0. */
export const forbidden = (message: string = MESSAGES.staffForbidden) => new AppError(403, message);
export const sessionInvalid = (message: string = MESSAGES.sessionExpired) =>
  new AppError(401, message, 2);
