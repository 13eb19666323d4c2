import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';

type State = 'ok' | 'failed';

/** A dependency that takes longer than this to answer counts as failed: the balancer must not wait. */
const CHECK_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: whether this process can serve, i.e. its database, its Redis (when REDIS_URL is
 * set) and its file store answer. 503 names what failed, so a load balancer takes the process out
 * and a person sees why. (GET /api/health stays the cheap liveness check.)
 */
export default async function ready(app: FastifyInstance, { db, redis, storage }: AppDeps) {
  route(app, calls.ready, async (_req, reply) => {
    const [database, redisState, store] = await Promise.all([
      probe(() => db.one('SELECT 1 AS ok')),
      redis ? probe(() => redis.ping()) : Promise.resolve(undefined),
      probe(() => storage.check()),
    ]);
    const checks = { database, storage: store, ...(redisState ? { redis: redisState } : {}) };
    const failed = Object.entries(checks).filter(([, state]) => state === 'failed').map(([name]) => name);
    if (failed.length) {
      return reply.code(503).send({ success: 0, status: 'unavailable', message: `Not ready: ${failed.join(', ')}`, checks });
    }
    return { success: 1, status: 'ready', checks };
  });
}
