import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Db } from './db/client.ts';
import { publicContentChanged, onPublicContentChange, startCacheBus } from './lib/cache-bus.ts';
import { createRedis, redisReady } from './lib/redis.ts';
import { redisThrottle, tableThrottle } from './lib/throttle.ts';
import { startTestApp, type TestContext } from './test/harness.ts';
import { eventually, sharedTestRedis, startTestRedis, type TestRedis } from './test/redis-server.ts';

/**
 * Several server processes on one Redis (REDIS_URL): limits shared by all, content changes heard
 * by all, and an outage that opens no login or code limit and stops no page. Against a real Redis:
 * REDIS_URL when set (CI), else a redis-server of the test's own; the outage cases always start
 * their own so they can kill it.
 */
const run = randomBytes(4).toString('hex');
const randomAddress = () => `10.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

let shared: { url: string; stop(): Promise<void> };
const clients: Redis[] = [];
const client = async (url = shared.url) => {
  const r = createRedis(url);
  clients.push(r);
  await redisReady(r);
  return r;
};

beforeAll(async () => {
  shared = await sharedTestRedis();
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await shared.stop();
});

describe('the Redis throttle', () => {
  let db: TestContext;
  beforeAll(async () => {
    db = await startTestApp();
  });
  afterAll(() => db.close());

  it('counts parallel hits from two processes one by one: exactly max are allowed', async () => {
    const [a, b] = [redisThrottle(await client(), tableThrottle(db.db)), redisThrottle(await client(), tableThrottle(db.db))];
    const key = `test:${run}:parallel`;
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).hit(key, { max: 7, windowMinutes: 5 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
  });

  it('gives a soft limit a growing delay instead of a lock, as the table does', async () => {
    const throttle = redisThrottle(await client(), tableThrottle(db.db));
    const key = `test:${run}:soft`;
    const limit = { max: 2, windowMinutes: 5, slowDown: { firstSeconds: 30, maxSeconds: 60 } };
    expect((await throttle.hit(key, limit)).allowed).toBe(true);
    expect((await throttle.hit(key, limit)).allowed).toBe(true); // the max-th try starts the delay
    const waiting = await throttle.hit(key, limit);
    expect(waiting.allowed).toBe(false);
    expect(waiting.retryAfterSeconds).toBeGreaterThan(25);
    expect(waiting.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('releases one try and clears a key', async () => {
    const throttle = redisThrottle(await client(), tableThrottle(db.db));
    const key = `test:${run}:release`;
    const limit = { max: 2, windowMinutes: 5 };
    await throttle.hit(key, limit);
    await throttle.hit(key, limit);
    await throttle.release(key);
    expect((await throttle.hit(key, limit)).allowed).toBe(true);
    expect((await throttle.hit(key, limit)).allowed).toBe(false);
    await throttle.clear(key);
    expect(await throttle.hit(key, limit)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });
});

describe('two server processes on one Redis', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Rate limits are off in NODE_ENV=test; these apps run as in development.
    const redisA = await client();
    ctx = await startTestApp({ NODE_ENV: 'development', API_RATE_LIMIT: '5' }, () => ({ redis: redisA }));
    second = await buildApp({ ...ctx.deps, redis: await client() });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('holds one per-address limit across both: 5 answers, then 429 from either', async () => {
    const from = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const app = i % 2 ? second : ctx.app;
      statuses.push((await app.inject({ method: 'GET', url: '/api/program/list', remoteAddress: from })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('content changes reach every process', () => {
  it('through Redis pub/sub within a second', async () => {
    const [a, b] = [{ kind: 'pglite' } as Db, { kind: 'pglite' } as Db];
    const busA = await startCacheBus(a, { redis: await client() });
    const busB = await startCacheBus(b, { redis: await client() });
    let clearedA = 0;
    let clearedB = 0;
    onPublicContentChange(a, () => clearedA++);
    onPublicContentChange(b, () => clearedB++);
    const started = Date.now();
    await publicContentChanged(a);
    await eventually(() => clearedB === 1, 1000, 'the other process cleared its cache');
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 100));
    expect(clearedA).toBe(1); // its own message is not applied twice
    await busA.close();
    await busB.close();
  });
});

describe('when Redis goes away and comes back', () => {
  let redis: TestRedis;
  let ctx: TestContext;
  let connection: Redis;
  beforeAll(async () => {
    redis = await startTestRedis();
    connection = await client(redis.url);
    ctx = await startTestApp({ NODE_ENV: 'development', API_RATE_LIMIT: '1000' }, () => ({ redis: connection }));
  });
  afterAll(async () => {
    await ctx.close();
    await redis.stop();
  });

  const login = (mobile: string, from: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: mobile, password: 'wrong-password' }, remoteAddress: from });

  it('keeps the login limit closed (counted in PostgreSQL), lets other requests through, and returns to Redis', async () => {
    const mobile = randomMobile();
    const from = randomAddress();
    // Four failed tries counted in Redis.
    for (let i = 0; i < 4; i++) expect((await login(mobile, from)).statusCode).toBe(401);
    expect(await connection.keys('portal:throttle:*')).not.toHaveLength(0);

    await redis.kill();
    await eventually(() => connection.status !== 'ready', 3000, 'client saw the outage');
    // The table counts from zero: 10 more failures, then the pair's lock: never open.
    const during: number[] = [];
    for (let i = 0; i < 11; i++) during.push((await login(mobile, from)).statusCode);
    expect(during.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(during[10]).toBe(429);
    // The site keeps serving: a public list, with the general limit letting it through.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/program/list', remoteAddress: from });
    expect(list.statusCode).toBe(200);

    await redis.restart();
    await eventually(() => connection.status === 'ready', 5000, 'client reconnected');
    const other = randomMobile();
    expect((await login(other, from)).statusCode).toBe(401);
    expect((await connection.keys('portal:throttle:*')).length).toBeGreaterThan(0);
  });

  it('uses a fresh Redis for the request limit after a restart', async () => {
    const from = randomAddress();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/program/list', remoteAddress: from });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe('1000');
    expect((await connection.keys('portal:rl:*')).length).toBeGreaterThan(0);
  });
});
