import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/contract/call';
import type { AppDeps } from '../app-deps.ts';
import accounts from './accounts/routes.ts';
import audit from './audit/routes.ts';
import catalog from './catalog/routes.ts';
import content from './content/routes.ts';
import dashboard from './dashboard/routes.ts';
import dev from './dev/routes.ts';
import documents from './documents/routes.ts';
import donations from './donations/routes.ts';
import engagement from './engagement/routes.ts';
import exportsModule from './exports/routes.ts';
import favourites from './favourites/routes.ts';
import gallery from './gallery/routes.ts';
import health from './health/routes.ts';
import i18n from './i18n/routes.ts';
import lifecycle from './lifecycle/routes.ts';
import media from './media/routes.ts';
import messages from './messages/routes.ts';
import ops from './ops/routes.ts';
import payments from './payments/routes.ts';
import people from './people/routes.ts';
import programForms from './program-forms/routes.ts';
import receipts from './receipts/routes.ts';
import registrations from './registrations/routes.ts';
import staff from './staff/routes.ts';
import seats from './seats/routes.ts';
import settings from './settings/routes.ts';
import tax from './tax/routes.ts';

/**
 * Every feature module, registered under /api. A module is a Fastify plugin taking the app's
 * dependencies; it lives in modules/<feature>/{routes,service,repository}.ts.
 */
const modules: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  health,
  ops,
  accounts,
  catalog,
  gallery,
  media,
  favourites,
  registrations,
  payments,
  donations,
  documents,
  receipts,
  engagement,
  programForms,
  i18n,
  messages,
  lifecycle,
  seats,
  dev,
  staff,
  audit,
  content,
  settings,
  people,
  dashboard,
  exportsModule,
  tax,
];

export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  await app.register(
    async (api) => {
      for (const mod of modules) await mod(api, deps);
    },
    { prefix: API_PREFIX },
  );
}
