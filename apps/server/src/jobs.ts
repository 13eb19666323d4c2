import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/**
 * Background jobs that run inside the server process: periodic tasks registered by modules
 * (the payment reconciler, throttle pruning). Each runs at its interval; errors are logged.
 */
export type Job = { name: string; everySeconds: number; run: () => Promise<void> };

const jobs: Job[] = [];

export function registerJob(job: Job) {
  jobs.push(job);
}

export function startJobs(app: FastifyInstance, config: Config): () => void {
  if (config.NODE_ENV === 'test') return () => undefined;
  const timers = jobs.map((job) =>
    setInterval(() => {
      job.run().catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'));
    }, job.everySeconds * 1000),
  );
  return () => timers.forEach(clearInterval);
}
