import { createContext, useContext } from 'react';

/**
 * The HTTP status of a page the server renders. A page that names nothing (an unknown program,
 * category or address) says so while it renders, and the server answers 404 instead of 200, so
 * search engines and monitors see it; in the browser there is no status to set.
 */
export interface RenderStatus {
  code: number;
}

export const RenderStatusContext = createContext<RenderStatus | undefined>(undefined);

/** Marks the page being rendered on the server as not found when `missing` (a no-op in the browser). */
export function useNotFoundStatus(missing = true) {
  const status = useContext(RenderStatusContext);
  // The server's render is one pass whose result is read once it ends: writing here is safe.
  if (status && missing) status.code = 404;
}
