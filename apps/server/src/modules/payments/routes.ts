import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The payments module's calls (being written). */
export default async function payments(_app: FastifyInstance, _deps: AppDeps) {}
