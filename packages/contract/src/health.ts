import { z } from './zod.ts';
import { defineCall } from './call.ts';

/** What each dependency answered: 'ok', 'failed', or absent when it is not configured. */
const checkState = z.enum(['ok', 'failed']);
export const readyChecksSchema = z.object({ database: checkState, redis: checkState.optional(), storage: checkState });

/** Health: liveness (/health) and readiness (/ready) for the load balancer. */
export const healthCalls = {
  health: defineCall({ method: 'GET', path: '/health', summary: 'Health check (503 when the database does not answer)', auth: 'public', response: z.object({ success: z.literal(1), status: z.literal('ok'), database: z.string() }) }),
  ready: defineCall({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: database, Redis and storage when configured (503 naming what failed)',
    auth: 'public',
    response: z.object({ success: z.literal(1), status: z.literal('ready'), checks: readyChecksSchema }),
  }),
};
