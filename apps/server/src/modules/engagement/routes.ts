import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The engagement module's calls (being written). */
export default async function engagement(_app: FastifyInstance, _deps: AppDeps) {}
