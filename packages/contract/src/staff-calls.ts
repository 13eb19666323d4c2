import { defineCall, okMessageSchema, dataResponse } from './call.ts';
import { adminListResponse, auditEntrySchema, auditListQuery, staffLoginResponseSchema, staffLoginSchema, staffMeSchema } from './staff.ts';

/** The back office's own calls (issue 11): staff sign-in and session, the audit log. */
export const staffCalls = {
  adminLogin: defineCall({ method: 'POST', path: '/admin/login', summary: 'Staff sign-in: email, password and, when asked, the code', auth: 'public', body: staffLoginSchema, response: staffLoginResponseSchema }),
  adminLogout: defineCall({ method: 'POST', path: '/admin/logout', summary: 'End this staff session', auth: 'staff', response: okMessageSchema }),
  adminMe: defineCall({ method: 'GET', path: '/admin/me', summary: 'The signed-in staff member', auth: 'staff', response: dataResponse(staffMeSchema) }),
};

export const auditCalls = {
  adminAuditLog: defineCall({ method: 'GET', path: '/admin/audit-log', summary: 'The audit log: who changed what, when (owner)', auth: 'staff', roles: ['owner'], query: auditListQuery, response: adminListResponse(auditEntrySchema) }),
};
