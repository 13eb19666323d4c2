import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { accountFields, findPlaces, multipart, newMobile, type Places } from './test-helpers.ts';

/**
 * Sign-up tells who has an account no more than sign-in does: every try from an address counts
 * (a taken number and a new one alike) and past the limit each waits; a taken number is answered
 * in the same time as a new one (SIGNUP_ANSWER_MS, and the password is hashed either way).
 */
let ctx: TestContext;
let places: Places;
const LIMIT = 3;
beforeAll(async () => {
  ctx = await startTestApp({ SIGNUP_ADDRESS_LIMIT: String(LIMIT) });
  places = await findPlaces(ctx.db);
});
afterAll(() => ctx.close());

const signUp = (mobile: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', remoteAddress: ip, ...multipart(accountFields(places, { mobile })) });

describe('sign-up from one address', () => {
  it('checking a list of numbers is slowed after the limit: taken and new numbers count alike, other addresses are not affected', async () => {
    const taken = newMobile();
    expect((await signUp(taken, '198.51.100.1')).json().message).toBe(MESSAGES.registered);
    const probe = '203.0.113.50';
    const answers = [];
    for (const mobile of [taken, newMobile(), taken]) answers.push(await signUp(mobile, probe));
    expect(answers.map((a) => a.statusCode)).toEqual([409, 200, 409]);
    const next = await signUp(newMobile(), probe);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(next.json()).toEqual({ success: 0, code: 'rate_limited', message: MESSAGES.tooManyRequests });
    // Refused before any lookup: a taken number gets the same 429.
    expect((await signUp(taken, probe)).statusCode).toBe(429);
    expect((await signUp(newMobile(), '203.0.113.51')).statusCode).toBe(200);
  });

  it('answers a taken number in the same time as a new one (a floor on the answer time; the hash runs on both paths)', async () => {
    const taken = newMobile();
    expect((await signUp(taken, '198.51.100.2')).statusCode).toBe(200);
    const timeOf = async (mobile: string, ip: string) => {
      const start = performance.now();
      const res = await signUp(mobile, ip);
      return { ms: performance.now() - start, status: res.statusCode };
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const takenTimes: number[] = [];
    const newTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = await timeOf(taken, `192.0.2.${10 + i}`);
      const n = await timeOf(newMobile(), `192.0.2.${30 + i}`);
      expect([t.status, n.status]).toEqual([409, 200]);
      takenTimes.push(t.ms);
      newTimes.push(n.ms);
    }
    // Before, a taken number was answered before the hash: a small fraction of a new one's time.
    // Now both leave at the floor (SIGNUP_ANSWER_MS, 1 s), whatever the work behind them.
    expect(Math.min(...takenTimes, ...newTimes)).toBeGreaterThanOrEqual(1000 - 5);
    expect(Math.abs(median(takenTimes) - median(newTimes))).toBeLessThan(median(newTimes) * 0.15);
  }, 60_000);
});
