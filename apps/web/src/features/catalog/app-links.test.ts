import { describe, expect, it } from 'vitest';
import { androidPackageOf, appLaunchPlan, appProgramLink, platformOf } from './app-links';

const STORES = {
  android: 'https://play.google.com/store/apps/details?id=org.matangifoundation.app',
  ios: 'https://apps.apple.com/in/app/matangi-foundation/id6450000000',
};

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('platformOf', () => {
  it('tells Android, iPhone, iPad (desktop mode) and others apart', () => {
    expect(platformOf(UA.android)).toBe('android');
    expect(platformOf(UA.iphone)).toBe('ios');
    expect(platformOf(UA.ipadDesktop, 5)).toBe('ios');
    expect(platformOf(UA.ipadDesktop, 0)).toBe('other');
    expect(platformOf(UA.linux)).toBe('other');
  });
});

describe('appLaunchPlan', () => {
  it('opens an Android intent that falls back to the Play Store listing', () => {
    const plan = appLaunchPlan('android', 3, STORES)!;
    expect(plan.open).toMatch(/^intent:\/\/program\/3#Intent;scheme=matangi;package=org\.matangifoundation\.app;/);
    expect(plan.open).toContain(`S.browser_fallback_url=${encodeURIComponent(STORES.android)};end`);
    expect(plan.fallback).toBeUndefined();
  });
  it('opens the app scheme on iOS with the App Store as fallback', () => {
    expect(appLaunchPlan('ios', 5, STORES)).toEqual({ open: 'matangi://program/5', fallback: STORES.ios });
    expect(appProgramLink(8)).toBe('matangi://program/8');
  });
  it('does nothing on other platforms', () => {
    expect(appLaunchPlan('other', 1, STORES)).toBeUndefined();
  });
  it('does nothing where the site settings have no store listing for the platform', () => {
    expect(appLaunchPlan('android', 1, { android: '', ios: STORES.ios })).toBeUndefined();
    expect(appLaunchPlan('ios', 1, { android: STORES.android, ios: '' })).toBeUndefined();
  });
  it("reads the Android package from the Play Store listing's id", () => {
    expect(androidPackageOf(STORES.android)).toBe('org.matangifoundation.app');
    expect(androidPackageOf('https://play.google.com/store/apps/details?id=x;evil')).toBe('');
    expect(androidPackageOf('not a url')).toBe('');
  });
});
