import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { listOutbox } from '../../providers/messaging.ts';

/** GET /api/dev/outbox: what the outbox providers sent. Not registered in production. */
export default async function dev(app: FastifyInstance, { config, db }: AppDeps) {
  if (config.isProduction) return;
  app.get('/dev/outbox', async () => ({ success: 1, data: await listOutbox(db) }));
}
