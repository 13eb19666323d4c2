import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The gallery module's calls (being written). */
export default async function gallery(_app: FastifyInstance, _deps: AppDeps) {}
