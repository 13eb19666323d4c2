import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '@portal/contract/calls';
import { exportFileName, type ExportFormat, type ExportName } from '@portal/contract/admin-exports';
import { todayIso } from '@portal/contract/fields';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../lib/calls.ts';
import { systemClock } from '../../lib/clock.ts';
import type { Actor } from '../registrations/index.ts';
import type { ExportSource, ExportsService } from './service.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /api/admin/exports/<name>?format=csv|xlsx&<the list's filters>`: the roles are the call table's. */
export default async function exportsModule(app: FastifyInstance, deps: AppDeps, { exports: service }: { exports: ExportsService }) {
  const clock = deps.clock ?? systemClock;
  const { sources } = service;

  async function send<T>(reply: FastifyReply, actor: Actor, name: ExportName, query: { format: ExportFormat }, src: ExportSource<T>) {
    const { format, ...filter } = query;
    const stream = await service.open(actor, name, format, filter, src);
    return reply
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="${exportFileName(name, format, todayIso(clock.now()))}"`)
      .header('Cache-Control', 'no-store')
      .send(stream);
  }

  route(app, calls.adminExportRegistrations, (req, reply) => send(reply, req.staff!, 'registrations', req.query, sources.registrations(req.staff!, req.query)));
  route(app, calls.adminExportPayments, (req, reply) => send(reply, req.staff!, 'payments', req.query, sources.payments(req.staff!, req.query)));
  route(app, calls.adminExportRefunds, (req, reply) => send(reply, req.staff!, 'refunds', req.query, sources.refunds(req.staff!, req.query)));
  route(app, calls.adminExportDonations, (req, reply) => send(reply, req.staff!, 'donations', req.query, sources.donations(req.staff!, req.query)));
  route(app, calls.adminExportDevotees, (req, reply) => send(reply, req.staff!, 'devotees', req.query, sources.devotees(req.staff!, req.query)));
  route(app, calls.adminExportVolunteers, (req, reply) => send(reply, req.staff!, 'volunteers', req.query, sources.volunteers(req.staff!, req.query)));
  route(app, calls.adminExportContactMessages, (req, reply) => send(reply, req.staff!, 'contact-messages', req.query, sources['contact-messages'](req.staff!, req.query)));
  route(app, calls.adminExportFeedback, async (req, reply) => send(reply, req.staff!, 'feedback', req.query, await sources.feedback(req.staff!, req.query)));
  route(app, calls.adminExportFormAnswers, async (req, reply) => send(reply, req.staff!, 'form-answers', req.query, await sources['form-answers'](req.staff!, req.query)));
}
