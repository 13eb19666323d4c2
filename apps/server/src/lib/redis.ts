import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The shared Redis of several server processes (REDIS_URL). Built to fail fast rather than wait:
 * while Redis is away a command is refused at once (no offline queue, one try), and one that
 * hangs gives up after a second, so callers fall back (throttles to PostgreSQL, the request limit
 * lets traffic through) instead of piling requests up behind a dead connection. ioredis keeps
 * reconnecting in the background, with a growing pause up to 2 s.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  // Without a listener an outage would be printed on every reconnect attempt; logOutages reports it.
  redis.on('error', () => undefined);
  return redis;
}

/** Logs an outage once when it starts and once when it ends, not once per reconnect attempt. */
export function logRedisOutages(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  const onError = (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'redis unavailable: throttles count in PostgreSQL, the request limit is off until it is back');
  };
  const onReady = () => {
    if (down) log.info('redis available again');
    down = false;
  };
  redis.on('error', onError);
  redis.on('ready', onReady);
  return () => {
    redis.off('error', onError);
    redis.off('ready', onReady);
  };
}

/** Resolves once the client is connected, or rejects after `ms` (start-up and readiness checks). */
export async function redisReady(redis: Redis, ms = 3000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('redis not ready'));
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
