import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { devToolsOnly } from '../../lib/dev-tools.ts';
import { listOutbox } from '../../providers/messaging.ts';

/**
 * GET /api/dev/outbox: what the outbox providers sent, reset codes included. Never registered
 * in production; elsewhere it answers this machine or the staging token only (lib/dev-tools.ts).
 */
export default async function dev(app: FastifyInstance, { config, db }: AppDeps) {
  if (config.isProduction) return;
  app.get('/dev/outbox', { onRequest: devToolsOnly(config) }, async () => ({ success: 1, data: await listOutbox(db) }));
}
