import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Account } from './fixtures';
import { calls, type OutboxEntry } from '@portal/contract/calls';
import { apiCall } from './api-client';

export { MEMBER_EVENTS, MEMBER_MOBILES, MEMBER_NAME, MEMBER_REGS } from './fixture-data/member.ts';

/** Logs a fixture account in through the API (the login form has its own test). */
export async function loginMember(request: APIRequestContext, mobile: string): Promise<Account> {
  const body = await apiCall(request, calls.login, { body: { username: mobile, password: 'password123' } });
  expect(body.success, body.message).toBe(1);
  return { mobile, password: 'password123', name: body.user_name ?? '', token: body.access_token ?? '' };
}

/** Marks the first `videos` videos, `audios` audios and `events` upcoming events as favourites. */
export async function addFavourites(
  request: APIRequestContext,
  account: Account,
  counts: { videos: number; audios: number; events: number },
) {
  const videos = (await apiCall(request, calls.videoList)).data.slice(0, counts.videos);
  const audios = (await apiCall(request, calls.audioList)).data.slice(0, counts.audios);
  const events = (await apiCall(request, calls.eventAllList)).data.slice(0, counts.events);
  for (const m of [...videos, ...audios]) {
    const res = await apiCall(request, calls.wishMediaAdd, { body: { id: m.id }, token: account.token });
    expect(res.success).toBe(1);
  }
  for (const e of events) {
    const res = await apiCall(request, calls.wishEventAdd, { body: { id: e.id }, token: account.token });
    expect(res.success).toBe(1);
  }
  return { videos, audios, events };
}

export async function favouriteList(request: APIRequestContext, account: Account) {
  return apiCall(request, calls.favouriteList, { token: account.token });
}

/** The newest email whose body contains `text` (what /dev/outbox shows). */
export async function emailContaining(request: APIRequestContext, text: string): Promise<OutboxEntry | undefined> {
  const entries = (await apiCall(request, calls.devOutbox)).data;
  return entries.find((m) => m.channel === 'email' && m.body.includes(text));
}

/** True when the page is wider than the viewport (a horizontal scroll bar on a phone). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
