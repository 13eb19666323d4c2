import { z } from './zod.ts';
import { defineCall, idParam } from './call.ts';
import type { StaffRole } from './staff.ts';

/**
 * The owner's Backups page: the backups the running server takes (daily by default, and "back up
 * now"), listed with their size and age and downloadable. Restoring stays a command
 * (`npm run restore`, docs/operations.md): it replaces the whole site and needs the servers stopped.
 */

/** Owner only. */
export const BACKUP_ROLES: readonly StaffRole[] = ['owner'];

/** The job that takes the scheduled backup. */
export const BACKUPS_JOB = 'backups-daily';

export const backupSchema = z.object({
  id: z.number(),
  /** The backup's folder (or key prefix in the bucket): backup-YYYY-MM-DDTHH-MM-SSZ. */
  name: z.string(),
  /** 'pglite' or 'postgres'. */
  database: z.string(),
  /** Where it is kept: 'local' (the data folder) or 's3' (the bucket). */
  store: z.string(),
  /** 'schedule' or 'staff'. */
  started_by: z.string(),
  /** The staff member who asked for it ('' for the schedule). */
  staff_name: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** null while it is being taken. */
  ok: z.boolean().nullable(),
  error: z.string(),
  /** Bytes of the database file (the download). */
  database_bytes: z.number(),
  /** Bytes of the stored files copied beside it (0 when the files live in a bucket). */
  files_bytes: z.number(),
  /** The file name the download is saved under. */
  file_name: z.string(),
});
export type Backup = z.output<typeof backupSchema>;

export const backupSettingsSchema = z.object({
  /** 0: no scheduled backups. */
  every_hours: z.number(),
  keep_days: z.number(),
  /** Where new backups go: 'local' or 's3'. */
  store: z.string(),
  /** The folder of local backups, for the restore command. */
  folder: z.string(),
});

const backupParams = z.object({ id: idParam() });

export const adminBackupCalls = {
  adminBackups: defineCall({
    method: 'GET', path: '/admin/backups', summary: 'The backups, newest first, with their size and age, and the schedule (owner)', auth: 'staff', roles: BACKUP_ROLES,
    response: z.object({ success: z.literal(1), data: z.object({ backups: z.array(backupSchema), settings: backupSettingsSchema }) }),
  }),
  adminBackupCreate: defineCall({
    method: 'POST', path: '/admin/backups', summary: 'Take a backup now while the site runs (owner); waits for it; audited', auth: 'staff', roles: BACKUP_ROLES,
    response: z.object({ success: z.literal(1), message: z.string(), data: backupSchema }),
  }),
  adminBackupDownload: defineCall({
    method: 'GET', path: '/admin/backups/:id/download', summary: "A backup's database file (owner); audited", auth: 'staff', roles: BACKUP_ROLES, params: backupParams, produces: 'archive',
  }),
};
