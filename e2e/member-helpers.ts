import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Account } from './fixtures';

export { MEMBER_EVENTS, MEMBER_MOBILES, MEMBER_NAME, MEMBER_REGS } from './fixture-data/member.ts';

/** Logs a fixture account in through the API (the login form has its own test). */
export async function loginMember(request: APIRequestContext, mobile: string): Promise<Account> {
  const res = await request.post('/api/login', { data: { username: mobile, password: 'password123' } });
  const body = await res.json();
  expect(body.success, body.message).toBe(1);
  return { mobile, password: 'password123', name: body.user_name, token: body.access_token };
}

const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

interface Media {
  id: number;
  title: string;
}

/** Marks the first `videos` videos, `audios` audios and `events` upcoming events as favourites. */
export async function addFavourites(
  request: APIRequestContext,
  account: Account,
  counts: { videos: number; audios: number; events: number },
) {
  const videos = ((await (await request.get('/api/video/list')).json()).data as Media[]).slice(0, counts.videos);
  const audios = ((await (await request.get('/api/audio/list')).json()).data as Media[]).slice(0, counts.audios);
  const events = ((await (await request.get('/api/eventall/list')).json()).data as Array<{ id: number; event_name: string; event_desc: string }>).slice(
    0,
    counts.events,
  );
  for (const m of [...videos, ...audios]) {
    const res = await request.post('/api/wishmedia/add', { data: { id: m.id }, headers: auth(account) });
    expect((await res.json()).success).toBe(1);
  }
  for (const e of events) {
    const res = await request.post('/api/wishevent/add', { data: { id: e.id }, headers: auth(account) });
    expect((await res.json()).success).toBe(1);
  }
  return { videos, audios, events };
}

export async function favouriteList(request: APIRequestContext, account: Account) {
  return (await request.get('/api/favourite/list', { headers: auth(account) })).json() as Promise<{
    videos: Media[];
    audios: Media[];
    events: Array<{ id: number }>;
  }>;
}

interface OutboxEntry {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/** The newest email whose body contains `text` (what /dev/outbox shows). */
export async function emailContaining(request: APIRequestContext, text: string): Promise<OutboxEntry | undefined> {
  const entries = (await (await request.get('/api/dev/outbox')).json()).data as OutboxEntry[];
  return entries.find((m) => m.channel === 'email' && m.body.includes(text));
}

/** True when the page is wider than the viewport (a horizontal scroll bar on a phone). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
