import { z } from './zod.ts';
import { defineCall, idParam, okMessageSchema, okResponse, dataResponse } from './call.ts';
import {
  adminListQuery,
  adminListResponse,
  staffCreateSchema,
  staffForgotSchema,
  staffItemSchema,
  staffLinkPasswordSchema,
  staffUpdateSchema,
  auditEntrySchema,
  auditListQuery,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMeSchema,
  staffOtpConfirmResponseSchema,
  staffOtpConfirmSchema,
  staffOtpEnrolSchema,
  staffSetPasswordSchema,
  staffChangePasswordSchema,
  staffAccountOtpSchema,
  staffResetOtpSchema,
  staffRecoveryCodesSchema,
  staffOtpRoleSchema,
  staffOtpRoleParams,
  staffOtpRoleUpdateSchema,
} from './staff.ts';

/** The back office's own calls: staff sign-in and session, the audit log. */
export const staffCalls = {
  adminLogin: defineCall({ method: 'POST', path: '/admin/login', summary: 'Staff sign-in: email, password and, when asked, the code', auth: 'public', body: staffLoginSchema, response: staffLoginResponseSchema }),
  adminLogout: defineCall({ method: 'POST', path: '/admin/logout', summary: 'End this staff session', auth: 'staff', response: okMessageSchema }),
  adminSetupPassword: defineCall({ method: 'POST', path: '/admin/setup/password', summary: 'Choose your own password at a first sign-in (setup token only)', auth: 'staffSetup', body: staffSetPasswordSchema, response: staffLoginResponseSchema }),
  adminSetupOtp: defineCall({ method: 'POST', path: '/admin/setup/otp', summary: 'Start enrolling an authenticator app at sign-in (setup token only): a new secret and its QR code', auth: 'staffSetup', response: dataResponse(staffOtpEnrolSchema) }),
  adminSetupOtpConfirm: defineCall({ method: 'POST', path: '/admin/setup/otp/confirm', summary: 'Turn two-step sign-in on with a code from the app; answers the one-time recovery codes', auth: 'staffSetup', body: staffOtpConfirmSchema, response: staffOtpConfirmResponseSchema }),
  adminAccountPassword: defineCall({ method: 'POST', path: '/admin/account/password', summary: 'Change your own password: the current one is asked; your other sessions end', auth: 'staff', body: staffChangePasswordSchema, response: okMessageSchema }),
  adminAccountOtp: defineCall({ method: 'POST', path: '/admin/account/otp', summary: 'Start enrolling a new authenticator app: the current password, and a current code when two-step is on', auth: 'staff', body: staffAccountOtpSchema, response: dataResponse(staffOtpEnrolSchema) }),
  adminAccountOtpConfirm: defineCall({ method: 'POST', path: '/admin/account/otp/confirm', summary: 'Switch to the new authenticator app with a code from it; answers new recovery codes', auth: 'staff', body: staffOtpConfirmSchema, response: staffRecoveryCodesSchema }),
  adminMe: defineCall({ method: 'GET', path: '/admin/me', summary: 'The signed-in staff member', auth: 'staff', response: dataResponse(staffMeSchema) }),
};

const idParams = z.object({ id: idParam() });
const staffAnswer = z.object({ success: z.literal(1), message: z.string(), data: staffItemSchema });

/** Staff management (owner) and the emailed links (invitation, forgotten password). */
export const staffAdminCalls = {
  adminStaffList: defineCall({ method: 'GET', path: '/admin/staff', summary: 'Staff accounts (owner); sort: name, email, role, created_at', auth: 'staff', roles: ['owner'], query: adminListQuery, response: adminListResponse(staffItemSchema) }),
  adminStaffCreate: defineCall({ method: 'POST', path: '/admin/staff', summary: 'Add a staff account: with a password it works at once, without one an invitation is emailed', auth: 'staff', roles: ['owner'], body: staffCreateSchema, response: staffAnswer }),
  adminStaffGet: defineCall({ method: 'GET', path: '/admin/staff/:id', summary: 'One staff account (owner)', auth: 'staff', roles: ['owner'], params: idParams, response: dataResponse(staffItemSchema) }),
  adminStaffUpdate: defineCall({ method: 'PATCH', path: '/admin/staff/:id', summary: "Change name or role, disable or enable (the last active owner stays); a role change ends that person's sessions, making an owner asks for your current password", auth: 'staff', roles: ['owner'], params: idParams, body: staffUpdateSchema, response: staffAnswer }),
  adminStaffResetOtp: defineCall({ method: 'POST', path: '/admin/staff/:id/reset-otp', summary: "Reset someone's two-step sign-in (enrolled again at next sign-in); your own needs a current or recovery code", auth: 'staff', roles: ['owner'], params: idParams, body: staffResetOtpSchema, response: staffAnswer }),
  adminStaffOtpRoles: defineCall({ method: 'GET', path: '/admin/staff-otp-roles', summary: 'Which roles must sign in with two steps (owner): each role, required or offered, and whether it can change', auth: 'staff', roles: ['owner'], response: dataResponse(z.array(staffOtpRoleSchema)) }),
  adminStaffOtpRoleUpdate: defineCall({ method: 'PATCH', path: '/admin/staff-otp-roles/:role', summary: "Require two-step sign-in for a role or make it optional (owner; audited); the owner role stays required. Its people enrol at their next sign-in", auth: 'staff', roles: ['owner'], params: staffOtpRoleParams, body: staffOtpRoleUpdateSchema, response: okResponse({ message: z.string(), data: z.array(staffOtpRoleSchema) }) }),
  adminForgotPassword: defineCall({ method: 'POST', path: '/admin/forgot-password', summary: 'Email a one-time link to choose a new password', auth: 'public', body: staffForgotSchema, response: okMessageSchema }),
  adminLinkPassword: defineCall({ method: 'POST', path: '/admin/set-password', summary: 'Choose a password with an invitation or reset link', auth: 'public', body: staffLinkPasswordSchema, response: okMessageSchema }),
};

export const auditCalls = {
  adminAuditLog: defineCall({ method: 'GET', path: '/admin/audit-log', summary: 'The audit log: who changed what, when (owner)', auth: 'staff', roles: ['owner'], query: auditListQuery, response: adminListResponse(auditEntrySchema) }),
};
