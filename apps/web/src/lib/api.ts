import { MESSAGES } from '@portal/contract/messages';
import { clearSessionKeys, stored } from './stored-keys';

/**
 * The one way the web app talks to /api: bearer token from the stored user, the envelope
 * read on every answer, and success 2 (session not valid) turned into a logout.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly success: number,
    readonly errors: Record<string, string> = {},
    readonly status = 0,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
export type Envelope = { success: number; message?: string; errors?: Record<string, string> };

/** Listeners told when the server says the session is over. */
const sessionEndListeners = new Set<() => void>();
export function onSessionEnded(fn: () => void) {
  sessionEndListeners.add(fn);
  return () => {
    sessionEndListeners.delete(fn);
  };
}

async function request<T>(method: string, path: string, body?: Json | FormData): Promise<T & Envelope> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = stored.user()?.access_token;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`/api/${path.replace(/^\//, '')}`, { method, headers, body: payload });
  let data: (T & Envelope) | undefined;
  try {
    data = (await res.json()) as T & Envelope;
  } catch {
    throw new ApiError(res.ok ? MESSAGES.serverError : `${res.status} ${res.statusText}`, 0, {}, res.status);
  }
  if (data.success === 2) {
    clearSessionKeys();
    sessionEndListeners.forEach((fn) => fn());
    throw new ApiError(data.message ?? MESSAGES.sessionExpired, 2, {}, res.status);
  }
  if (data.success !== 1) throw new ApiError(data.message ?? MESSAGES.serverError, data.success ?? 0, data.errors, res.status);
  return data;
}

export const api = {
  get: <T = Json>(path: string) => request<T>('GET', path),
  post: <T = Json>(path: string, body: Json | FormData = {}) => request<T>('POST', path, body),
};

/** Downloads a file the server makes (invoices, receipts) with the bearer token. */
export async function downloadFile(path: string, body: Json, filename: string) {
  const token = stored.user()?.access_token;
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Envelope;
    if (data.success === 2) {
      clearSessionKeys();
      sessionEndListeners.forEach((fn) => fn());
    }
    throw new ApiError(data.message ?? MESSAGES.serverError, data.success ?? 0);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : MESSAGES.serverError;
}
