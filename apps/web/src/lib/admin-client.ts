import { useSyncExternalStore } from 'react';
import type { CallDef, CallResponse } from '@portal/contract/call';
import { STAFF_CSRF_HEADER, STAFF_STORAGE_KEY, type StaffRole } from '@portal/contract/staff';
import { callAs, callWire, downloadFile, downloadWire, type ArgsOf, type ClientSession, type WireArgs, type WireAnswer } from './api';

/**
 * The back office's own client and session. The session token is an HttpOnly cookie that only
 * /api/admin receives and no script can read; this tab keeps who signed in and the CSRF token its
 * calls send, in session storage (never in local storage, which every page of the site shares,
 * a public page's third-party script included). An answer with success 2 ends the staff session
 * only, never the devotee's (`user`).
 */
export interface StoredStaff {
  csrf_token: string;
  name: string;
  role: StaffRole;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredStaff | null } = { raw: null, value: null };

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

// A session kept in local storage before the cookie (a token a public page's script could read) is dropped.
try {
  if (typeof window !== 'undefined') window.localStorage.removeItem(STAFF_STORAGE_KEY);
} catch {
  // Storage refused (private mode): nothing was kept there.
}

function readStaff(): StoredStaff | null {
  const raw = storage()?.getItem(STAFF_STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.value;
  let value: StoredStaff | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredStaff) : null;
    value = typeof parsed?.csrf_token === 'string' ? parsed : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export const staffStore = {
  get: readStaff,
  set(staff: StoredStaff | null) {
    try {
      if (staff) storage()?.setItem(STAFF_STORAGE_KEY, JSON.stringify(staff));
      else storage()?.removeItem(STAFF_STORAGE_KEY);
    } catch {
      // Storage refused: the session lasts while the page is open.
    }
    listeners.forEach((fn) => fn());
  },
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};

/**
 * A door phone's session (a door link, docs/decisions/check-in.md "Door links"): like a staff
 * sign-in, an HttpOnly cookie and, in this tab's session storage, its CSRF token, its event and
 * door. `ended` keeps the refusal's code once the server refuses it (revoked, or its event over).
 */
export interface StoredDoorSession {
  csrf_token: string;
  event: { id: number; name: string; date: string };
  door_name: string;
  expires_at: string;
  ended?: string;
}
const DOOR_SESSION_KEY = 'door-session';
let doorCached: { raw: string | null; value: StoredDoorSession | null } = { raw: null, value: null };

function readDoorSession(): StoredDoorSession | null {
  const raw = storage()?.getItem(DOOR_SESSION_KEY) ?? null;
  if (raw === doorCached.raw) return doorCached.value;
  let value: StoredDoorSession | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredDoorSession) : null;
    value = typeof parsed?.csrf_token === 'string' ? parsed : null;
  } catch {
    value = null;
  }
  doorCached = { raw, value };
  return value;
}

export const doorSessionStore = {
  get: readDoorSession,
  set(door: StoredDoorSession | null) {
    try {
      if (door) storage()?.setItem(DOOR_SESSION_KEY, JSON.stringify(door));
      else storage()?.removeItem(DOOR_SESSION_KEY);
    } catch {
      // Storage refused: the door works while the page is open.
    }
    listeners.forEach((fn) => fn());
  },
};

/** The door session of this tab (re-renders when it opens or is refused). */
export function useDoorSession(): StoredDoorSession | null {
  return useSyncExternalStore(staffStore.subscribe, readDoorSession, () => null);
}

/** The cookie goes with every same-origin call; the CSRF token shows it is this tab that sends it. */
const staffSession: ClientSession = {
  token: () => undefined,
  headers: (): Record<string, string> => {
    // A staff sign-in of this tab first; else a door phone's session.
    const csrf = staffStore.get()?.csrf_token ?? readDoorSession()?.csrf_token;
    return csrf ? { [STAFF_CSRF_HEADER]: csrf } : {};
  },
  ended: (code) => {
    const door = readDoorSession();
    if (!staffStore.get() && door) doorSessionStore.set({ ...door, ended: code ?? 'ended' });
    else staffStore.set(null);
  },
};

/** Keeps a finished sign-in in this tab (its token is already the cookie the server set). */
export function keepStaffSession(resp: { csrf_token: string; staff: { name: string; role: StaffRole } }) {
  staffStore.set({ csrf_token: resp.csrf_token, name: resp.staff.name, role: resp.staff.role });
}

/** Downloads a file (a receipt PDF) as the signed-in staff member. */
export function adminDownload<C extends CallDef>(c: C, args: Parameters<typeof downloadFile<C>>[1], filename: string) {
  return downloadFile(c, args, filename, staffSession);
}

/** `adminDownload` with wire arguments: a generic screen's download (an export with the list's filters). */
export function adminDownloadWire(c: CallDef, args: WireArgs, filename: string) {
  return downloadWire(c, args, filename, staffSession);
}

/** `adminCall` with wire arguments: the generic back-office collections, whose calls vary by screen. */
export function adminCallWire(c: CallDef, args: WireArgs): Promise<WireAnswer> {
  return callWire(staffSession, c, args);
}

/** Calls one entry of the contract's call table as the signed-in staff member. */
export function adminCall<C extends CallDef>(c: C, ...[args]: ArgsOf<C>): Promise<CallResponse<C>> {
  return callAs(staffSession, c, args);
}

/** Calls with a one-off token (the setup token of a sign-in that must first enrol or change the password). */
export function adminCallWithToken<C extends CallDef>(token: string, c: C, ...[args]: ArgsOf<C>): Promise<CallResponse<C>> {
  return callAs({ token: () => token, ended: () => undefined }, c, args);
}

/** The signed-in staff member of this tab (re-renders on sign-in and sign-out). */
export function useStaff(): StoredStaff | null {
  return useSyncExternalStore(staffStore.subscribe, readStaff, () => null);
}

/** Owners may do everything; other roles what a page or call lists. */
export const roleAllowed = (role: StaffRole, roles: readonly StaffRole[]) => role === 'owner' || roles.includes(role);
