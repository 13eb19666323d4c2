import type { FastifyInstance } from 'fastify';

/** A request slower than this is always logged, whatever its status. */
const SLOW_MS = 500;

/**
 * One log line per request that matters: every failed (status 400 and up) or slow answer, and a
 * share `sample` (0 to 1) of the quick successful ones, so that a flood of cached public lists
 * does not spend its time writing logs. Each line carries the request id (reqId) like every other
 * line of the request.
 */
export function registerRequestLog(app: FastifyInstance, sample: number) {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    if (status >= 400 || ms >= SLOW_MS || (sample > 0 && Math.random() < sample)) {
      const line = { method: req.method, url: req.url, status, ms: Math.round(ms * 10) / 10, ...(sample < 1 && status < 400 && ms < SLOW_MS ? { sampled: sample } : {}) };
      if (status >= 500) req.log.error(line, 'request completed');
      else if (status >= 400 || ms >= SLOW_MS) req.log.warn(line, 'request completed');
      else req.log.info(line, 'request completed');
    }
    done();
  });
}
