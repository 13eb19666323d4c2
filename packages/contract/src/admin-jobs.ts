import { z } from './zod.ts';
import { defineCall } from './call.ts';
import { MESSAGES } from './messages.ts';
import type { StaffRole } from './staff.ts';

/**
 * The owner's Jobs page: the background jobs with their last and next run, the
 * failures with their error, and "run now" (which is also the retry of a failed run: every periodic
 * job picks up whatever is due, so running it again is safe). Each staff run is audited.
 */

/** Owner only. */
export const JOB_ROLES: readonly StaffRole[] = ['owner'];

/** What each job does, as the back office (English) says it; a job not listed here shows its name. Not yet in the Tamil catalogue. */
export const JOB_INFO: Record<string, { label: string; what: string }> = {
  'events-lifecycle': { label: 'Event lifecycle', what: 'Moves events by their dates in India (not started → ongoing → completed) and asks for feedback when one completes' },
  'messages-reminders': { label: 'Reminders', what: 'Queues the day’s reminders: event tomorrow, balance due' },
  'messages-deliver': { label: 'Message delivery', what: 'Sends queued emails, SMS and WhatsApp messages' },
  'payments-reconcile': { label: 'Payment check', what: 'Asks the gateway about payments left pending' },
  'waitlist-offers': { label: 'Waiting lists', what: 'Passes lapsed seat offers to the next person waiting' },
  'health-notes': { label: 'Health notes clean-up', what: 'Deletes health notes of events that ended long enough ago (DPDP)' },
  'backups-daily': { label: 'Backups', what: 'Takes the day’s backup of the database and the stored files while the site runs, and removes those older than the days kept' },
  'accounts-purge': { label: 'Account clean-up', what: 'Removes accounts whose deletion period has passed and expired sign-in codes' },
};

export const jobRunSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** 'schedule' or 'staff'. */
  started_by: z.string(),
  /** The staff member who ran it ('' for the schedule). */
  staff_name: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** null while running. */
  ok: z.boolean().nullable(),
  error: z.string(),
});
export type JobRun = z.output<typeof jobRunSchema>;

export const adminJobSchema = z.object({
  name: z.string(),
  label: z.string(),
  what: z.string(),
  /** 0: runs only when asked. */
  every_seconds: z.number(),
  last_run: jobRunSchema.nullable(),
  /** When the schedule runs it next (ISO), null when it runs only when asked. */
  next_run_at: z.string().nullable(),
  /** Failed runs in the last 7 days. */
  failures_7d: z.number(),
});
export type AdminJob = z.output<typeof adminJobSchema>;

const jobParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/, MESSAGES.jobUnknown) });

export const adminJobCalls = {
  adminJobs: defineCall({
    method: 'GET', path: '/admin/jobs', summary: 'The background jobs with their last and next run, and the recent failures with their error (owner)', auth: 'staff', roles: JOB_ROLES,
    response: z.object({ success: z.literal(1), data: z.object({ jobs: z.array(adminJobSchema), failures: z.array(jobRunSchema) }) }),
  }),
  adminJobRun: defineCall({
    method: 'POST', path: '/admin/jobs/:name/run', summary: 'Run a job now, or again after a failure (owner); waits for it and says how it went; audited', auth: 'staff', roles: JOB_ROLES, params: jobParams,
    response: z.object({ success: z.literal(1), message: z.string(), data: jobRunSchema }),
  }),
};
