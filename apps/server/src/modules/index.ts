import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import accounts from './accounts/routes.ts';
import dev from './dev/routes.ts';
import health from './health/routes.ts';

/**
 * Every feature module, registered under /api. A module is a Fastify plugin taking the app's
 * dependencies; it lives in modules/<feature>/{routes,service,repository}.ts.
 */
const modules: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  health,
  accounts,
  dev,
];

export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  await app.register(
    async (api) => {
      for (const mod of modules) await mod(api, deps);
    },
    { prefix: '/api' },
  );
}
