import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/contract/call';
import type { AppDeps } from '../app-deps.ts';
import type { Job } from '../jobs.ts';
import type { Services } from '../services.ts';
import { routes as accounts } from './accounts/index.ts';
import { routes as audit } from './audit/index.ts';
import { routes as backups } from './backups/index.ts';
import { routes as bulkActions } from './bulk-actions/index.ts';
import { routes as catalog } from './catalog/index.ts';
import { routes as content } from './content/index.ts';
import { routes as dashboard } from './dashboard/index.ts';
import { routes as dev } from './dev/index.ts';
import { routes as documents } from './documents/index.ts';
import { routes as donations } from './donations/index.ts';
import { routes as contact } from './contact/index.ts';
import { routes as exportsModule } from './exports/index.ts';
import { routes as favourites } from './favourites/index.ts';
import { routes as gallery } from './gallery/index.ts';
import { routes as health } from './health/index.ts';
import { routes as translations } from './translations/index.ts';
import { routes as jobs } from './jobs/index.ts';
import { routes as lifecycle } from './lifecycle/index.ts';
import { routes as media } from './media/index.ts';
import { routes as messages } from './messages/index.ts';
import { readyRoutes as ready } from './health/index.ts';
import { routes as payments } from './payments/index.ts';
import { routes as devotees } from './devotees/index.ts';
import { routes as programForms } from './program-forms/index.ts';
import { routes as questions } from './questions/index.ts';
import { routes as receipts } from './receipts/index.ts';
import { routes as registrations } from './registrations/index.ts';
import { routes as staff } from './staff/index.ts';
import { routes as seats } from './seats/index.ts';
import { routes as settings } from './settings/index.ts';
import { routes as tax } from './tax/index.ts';
import { routes as waitingRoom } from './waiting-room/index.ts';

/**
 * Every feature module, registered under /api. A module is a Fastify plugin taking the app's
 * dependencies and the services built once by the composition root (services.ts), of which it reads
 * those it names; it lives in modules/<feature>/{routes,service,repository}.ts.
 */
/** What a module gives the app besides its routes: its periodic jobs. */
export interface Contribution {
  jobs?: Job[];
}

const modules: Array<(app: FastifyInstance, deps: AppDeps, services: Services) => Promise<Contribution | void>> = [
  health,
  ready,
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
  contact,
  programForms,
  questions,
  translations,
  messages,
  lifecycle,
  jobs,
  backups,
  seats,
  waitingRoom,
  dev,
  staff,
  audit,
  content,
  settings,
  devotees,
  dashboard,
  exportsModule,
  tax,
  bulkActions,
];

/** Registers every module's routes; resolves with the jobs they contribute (the root's list, filled here), by name. */
export async function registerModules(app: FastifyInstance, deps: AppDeps, services: Services): Promise<Job[]> {
  const { jobs } = services;
  await app.register(
    async (api) => {
      for (const mod of modules) {
        const given = await mod(api, deps, services);
        if (given?.jobs) jobs.push(...given.jobs);
      }
      jobs.sort((a, b) => a.name.localeCompare(b.name));
    },
    { prefix: API_PREFIX },
  );
  return jobs;
}
