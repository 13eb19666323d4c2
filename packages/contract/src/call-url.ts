/** Where the API lives; call paths are relative to it (call.ts re-exports both). */
export const API_PREFIX = '/api';

/** The call's URL path with its parameters filled in (each encoded) and the query appended. */
export function callUrl(
  // Only the path is read: a call of the table (CallDef) or anything shaped like one, so this
  // file needs nothing of call.ts, which re-exports it.
  call: { readonly path: string },
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = call.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${call.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}
