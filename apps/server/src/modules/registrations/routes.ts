import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The registrations module's calls (being written). */
export default async function registrations(_app: FastifyInstance, _deps: AppDeps) {}
