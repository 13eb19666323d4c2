import { defineCall, okMessageSchema, dataResponse } from './call.ts';
import {
  adminListResponse,
  auditEntrySchema,
  auditListQuery,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMeSchema,
  staffOtpConfirmResponseSchema,
  staffOtpConfirmSchema,
  staffOtpEnrolSchema,
  staffSetPasswordSchema,
} from './staff.ts';

/** The back office's own calls (issue 11): staff sign-in and session, the audit log. */
export const staffCalls = {
  adminLogin: defineCall({ method: 'POST', path: '/admin/login', summary: 'Staff sign-in: email, password and, when asked, the code', auth: 'public', body: staffLoginSchema, response: staffLoginResponseSchema }),
  adminLogout: defineCall({ method: 'POST', path: '/admin/logout', summary: 'End this staff session', auth: 'staff', response: okMessageSchema }),
  adminSetupPassword: defineCall({ method: 'POST', path: '/admin/setup/password', summary: 'Choose your own password (first sign-in, or any time signed in)', auth: 'staffSetup', body: staffSetPasswordSchema, response: staffLoginResponseSchema }),
  adminSetupOtp: defineCall({ method: 'POST', path: '/admin/setup/otp', summary: 'Start enrolling an authenticator app: a new secret and its QR code', auth: 'staffSetup', response: dataResponse(staffOtpEnrolSchema) }),
  adminSetupOtpConfirm: defineCall({ method: 'POST', path: '/admin/setup/otp/confirm', summary: 'Turn two-step sign-in on with a code from the app; answers the one-time recovery codes', auth: 'staffSetup', body: staffOtpConfirmSchema, response: staffOtpConfirmResponseSchema }),
  adminMe: defineCall({ method: 'GET', path: '/admin/me', summary: 'The signed-in staff member', auth: 'staff', response: dataResponse(staffMeSchema) }),
};

export const auditCalls = {
  adminAuditLog: defineCall({ method: 'GET', path: '/admin/audit-log', summary: 'The audit log: who changed what, when (owner)', auth: 'staff', roles: ['owner'], query: auditListQuery, response: adminListResponse(auditEntrySchema) }),
};
