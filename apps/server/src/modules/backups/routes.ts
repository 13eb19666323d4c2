import type { FastifyInstance } from 'fastify';
import { BACKUPS_JOB } from '@portal/contract/admin-backups';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../jobs.ts';
import { route } from '../../lib/calls.ts';
import type { BackupsService } from './service.ts';

/** The owner's Backups page, and the schedule that takes one a day (BACKUP_INTERVAL_HOURS; 0 = none). */
export default async function backups(app: FastifyInstance, deps: AppDeps, { backups: service }: { backups: BackupsService }) {
  // Checked hourly, taken when the last good one is older than the interval: a server started
  // now and then (or restarted often) still gets its daily backup.
  const job: Job = { name: BACKUPS_JOB, everySeconds: deps.config.BACKUP_INTERVAL_HOURS > 0 ? 3600 : 0, run: () => service.scheduled() };

  route(app, calls.adminBackups, async () => ({ success: 1, data: await service.list() }));

  route(app, calls.adminBackupCreate, async (req) => {
    const backup = await service.take(req.staff!.id);
    return { success: 1, message: backup.ok ? MESSAGES.backupTaken : `${MESSAGES.backupFailed}: ${backup.error}`, data: backup };
  });

  route(app, calls.adminBackupDownload, async (req, reply) => {
    const { backup, body, length } = await service.download(req.staff!.id, req.params.id);
    if (length !== undefined) reply.header('Content-Length', length);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${backup.file_name}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
  return { jobs: [job] };
}
