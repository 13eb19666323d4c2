import { z } from './zod.ts';
import { defineCall } from './call.ts';
import type { StaffRole } from './staff.ts';

/**
 * The back office's dashboard: registrations and money this week and this Indian
 * financial year by program and by fund, payments waiting, refunds due, and this month's events
 * with their seats (docs/decisions/dashboard.md).
 *
 * Owner and finance see every figure; a coordinator sees the same without any money figure (the
 * money fields are absent from the answer, not empty); an editor is refused (403).
 */
export const DASHBOARD_ROLES: readonly StaffRole[] = ['coordinator', 'finance'];

/** An amount in one currency (major units): amounts of two currencies are never added together. */
export const moneySchema = z.object({ currency: z.string(), amount: z.number() });
export type Money = z.output<typeof moneySchema>;

/** A count and, for the roles that see money, what it came to per currency (absent for a coordinator). */
const figure = z.object({ count: z.number().int(), money: z.array(moneySchema).optional() });
export type DashboardFigure = z.output<typeof figure>;

const period = z.object({
  /** First day (YYYY-MM-DD, India) of the period. */
  from: z.string(),
  /** Last day counted: today in India. */
  to: z.string(),
});

export const dashboardProgramSchema = z.object({
  program_id: z.number().int(),
  name: z.string(),
  /** Registrations made with a place (paid in full or in part, or allowed to pay later), and the money held for them: received less refunds recorded, cancelled registrations left out. */
  week: figure,
  year: figure,
});
export type DashboardProgram = z.output<typeof dashboardProgramSchema>;

export const dashboardFundSchema = z.object({
  fund: z.string(),
  label: z.string(),
  /** Donations received (online and offline) and their amounts. */
  week: figure,
  year: figure,
});
export type DashboardFund = z.output<typeof dashboardFundSchema>;

export const dashboardEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program_name: z.string(),
  event_date: z.string(),
  end_date: z.string().nullable(),
  /** Seats held or kept by registrations. */
  taken: z.number().int(),
  /** null: no limit. */
  capacity: z.number().int().nullable(),
});
export type DashboardEvent = z.output<typeof dashboardEventSchema>;

export const dashboardCodeSchema = z.object({
  code: z.string(),
  /** Registrations holding a place that used the code, and the discount it gave them (money for the roles that see it). */
  week: figure,
  year: figure,
  /** The same per event the code was used for. */
  events: z.array(z.object({ event_id: z.number().int(), name: z.string(), week: figure, year: figure })),
});
export type DashboardCode = z.output<typeof dashboardCodeSchema>;

export const dashboardSchema = z.object({
  /** Monday to today, in India. */
  week: period,
  /** The Indian financial year (1 April – 31 March) so far, e.g. label '2026-27'. */
  year: period.extend({ label: z.string() }),
  /** The calendar month of the events listed. */
  month: period,
  programs: z.array(dashboardProgramSchema),
  funds: z.array(dashboardFundSchema),
  /** Payment attempts still open at a gateway (started or pending). */
  payments_waiting: figure,
  /** Orders (registrations, donations) still owing money back, until the refund is recorded. */
  refunds_due: figure,
  events: z.array(dashboardEventSchema),
  /** Discount codes used this week and this financial year (none listed when none was used). */
  codes: z.array(dashboardCodeSchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export const dashboardResponse = z.object({ success: z.literal(1), data: dashboardSchema });

export const adminDashboardCalls = {
  adminDashboard: defineCall({
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'The dashboard: registrations and money this week and financial year by program and fund, payments waiting, refunds due, this month’s events with seats (no money figures for a coordinator)',
    auth: 'staff',
    roles: DASHBOARD_ROLES,
    response: dashboardResponse,
  }),
};
