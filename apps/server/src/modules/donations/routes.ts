import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The donations module's calls (being written). */
export default async function donations(_app: FastifyInstance, _deps: AppDeps) {}
