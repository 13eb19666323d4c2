import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@portal/contract/zod';
import { CALL_GROUPS, calls } from '@portal/contract/calls';
import type { CallBody, CallDef, CallParams, CallQuery, okMessageSchema } from '@portal/contract/call';
import { MESSAGES } from '@portal/contract/messages';
import { badRequest } from './errors.ts';

/**
 * Routes come from the contract's call table (packages/contract/src/calls.ts): `route()`
 * registers a call with its schemas, its session rule and its OpenAPI metadata, so the path,
 * the payload and the answer are written once for server, web and tests.
 */

/** The request a handler sees: params, query and body already checked and converted. */
export type CallRequest<C extends CallDef> = FastifyRequest<{ Params: CallParams<C>; Querystring: CallQuery<C>; Body: CallBody<C> }>;

/** A handler returns the answer before serialisation (the response schema's input) or the reply itself. */
type CallReturn<C extends CallDef> = C['response'] extends z.ZodType ? z.input<C['response']> | FastifyReply : FastifyReply;
export type CallHandler<C extends CallDef> = (req: CallRequest<C>, reply: FastifyReply) => Promise<CallReturn<C>>;

/** Options a route adds to its call (a per-route rate limit, an onRequest gate). */
type RouteExtras = Pick<RouteOptions, 'config' | 'onRequest'>;

const groupOf = new Map<CallDef, string>(
  Object.entries(CALL_GROUPS).flatMap(([group, names]) => names.map((n) => [calls[n] as CallDef, group] as const)),
);

