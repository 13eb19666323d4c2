import type { CallArgs, CallDef, CallResponse } from '@portal/contract/call';
import { callUrl } from '@portal/contract/call-url';
import { MESSAGES } from '@portal/contract/messages';
import type { RefusalCode } from '@portal/contract/refusal-codes';
import { currentLang } from './i18n';
import { clearSessionKeys, stored } from './stored-keys';
import { downloadBlob } from './download';

/**
 * The one way the web app talks to the API (the contract's call table): bearer token from the stored user, the envelope
 * read on every answer, and success 2 (session not valid) turned into a logout.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly success: number,
    readonly errors: Record<string, string> = {},
    readonly status = 0,
    /** The refusal's stable name (the envelope's `code`): what the screens branch on, never the message. */
    readonly code: RefusalCode | '' = '',
  ) {
    super(message);
  }
}

export type Envelope = { success: number; message?: string; errors?: Record<string, string>; code?: RefusalCode };

/**
 * How a call reaches the API: `fetch` in the browser; in the server's render of a public page,
 * the server's own handlers in-process (apps/server/src/web/render-page.ts), so the page's
 * data is read once, with the same validation and caches as any call.
 */
export type CallTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: CallTransport = (url, init) => fetch(url, init);

export function setCallTransport(next: CallTransport) {
  transport = next;
}

/** Listeners told when the server says the session is over. */
const sessionEndListeners = new Set<() => void>();
export function onSessionEnded(fn: () => void) {
  sessionEndListeners.add(fn);
  return () => {
    sessionEndListeners.delete(fn);
  };
}

function endSession() {
  clearSessionKeys();
  sessionEndListeners.forEach((fn) => fn());
}

/** Whose session a request carries and what to do when the server says it is over (success 2). */
export interface ClientSession {
  token(): string | undefined;
  /** The session was refused (success 2), with the refusal's code when there is one. */
  ended(code?: string): void;
  /** Headers the session adds to every call (the back office's CSRF token; its session is a cookie). */
  headers?(): Record<string, string>;
}

/** The devotee's session (storage key `user`); the back office has its own (lib/admin-client.ts). */
const devoteeSession: ClientSession = { token: () => stored.user()?.access_token, ended: endSession };

/**
 * A call's arguments as they go on the wire. Typed screens pass CallArgs<C>; a generic screen over
 * many calls (the back office's collections, its exports) passes these, and the server's
 * validation of the call's schemas is what checks them.
 */
export type WireArgs = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
/** A call's answer as it comes off the wire: the envelope and whatever the call gives. */
export type WireAnswer = Envelope & { data?: unknown; total?: number };

/** The URL and fetch options of a call: bearer token, JSON or multipart body. */
function prepare(c: CallDef, args: WireArgs = {}, session: ClientSession = devoteeSession): [string, RequestInit] {
  const { params, query, body } = args;
  // Every call says the reader's language, so messages come back in it.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLang() };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, session.headers?.());
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (c.method !== 'GET' && (c.method !== 'DELETE' || body !== undefined)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  return [callUrl(c, params, query), { method: c.method, headers, body: payload }];
}

export type ArgsOf<C extends CallDef> = object extends CallArgs<C> ? [args?: CallArgs<C>] : [args: CallArgs<C>];

/**
 * Calls one entry of the contract's call table and returns its typed answer. The server checks
 * every answer against the same response schema before sending it, so the type holds.
 */
export function call<C extends CallDef>(c: C, ...[args]: ArgsOf<C>): Promise<CallResponse<C>> {
  return callAs(devoteeSession, c, args);
}

/** `call()` with a given session: success 2 ends that session only. */
export async function callAs<C extends CallDef>(session: ClientSession, c: C, args?: CallArgs<C>): Promise<CallResponse<C>> {
  return (await callWire(session, c, args as WireArgs)) as CallResponse<C>;
}

/** A call with wire arguments (see WireArgs): the envelope read as for any call, the answer untyped. */
export async function callWire(session: ClientSession, c: CallDef, args?: WireArgs): Promise<WireAnswer> {
  const res = await transport(...prepare(c, args, session));
  let data: Envelope | undefined;
  try {
    data = (await res.json()) as Envelope;
  } catch {
    throw new ApiError(res.ok ? MESSAGES.serverError : `${res.status} ${res.statusText}`, 0, {}, res.status);
  }
  if (data.success === 2) {
    session.ended(data.code);
    throw new ApiError(data.message ?? MESSAGES.sessionExpired, 2, {}, res.status, data.code);
  }
  if (data.success !== 1) throw new ApiError(data.message ?? MESSAGES.serverError, data.success ?? 0, data.errors, res.status, data.code);
  return data;
}

/** The file name a download's Content-Disposition gives (an invoice's or receipt's own number), if any. */
export function attachmentName(header: string | null): string | null {
  const quoted = header && /filename="([^"]+)"/i.exec(header);
  return quoted ? quoted[1]! : null;
}

/**
 * Downloads a file the server makes (invoices, receipts) with the bearer token (the devotee's
 * unless another session is given), under the name the server gives it; `filename` is the fallback.
 */
export async function downloadFile<C extends CallDef>(c: C, args: CallArgs<C>, filename: string, session: ClientSession = devoteeSession) {
  return downloadWire(c, args as WireArgs, filename, session);
}

/** `downloadFile` with wire arguments (see WireArgs). */
export async function downloadWire(c: CallDef, args: WireArgs, filename: string, session: ClientSession = devoteeSession) {
  const res = await fetch(...prepare(c, args, session));
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Envelope;
    if (data.success === 2) session.ended();
    throw new ApiError(data.message ?? MESSAGES.serverError, data.success ?? 0, data.errors, res.status, data.code);
  }
  downloadBlob(attachmentName(res.headers.get('content-disposition')) ?? filename, await res.blob());
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : MESSAGES.serverError;
}
