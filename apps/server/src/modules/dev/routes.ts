import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { devToolsOnly } from '../../lib/dev-tools.ts';
import { listOutbox } from '../../providers/messaging.ts';

/**
 * GET /api/dev/outbox: what the outbox providers sent, reset codes included. Never registered
 * in production; elsewhere it answers this machine or the staging token only (lib/dev-tools.ts).
 */
export default async function dev(app: FastifyInstance, { config, db }: AppDeps) {
  if (config.isProduction) return;
  route(app, calls.devOutbox, async () => ({ success: 1, data: await listOutbox(db) }), { onRequest: devToolsOnly(config) });
}
