import { z } from './zod.ts';
import { MESSAGES } from './messages.ts';
import type { StaffRole } from './staff.ts';

/**
 * One call of the API, declared once: the server registers it with these schemas, the web and
 * the end-to-end tests call it through the same object, and the OpenAPI document and
 * docs/api.md are written from it. Paths are relative to API_PREFIX and use `:name` for
 * parameters, as Fastify does.
 */
export { API_PREFIX } from './call-url.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, anyone (a session is read when sent), only a logged-in devotee, or only
 * a signed-in staff member (`staff`), or only a sign-in that still has to choose a password or
 * enrol a second factor (`staffSetup`: the setup token a sign-in step hands out, never a full session).
 */
export type CallAuth = 'public' | 'optional' | 'session' | 'staff' | 'staffSetup';

/** What a call answers besides JSON: a file, a page (gateway and sandbox pages) or a redirect; `table` is a CSV or XLSX file (its `format` query), `csv` a CSV file only. */
export type CallProduces = 'json' | 'pdf' | 'html' | 'redirect' | 'ics' | 'table' | 'csv' | 'archive';

export interface CallDef {
  method: HttpMethod;
  path: string;
  summary: string;
  auth: CallAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer (status 200); absent when the call answers with a file, a page or a redirect. */
  response?: z.ZodType;
  /** True when the body travels as multipart/form-data (a picture or a form with files). */
  multipart?: boolean;
  produces?: CallProduces;
  /** Staff calls: the roles allowed besides the owner (who may do everything); absent = every role. */
  roles?: readonly StaffRole[];
  /**
   * Staff calls a door phone's session may make (a door link: docs/decisions/check-in.md "Door
   * links"), for its own event only; every other call refuses such a session.
   */
  door?: true;
}

/** Keeps the literal types of a call's declaration (its schemas' types reach every caller). */
export const defineCall = <const C extends CallDef>(call: C): C => call;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives once the request is checked. */
export type CallParams<C extends CallDef> = Out<C['params']>;
export type CallQuery<C extends CallDef> = Out<C['query']>;
export type CallBody<C extends CallDef> = Out<C['body']>;
/** What a caller sends (the schema's input: numbers may still be text, defaults may be left out). */
export type CallParamsInput<C extends CallDef> = In<C['params']>;
export type CallQueryInput<C extends CallDef> = In<C['query']>;
export type CallBodyInput<C extends CallDef> = In<C['body']>;
/** What the caller gets back: the response schema's output. */
export type CallResponse<C extends CallDef> = C['response'] extends z.ZodType ? z.output<C['response']> : never;

/** The arguments of a call, with each part required only when the call has it. */
export type CallArgs<C extends CallDef> = (C['params'] extends z.ZodType ? { params: CallParamsInput<C> } : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: CallQueryInput<C> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: CallBodyInput<C> | (C['multipart'] extends true ? FormData : never) } : { body?: undefined });

// callUrl lives in call-url.ts (no schemas there: the browser's pages import it without zod).
export { callUrl } from './call-url.ts';

// ---------------------------------------------------------------- shared response pieces

/** The envelope every answer carries (docs/api.md). */
export const envelopeSchema = z.object({
  success: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A refusal's stable name (clients branch on it; people read the message). */
  code: z.string().optional(),
});

/** A plain success: `{success: 1, message}`. */
export const okMessageSchema = z.object({ success: z.literal(1), message: z.string() });

/** `{success: 1, ...fields}`: a success with the given fields. */
export const okResponse = <T extends z.ZodRawShape>(fields: T) => z.object({ success: z.literal(1), ...fields });

/** `{success: 1, data}` with the given data. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(1), data });

/** A numeric path parameter (`/wisdom/:id`): digits only, from 1; the message names the field. */
export const idParam = () =>
  z
    .string({ error: MESSAGES.invalidNumber })
    .regex(/^\d{1,9}$/, MESSAGES.invalidNumber)
    .transform(Number)
    .refine((n) => n >= 1, MESSAGES.invalidNumber);
