import { useEffect } from 'react';
import { feedbackRoute, programRoute } from '@portal/contract/programs';
import { NAVTYPE, PATHS } from '@portal/contract/routes';
import { clearNavMarkers, stored } from './stored-keys';

/** Full page loads, as the spec asks for its redirects (so each screen starts clean). */
export function hardNavigate(path: string) {
  window.location.assign(path);
}

/**
 * Where to go after login or sign-up: /profile first when the profile is
 * incomplete, else by the stored navtype, else /profile (the reading chosen in docs/decisions.md).
 */
export function postLoginPath(): string {
  if (stored.profileStatus() === 1) return PATHS.profile;
  const nav = stored.navtype();
  if (nav === NAVTYPE.mandir) return PATHS.mandirPayment;
  if (nav === NAVTYPE.karma) return PATHS.karmayogamHome;
  // A program's registration screen: the eight's own route or an added program's generic one.
  const registration = programRoute(nav);
  if (registration) return registration;
  return PATHS.profile;
}

/** The feedback route a stored reg_id forces, if any. */
export function forcedFeedbackPath(): string | undefined {
  if (!stored.regId()) return undefined;
  return feedbackRoute(stored.regProgramId());
}

/**
 * For home, gallery, media, event and upcoming pages: send a user who owes feedback to it,
 * and (optionally) forget where a registration was headed.
 */
export function usePublicPageRules({ clearMarkers = true }: { clearMarkers?: boolean } = {}) {
  useEffect(() => {
    const path = forcedFeedbackPath();
    if (path) {
      window.location.replace(path);
      return;
    }
    if (clearMarkers) clearNavMarkers();
  }, [clearMarkers]);
}

/** The 'Register now' action: remember program and event, then open the program's screen. */
export function startRegistration(programId: number, eventId: number) {
  stored.setNavtype(programId);
  stored.setEventId(eventId);
  hardNavigate(programRoute(programId) ?? PATHS.upcomingEvents);
}
