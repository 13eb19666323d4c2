import { useSyncExternalStore } from 'react';
import type { CallDef, CallResponse } from '@portal/contract/call';
import { STAFF_STORAGE_KEY, type StaffRole } from '@portal/contract/staff';
import { callAs, downloadFile, type ArgsOf, type ClientSession } from './api';

/**
 * The back office's own client and session: the staff token lives under the storage key `staff`
 * (never the devotees' `user`), and an answer with success 2 ends the staff session only.
 */
export interface StoredStaff {
  access_token: string;
  name: string;
  role: StaffRole;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredStaff | null } = { raw: null, value: null };

function readStaff(): StoredStaff | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STAFF_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.value;
  let value: StoredStaff | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredStaff) : null;
    value = typeof parsed?.access_token === 'string' ? parsed : null;
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
      if (staff) localStorage.setItem(STAFF_STORAGE_KEY, JSON.stringify(staff));
      else localStorage.removeItem(STAFF_STORAGE_KEY);
    } catch {
      // Private mode: the session lasts while the page is open.
    }
    listeners.forEach((fn) => fn());
  },
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};

const staffSession: ClientSession = { token: () => staffStore.get()?.access_token, ended: () => staffStore.set(null) };

/** Downloads a file (a receipt PDF) as the signed-in staff member. */
export function adminDownload<C extends CallDef>(c: C, args: Parameters<typeof downloadFile<C>>[1], filename: string) {
  return downloadFile(c, args, filename, staffSession);
}

/** Calls one entry of the contract's call table as the signed-in staff member. */
export function adminCall<C extends CallDef>(c: C, ...[args]: ArgsOf<C>): Promise<CallResponse<C>> {
  return callAs(staffSession, c, args);
}

/** Calls with a one-off token (the setup token of a sign-in that must first enrol or change the password). */
export function adminCallWithToken<C extends CallDef>(token: string, c: C, ...[args]: ArgsOf<C>): Promise<CallResponse<C>> {
  return callAs({ token: () => token, ended: () => undefined }, c, args);
}

/** The signed-in staff member (re-renders on sign-in and sign-out, in this tab and others). */
export function useStaff(): StoredStaff | null {
  return useSyncExternalStore(
    (fn) => {
      const off = staffStore.subscribe(fn);
      window.addEventListener('storage', fn);
      return () => {
        off();
        window.removeEventListener('storage', fn);
      };
    },
    readStaff,
    () => null,
  );
}

/** Owners may do everything; other roles what a page or call lists. */
export const roleAllowed = (role: StaffRole, roles: readonly StaffRole[]) => role === 'owner' || roles.includes(role);
