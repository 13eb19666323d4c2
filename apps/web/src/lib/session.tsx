import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { calls } from '@portal/contract/calls';
import { call, onSessionEnded } from './api';
import { clearSessionKeys, stored, type StoredUser } from './stored-keys';

/** Logged-in state: true when a stored user exists at start (spec 000 section 4). */
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
  const [user, setUser] = useState<StoredUser | null>(() => stored.user());

  useEffect(() => onSessionEnded(() => setUser(null)), []);

  const signIn = useCallback((resp: SessionPayload) => {
    if (!resp.access_token) return;
    const u = { access_token: resp.access_token, user_name: resp.user_name ?? '' };
    stored.setUser(u);
    stored.setProfileStatus(resp.profile_status ?? 0);
    stored.setRegId(resp.reg_id ?? 0);
    stored.setRegProgramId(resp.regprogram_id ?? 0);
    setUser(u);
  }, []);

  const logout = useCallback(async () => {
    // The server ends the session first; the stored keys go even if it cannot be reached.
    await call(calls.logout).catch(() => undefined);
    clearSessionKeys();
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, isLoggedIn: !!user, signIn, logout }), [user, signIn, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
