/**
 * The foundation's mobile apps (/share/{id}): the store listings come from the site
 * settings (`app_links` of the contact info, set in the back office), and the deep link opens a
 * program in the app. The Android package is read from its Play Store listing (`?id=`).
 */
export interface StoreLinks {
  android: string;
  ios: string;
}
export const APP_SCHEME = 'matangi';

/** 'org.example.app' from https://play.google.com/store/apps/details?id=org.example.app, '' when there is none. */
export function androidPackageOf(listing: string): string {
  try {
    const id = new URL(listing).searchParams.get('id') ?? '';
    return /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(id) ? id : '';
  } catch {
    return '';
  }
}

export type Platform = 'android' | 'ios' | 'other';

/** iPads since iPadOS 13 say "Macintosh" but have a touch screen. */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The app's own link to a program. */
export const appProgramLink = (programId: number) => `${APP_SCHEME}://program/${programId}`;

/**
 * What to open on this platform: on Android an intent link (Chrome itself falls back to the
 * store listing when the app is missing); on iOS the app's scheme, with the store as fallback
 * after a moment if the page is still showing; elsewhere, or when the platform's store listing
 * is not set, nothing (the page shows the links it has).
 */
export function appLaunchPlan(platform: Platform, programId: number, stores: StoreLinks): { open: string; fallback?: string } | undefined {
  const androidPackage = androidPackageOf(stores.android);
  if (platform === 'android' && androidPackage) {
    const fallback = encodeURIComponent(stores.android);
    return {
      open: `intent://program/${programId}#Intent;scheme=${APP_SCHEME};package=${androidPackage};S.browser_fallback_url=${fallback};end`,
    };
  }
  if (platform === 'ios' && stores.ios) return { open: appProgramLink(programId), fallback: stores.ios };
  return undefined;
}

/** How long iOS gets to switch to the app before the store listing opens instead. */
export const IOS_FALLBACK_MS = 1500;
