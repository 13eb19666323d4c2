import { z } from './zod.ts';
import { defineCall } from './call.ts';
import { adminRegistrationListQuery } from './admin-registrations.ts';
import { adminPaymentListQuery, adminRefundListQuery } from './admin-payments.ts';
import { adminDonationListQuery } from './admin-donations.ts';
import { adminDevoteeListQuery } from './admin-devotees.ts';
import { adminContactListQuery, adminEventAnswersQuery, adminVolunteerListQuery } from './admin-inbox.ts';
import type { StaffRole } from './staff.ts';

/**
 * CSV and XLSX exports of the back office's lists: `GET /api/admin/exports/<name>` with
 * `format=csv|xlsx` and the list's own filters (the whole filtered list, not a page). Owner: every
 * list; coordinator: the people lists and registrations without money columns; finance: the money
 * lists and registrations with money columns; editor: none.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_NAMES = ['registrations', 'payments', 'refunds', 'donations', 'devotees', 'volunteers', 'contact-messages', 'feedback', 'form-answers'] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

/** The roles that may export each list besides the owner (who may export all). */
export const EXPORT_ROLES: Record<ExportName, readonly StaffRole[]> = {
  registrations: ['coordinator', 'finance'],
  payments: ['finance'],
  refunds: ['finance'],
  donations: ['finance'],
  devotees: ['coordinator'],
  volunteers: ['coordinator'],
  'contact-messages': ['coordinator'],
  feedback: ['coordinator'],
  'form-answers': ['coordinator'],
};
export const mayExport = (role: StaffRole, name: ExportName) => role === 'owner' || EXPORT_ROLES[name].includes(role);

const format = z.enum(EXPORT_FORMATS, { error: 'Choose one of: csv, xlsx' });
/** The list's query without its paging and sort (an export is the whole filtered list, oldest first), plus the format. */
const NO_PAGE = { page: true, per_page: true, sort: true } as const;

const exportCall = <N extends ExportName, Q extends z.ZodType>(name: N, query: Q, what: string) =>
  defineCall({
    method: 'GET',
    path: `/admin/exports/${name}` as `/admin/exports/${N}`,
    summary: `${what} with the list's filters, as CSV or XLSX (streamed)`,
    auth: 'staff',
    roles: EXPORT_ROLES[name],
    query,
    produces: 'table',
  });

export const adminExportCalls = {
  adminExportRegistrations: exportCall('registrations', adminRegistrationListQuery.omit(NO_PAGE).extend({ format }), 'Registrations (money columns for owner and finance)'),
  adminExportPayments: exportCall('payments', adminPaymentListQuery.omit(NO_PAGE).extend({ format }), 'Payment attempts'),
  adminExportRefunds: exportCall('refunds', adminRefundListQuery.omit(NO_PAGE).extend({ format }), 'Refunds recorded'),
  adminExportDonations: exportCall('donations', adminDonationListQuery.omit(NO_PAGE).extend({ format }), 'Donations (Aadhaar masked)'),
  adminExportDevotees: exportCall('devotees', adminDevoteeListQuery.omit(NO_PAGE).extend({ format }), 'Devotees'),
  adminExportVolunteers: exportCall('volunteers', adminVolunteerListQuery.omit(NO_PAGE).extend({ format }), 'Volunteers'),
  adminExportContactMessages: exportCall('contact-messages', adminContactListQuery.omit(NO_PAGE).extend({ format }), 'Contact messages'),
  adminExportFeedback: exportCall('feedback', adminEventAnswersQuery.omit(NO_PAGE).extend({ format }), 'Feedback answers'),
  adminExportFormAnswers: exportCall('form-answers', adminEventAnswersQuery.omit(NO_PAGE).extend({ format }), 'Post-registration form answers'),
};

/** The call of each export, by list name. */
export const EXPORT_CALLS = {
  registrations: adminExportCalls.adminExportRegistrations,
  payments: adminExportCalls.adminExportPayments,
  refunds: adminExportCalls.adminExportRefunds,
  donations: adminExportCalls.adminExportDonations,
  devotees: adminExportCalls.adminExportDevotees,
  volunteers: adminExportCalls.adminExportVolunteers,
  'contact-messages': adminExportCalls.adminExportContactMessages,
  feedback: adminExportCalls.adminExportFeedback,
  'form-answers': adminExportCalls.adminExportFormAnswers,
} as const satisfies Record<ExportName, unknown>;

/** The file name of an export made on `day` (YYYY-MM-DD). */
export const exportFileName = (name: ExportName, formatName: ExportFormat, day: string) => `${name}-${day}.${formatName}`;
