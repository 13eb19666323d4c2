import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { startTestApp, type TestContext } from './test/harness.ts';

/**
 * Rate limits are decided on the route a request matched, not on how its path was spelt:
 * every spelling either counts against the same limit or never reaches the route.
 */
const API_LIMIT = 5;
const SEARCH_LIMIT = 60;

const LOGIN_SPELLINGS = ['/api/login', '/%61pi/login', '/api/%6Cogin', '/%61%70%69/login', '//api/login', '/API/login', '/Api/Login', '/api//login', '/api/login/', '/api/./login'];
const SEARCH_SPELLINGS = ['/api/filter/gallery', '/%61pi/filter/gallery', '/api/filter/%67allery', '/api//filter/gallery', '//api/filter/gallery', '/API/filter/gallery', '/api/Filter/Gallery'];

let ctx: TestContext;
let address = 0;
/** A fresh client address per case, so the cases do not share counters. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  // Rate limits are off in NODE_ENV=test; this app runs as in development.
  ctx = await startTestApp({ NODE_ENV: 'development', API_RATE_LIMIT: String(API_LIMIT) });
});
afterAll(() => ctx.close());

// A number of its own per address: the login's own lock (10 failures per number) stays out of the way.
const login = (url: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url, payload: { username: `90000${String(address).padStart(5, '0')}`, password: 'wrong-password' }, remoteAddress });

describe('the per-address API limit', () => {
  it.each(LOGIN_SPELLINGS)('POST %s is counted against the limit or does not reach the login', async (url) => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= API_LIMIT; i++) statuses.push((await login(url, from)).statusCode);
    if (statuses[0] === 404) {
      // Not the login route: the not-found answer, every time.
      expect(statuses.every((s) => s === 404)).toBe(true);
    } else {
      expect(statuses.slice(0, API_LIMIT).every((s) => s === 401)).toBe(true);
      expect(statuses[API_LIMIT]).toBe(429);
    }
  });

  it('counts a percent-encoded path and the plain one in the same bucket', async () => {
    const from = nextAddress();
    for (let i = 0; i < API_LIMIT; i++) expect((await login(i % 2 ? '/%61pi/login' : '/api/login', from)).statusCode).toBe(401);
    const plain = await login('/api/login', from);
    expect(plain.statusCode).toBe(429);
    expect(plain.json()).toEqual({ success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests });
    expect((await login('/%61pi/login', from)).statusCode).toBe(429);
  });
});

describe('the search limit of 60 a minute', () => {
  // The search limit is below the site-wide one only when that is higher; this app uses its own.
  let search: TestContext;
  beforeAll(async () => {
    search = await startTestApp({ NODE_ENV: 'development', API_RATE_LIMIT: '100000' });
  });
  afterAll(() => search.close());

  const filter = (url: string, remoteAddress: string, i: number) =>
    search.app.inject({ method: 'POST', url, payload: { search_txt: `word${i}` }, remoteAddress });

  it.each(SEARCH_SPELLINGS)('POST %s is counted against the search limit or does not reach the search', async (url) => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCH_LIMIT; i++) statuses.push((await filter(url, from, i)).statusCode);
    if (statuses[0] === 404) {
      expect(statuses.every((s) => s === 404)).toBe(true);
    } else {
      expect(statuses.slice(0, SEARCH_LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses[SEARCH_LIMIT]).toBe(429);
    }
  });

  it('counts encoded and plain spellings of the search together', async () => {
    const from = nextAddress();
    for (let i = 0; i < SEARCH_LIMIT; i++) {
      expect((await filter(i % 2 ? '/%61pi/filter/gallery' : '/api/filter/gallery', from, i)).statusCode).toBe(200);
    }
    expect((await filter('/api/filter/gallery', from, 99)).statusCode).toBe(429);
    expect((await filter('/%61pi/filter/%67allery', from, 100)).statusCode).toBe(429);
  });
});
