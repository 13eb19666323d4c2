import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import { jobNamed, type Job } from '../../jobs.ts';
import { route } from '../../lib/calls.ts';
import { devToolsOnly } from '../../lib/dev-tools.ts';
import { listOutbox } from '../../providers/messaging.ts';

/**
 * Development tools. Never registered in production; elsewhere they answer this machine or the
 * staging token only (lib/dev-tools.ts). GET /api/dev/outbox: what the outbox providers sent,
 * reset codes included. POST /api/dev/jobs/:name/run: runs a periodic job at once (e.g.
 * events-lifecycle, messages-deliver), so that a test never has to move a clock other tests share.
 */
export default async function dev(app: FastifyInstance, { config, db }: AppDeps, { jobs }: { jobs: readonly Job[] }) {
  if (config.isProduction) return;
  const devOnly = { onRequest: devToolsOnly(config) };
  route(app, calls.devOutbox, async () => ({ success: 1, data: await listOutbox(db) }), devOnly);
  route(
    app,
    calls.devRunJob,
    async (req, reply) => {
      const job = jobNamed(jobs, req.params.name);
      if (!job) return reply.code(404).send({ success: 0, code: 'not_found', message: MESSAGES.notFound });
      await job.run();
      return { success: 1, message: `${req.params.name} ran` };
    },
    devOnly,
  );
}
