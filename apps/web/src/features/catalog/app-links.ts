/**
 * The foundation's mobile apps (spec 001 /share/{id}): store listings per platform and the
 * deep link that opens a program in the app. The listing ids are the foundation's to fill in
 * when the apps are published (docs/decisions/catalog.md).
 */
export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=org.matangifoundation.app',
  ios: 'https://apps.apple.com/in/app/matangi-foundation/id6450000000',
} as const;
export const ANDROID_PACKAGE = 'org.matangifoundation.app';
export const APP_SCHEME = 'matangi';

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
 * after a moment if the page is still showing; elsewhere nothing (the page shows both links).
 */
export function appLaunchPlan(platform: Platform, programId: number): { open: string; fallback?: string } | undefined {
  if (platform === 'android') {
    const fallback = encodeURIComponent(APP_STORE_LINKS.android);
    return {
      open: `intent://program/${programId}#Intent;scheme=${APP_SCHEME};package=${ANDROID_PACKAGE};S.browser_fallback_url=${fallback};end`,
    };
  }
  if (platform === 'ios') return { open: appProgramLink(programId), fallback: APP_STORE_LINKS.ios };
  return undefined;
}

/** How long iOS gets to switch to the app before the store listing opens instead. */
export const IOS_FALLBACK_MS = 1500;
