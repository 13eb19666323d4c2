import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { todayIso } from '@portal/contract/fields';
import type { MediaItem } from '@portal/contract/media';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';
import { expect } from './fixtures';

/** Helpers of the gallery, media and favourites specs. */

/** An ISO date `days` before today in India (the demo content counts from the seed day). */
export function isoDaysAgo(days: number): string {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the pickers show it, DD/MM/YYYY. */
export const display = (iso: string) => iso.split('-').reverse().join('/');

/** Types a date into a picker (as a person would) and closes its calendar. */
export async function typeDate(page: Page, label: string, iso: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(display(iso));
  await input.press('Escape');
  await expect(input).toHaveValue(display(iso));
}

/** The section of recent images or results, by its heading. */
export const section = (page: Page, heading: string): Locator =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true, level: 2 }) });

export const mediaTile = (page: Page, id: number) => page.locator(`[data-testid="media-tile"][data-media-id="${id}"]`);

/** The newest media item of a kind, as the Recent list on /media shows it first. */
export async function newestMedia(request: APIRequestContext, kind: 'video' | 'audio'): Promise<MediaItem> {
  const body = await apiCall(request, calls.recentMedia, { body: { filter_type: kind } });
  return body.data[0]!;
}

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const assets = new Map<string, { body: Buffer; headers: Record<string, string> }>();

/**
 * Keeps these specs under the server's per-address limit (600 requests a minute, counted on
 * every file, not only /api): the galleries load dozens of pictures a page and each test starts
 * a fresh browser context that fetches every script again. Pictures under /files/ are answered
 * in the browser with one pixel (what they show is not under test here; their boxes are), and
 * the built scripts and styles (immutable, hashed names) are fetched once per worker, as a
 * browser cache would. Without this a run of these specs is refused with 429 part-way through.
 */
export async function stubPictures(page: Page) {
  await page.route('**/files/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
  await page.route('**/assets/**', async (route) => {
    const url = route.request().url();
    let hit = assets.get(url);
    try {
      if (!hit) {
        const res = await route.fetch();
        if (!res.ok()) return await route.fulfill({ response: res });
        hit = { body: await res.body(), headers: res.headers() };
        assets.set(url, hit);
      }
      await route.fulfill({ status: 200, body: hit.body, headers: hit.headers });
    } catch (err) {
      // Code that loads after hydration (toasts, the filter, the player) may still be on its way
      // when a test ends and closes its page: that request no longer matters.
      if (!page.isClosed() && !/disposed|closed/i.test(String(err))) throw err;
    }
  });
}

/** Waits until the filter form's code runs (it loads after the page's; its Go button does nothing before). */
export async function filterReady(page: Page) {
  await expect(page.locator('form.gallery-filter[data-hydrated]')).toBeAttached();
}
