import { STORAGE_KEYS } from '@portal/contract/routes';

/**
 * The browser's stored keys of the spec (user, navtype, event_id, reg_id, regprogram_id,
 * profile_status) and their rules, in one place.
 */
export interface StoredUser {
  access_token: string;
  user_name: string;
}

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | number | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // Private mode or a full store: the app keeps working without persistence.
  }
};

export const stored = {
  user(): StoredUser | null {
    const raw = read(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const u = JSON.parse(raw) as StoredUser;
      return typeof u?.access_token === 'string' ? u : null;
    } catch {
      return null;
    }
  },
  setUser: (u: StoredUser | null) => write(STORAGE_KEYS.user, u && JSON.stringify(u)),
  navtype: () => read(STORAGE_KEYS.navtype) ?? '',
  setNavtype: (v: string | number | null) => write(STORAGE_KEYS.navtype, v),
  eventId: () => Number(read(STORAGE_KEYS.eventId) ?? 0) || 0,
  setEventId: (v: number | string | null) => write(STORAGE_KEYS.eventId, v),
  regId: () => Number(read(STORAGE_KEYS.regId) ?? 0) || 0,
  setRegId: (v: number | null) => write(STORAGE_KEYS.regId, v),
  regProgramId: () => Number(read(STORAGE_KEYS.regProgramId) ?? 0) || 0,
  setRegProgramId: (v: number | null) => write(STORAGE_KEYS.regProgramId, v),
  profileStatus: () => Number(read(STORAGE_KEYS.profileStatus) ?? 0) || 0,
  setProfileStatus: (v: number | null) => write(STORAGE_KEYS.profileStatus, v),
  language: () => read(STORAGE_KEYS.language),
  setLanguage: (v: string) => write(STORAGE_KEYS.language, v),
};

/**
 * The waiting room's admission for one event, kept for this tab only (sessionStorage): the queue
 * page stores it when the devotee's turn comes, the registration form sends it. Dropped once it
 * has expired.
 */
const admissionKey = (eventId: number | string) => `waiting_room_admission_${Number(eventId)}`;
export const admissions = {
  get(eventId: number | string, now = Date.now()): { token: string; until: string } | undefined {
    try {
      const raw = sessionStorage.getItem(admissionKey(eventId));
      const a = raw ? (JSON.parse(raw) as { token?: unknown; until?: unknown }) : undefined;
      if (typeof a?.token === 'string' && typeof a.until === 'string' && Date.parse(a.until) > now) return { token: a.token, until: a.until };
    } catch {
      // Private mode or a damaged entry: as if there were none (the queue gives a new one).
    }
    return undefined;
  },
  set(eventId: number | string, token: string, until: string) {
    try {
      sessionStorage.setItem(admissionKey(eventId), JSON.stringify({ token, until }));
    } catch {
      // Without storage the devotee goes through the queue again (admitted at once while their place holds).
    }
  },
};

/** Opening home, programs, gallery, media and legal pages forgets where a registration was headed. */
export function clearNavMarkers() {
  stored.setNavtype(null);
  stored.setEventId(null);
}

/** Logout and an invalid session (success 2) clear every session key. */
export function clearSessionKeys() {
  stored.setUser(null);
  stored.setNavtype(null);
  stored.setEventId(null);
  stored.setRegId(null);
  stored.setRegProgramId(null);
  stored.setProfileStatus(null);
}
