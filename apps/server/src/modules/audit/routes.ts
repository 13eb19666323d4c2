import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract/calls';
import { parseSort } from '@portal/contract/staff';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { fieldError } from '../../lib/errors.ts';
import { listAudit } from './repository.ts';

/** The audit log, read only: no call changes or removes a row (the table refuses it too). */
export default async function audit(app: FastifyInstance, deps: AppDeps) {
  route(app, calls.adminAuditLog, async (req) => {
    const { q, page, per_page, sort, entity, staff_id, from, to } = req.query;
    const order = sort ? parseSort(sort, ['at'] as const) : (['at', 'DESC'] as const);
    if (!order) throw fieldError('unknown_sort', 'sort', 'Sort by at or -at');
    const { rows, total } = await listAudit(deps.db, {
      q,
      entity,
      staffId: staff_id,
      from,
      to,
      order: order[1],
      limit: per_page,
      offset: (page - 1) * per_page,
    });
    return { success: 1, data: rows, total };
  });
}
