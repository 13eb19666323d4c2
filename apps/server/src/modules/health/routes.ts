import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export default async function health(app: FastifyInstance, { db }: AppDeps) {
  route(app, calls.health, async (_req, reply) => {
    try {
      await db.one('SELECT 1 AS ok');
      return { success: 1, status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ success: 0, status: 'unavailable', message: MESSAGES.databaseUnavailable });
    }
  });
}
