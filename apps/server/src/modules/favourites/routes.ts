import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The favourites module's calls (being written). */
export default async function favourites(_app: FastifyInstance, _deps: AppDeps) {}
