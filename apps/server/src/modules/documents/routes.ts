import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The documents module's calls (being written). */
export default async function documents(_app: FastifyInstance, _deps: AppDeps) {}
