import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The i18n module's calls (being written). */
export default async function i18n(_app: FastifyInstance, _deps: AppDeps) {}
