import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** The program-forms module's calls (being written). */
export default async function program_forms(_app: FastifyInstance, _deps: AppDeps) {}
