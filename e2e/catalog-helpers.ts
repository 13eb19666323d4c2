import type { APIRequestContext, Page } from '@playwright/test';
import type { EventItem, ProgramListResponse } from '@portal/contract/catalog';

/** Helpers of the catalog specs (home, programs, events, policies, share, /{product}). */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(`/api/${path}`)).json()) as T;
}
export async function apiPost<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  return (await (await request.post(`/api/${path}`, { data })).json()) as T;
}

export const programList = (request: APIRequestContext) => apiGet<ProgramListResponse>(request, 'program/list');

export async function upcomingOf(request: APIRequestContext, programId?: number): Promise<EventItem[]> {
  const body = programId ? { program_id: programId } : {};
  return (await apiPost<{ data: EventItem[] }>(request, 'event/list', body)).data;
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

/** Replaces one API answer (to show an empty state the demo content does not have). */
export async function fakeApi(page: Page, path: string, body: object) {
  await page.route(`**/api/${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: 1, ...body }) }),
  );
}
