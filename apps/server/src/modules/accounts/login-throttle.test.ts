import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { loginAs, startSecondApp, startTestApp, type TestContext } from '../../test/harness.ts';
import { LOGIN_LIMITS } from './service.ts';

/**
 * Login throttling is atomic and cannot be used to lock a person out.
 * Attack: many wrong passwords at once, so that all are checked before any is counted, and
 * which then lock the owner out for the rest of the window.
 */
let ctx: TestContext;
let second: Awaited<ReturnType<typeof startSecondApp>>;

beforeAll(async () => {
  ctx = await startTestApp();
  // Two server instances on one database, as two processes behind a load balancer
  // (on PostgreSQL each has its own connection pool).
  second = await startSecondApp(ctx);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

function login(app: TestContext['app'], username: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
}

describe('login throttling', () => {
  it('checks at most 10 of 40 parallel wrong passwords sent through two servers, and the owner still gets in', async () => {
    const { mobile } = await loginAs(ctx);
    const tries = Array.from({ length: 40 }, (_, i) => login(i % 2 ? second.app : ctx.app, mobile, `wrong-${i}`, ATTACKER));
    const answers = await Promise.all(tries);
    const codes = answers.map((r) => r.statusCode);
    // A 401 is an answer after an argon2 check of the password; a 429 is refused before it.
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.pair.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - LOGIN_LIMITS.pair.max);
    for (const r of answers.filter((a) => a.statusCode === 401)) expect(r.json()).toEqual({ success: 0, code: 'login_failed', message: MESSAGES.loginFailed });
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(r.json()).toMatchObject({ success: 0, message: MESSAGES.tooManyRequests });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Even the right password from the attacker's address waits for the window ...
    expect((await login(ctx.app, mobile, 'password123', ATTACKER)).statusCode).toBe(429);
    // ... but the owner, from another address, is not locked out.
    const owner = await login(second.app, mobile, 'password123', OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().success).toBe(1);
  });

  it('clears the failures of the number and address pair on success', async () => {
    const { mobile } = await loginAs(ctx);
    for (let i = 0; i < LOGIN_LIMITS.pair.max - 1; i++) await login(ctx.app, mobile, 'wrong', OWNER);
    expect((await login(ctx.app, mobile, 'password123', OWNER)).statusCode).toBe(200);
    // The count started again: nine more mistakes are still checked.
    const codes = [];
    for (let i = 0; i < LOGIN_LIMITS.pair.max - 1; i++) codes.push((await login(ctx.app, mobile, 'wrong', OWNER)).statusCode);
    expect(codes).toEqual(Array(LOGIN_LIMITS.pair.max - 1).fill(401));
  });

  it('spaces guesses spread over many addresses with a growing delay, never a lock', async () => {
    const { mobile } = await loginAs(ctx);
    const soft = LOGIN_LIMITS.number;
    // 31 tries at once, each from its own address: no pair reaches its limit, but the number
    // has had its 30 tries, so exactly one is told to wait (a short Retry-After, not a lock).
    const spread = await Promise.all(
      Array.from({ length: soft.max + 1 }, (_, i) => login(i % 2 ? second.app : ctx.app, mobile, 'wrong', `192.0.2.${i + 1}`)),
    );
    const codes = spread.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(soft.max);
    const waited = spread.filter((r) => r.statusCode === 429);
    expect(waited).toHaveLength(1);
    const retryAfter = Number(waited[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(soft.slowDown.firstSeconds);

    // Each try after a wait sets a longer wait for the next one, up to a minute (the waits are
    // simulated by moving the counter's time).
    const waitOver = () =>
      ctx.db.query(`UPDATE throttle_counters SET next_try_at = now() - interval '1 second' WHERE key = $1`, [`login-number:${mobile}`]);
    const waits = [];
    for (let i = 0; i < 3; i++) {
      await waitOver();
      expect((await login(ctx.app, mobile, 'wrong', `192.0.2.${100 + i}`)).statusCode).toBe(401);
      const early = await login(second.app, mobile, 'wrong', `192.0.2.${110 + i}`);
      expect(early.statusCode).toBe(429);
      waits.push(Number(early.headers['retry-after']));
    }
    expect(waits[0]).toBeGreaterThan(retryAfter);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(waits[2]).toBeLessThanOrEqual(soft.slowDown.maxSeconds);

    // Waiting is all it takes: the owner gets in, from anywhere.
    await waitOver();
    expect((await login(second.app, mobile, 'password123', OWNER)).statusCode).toBe(200);
  });

  it('keeps the code request limits, counted atomically', async () => {
    const { mobile } = await loginAs(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? second.app : ctx.app).inject({ method: 'POST', url: '/api/forgot/password', payload: { mobile }, remoteAddress: `192.0.2.${200 + i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const sent = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND recipient = $1`, [mobile]);
    expect(sent!.n).toBe(3);
  });
});
