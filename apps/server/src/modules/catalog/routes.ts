import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The catalog module's calls (being written). */
export default async function catalog(_app: FastifyInstance, _deps: AppDeps) {}
