import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { call, onSessionEnded } from './api';
import { forgetPerson } from './queries';
import { clearSessionKeys, stored, type StoredUser } from './stored-keys';
import { PAGE_DATA_ID } from '../ssr/page-data';

const serverRendered = () => typeof document === 'undefined' || document.getElementById(PAGE_DATA_ID) !== null;

/** Logged-in state: true when a stored user exists at start. */
interface Session {
  user: StoredUser | null;
  isLoggedIn: boolean;
  /** Stores what login or sign-up returned (user, profile_status, reg_id, regprogram_id). */
  signIn(resp: SessionPayload): void;
  /** Ends the session on the server, clears the stored keys and shows the logged-out state. */
  logout(): Promise<void>;
}

export interface SessionPayload {
  access_token?: string;
  user_name?: string;
  profile_status?: number;
  reg_id?: number;
  regprogram_id?: number;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page was rendered logged out (the server knows no one): it hydrates so,
  // and the stored user shows right after. Pages rendered in the browser start with the user.
  const [user, setUser] = useState<StoredUser | null>(() => (serverRendered() ? null : stored.user()));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (serverRendered()) setUser(stored.user());
  }, []);

  // Whoever logs in or out next must not see this person's profile from the cache.
  useEffect(
    () =>
      onSessionEnded(() => {
        forgetPerson(queryClient);
        setUser(null);
      }),
    [queryClient],
  );

  const signIn = useCallback((resp: SessionPayload) => {
    if (!resp.access_token) return;
    const u = { access_token: resp.access_token, user_name: resp.user_name ?? '' };
    // A new session (not a refreshed name after a profile save) starts without the last person's profile.
    if (stored.user()?.access_token !== u.access_token) forgetPerson(queryClient);
    stored.setUser(u);
    stored.setProfileStatus(resp.profile_status ?? 0);
    stored.setRegId(resp.reg_id ?? 0);
    stored.setRegProgramId(resp.regprogram_id ?? 0);
    setUser(u);
  }, [queryClient]);

  const logout = useCallback(async () => {
    // The server ends the session first; the stored keys go even if it cannot be reached.
    await call(calls.logout).catch(() => undefined);
    clearSessionKeys();
    forgetPerson(queryClient);
    setUser(null);
  }, [queryClient]);

  const value = useMemo(() => ({ user, isLoggedIn: !!user, signIn, logout }), [user, signIn, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
