import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract/messages';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.ts';
import { publicCacheStats } from './public-cache.ts';

/**
 * Prometheus metrics at /metrics (outside /api: it is for the monitoring system, not the site),
 * only when METRICS_TOKEN is set and only for a request that sends it as a bearer token.
 * Each app has its own registry, so the apps that tests build do not share figures.
 *
 * Per request: count and latency by method, route pattern (never the raw path, which would make
 * a series per id) and status. At scrape time: payment attempts by status, the job queue's depth
 * and oldest waiting job per job, and the public caches' hits and misses.
 */
export function registerMetrics(app: FastifyInstance, db: Db, token: string) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const requests = new Counter({ name: 'portal_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer, by route',
    labelNames: ['method', 'route'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const routeLabel = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route: routeLabel, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route: routeLabel }, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'portal_payment_attempts',
    help: 'Payment attempts by status (outcomes: success, failed, aborted; open: created, pending)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM payment_attempts GROUP BY status').catch(() => []);
      for (const r of rows) this.set({ status: r.status }, r.n);
    },
  });
  const depth = new Gauge({ name: 'portal_job_queue_depth', help: 'Jobs waiting or running, by job and state', labelNames: ['job', 'state'], registers: [registry] });
  new Gauge({
    name: 'portal_job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting or running, by job',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      depth.reset();
      // The queue's schema exists once a process has started the jobs; before that there is nothing to report.
      const rows = await db
        .query<{ name: string; state: string; n: number; age: number }>(
          `SELECT name, state::text AS state, count(*)::int AS n, extract(epoch FROM now() - min(created_on))::float8 AS age
             FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
        )
        .catch(() => []);
      const oldest = new Map<string, number>();
      for (const r of rows) {
        depth.set({ job: r.name, state: r.state }, r.n);
        oldest.set(r.name, Math.max(oldest.get(r.name) ?? 0, r.age));
      }
      for (const [job, age] of oldest) this.set({ job }, age);
    },
  });
  new Gauge({
    name: 'portal_public_cache_requests',
    help: 'Public cache lookups since start, by result (hit rate = hit / (hit + miss))',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.set({ result: 'hit' }, publicCacheStats.hits);
      this.set({ result: 'miss' }, publicCacheStats.misses);
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      // Not found rather than 401: without the token the route does not exist for the caller.
      return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
    }
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
