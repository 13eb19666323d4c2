import type { APIRequestContext, Page } from '@playwright/test';
import type { EventItem } from '@portal/contract/catalog';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

/** Helpers of the catalog specs (home, programs, events, policies, share, /{product}). */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export const programList = (request: APIRequestContext) => apiCall(request, calls.programList);

export async function upcomingOf(request: APIRequestContext, programId?: number): Promise<EventItem[]> {
  const body = programId ? { program_id: programId } : {};
  return (await apiCall(request, calls.eventList, { body })).data;
}

/** navtype and event_id as the browser holds them. */
export function storedMarkers(page: Page) {
  return page.evaluate(() => ({ navtype: localStorage.getItem('navtype'), eventId: localStorage.getItem('event_id') }));
}

/** Puts navtype and event_id into storage before the app starts (as a half-finished registration leaves them). */
export async function seedMarkers(page: Page, navtype = '3', eventId = '42') {
  await page.addInitScript(
    ([n, e]) => {
      if (sessionStorage.getItem('e2e-markers-set')) return;
      sessionStorage.setItem('e2e-markers-set', '1');
      localStorage.setItem('navtype', n);
      localStorage.setItem('event_id', e);
    },
    [navtype, eventId] as const,
  );
}

/**
 * Answers a page route of another area (a registration or feedback screen) with a stub, so a
 * catalog test checks what the catalog did (where it sent the browser, what it stored) and
 * not what that screen does next.
 */
export async function stubPage(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>stub</title><h1>stub ${path}</h1>` }),
  );
}

/**
 * Opens a page from the footer's links, inside the app: the browser asks for its data (a page
 * loaded by address comes rendered from the server with its data).
 */
export async function visitInApp(page: Page, linkName: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: linkName, exact: true }).click();
}
