import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The media module's calls (being written). */
export default async function media(_app: FastifyInstance, _deps: AppDeps) {}
