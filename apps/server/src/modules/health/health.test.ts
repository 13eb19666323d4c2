import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract/messages';
import { createRedis, redisReady } from '../../lib/redis.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { startTestRedis, type TestRedis } from '../../test/redis-server.ts';

/** Readiness, metrics behind their token, and request ids (operations). */
const TOKEN = 'metrics-token-for-tests-0123456789';
let redis: TestRedis;
let ctx: TestContext;

beforeAll(async () => {
  redis = await startTestRedis();
  const client = createRedis(redis.url);
  await redisReady(client);
  ctx = await startTestApp({ METRICS_TOKEN: TOKEN }, () => ({ redis: client }));
});
afterAll(async () => {
  ctx.deps.redis?.disconnect();
  await ctx.close();
  await redis.stop();
});

describe('GET /api/ready', () => {
  it('is ready when the database, Redis and storage answer; 503 naming Redis when it is away', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: 1, status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });

    await redis.kill();
    const down = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: 0, status: 'unavailable', message: 'Not ready: redis', checks: { database: 'ok', redis: 'failed', storage: 'ok' } });
    // Liveness does not depend on Redis: the process is alive.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await redis.restart();
  });
});

describe('/metrics', () => {
  it('is not found without the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    }
  });

  it('reports requests per route pattern, latency, payments, the job queue and the cache', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/program/list' });
    await ctx.app.inject({ method: 'GET', url: '/api/program/list' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/program\/list",status="200"\} 2/);
    expect(res.body).toContain('portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/program/list"}');
    expect(res.body).toContain('# TYPE portal_payment_attempts gauge');
    expect(res.body).toContain('# TYPE portal_job_queue_depth gauge');
    expect(res.body).toMatch(/portal_public_cache_requests\{result="hit"\} [1-9]/);
  });
});

describe('request ids', () => {
  it('are sent back on every answer, and a sane one from a proxy is kept', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const odd = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x\u00e9<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again after', async () => {
    const busy = await startTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' });
    try {
      const block = (ms: number) => {
        const until = Date.now() + ms;
        while (Date.now() < until) {
          // a request handler that hogs the process
        }
      };
      let shed: Awaited<ReturnType<typeof busy.app.inject>> | undefined;
      for (let i = 0; i < 5 && !shed; i++) {
        block(1200);
        await new Promise((r) => setTimeout(r, 10));
        const res = await busy.app.inject({ method: 'GET', url: '/api/program/list' });
        if (res.statusCode === 503) shed = res;
      }
      expect(shed?.json()).toEqual({ success: 0, code: 'server_busy', message: MESSAGES.serverBusy });
      expect(shed?.headers['retry-after']).toBe('5');
      let status = 503;
      for (let i = 0; i < 40 && status === 503; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await busy.app.inject({ method: 'GET', url: '/api/program/list' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