/** Registers one call of the table on `app` (whose prefix is /api). */
export function route<C extends CallDef>(app: FastifyInstance, call: C, handler: NoInfer<CallHandler<C>>, extras: RouteExtras = {}) {
  const auth = call.auth === 'session' ? app.requireUser : call.auth === 'optional' ? app.optionalUser : isStaffCall(call) ? app.staffGate(call) : undefined;
  const changeable = call.method === 'PATCH' && call.body && !call.multipart ? objectKeys(call.body) : undefined;
  const preValidation = [...(auth ? [auth] : []), ...(changeable ? [refuseUnknownFields(changeable)] : [])];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    // Before validation, as the handlers' own checks were: no session is a 401 whatever the body.
    ...(preValidation.length ? { preValidation } : {}),
    schema: {
      summary: call.summary,
      tags: [groupOf.get(call) ?? 'other'],
      ...(call.auth === 'session' || isStaffCall(call) ? { security: [{ bearer: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      // A multipart body is read by the handler (files stream); the document still shows it.
      ...(call.body && !call.multipart ? { body: call.body } : {}),
      ...(call.body && call.multipart ? { multipartBody: call.body } : {}),
      response: responseSchemas(call),
    },
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    // An archive is sent as stored: it is compressed already, and the compression plugin would
    // otherwise label a .tar.gz as gzip-encoded, so that the browser unpacks it on the way.
    ...(call.produces === 'archive' ? { compress: false as const } : {}),
    config: { ...extras.config, call },
    handler: handler as unknown as RouteOptions['handler'],
  });
}

/**
 * A change (PATCH) names only the fields it changes, so one it does not take is refused, naming
 * the field, instead of being dropped by the schema while the answer says "Saved": a client that
 * sent `status` must learn that nothing changed it.
 */
function refuseUnknownFields(changeable: ReadonlySet<string>) {
  return async (req: FastifyRequest) => {
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).filter((k) => !changeable.has(k));
    if (unknown.length === 0) return;
    const errors = Object.fromEntries(unknown.map((k) => [k, MESSAGES.staffFieldNotChangeable]));
    throw badRequest('staff_field_not_changeable', `${unknown[0]}: ${MESSAGES.staffFieldNotChangeable}`, errors);
  };
}

/** The fields of an object schema (through a transform, optional or default), or undefined for any other body. */
function objectKeys(schema: z.ZodType): ReadonlySet<string> | undefined {
  const def: ZodDefLike = schema._zod.def;
  if (def.type === 'object') return new Set(Object.keys(def.shape ?? {}));
  if (def.type === 'pipe' && def.in) return objectKeys(def.in);
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return objectKeys(def.innerType);
  return undefined;
}

/** A call whose whole answer is a message (`okMessageSchema`): `run` does the work, then the call says `message`. */
export function messageRoute<C extends CallDef & { response: typeof okMessageSchema }>(
  app: FastifyInstance,
  call: C,
  run: (req: CallRequest<C>) => Promise<unknown>,
  message: string,
) {
  const answer = async (req: CallRequest<C>) => {
    await run(req);
    return { success: 1 as const, message };
  };
  // The answer is okMessageSchema's input, which C's response is; TypeScript cannot see it through C's conditional type.
  route(app, call, answer as unknown as CallHandler<C>);
}

/** Calls of the back office: a staff session (and, when the call lists roles, one of them). */
export const isStaffCall = (call: CallDef) => call.auth === 'staff' || call.auth === 'staffSetup';

function responseSchemas(call: CallDef): Record<string, unknown> {
  if (call.response) return { 200: call.response };
  if (call.produces === 'redirect') return { 303: z.null().describe('Redirect (Location header) to the payment result page') };
  if (call.produces === 'table') {
    const description = 'The list as a CSV (UTF-8 with BOM) or XLSX file, by the format asked';
    const file = { schema: z.string().describe(description) };
    return { 200: { description, content: { 'text/csv': file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': file } } };
  }
  if (call.produces === 'archive') {
    const description = 'The file, as stored (a gzipped PGlite data folder or a pg_dump archive)';
    return { 200: { description, content: { 'application/octet-stream': { schema: z.string().describe(description) } } } };
  }
  const type = call.produces === 'pdf' ? 'application/pdf' : call.produces === 'ics' ? 'text/calendar' : call.produces === 'csv' ? 'text/csv' : 'text/html';
  const description = call.produces === 'pdf' ? 'The PDF file' : call.produces === 'ics' ? 'The calendar file' : call.produces === 'csv' ? 'The CSV file' : 'An HTML page';
  return { 200: { description, content: { [type]: { schema: z.string().describe(description) } } } };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves (set by `route()`). */
    call?: CallDef;
  }
  interface FastifySchema {
    /** A multipart body, shown in the OpenAPI document but read by the handler. */
    multipartBody?: unknown;
  }
}

// ---------------------------------------------------------------- request validation

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && typeof (schema as z.ZodType).safeParse === 'function';

/** Turns zod issues into the envelope's 400: the message names the first bad field. */
export function invalidInput(error: z.ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0]!;
  return badRequest('invalid_input', `${field}: ${message}`, errors);
}

/** Checks params, query and body with the call's schemas; bad input is the same 400 as lib/validate.ts gives. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZod(schema)) throw new Error('Route schemas are zod schemas from the contract');
  return (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  };
};

// ---------------------------------------------------------------- response checking

/** A response that does not match its schema, refused while testing. */
export class ResponseMismatch extends Error {
  constructor(
    readonly where: string,
    readonly problems: string[],
  ) {
    super(`${where}: the response does not match its schema: ${problems.join('; ')}`);
  }
}

export interface ResponseCheckOptions {
  /** Refuse (throw) instead of stripping and logging: on while testing. */
  strict: boolean;
  log: FastifyBaseLogger;
}

/**
 * The answer as the schema allows it. Strict: a missing, mistyped or extra field throws (a test
 * fails). Otherwise unknown fields are dropped and the problem is logged; the person still gets
 * an answer, and nothing internal leaves the server.
 */
export function checkResponse(schema: z.ZodType, data: unknown, where: string, opts: ResponseCheckOptions): unknown {
  const result = schema.safeParse(data);
  const problems = result.success
    ? extraKeys(data, result.data).map((path) => `${path}: not in the schema`)
    : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  if (problems.length === 0) return result.data;
  if (opts.strict) throw new ResponseMismatch(where, problems);
  opts.log.warn({ call: where, problems }, 'response does not match its schema');
  return result.success ? result.data : stripToSchema(schema, data);
}

/** Paths of fields present in `input` that the parse dropped. */
function extraKeys(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => extraKeys(item, output[i], `${path}[${i}]`));
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    if (input[key] === undefined) return [];
    if (!(key in output)) return [at];
    return extraKeys(input[key], output[key], at);
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface ZodDefLike {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
}

/** Keeps only what the schema declares, without judging the values (for an answer that failed its check). */
function stripToSchema(schema: z.ZodType, data: unknown): unknown {
  const def: ZodDefLike = schema._zod.def;
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(data)) return data;
      if (def.catchall && def.catchall._zod.def.type !== 'never') return data;
      return Object.fromEntries(Object.entries(def.shape ?? {}).filter(([k]) => k in data).map(([k, s]) => [k, stripToSchema(s, data[k])]));
    }
    case 'array':
      return Array.isArray(data) ? data.map((item) => stripToSchema(def.element!, item)) : data;
    case 'optional':
    case 'nullable':
    case 'default':
      return data === undefined || data === null ? data : stripToSchema(def.innerType!, data);
    case 'union': {
      const options = def.options ?? [];
      const fit = options.find((o) => o.safeParse(data).success) ?? options.find((o) => o._zod.def.type === 'object');
      return fit ? stripToSchema(fit, data) : data;
    }
    case 'pipe':
      return stripToSchema(def.in!, data);
    default:
      return data;
  }
}

/** Serialises JSON answers through `checkResponse`; other schemas (files, pages) are not JSON. */
export function responseSerializer(opts: ResponseCheckOptions): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!isZod(schema)) return (data) => JSON.stringify(data);
    return (data) => JSON.stringify(checkResponse(schema, data, `${method} ${url}`, opts));
  };
}
