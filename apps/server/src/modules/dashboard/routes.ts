import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import type { DashboardService } from './service.ts';

/** GET /api/admin/dashboard: owner and finance, coordinator without money; editor 403 (the call's roles). */
export default async function dashboard(app: FastifyInstance, _deps: AppDeps, { dashboard: service }: { dashboard: DashboardService }) {
  route(app, calls.adminDashboard, async (req) => ({ success: 1, data: await service.dashboard(req.staff!.role) }));
}
